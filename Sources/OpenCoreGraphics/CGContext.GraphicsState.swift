import Foundation

extension CGContext {
    /// A shadow cast by everything painted while it is set.
    package struct Shadow: Equatable, Sendable {
        /// Offset in the context's base space (see ``CGContext/setShadow(offset:blur:color:)``).
        package var offset: CGSize
        /// Blur amount; the Gaussian's standard deviation is half of it.
        package var blur: CGFloat
        package var color: CGColor
    }

    /// One contribution to the clip.
    package enum ClipItem: Equatable {
        /// Inside of a base-space path.
        case path([CGPath.Element], CGPathFillRule)
        /// A device-sized coverage mask made by the backend (the intersection of every mask
        /// clipped to so far).
        case mask(AnyObject)

        package static func == (lhs: ClipItem, rhs: ClipItem) -> Bool {
            switch (lhs, rhs) {
            case (.path(let a, let r), .path(let b, let s)): return r == s && a == b
            case (.mask(let a), .mask(let b)): return a === b
            default: return false
            }
        }
    }

    /// The graphics state saved and restored by ``saveGState()`` / ``restoreGState()``.
    package struct GraphicsState {
        package var transform: CGAffineTransform = .identity
        package var fillColor: CGColor = .black
        package var strokeColor: CGColor = .black
        package var lineWidth: CGFloat = 1
        package var lineCap: CGLineCap = .butt
        package var lineJoin: CGLineJoin = .miter
        package var miterLimit: CGFloat = 10
        package var dashPhase: CGFloat = 0
        package var dashLengths: [CGFloat] = []
        package var alpha: CGFloat = 1
        package var blendMode: CGBlendMode = .normal
        package var shadow: Shadow?
        package var shouldAntialias = true
        package var interpolationQuality: CGInterpolationQuality = .default
        package var fontName = "Helvetica"
        package var fontSize: CGFloat = 12
        /// Bounding box of the clip, in base space.
        package var clipBoundingBox: CGRect
        /// Everything clipped to since the context began, in order.
        package var clips: [ClipItem] = []
    }
}
