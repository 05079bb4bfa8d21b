import Foundation
import OpenUIKit

extension HeadlessApp {
    /// Runs a turn, then returns the screen as it looks now: every visible window's pixels,
    /// back to front, at the screen's scale (premultiplied RGBA; read it with ``PixelBuffer``).
    ///
    /// Only what changed since the last render is repainted; asking twice without a change
    /// repaints nothing.
    ///
    /// With `includingStatusBar`, the status bar is painted over the top safe area as iOS
    /// shows it: the time "9:41" and the signal, Wi-Fi and battery glyphs, black over a light
    /// key window and white over a dark one. Nothing is drawn where the screen leaves no room
    /// for it (a bare screen, a phone turned sideways). Off by default.
    public func render(includingStatusBar: Bool = false) -> CGImage {
        runTurn()
        return ScreenImage.image(of: application, includingStatusBar: includingStatusBar)
    }

    /// Runs a turn and repaints what it damaged in every visible window, without copying the
    /// pixels out: what a frame costs when a presenter takes the damaged rectangles straight
    /// from the window's bitmap. Returns how many pixels were repainted.
    @discardableResult
    public func renderFrame() -> Int {
        runTurn()
        var repainted = 0
        for window in application.windows where !window.isHidden {
            window.renderer.repaint()
            repainted += Int(window.renderer.lastRepaintArea)
        }
        return repainted
    }

    /// ``render(includingStatusBar:)`` encoded as PNG.
    public func renderPNG(includingStatusBar: Bool = false) -> Data {
        guard let data = render(includingStatusBar: includingStatusBar).pngData()
        else { Fatal.stop("HeadlessApp.renderPNG(): PNG encoding failed") }
        return data
    }

    /// Runs a turn, then paints `view` alone (its layer and sublayers, in its bounds, not its
    /// window's other content) at the screen's scale, over transparency.
    public func render(_ view: UIView) -> CGImage {
        render(view, scale: application.screen.scale)
    }

    /// Runs a turn, then paints `view` alone at `scale` pixels per point, over transparency.
    public func render(_ view: UIView, scale: CGFloat) -> CGImage {
        Fatal.check(scale.isFinite && scale > 0, "HeadlessApp.render(_:scale:): the scale must be positive, got \(scale)")
        runTurn()
        let size = view.bounds.size
        let width = Int((size.width * scale).rounded(.up))
        let height = Int((size.height * scale).rounded(.up))
        guard width > 0, height > 0,
            let context = CGContext.makeFlippedBitmap(pixelWidth: width, pixelHeight: height, scale: scale)
        else { Fatal.stop("HeadlessApp.render(_:): \(view) of size \(size) cannot have pixels") }
        view.layer.render(in: context)
        guard let image = context.makeImage() else { Fatal.stop("HeadlessApp.render(_:): no image") }
        return image
    }
}

extension HeadlessApp {
    /// Marks every window's pixels for repainting at the next render, as if everything had
    /// changed — what a full recomposite costs, for benchmarks. Backing stores are kept.
    public func repaintAll() {
        for window in application.windows { window.renderer.invalidateAll() }
    }

    /// The bytes of pixel memory every backing store of every window holds (layers whose
    /// drawing painted something; a plain view with a background colour holds none).
    public var backingStoreBytes: Int {
        var total = 0
        var stack = application.windows.map(\.layer)
        while let layer = stack.popLast() {
            total += layer.backingStoreByteCount
            stack += layer.sublayers ?? []
            if let mask = layer.mask { stack.append(mask) }
        }
        return total
    }
}
