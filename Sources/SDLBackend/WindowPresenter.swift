import CSDL2
import OpenUIKit

/// Shows frames in an SDL window through a GPU renderer: the window's compositor target (Cairo ARGB32, which is
/// SDL's ARGB8888 byte for byte) is mirrored in a streaming texture of the same pixel size.
///
/// The present path, per frame:
/// 1. The run loop's commit phase repaints the damaged region of the window's bitmap
///    (``WindowRenderer``) and hands the bitmap and that region here.
/// 2. Only the damaged rectangles are uploaded (`SDL_UpdateTexture` with the bitmap's stride,
///    starting at each rectangle's first pixel), so a blinking caret costs a few hundred bytes.
/// 3. The texture is copied to the renderer and presented (with vsync where the renderer
///    offers it). A frame that damaged nothing is not presented at all.
@MainActor
final class WindowPresenter: LivePresenter {
    let window: OpaquePointer
    let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
    /// Bytes uploaded by the last present, and how many presents happened.
    private(set) var lastUploadBytes = 0
    private(set) var presentCount = 0
    /// Seconds the last present took: uploading its rectangles, copying and presenting.
    private(set) var lastPresentDuration = 0.0
    /// The status bar drawn over the frame, while the window is phone-shaped, and its texture.
    var statusBar: StatusBarOverlay?
    private var statusBarTexture: OpaquePointer?

    init(window: OpaquePointer, renderer: OpaquePointer) {
        self.window = window
        self.renderer = renderer
    }

    func tearDown() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        if let statusBarTexture { SDL_DestroyTexture(statusBarTexture) }
        statusBarTexture = nil
    }

    /// Uploads the status bar again when it changed: premultiplied pixels, laid over the frame
    /// with a source-over blend for premultiplied colour.
    private func updateStatusBarTexture() {
        guard let statusBar, statusBar.update() else { return }
        if let statusBarTexture { SDL_DestroyTexture(statusBarTexture) }
        statusBarTexture = nil
        let rect = statusBar.pixelRect
        guard !rect.isEmpty,
            let texture = SDL_CreateTexture(
                renderer, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue), Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                Int32(rect.width), Int32(rect.height))
        else { return }
        statusBar.withBytes { bytes, stride in _ = SDL_UpdateTexture(texture, nil, bytes, Int32(stride)) }
        let premultipliedOver = SDL_ComposeCustomBlendMode(
            SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
            SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
        SDL_SetTextureBlendMode(texture, premultipliedOver)
        statusBarTexture = texture
    }

    func present(_ pixels: CGContext, damage: DamageRegion) {
        guard let surface = pixels.cairoSurface else { return }
        let start = SDL_GetPerformanceCounter()
        defer {
            lastPresentDuration = Double(SDL_GetPerformanceCounter() - start) / Double(SDL_GetPerformanceFrequency())
        }
        var outputWidth: Int32 = 0
        var outputHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
        let width = Int(outputWidth)
        let height = Int(outputHeight)
        var fullUpload = false
        if texture == nil || textureSize != (width, height) {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(
                renderer, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue), Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                outputWidth, outputHeight)
            textureSize = (width, height)
            fullUpload = true
        }
        guard let texture else { return }
        let rects: [CGRect] = fullUpload
            ? [CGRect(x: 0, y: 0, width: surface.width, height: surface.height)] : damage.rects
        let bounds = CGRect(x: 0, y: 0, width: min(width, surface.width), height: min(height, surface.height))
        var uploaded = 0
        surface.withPixels { base in
            for rect in rects {
                let clipped = rect.integral.intersection(bounds)
                guard !clipped.isNull, !clipped.isEmpty else { continue }
                var target = SDL_Rect(
                    x: Int32(clipped.minX), y: Int32(clipped.minY), w: Int32(clipped.width), h: Int32(clipped.height))
                let start = base + Int(clipped.minY) * surface.stride + Int(clipped.minX) * 4
                SDL_UpdateTexture(texture, &target, start, Int32(surface.stride))
                uploaded += Int(clipped.width * clipped.height) * 4
            }
        }
        lastUploadBytes = uploaded
        updateStatusBarTexture()
        show()
    }

    /// Copies the texture to the window and presents it.
    func show() {
        guard drawFrame() else { return }
        SDL_RenderPresent(renderer)
        presentCount += 1
    }

    /// Draws the last frame and the status bar into the renderer's back buffer; false before
    /// the first frame.
    private func drawFrame() -> Bool {
        guard let texture else { return false }
        SDL_RenderCopy(renderer, texture, nil, nil)
        if let statusBarTexture, let rect = statusBar?.pixelRect {
            var target = SDL_Rect(x: 0, y: 0, w: Int32(rect.width), h: Int32(rect.height))
            SDL_RenderCopy(renderer, statusBarTexture, nil, &target)
        }
        return true
    }

    /// Draws the frame again and reads the back buffer before presenting it (what a present
    /// leaves behind is undefined), so the pixels are exactly those the window then shows.
    func readPixels() -> CGImage? {
        guard drawFrame() else { return nil }
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        guard width > 0, height > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let status = bytes.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, nil, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue), $0.baseAddress, width * 4)
        }
        SDL_RenderPresent(renderer)
        presentCount += 1
        guard status == 0 else { return nil }
        return WindowPixels.image(fromXRGB: bytes, width: Int(width), height: Int(height))
    }
}
