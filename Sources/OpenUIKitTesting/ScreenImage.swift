import Foundation
import OpenUIKit

/// The screen's pixels as an application's windows show them: every visible window's
/// composited bitmap, back to front, at the screen's scale (premultiplied RGBA).
///
/// Nothing is run or repainted first: callers run a turn when they want the latest frame
/// (``HeadlessApp/render()`` does). The live window's replay uses it to write the same final
/// image a headless replay writes.
@MainActor @preconcurrency
public enum ScreenImage {
    /// The screen of `application` as one image.
    public static func image(of application: UIApplication) -> CGImage {
        let screen = application.screen
        let visible = application.windows.filter { !$0.isHidden }
        if visible.count == 1, let only = visible.first, only.frame == screen.bounds,
            let image = only.renderer.makeImage()
        {
            return image
        }
        let width = Int((screen.bounds.width * screen.scale).rounded(.up))
        let height = Int((screen.bounds.height * screen.scale).rounded(.up))
        guard let context = CGContext.makeFlippedBitmap(pixelWidth: width, pixelHeight: height, scale: screen.scale)
        else { Fatal.stop("ScreenImage: a \(width)x\(height) screen cannot have pixels") }
        for window in visible {
            guard let image = window.renderer.makeImage() else { continue }
            context.drawUpright(image, source: CGRect(x: 0, y: 0, width: 1, height: 1), in: window.frame)
        }
        guard let image = context.makeImage() else { Fatal.stop("ScreenImage: no image") }
        return image
    }

    /// ``image(of:)`` encoded as PNG.
    public static func png(of application: UIApplication) -> Data {
        guard let data = image(of: application).pngData() else { Fatal.stop("ScreenImage: PNG encoding failed") }
        return data
    }
}
