import Foundation

/// What a context menu puts over the window: a dimming view that closes the menu when tapped,
/// the lifted preview (a picture of the previewed view, or the preview controller's view) on
/// a rounded platter, and the menu.
@MainActor
final class ContextMenuContainerView: UIView {
    /// Covers the window; tapping it closes the menu.
    let dimView = UIView()
    /// The rounded platter holding the preview.
    private let previewPlatter = UIView()
    /// Where the preview was taken from, in the window.
    private(set) var previewHomeFrame: CGRect = .zero
    var onTapOutside: (@MainActor () -> Void)?
    var onTapPreview: (@MainActor () -> Void)?

    /// The dim over the window; a flat stand-in for UIKit's blur.
    static let dimColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0, alpha: 0.45) : UIColor(white: 0, alpha: 0.2)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        dimView.frame = bounds
        dimView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimView.backgroundColor = Self.dimColor
        dimView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: ContextMenuContainerView.tappedOutside))
        addSubview(dimView)
        previewPlatter.layer.cornerRadius = UIContextMenuInteraction.previewCornerRadius
        previewPlatter.clipsToBounds = true
        previewPlatter.addGestureRecognizer(UITapGestureRecognizer(target: self, action: ContextMenuContainerView.tappedPreview))
        addSubview(previewPlatter)
    }

    required init?(coder: NSCoder) { nil }

    private func tappedOutside() { onTapOutside?() }

    /// Closes the menus shown in `window` as a tap outside them would (no action runs): a
    /// presentation is about to cover them.
    static func dismissMenus(in window: UIWindow) {
        for case let menu as ContextMenuContainerView in window.subviews { menu.onTapOutside?() }
    }
    private func tappedPreview() { onTapPreview?() }

    /// The lifted preview's frame in the window.
    var previewFrame: CGRect {
        get { previewPlatter.frame }
        set {
            previewPlatter.frame = newValue
            for subview in previewPlatter.subviews { subview.frame = previewPlatter.bounds }
        }
    }

    /// The lifted preview's opacity.
    var previewAlpha: CGFloat {
        get { previewPlatter.alpha }
        set { previewPlatter.alpha = newValue }
    }

    /// Prepares for a menu anchored to `sourceFrame` (in the window): nothing is lifted and
    /// nothing dimmed, but a tap anywhere outside the menu still closes it.
    func showAnchored(to sourceFrame: CGRect) {
        dimView.backgroundColor = .clear
        previewPlatter.isHidden = true
        previewHomeFrame = sourceFrame
    }

    /// Lifts `preview`: the preview controller's view when there is one (at its preferred
    /// size, centred on the previewed view), else a picture of the previewed view where it is.
    func showPreview(of preview: UITargetedPreview, controller: UIViewController?, in window: UIWindow) {
        let target = preview.target
        let size = preview.size
        var home = target.container.convert(
            CGRect(x: target.center.x - size.width / 2, y: target.center.y - size.height / 2, width: size.width, height: size.height),
            to: window)
        previewPlatter.backgroundColor = preview.parameters.backgroundColor ?? .systemBackground
        if preview.parameters.visiblePath != nil {
            window.application?.log.log(
                "UIContextMenuInteraction: UIPreviewParameters.visiblePath is not applied; the preview is clipped to a rounded rectangle")
        }
        if let controller {
            var preferred = controller.preferredContentSize
            if preferred.width <= 0 || preferred.height <= 0 { preferred = CGSize(width: window.bounds.width - 32, height: 300) }
            home = CGRect(x: home.midX - preferred.width / 2, y: home.midY - preferred.height / 2, width: preferred.width, height: preferred.height)
            previewPlatter.addSubview(controller.view)
        } else {
            let scale = max(1, window.traitCollection.displayScale)
            let format = UIGraphicsImageRendererFormat()
            format.scale = scale
            let picture = UIGraphicsImageRenderer(size: size, format: format).image { context in
                preview.view.layer.render(in: context.cgContext)
            }
            previewPlatter.addSubview(UIImageView(image: picture))
        }
        previewHomeFrame = home
        previewFrame = home
    }
}
