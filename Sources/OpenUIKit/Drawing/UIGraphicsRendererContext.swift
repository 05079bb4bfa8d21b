import Foundation
import OpenCoreGraphics

/// What a renderer's drawing closure receives: the Core Graphics context and a few shortcuts.
/// - Note: See https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext
@MainActor @preconcurrency
open class UIGraphicsRendererContext {
    /// The context the closure draws into (y-down points, as in `draw(_:)`).
    public let cgContext: CGContext
    let storedFormat: UIGraphicsRendererFormat

    /// The renderer's settings.
    open var format: UIGraphicsRendererFormat { storedFormat }

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        storedFormat = format
    }

    /// Fills `rect` with the context's fill colour.
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the context's fill colour, composited with `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes the outline of `rect` with the context's stroke colour and line width.
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes the outline of `rect`, composited with `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}
