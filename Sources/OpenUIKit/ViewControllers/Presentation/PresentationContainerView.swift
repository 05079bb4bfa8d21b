import Foundation

/// The view a presentation lives in (UIKit's transition view): covers the window (or the
/// presentation context), holds the presented view and the presentation's chrome, and lets the
/// presentation controller frame them when it lays out.
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?
    /// The presentation controller of the presented controller's own style: the popover even
    /// while its adaptive sheet frames the presentation (nil: ``presentationController``).
    weak var styleController: UIPresentationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller = presentationController else { return }
        controller.containerViewWillLayoutSubviews()
        controller.layoutBuiltInViews(in: self)
        controller.containerViewDidLayoutSubviews()
    }

    /// New traits (a window resized across a size class) may change how the presentation
    /// adapts.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        (styleController ?? presentationController)?.containerTraitsDidChange()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self, presentationController?.passesTouchThrough(at: point) ?? false { return nil }
        return hit
    }
}
