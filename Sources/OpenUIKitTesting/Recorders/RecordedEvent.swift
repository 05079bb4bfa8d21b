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

    /// The line a test log would print: `view.touchesBegan at (10, 20)`, `tap action ended`,
    /// `pan: possible → began`, `button.touchUpInside`, `view.layoutSubviews in (0, 0, 100, 50)`.
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
        case .layoutSubviews(let view, let bounds):
            "\(view).layoutSubviews in (\(Self.format(bounds.minX)), \(Self.format(bounds.minY)), \(Self.format(bounds.width)), \(Self.format(bounds.height)))"
        }
    }

    /// The name of the view, recognizer, control or action the event belongs to.
    public var subject: String {
        switch self {
        case .touchesBegan(let name, _), .touchesMoved(let name, _), .touchesEnded(let name, _),
            .touchesCancelled(let name, _), .action(let name), .gestureAction(let name, _),
            .gestureState(let name, _, _), .controlEvent(let name, _), .layoutSubviews(let name, _):
            name
        }
    }

    private static func touchLine(_ view: String, _ method: String, _ points: [CGPoint]) -> String {
        "\(view).\(method) at " + points.map(format).joined(separator: ", ")
    }

    /// "(x, y)" with whole numbers printed without a fraction.
    private static func format(_ point: CGPoint) -> String {
        "(\(format(point.x)), \(format(point.y)))"
    }

    private static func format(_ value: CGFloat) -> String {
        let double = Double(value)
        if double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
        return String(double)
    }
}
