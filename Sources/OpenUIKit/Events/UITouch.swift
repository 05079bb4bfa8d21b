import Foundation

/// One finger on the screen, from touch-down to lift or cancellation.
///
/// The same object is updated in place for the finger's whole life; its ``view`` is the view
/// hit-tested at touch-down and never changes, even when the finger leaves it. Do not keep
/// touches after their sequence ends.
/// - Note: See https://developer.apple.com/documentation/uikit/uitouch
@MainActor @preconcurrency
open class UITouch: Hashable, @MainActor CustomStringConvertible {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
        case regionEntered, regionMoved, regionExited
    }

    /// What produced the touch.
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
        public static let stylus = TouchType.pencil
    }

    /// The current phase.
    public package(set) var phase: Phase = .began
    /// When the touch last changed, in seconds on the application clock.
    public package(set) var timestamp: TimeInterval
    /// How many quick taps at this spot this touch completes (1 for a single tap).
    public package(set) var tapCount: Int
    /// What produced the touch; synthesized and backend touches are direct.
    public package(set) var type: TouchType = .direct
    /// The radius of the contact, in points.
    public package(set) var majorRadius: CGFloat = 20
    /// How precise ``majorRadius`` is, in points.
    public package(set) var majorRadiusTolerance: CGFloat = 0
    /// The pressure; 0 where the hardware measures none.
    public package(set) var force: CGFloat = 0
    /// The largest possible ``force``; 0 where the hardware measures none.
    public package(set) var maximumPossibleForce: CGFloat = 0
    /// The view hit-tested at touch-down (`nil` when hit-testing found nothing).
    public package(set) var view: UIView?
    /// The window the touch happens in.
    ///
    /// Held strongly, as UIKit's is: a window whose last other reference goes away while a
    /// finger is on it lives until its touches are over, so its views still get their ends.
    public package(set) var window: UIWindow?

    package var locationInWindow: CGPoint
    package var previousLocationInWindow: CGPoint
    /// The backend's finger identifier; also names the touch in traces.
    package let fingerID: Int
    /// Whether the hit view receives this touch (false for a second touch on a view that is
    /// not multiple-touch enabled, and for touches blocked by an exclusive-touch view).
    package var deliversToView = true
    /// Identifies ``window`` for cheap comparisons; fixed for the touch's life.
    package let windowIdentifier: ObjectIdentifier?
    /// Where the finger went down, for tap counting.
    package let initialLocationInWindow: CGPoint

    package init(
        fingerID: Int, location: CGPoint, timestamp: TimeInterval, tapCount: Int,
        view: UIView?, window: UIWindow?
    ) {
        self.fingerID = fingerID
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.initialLocationInWindow = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.view = view
        self.window = window
        self.windowIdentifier = window.map(ObjectIdentifier.init)
    }

    /// A touch belonging to no window or view: phase `.began`, no taps, at the origin, at time
    /// 0. Tests make them to call touch-handling methods directly; delivered touches come from
    /// the application.
    /// - Note: See https://developer.apple.com/documentation/uikit/uitouch
    public init() {
        self.fingerID = UITouch.fingerIDOfTouchMadeInCode
        self.locationInWindow = .zero
        self.previousLocationInWindow = .zero
        self.initialLocationInWindow = .zero
        self.timestamp = 0
        self.tapCount = 0
        self.view = nil
        self.window = nil
        self.windowIdentifier = nil
    }

    /// The finger identifier of touches made with `UITouch()`, which no backend produces.
    package static let fingerIDOfTouchMadeInCode = -1

    /// Whether the touch happens in `window`, by identity alone (a comparison made for every
    /// recognizer on every delivery).
    package func isIn(_ window: UIWindow) -> Bool {
        windowIdentifier == ObjectIdentifier(window)
    }

    /// The current position in `view`'s coordinates (the window's when `nil`).
    open func location(in view: UIView?) -> CGPoint {
        convertFromWindow(locationInWindow, to: view)
    }

    /// The position before the latest move, in `view`'s coordinates (the window's when `nil`).
    open func previousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(previousLocationInWindow, to: view)
    }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let window else { return point }
        guard let view, view !== window else { return point }
        return window.convert(point, to: view)
    }

    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        "UITouch(\(fingerID), \(phase), \(traceFormat(locationInWindow)), view: \(view?.traceName ?? "nil"))"
    }
}
