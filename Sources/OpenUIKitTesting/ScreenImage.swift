import Foundation
import OpenUIKit

/// The screen's pixels as an application's windows show them: every visible window's
/// composited bitmap, back to front, at the screen's scale (premultiplied RGBA).
///
/// Nothing is run or repainted first: callers run a turn when they want the latest frame
/// (``HeadlessApp/render(includingStatusBar:)`` does). The live window's replay uses it to write the same final
/// image a headless replay writes.
@MainActor @preconcurrency
public enum ScreenImage {
    /// The screen of `application` as one image; with `includingStatusBar`, the status bar
    /// painted over the top of it (see ``statusBarFrame(of:)``) in the style the key window's
    /// controllers ask for, unless they hide it.
    public static func image(of application: UIApplication, includingStatusBar: Bool = false) -> CGImage {
        let screen = application.screen
        let visible = application.windows.filter { !$0.isHidden }
        let barWindow = application.keyWindow ?? visible.last
        let barAppearance = barWindow?.statusBarAppearance
        let statusBar = includingStatusBar && barAppearance?.isHidden != true ? statusBarFrame(of: application) : .zero
        if statusBar.isEmpty, visible.count == 1, let only = visible.first, only.frame == screen.bounds,
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
        if !statusBar.isEmpty {
            let level = application.device.batteryLevel
            StatusBarRenderer.draw(
                in: context, rect: statusBar, dark: barAppearance?.drawsLightContent ?? false,
                batteryLevel: level < 0 ? 1 : CGFloat(level))
        }
        guard let image = context.makeImage() else { Fatal.stop("ScreenImage: no image") }
        return image
    }

    /// ``image(of:includingStatusBar:)`` encoded as PNG.
    public static func png(of application: UIApplication, includingStatusBar: Bool = false) -> Data {
        guard let data = image(of: application, includingStatusBar: includingStatusBar).pngData()
        else { Fatal.stop("ScreenImage: PNG encoding failed") }
        return data
    }

    /// Where the status bar is drawn, in screen points: across the top of the screen, as tall
    /// as the top safe-area inset a window covering the screen gets (47 points on the standard
    /// iPhone upright). Empty when there is no room for it: a bare screen, or a phone turned
    /// sideways, where iOS hides the status bar.
    public static func statusBarFrame(of application: UIApplication) -> CGRect {
        let screen = application.screen
        let height = screen.windowSafeAreaInsets.top
        guard height > 0 else { return .zero }
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: height)
    }
}
