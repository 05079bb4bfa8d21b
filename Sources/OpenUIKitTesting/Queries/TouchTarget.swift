import Foundation
import OpenUIKit

/// Where a finger can land on a view: its window and a point in that window's coordinates
/// that hit-testing takes to the view (or one of its subviews), or why there is none.
@MainActor
struct TouchTarget {
    let window: UIWindow
    /// The centre of the part of the view that touches can reach, in window coordinates.
    let point: CGPoint

    /// Finds where a finger lands on `view`: the centre of its bounds clipped by every
    /// ancestor's bounds (a point outside a superview never reaches its subviews), checked by
    /// hit-testing the window there. Returns the reason when no touch can reach the view.
    static func find(for view: UIView) -> Result<TouchTarget, ActionFailure> {
        guard let window = view.window else {
            return .failure(ActionFailure(.notInWindow, "it is not in a window"))
        }
        if let refusal = refusal(for: view) { return .failure(refusal) }
        var rect = view.convert(view.bounds, to: window)
        let inWindow = rect.intersection(window.bounds)
        guard !inWindow.isNull, inWindow.width > 0, inWindow.height > 0 else {
            return .failure(
                ActionFailure(
                    .outsideWindow,
                    "it is outside its window (its bounds in the window: \(format(rect)); the window's bounds: \(format(window.bounds)))"
                ))
        }
        var current = view.superview
        while let ancestor = current {
            rect = rect.intersection(ancestor.convert(ancestor.bounds, to: window))
            current = ancestor.superview
        }
        guard !rect.isNull, rect.width > 0, rect.height > 0 else {
            return .failure(
                ActionFailure(
                    .clipped,
                    "it has no area inside its superviews' bounds for a touch to land on (its bounds in the window: \(format(view.convert(view.bounds, to: window))))"
                ))
        }
        let point = CGPoint(x: rect.midX, y: rect.midY)
        guard let hit = window.hitTest(point, with: nil) else {
            return .failure(ActionFailure(.covered, "hit-testing its window at \(format(point)) finds no view"))
        }
        guard hit === view || hit.isDescendant(of: view) else {
            return .failure(
                ActionFailure(.covered, "it is covered at \(format(point)) in its window: hit-testing there reaches \(name(of: hit))"))
        }
        return .success(TouchTarget(window: window, point: point))
    }

    /// Why no person could act on `view` or an ancestor now: hidden, transparent, not
    /// interactive, a disabled control, or animating. Nil when nothing stops it.
    static func refusal(for view: UIView) -> ActionFailure? {
        var current: UIView? = view
        while let candidate = current {
            if candidate.isHidden {
                return ActionFailure(.hidden, refusal(view, candidate, "is hidden"))
            }
            if candidate.alpha < 0.01 {
                return ActionFailure(
                    .transparent, refusal(view, candidate, "has alpha \(candidate.alpha) (hit-testing skips views below 0.01)"))
            }
            if !candidate.isUserInteractionEnabled {
                return ActionFailure(.userInteractionDisabled, refusal(view, candidate, "has isUserInteractionEnabled set to false"))
            }
            if let control = candidate as? UIControl, !control.isEnabled {
                return ActionFailure(.disabledControl, refusal(view, candidate, "is a disabled control (isEnabled is false)"))
            }
            current = candidate.superview
        }
        current = view
        while let candidate = current {
            if let key = candidate.layer.animationKeys()?.first {
                return ActionFailure(
                    .animating,
                    refusal(view, candidate, "is mid-animation ('\(key)' on its layer); settle() first"))
            }
            current = candidate.superview
        }
        return nil
    }

    private static func refusal(_ view: UIView, _ culprit: UIView, _ reason: String) -> String {
        culprit === view ? "it \(reason)" : "its ancestor \(name(of: culprit)) \(reason)"
    }

    /// The class and, when set, the accessibility identifier: "UIButton 'save'".
    static func name(of view: UIView) -> String {
        let type = runtimeTypeName(of: view)
        guard let identifier = view.accessibilityIdentifier else { return type }
        return "\(type) '\(identifier)'"
    }

    static func format(_ point: CGPoint) -> String {
        "(\(Double(point.x)), \(Double(point.y)))"
    }

    static func format(_ rect: CGRect) -> String {
        "(\(Double(rect.minX)), \(Double(rect.minY)), \(Double(rect.width)), \(Double(rect.height)))"
    }
}
