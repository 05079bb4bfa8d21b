import CSDL2
import Foundation
import OpenUIKit

/// Shows frames by copying the damaged rectangles straight into the SDL window's surface and
/// updating only those rectangles on screen: the present path when there is no GPU renderer
/// (Xvfb, remote X, software-only machines).
///
/// With a software renderer a frame would be copied three times — bitmap to texture, texture
/// to the window's surface, surface to the display — and the last two whole-window; here each
/// damaged rectangle is copied once into the surface and once to the display
/// (`SDL_UpdateWindowSurfaceRects`). There is no vsync: the driver's frame timer paces.
@MainActor
final class SurfacePresenter: LivePresenter {
    let window: OpaquePointer
    private var lastSurface: UnsafeMutablePointer<SDL_Surface>?
    private(set) var lastUploadBytes = 0
    private(set) var presentCount = 0
    private(set) var lastPresentDuration = 0.0
    /// The status bar laid over each copied rectangle, while the window is phone-shaped.
    var statusBar: StatusBarOverlay?

    /// Nil when the window's surface is not 32-bit (A)RGB, which the bitmap's bytes match.
    init?(window: OpaquePointer) {
        guard let surface = SDL_GetWindowSurface(window), Self.isCompatible(surface) else { return nil }
        self.window = window
    }

    private static func isCompatible(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        guard let format = surface.pointee.format?.pointee.format else { return false }
        return format == SDL_PIXELFORMAT_ARGB8888.rawValue || format == SDL_PIXELFORMAT_RGB888.rawValue
    }

    func present(_ pixels: CGContext, damage: DamageRegion) {
        guard let bitmap = pixels.cairoSurface else { return }
        let start = SDL_GetPerformanceCounter()
        defer {
            lastPresentDuration = Double(SDL_GetPerformanceCounter() - start) / Double(SDL_GetPerformanceFrequency())
        }
        // The surface is replaced when the window is resized: then everything is copied.
        guard let surface = SDL_GetWindowSurface(window), Self.isCompatible(surface) else { return }
        let fresh = surface != lastSurface
        lastSurface = surface
        let width = min(Int(surface.pointee.w), bitmap.width)
        let height = min(Int(surface.pointee.h), bitmap.height)
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        // A status bar that appeared, changed or went is shown again whole.
        let barBefore = statusBar?.pixelRect ?? .zero
        let barChanged = statusBar?.update() ?? false
        let barRects = barChanged ? [barBefore.union(statusBar?.pixelRect ?? .zero)].filter { !$0.isEmpty } : []
        let rects = fresh ? [bounds] : damage.rects + barRects
        var updated: [SDL_Rect] = []
        var copied = 0
        SDL_LockSurface(surface)
        let pitch = Int(surface.pointee.pitch)
        if let target = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) {
            bitmap.withPixels { source in
                for rect in rects {
                    let clipped = rect.integral.intersection(bounds)
                    guard !clipped.isNull, !clipped.isEmpty else { continue }
                    let x = Int(clipped.minX)
                    let rowBytes = Int(clipped.width) * 4
                    for y in Int(clipped.minY)..<Int(clipped.maxY) {
                        memcpy(target + y * pitch + x * 4, source + y * bitmap.stride + x * 4, rowBytes)
                    }
                    statusBar?.blend(into: target, pitch: pitch, rect: clipped)
                    copied += rowBytes * Int(clipped.height)
                    updated.append(SDL_Rect(
                        x: Int32(x), y: Int32(clipped.minY), w: Int32(clipped.width), h: Int32(clipped.height)))
                }
            }
        }
        SDL_UnlockSurface(surface)
        lastUploadBytes = copied
        guard !updated.isEmpty else { return }
        SDL_UpdateWindowSurfaceRects(window, updated, Int32(updated.count))
        presentCount += 1
    }

    func show() {
        SDL_UpdateWindowSurface(window)
        presentCount += 1
    }

    /// The window surface's pixels, which every present writes (status bar included).
    func readPixels() -> CGImage? {
        guard presentCount > 0, let surface = SDL_GetWindowSurface(window), Self.isCompatible(surface) else { return nil }
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        guard width > 0, height > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        guard let source = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else { return nil }
        let pitch = Int(surface.pointee.pitch)
        bytes.withUnsafeMutableBytes { target in
            for y in 0..<height {
                memcpy(target.baseAddress! + y * width * 4, source + y * pitch, width * 4)
            }
        }
        return WindowPixels.image(fromXRGB: bytes, width: width, height: height)
    }

    func tearDown() { lastSurface = nil }
}
