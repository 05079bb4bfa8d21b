import Foundation

extension CGContext {
    /// Draws `image` stretched over `rect` (user space). In a y-up space the image appears
    /// upright: its first row lands along `rect.maxY`.
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard valid("CGContextDrawImage", rect) else { return }
        guard !rect.isEmpty else { return }
        backend.draw(image, in: rect, tiled: false, state: state)
    }

    /// Draws `image` repeatedly, each copy the size of `rect`, over the whole clip when
    /// `byTiling` is true; otherwise like ``draw(_:in:)``.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard valid("CGContextDrawTiledImage", rect) else { return }
        guard !rect.isEmpty else { return }
        backend.draw(image, in: rect, tiled: byTiling, state: state)
    }

    /// Paints a gradient along the line from `start` to `end` (user space) over the clip.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        guard valid("CGContextDrawLinearGradient", [start, end]) else { return }
        backend.drawGradient(gradient, geometry: .linear(start: start, end: end), options: options, state: state)
    }

    /// Paints a gradient between two circles (user space) over the clip.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
        endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {
        guard valid("CGContextDrawRadialGradient", startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius),
            startRadius >= 0, endRadius >= 0
        else { return }
        backend.drawGradient(
            gradient,
            geometry: .radial(startCenter: startCenter, startRadius: startRadius, endCenter: endCenter, endRadius: endRadius),
            options: options, state: state)
    }

    /// Starts a transparency layer: drawing goes to a transparent group until
    /// ``endTransparencyLayer()``, which composites it with the alpha, blend mode and shadow
    /// in force now. Inside, those three start at their defaults.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        layerStates.append(state)
        saveGState()
        backend.beginLayer(state: state)
        state.alpha = 1
        state.blendMode = .normal
        state.shadow = nil
    }

    /// Starts a transparency layer limited to `rect` (user space).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        guard valid("CGContextBeginTransparencyLayerWithRect", rect) else { return }
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        clip(to: rect)
    }

    /// Ends the innermost transparency layer and composites it; unbalanced calls are ignored.
    public func endTransparencyLayer() {
        guard let outer = layerStates.popLast() else { return }
        restoreGState()
        backend.endLayer(state: outer)
    }
}
