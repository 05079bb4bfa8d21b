import Foundation
import OpenUIKit

/// What one test-kit action did, read from the application's own trace while it ran: the view
/// hit-testing chose, every recognizer state change in order, the control events sent with the
/// actions they reached, touches cancelled, the first-responder change, and the frames and
/// clock time the action took. An action that could not be made (its view hidden, disabled,
/// covered, outside its window or still animating) returns a receipt saying so, with the
/// reason, after reporting it as a test failure.
///
/// Every action returns one and discarding it is fine:
///
/// ```swift
/// let receipt = app.tap(saveButton)
/// #expect(receipt.controlEvents.map(\.event) == ["touchDown", "touchUpInside", "primaryActionTriggered"])
/// ```
///
/// Views, recognizers and responders appear by their trace names: the accessibility
/// identifier when there is one, else the type.
public struct ActionReceipt: Sendable, Equatable, CustomStringConvertible {
    /// The action, as the test kit names it: "tap", "double-tap", "long-press", "drag",
    /// "flick", "swipe", "pinch", "rotate", "two-finger pan", "edge swipe", "type", "key".
    public var action: String
    /// The view the action aimed at (nil for an action at a point or at the first responder).
    public var target: String?
    /// Where the first finger went down, in window coordinates (nil for keys and text).
    public var point: CGPoint?
    /// Why the action was not made; nil when it was.
    public var failure: ActionFailure?
    /// The view hit-testing chose for the first finger going down (nil when none did, or for
    /// keys and text).
    public var viewHit: String?
    /// Every recognizer state change during the action, in order (resets to `.possible`
    /// after a final state are left out).
    public var gestureStates: [GestureStateChange]
    /// Every control event sent, in order, each with the actions it reached.
    public var controlEvents: [ControlEventSent]
    /// Every action sent during the action, in order, from controls, recognizers and key
    /// commands alike.
    public var actions: [SentAction]
    /// Touches the runtime cancelled: a `touchesCancelled` delivery, or a view holding
    /// touches leaving its window.
    public var cancelledTouches: [CancelledTouches]
    /// How the first responder changed: the one before the first change and the one after
    /// the last (nil when it did not change).
    public var firstResponderChange: FirstResponderChange?
    /// Frames the application's update cycle ran during the action.
    public var frames: Int
    /// Seconds of the application's clock the action took.
    public var duration: TimeInterval

    /// Whether the action was made (it reached the application as input).
    public var wasPerformed: Bool { failure == nil }

    /// A receipt for an action that was made, with nothing observed yet.
    public init(action: String, target: String? = nil, point: CGPoint? = nil) {
        self.action = action
        self.target = target
        self.point = point
        failure = nil
        viewHit = nil
        gestureStates = []
        controlEvents = []
        actions = []
        cancelledTouches = []
        firstResponderChange = nil
        frames = 0
        duration = 0
    }

    /// A receipt for an action refused before anything was sent.
    public init(action: String, target: String?, failure: ActionFailure) {
        self.init(action: action, target: target)
        self.failure = failure
    }

    public var description: String {
        var text = action + (target.map { " \($0)" } ?? "")
        if let failure { return text + ": not performed (\(failure.message))" }
        if let point { text += " at (\(Double(point.x)), \(Double(point.y)))" }
        if let viewHit { text += "\n  hit \(viewHit)" }
        for change in gestureStates { text += "\n  \(change)" }
        for event in controlEvents { text += "\n  \(event)" }
        for sent in actions { text += "\n  action \(sent)" }
        for cancelled in cancelledTouches { text += "\n  \(cancelled)" }
        if let firstResponderChange { text += "\n  \(firstResponderChange)" }
        text += "\n  \(frames) frame\(frames == 1 ? "" : "s"), \(duration) s"
        return text
    }
}
