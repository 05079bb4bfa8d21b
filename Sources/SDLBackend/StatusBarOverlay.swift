import Foundation
import OpenUIKit

/// The status bar the live window shows over the top safe area while it is phone-shaped: a
/// small premultiplied bitmap of the bar (``StatusBarRenderer``), drawn again when the
/// screen's size, its top inset or the content colour the key window's controllers ask for
/// (`preferredStatusBarStyle`, resolved by the interface style) changes, or when they hide it
/// (`prefersStatusBarHidden`), that presenters
/// lay over the frame they show. The window's own bitmap is never painted on, so what the
/// compositor keeps (and reads back for backdrop blurs) stays the application's.
@MainActor
final class StatusBarOverlay {
    private weak var application: UIApplication?
    /// The bar's pixels, and where they go in the window's pixels; nil while there is no bar.
    private(set) var pixels: CGContext?
    private(set) var pixelRect: CGRect = .zero
    private var drawnFor: Key?

    private struct Key: Equatable {
        var size: CGSize
        var height: CGFloat
        var scale: CGFloat
        var dark: Bool
    }

    init(application: UIApplication) {
        self.application = application
    }

    /// Brings the bar up to date with the application; true when its pixels changed (the
    /// presenter shows its whole rectangle again then).
    func update() -> Bool {
        guard let application else { return false }
        let screen = application.screen
        let appearance = application.keyWindow?.statusBarAppearance
        let height = appearance?.isHidden == true ? 0 : screen.windowSafeAreaInsets.top
        let key = Key(
            size: screen.bounds.size, height: height, scale: screen.scale,
            dark: appearance?.drawsLightContent ?? false)
        guard key != drawnFor else { return false }
        drawnFor = key
        guard height > 0 else {
            let had = pixels != nil
            pixels = nil
            pixelRect = .zero
            return had
        }
        let width = Int((key.size.width * key.scale).rounded(.up))
        let pixelHeight = Int((height * key.scale).rounded(.up))
        guard let context = CGContext.makeFlippedBitmap(pixelWidth: width, pixelHeight: pixelHeight, scale: key.scale)
        else {
            pixels = nil
            return true
        }
        StatusBarRenderer.draw(
            in: context, rect: CGRect(x: 0, y: 0, width: key.size.width, height: height), dark: key.dark)
        pixels = context
        pixelRect = CGRect(x: 0, y: 0, width: width, height: pixelHeight)
        return true
    }

    /// Lays the bar over `rect` (window pixels) of 32-bit premultiplied pixels at `target`,
    /// `pitch` bytes a row: source over, byte for byte (both sides keep the same channel order).
    func blend(into target: UnsafeMutablePointer<UInt8>, pitch: Int, rect: CGRect) {
        guard let surface = pixels?.cairoSurface else { return }
        let clipped = rect.integral.intersection(pixelRect)
        guard !clipped.isNull, !clipped.isEmpty else { return }
        let minX = Int(clipped.minX)
        let maxX = Int(clipped.maxX)
        surface.withPixels { source in
            for y in Int(clipped.minY)..<Int(clipped.maxY) {
                var sourceByte = source + y * surface.stride + minX * 4
                var targetByte = target + y * pitch + minX * 4
                var x = minX
                while x < maxX {
                    let alpha = Int(sourceByte[3])
                    if alpha == 255 {
                        targetByte[0] = sourceByte[0]
                        targetByte[1] = sourceByte[1]
                        targetByte[2] = sourceByte[2]
                        targetByte[3] = 255
                    } else if alpha > 0 {
                        let keep = 255 - alpha
                        for channel in 0..<4 {
                            targetByte[channel] = UInt8(
                                min(255, Int(sourceByte[channel]) + (Int(targetByte[channel]) * keep + 127) / 255))
                        }
                    }
                    sourceByte += 4
                    targetByte += 4
                    x += 1
                }
            }
        }
    }

    /// The bar's bytes for uploading to a texture: premultiplied, `stride` bytes a row.
    func withBytes(_ body: (UnsafePointer<UInt8>, Int) -> Void) {
        guard let surface = pixels?.cairoSurface else { return }
        surface.withPixels { body($0, surface.stride) }
    }

    /// Whether `size` points is phone-shaped: upright and at least twice as tall as wide, as
    /// phones with a home indicator are (the standard iPhone is 390 × 844), or the same turned
    /// sideways.
    static func isPhoneShaped(_ size: CGSize) -> Bool {
        let long = max(size.width, size.height)
        let short = min(size.width, size.height)
        return short > 0 && long >= 2 * short
    }
}
