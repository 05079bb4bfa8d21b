import Foundation

/// The view a presentation lives in (UIKit's transition view): covers the window (or the
/// presentation context), holds the presented view and the presentation's chrome, and lets the
/// presentation controller frame them when it lays out.
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller = presentationController else { return }
        controller.containerViewWillLayoutSubviews()
        controller.layoutBuiltInViews(in: self)
        controller.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self, presentationController?.passesTouchThrough(at: point) ?? false { return nil }
        return hit
    }
}
