import Foundation
import OpenUIKit

/// An ordered history of what recording views, recognizers and controls saw in one test.
///
/// Give one recorder to every ``RecordingView``, ``GestureStateRecorder`` and
/// ``ControlEventRecorder`` of a test to get a single timeline, then compare it whole:
///
/// ```swift
/// let recorder = EventRecorder()
/// let view = RecordingView("box", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
/// ControlEventRecorder(button, name: "button", into: recorder)
/// app.tap(view)
/// #expect(recorder.take() == [.touchesBegan("box", at: [CGPoint(x: 50, y: 50)]),
///                             .touchesEnded("box", at: [CGPoint(x: 50, y: 50)])])
/// ```
///
/// Printing the recorder prints one ``RecordedEvent`` per line.
@MainActor @preconcurrency
public final class EventRecorder: @MainActor CustomStringConvertible {
    /// Everything recorded since the recorder was made or last emptied, oldest first.
    public private(set) var events: [RecordedEvent] = []

    public init() {}

    /// Appends `event`; recorders call this, and so can your own views and handlers.
    public func record(_ event: RecordedEvent) {
        events.append(event)
    }

    /// Returns what was recorded since the last call, and forgets it.
    @discardableResult
    public func take() -> [RecordedEvent] {
        defer { events.removeAll() }
        return events
    }

    /// Forgets everything recorded so far.
    public func clear() { events.removeAll() }

    /// The printed form of ``events``, one line each.
    public var lines: [String] { events.map(\.description) }

    public var description: String { lines.joined(separator: "\n") }

    /// A closure that records `.action(name)` each time it runs: hand it to code that takes a
    /// callback, or call it from a target's action method.
    public func actionHandler(_ name: String) -> @MainActor () -> Void {
        { [self] in record(.action(name)) }
    }

    /// Adds an action to `recognizer` that records `.gestureAction(name, state:)` with the
    /// state the action is sent for. The recognizer keeps the action (and this recorder).
    @discardableResult
    public func recordActions(of recognizer: UIGestureRecognizer, as name: String) -> GestureActionToken {
        recognizer.addAction { [self] sender in record(.gestureAction(name, state: sender.state)) }
    }
}
