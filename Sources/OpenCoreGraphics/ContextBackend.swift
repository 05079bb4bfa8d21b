import Foundation

/// What a ``CGContext`` hands its painting to: one implementation records operations
/// (``RecordingBackend``), the other rasterizes with Cairo (`CairoBackend`).
///
/// The context keeps the graphics state and the path itself (paths in base space); a backend
/// receives finished requests with the state in force and never sees invalid numbers.
protocol ContextBackend: AnyObject {
    func saveState()
    func restoreState()
    func fill(_ path: [CGPath.Element], rule: CGPathFillRule, state: CGContext.GraphicsState)
    func stroke(_ path: [CGPath.Element], state: CGContext.GraphicsState)
    /// Erases `rect` (user space) to transparent.
    func clear(_ rect: CGRect, state: CGContext.GraphicsState)
    /// Records or prepares a path clip (the context adds it to the state).
    func clip(_ path: [CGPath.Element], rule: CGPathFillRule)
    /// Makes the clip item for a mask image drawn in `rect` (user space); nil when the
    /// backend only records.
    func maskClip(_ image: CGImage, in rect: CGRect, state: CGContext.GraphicsState) -> CGContext.ClipItem?
    func draw(_ image: CGImage, in rect: CGRect, tiled: Bool, state: CGContext.GraphicsState)
    func drawGradient(_ gradient: CGGradient, geometry: GradientGeometry, options: CGGradientDrawingOptions, state: CGContext.GraphicsState)
    func beginLayer(state: CGContext.GraphicsState)
    func endLayer(state: CGContext.GraphicsState)
    func showText(_ text: String, at origin: CGPoint, state: CGContext.GraphicsState)
    func flush()
}

/// Where a gradient runs, in user space.
enum GradientGeometry: Equatable {
    case linear(start: CGPoint, end: CGPoint)
    case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
}
