import Foundation

extension UIGestureRecognizer {
    /// Where a recognizer is in recognizing its gesture.
    ///
    /// Discrete gestures (tap, swipe) go from `possible` straight to `recognized` or `failed`;
    /// continuous ones (pan, pinch, rotation, long press) go `possible` → `began` → `changed`…
    /// → `ended` or `cancelled`, or `possible` → `failed`. Only the framework returns a
    /// recognizer to `possible`, after its touch sequence is over.
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed

        /// The same value as `ended`: a discrete gesture was recognized.
        public static let recognized = State.ended

        /// Whether the state ends an attempt (recognized/ended, cancelled or failed).
        public var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }

        /// Whether targets are told about entering this state.
        var sendsAction: Bool { self == .began || self == .changed || self == .ended || self == .cancelled }

        /// The case's name, as the event trace prints it.
        public var description: String { traceState.description }
    }
}

/// The legal state changes a recognizer (or its subclass) may make, checked on every
/// assignment. The return to `possible` is not listed: only the framework's reset does it.
///
/// | from | to |
/// |---|---|
/// | possible | began (continuous), ended/recognized (discrete), failed |
/// | began | changed, ended, cancelled |
/// | changed | changed, ended, cancelled |
/// | ended, cancelled, failed | — (held until the touch sequence is over) |
package enum GestureStateTransitions {
    package static func isLegal(from old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }
}
