import Foundation

extension UIView {
    /// The alpha below which a view no longer takes touches.
    public static let hitTestMinimumAlpha: CGFloat = 0.01
}

extension UIView {
    /// Whether the view itself can take part in hit-testing: visible, opaque enough and
    /// accepting interaction.
    package var isHitTestable: Bool {
        // Compared in Float, the precision alpha is kept in (the layer's opacity).
        isUserInteractionEnabled && !isHidden && Float(alpha) >= Float(UIView.hitTestMinimumAlpha)
            && !isAnimatingWithoutInteraction
    }
}
