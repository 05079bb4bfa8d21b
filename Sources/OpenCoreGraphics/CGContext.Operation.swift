import Foundation

extension CGContext {
    /// One element of a path, already mapped into the context's base space by the transform
    /// current when it was added.
    public typealias PathElement = CGPath.Element

    /// The fill rule under its older name.
    @available(*, deprecated, renamed: "CGPathFillRule")
    public typealias FillRule = CGPathFillRule

    /// One recorded drawing operation. Paths are stored in the base space (the current
    /// transform already applied to their points); `transform` carries the transform in force
    /// so a renderer can also scale line widths and text.
    public enum Operation: Equatable, Sendable {
        /// Fill `path` with `color`.
        case fill(path: [PathElement], rule: CGPathFillRule, color: CGColor, transform: CGAffineTransform)
        /// Stroke `path` with `color` at `lineWidth` (in user space).
        case stroke(path: [PathElement], color: CGColor, lineWidth: CGFloat, transform: CGAffineTransform)
        /// Erase a rectangle to transparent.
        case clear(rect: CGRect, transform: CGAffineTransform)
        /// Intersect the clip with `path`.
        case clip(path: [PathElement], rule: CGPathFillRule)
        /// A run of text whose baseline starts at `origin` (user space).
        case text(String, origin: CGPoint, fontName: String, fontSize: CGFloat, color: CGColor, transform: CGAffineTransform)
        /// Draw `image` into `rect` (user space), tiled or stretched, at `alpha`.
        case image(CGImage, rect: CGRect, tiled: Bool, alpha: CGFloat, transform: CGAffineTransform)
        /// Intersect the clip with the mask `image` stretched over `rect` (user space).
        case clipToMask(CGImage, rect: CGRect, transform: CGAffineTransform)
        /// Paint a gradient over the clip.
        case gradient(CGGradient, transform: CGAffineTransform)
        /// Start a transparency layer composited at `alpha` when it ends.
        case beginTransparencyLayer(alpha: CGFloat)
        /// End the innermost transparency layer.
        case endTransparencyLayer
        /// Push the graphics state.
        case saveState
        /// Pop the graphics state.
        case restoreState
    }
}
