import Foundation

// The default frame of views and standalone elements. The other defaults (element, label,
// value, traits, adjustment, activation) are overridable members UIResponder declares, which
// each class answers in its own file (UILabel, UIImageView, the controls, UIAccessibilityElement).
extension UIResponder {
    /// A view's bounds on the screen (`.zero` outside a window); an element's frame in its
    /// container's space placed on the screen.
    package var defaultAccessibilityFrame: CGRect {
        switch self {
        case let view as UIView:
            return view.screenRect(of: view.bounds)
        case let element as UIAccessibilityElement:
            let local = element.accessibilityFrameInContainerSpace
            guard local != .zero, let container = element.accessibilityContainer as? UIView else { return .zero }
            return container.screenRect(of: local)
        default:
            return .zero
        }
    }
}

extension UIView {
    /// `rect` (in the receiver's coordinates) on the screen: through the window, offset by the
    /// window's origin; `.zero` outside a window.
    package func screenRect(of rect: CGRect) -> CGRect {
        guard let window else { return .zero }
        let inWindow = self === window ? rect : convert(rect, to: window)
        return inWindow.offsetBy(
            dx: window.frame.minX - window.bounds.minX, dy: window.frame.minY - window.bounds.minY)
    }
}
