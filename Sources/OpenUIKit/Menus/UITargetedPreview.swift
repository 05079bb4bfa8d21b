import Foundation

/// A view to lift as a context menu's preview, how to draw it, and where.
/// - Note: See https://developer.apple.com/documentation/uikit/uitargetedpreview
@MainActor @preconcurrency
open class UITargetedPreview {
    /// The view shown lifted.
    public let view: UIView
    /// How the preview is drawn.
    public let parameters: UIPreviewParameters
    /// Where the preview is placed.
    public let target: UIPreviewTarget

    /// A preview of `view` drawn with `parameters` at `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }

    /// A preview of `view`, which must be in a window, drawn with `parameters` where it is.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        guard let superview = view.superview, view.window != nil else {
            Fatal.stop(
                "UITargetedPreview(view:parameters:): the view is not in a window; use init(view:parameters:target:)")
        }
        self.init(
            view: view, parameters: parameters, target: UIPreviewTarget(container: superview, center: view.center))
    }

    /// A preview of `view`, which must be in a window, with default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The preview's size: the view's bounds size.
    open var size: CGSize { view.bounds.size }

    /// A preview of the same view at another target.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
