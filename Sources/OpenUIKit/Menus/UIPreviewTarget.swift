import Foundation

/// Where a preview is placed when its view is not in a window: a container and a centre in
/// it.
/// - Note: See https://developer.apple.com/documentation/uikit/uipreviewtarget
@MainActor @preconcurrency
open class UIPreviewTarget {
    /// The view the preview is placed in.
    public let container: UIView
    /// The preview's centre, in the container's coordinates.
    public let center: CGPoint
    /// A transform applied to the preview.
    public let transform: CGAffineTransform

    /// Creates a target at `center` in `container`.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
    }

    /// Creates a target at `center` in `container`, untransformed.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}
