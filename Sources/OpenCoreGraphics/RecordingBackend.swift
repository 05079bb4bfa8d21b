import Foundation

/// The backend of ``CGContext/init(size:)``: keeps every request as a
/// ``CGContext/Operation`` for a later replay or a test's assertion.
final class RecordingBackend: ContextBackend {
    var operations: [CGContext.Operation] = []

    func saveState() { operations.append(.saveState) }
    func restoreState() { operations.append(.restoreState) }

    func fill(_ path: [CGPath.Element], rule: CGPathFillRule, state: CGContext.GraphicsState) {
        operations.append(.fill(path: path, rule: rule, color: state.fillColor, transform: state.transform))
    }

    func stroke(_ path: [CGPath.Element], state: CGContext.GraphicsState) {
        operations.append(
            .stroke(path: path, color: state.strokeColor, lineWidth: state.lineWidth, transform: state.transform))
    }

    func clear(_ rect: CGRect, state: CGContext.GraphicsState) {
        operations.append(.clear(rect: rect, transform: state.transform))
    }

    func clip(_ path: [CGPath.Element], rule: CGPathFillRule) {
        operations.append(.clip(path: path, rule: rule))
    }

    func maskClip(_ image: CGImage, in rect: CGRect, state: CGContext.GraphicsState) -> CGContext.ClipItem? {
        operations.append(.clipToMask(image, rect: rect, transform: state.transform))
        return nil
    }

    func draw(_ image: CGImage, in rect: CGRect, tiled: Bool, state: CGContext.GraphicsState) {
        operations.append(.image(image, rect: rect, tiled: tiled, alpha: state.alpha, transform: state.transform))
    }

    func drawGradient(
        _ gradient: CGGradient, geometry: GradientGeometry, options: CGGradientDrawingOptions,
        state: CGContext.GraphicsState
    ) {
        operations.append(.gradient(gradient, transform: state.transform))
    }

    func beginLayer(state: CGContext.GraphicsState) {
        operations.append(.beginTransparencyLayer(alpha: state.alpha))
    }

    func endLayer(state: CGContext.GraphicsState) { operations.append(.endTransparencyLayer) }

    func showText(_ text: String, at origin: CGPoint, state: CGContext.GraphicsState) {
        operations.append(
            .text(
                text, origin: origin, fontName: state.fontName, fontSize: state.fontSize,
                color: state.fillColor, transform: state.transform))
    }

    func flush() {}
}
