import Foundation
import OpenUIKit

/// One thing a recorder saw, as a value: tests compare whole histories with `==`, and a
/// history prints as readable lines (``description``).
///
/// Names are the ones given to the recorders (a view's, recognizer's or control's name).
/// Touch locations are in the recording view's own coordinates, one per touch, ordered by
/// finger.
public enum RecordedEvent: Equatable, Sendable, CustomStringConvertible {
    /// `touchesBegan(_:with:)` reached the view named `view`.
    case touchesBegan(_ view: String, at: [CGPoint])
    /// `touchesMoved(_:with:)` reached the view named `view`.
    case touchesMoved(_ view: String, at: [CGPoint])
    /// `touchesEnded(_:with:)` reached the view named `view`.
    case touchesEnded(_ view: String, at: [CGPoint])
    /// `touchesCancelled(_:with:)` reached the view named `view`.
    case touchesCancelled(_ view: String, at: [CGPoint])
    /// An action named `name` ran: a target-action method or a handler that reports itself
    /// through ``EventRecorder/record(_:)`` or ``EventRecorder/actionHandler(_:)``.
    case action(_ name: String)
    /// The recognizer named `recognizer` sent its actions while in `state`.
    case gestureAction(_ recognizer: String, state: UIGestureRecognizer.State)
    /// The recognizer named `recognizer` went from `from` to `to` (resets to `possible`
    /// included).
    case gestureState(_ recognizer: String, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State)
    /// The control named `control` sent the actions of the single event `event`.
    case controlEvent(_ control: String, UIControl.Event)
    /// The layout pass called `layoutSubviews()` on the view named `view`; `bounds` is the
    /// view's bounds at that moment.
    case layoutSubviews(_ view: String, bounds: CGRect)
    /// The constraint pass called `updateConstraints()` on the view named `view` (recorded on
    /// entry, before the view's own work).
    case updateConstraints(_ view: String)
    /// The display pass called `draw(_:)` on the view named `view` with `rect`, the part of
    /// its bounds to redraw.
    case draw(_ view: String, rect: CGRect)
    /// UIKit called one of the tracking methods of the control named `control`
    /// (``RecordingControl`` records these).
    case tracking(_ control: String, _ call: TrackingCall)
    /// UIKit called a `UIScrollViewDelegate` method about the scroll view named `scrollView`
    /// (``ScrollViewDelegateRecorder`` records these).
    case scroll(_ scrollView: String, _ call: ScrollCall)
    /// UIKit called an appearance, layout, containment or trait callback of the view
    /// controller named `controller` (``RecordingViewController`` records these).
    case viewController(_ controller: String, _ call: ViewControllerCall)
    /// A method the other cases do not cover ran on the object named `receiver`: a target's
    /// action method, an override point such as `sendAction(_:to:for:)`, a delegate question.
    /// `arguments` are the printed forms of what the test compares about the call: its
    /// arguments (the sender's name, `nil` for a missing event, …), or for a method without
    /// any, the state it was called in (`superview: P`); `returned` is the printed answer of a
    /// method that gives one.
    case call(_ receiver: String, _ method: String, arguments: [String] = [], returned: String? = nil)

    /// One of `UIControl`'s tracking methods, as ``RecordedEvent/tracking(_:_:)`` records it.
    public enum TrackingCall: Equatable, Sendable, CustomStringConvertible {
        /// `beginTracking(_:with:)`.
        case beginTracking
        /// `continueTracking(_:with:)`.
        case continueTracking
        /// `endTracking(_:with:)`.
        case endTracking
        /// `cancelTracking(with:)`; `withEvent` is false when UIKit passed no event (the
        /// control left its window mid-delivery).
        case cancelTracking(withEvent: Bool)

        /// The method's name; a cancellation without an event prints as `cancelTracking(nil)`.
        public var description: String {
            switch self {
            case .beginTracking: "beginTracking"
            case .continueTracking: "continueTracking"
            case .endTracking: "endTracking"
            case .cancelTracking(let withEvent): withEvent ? "cancelTracking" : "cancelTracking(nil)"
            }
        }
    }

    /// The line a test log would print: `view.touchesBegan at (10, 20)`, `tap action ended`,
    /// `pan: possible → began`, `button.touchUpInside`, `view.layoutSubviews in (0, 0, 100, 50)`,
    /// `view.updateConstraints`, `view.draw in (0, 0, 100, 50)`, `control.beginTracking`, `target.tapped(control, nil)`,
    /// `scroll.touchesShouldBegin(button) → true`, `scroll.didEndDragging(willDecelerate: true)`,
    /// `A.viewWillAppear(true)`.
    public var description: String {
        switch self {
        case .touchesBegan(let view, let points): Self.touchLine(view, "touchesBegan", points)
        case .touchesMoved(let view, let points): Self.touchLine(view, "touchesMoved", points)
        case .touchesEnded(let view, let points): Self.touchLine(view, "touchesEnded", points)
        case .touchesCancelled(let view, let points): Self.touchLine(view, "touchesCancelled", points)
        case .action(let name): name
        case .gestureAction(let recognizer, let state): "\(recognizer) action \(state)"
        case .gestureState(let recognizer, let from, let to): "\(recognizer): \(from) → \(to)"
        case .controlEvent(let control, let event): "\(control).\(event)"
        case .layoutSubviews(let view, let bounds): "\(view).layoutSubviews in \(Self.format(bounds))"
        case .updateConstraints(let view): "\(view).updateConstraints"
        case .draw(let view, let rect): "\(view).draw in \(Self.format(rect))"
        case .tracking(let control, let call): "\(control).\(call)"
        case .scroll(let scrollView, let call): "\(scrollView).\(call)"
        case .viewController(let controller, let call): "\(controller).\(call)"
        case .call(let receiver, let method, let arguments, let returned):
            "\(receiver).\(method)" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
                + (returned.map { " → \($0)" } ?? "")
        }
    }

    /// The name of the view, recognizer, control, controller or action the event belongs to.
    public var subject: String {
        switch self {
        case .touchesBegan(let name, _), .touchesMoved(let name, _), .touchesEnded(let name, _),
            .touchesCancelled(let name, _), .action(let name), .gestureAction(let name, _),
            .gestureState(let name, _, _), .controlEvent(let name, _), .layoutSubviews(let name, _),
            .updateConstraints(let name), .draw(let name, _), .tracking(let name, _), .scroll(let name, _),
            .viewController(let name, _), .call(let name, _, _, _):
            name
        }
    }

    private static func touchLine(_ view: String, _ method: String, _ points: [CGPoint]) -> String {
        "\(view).\(method) at " + points.map(format).joined(separator: ", ")
    }

    /// "(x, y)" with whole numbers printed without a fraction.
    static func format(_ point: CGPoint) -> String {
        "(\(format(point.x)), \(format(point.y)))"
    }

    /// "(x, y, width, height)".
    private static func format(_ rect: CGRect) -> String {
        "(\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width)), \(format(rect.height)))"
    }

    /// A number, whole numbers printed without a fraction.
    static func format(_ value: CGFloat) -> String {
        let double = Double(value)
        if double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
        return String(double)
    }
}
