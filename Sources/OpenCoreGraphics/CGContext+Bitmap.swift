import Foundation

extension CGContext {
    /// Creates a bitmap context that rasterizes into `width` × `height` pixels.
    ///
    /// Supported layouts, 8 bits per component: 32-bit premultiplied RGB with alpha first or
    /// last (or skipped), in default (big-endian) or 32-bit little byte order, and 8-bit
    /// alpha-only (`CGImageAlphaInfo.alphaOnly`). With `data` nil the context owns its
    /// pixels; otherwise it draws into `data` (directly when the layout is the rasterizer's
    /// own, BGRA premultiplied-first little-endian or alpha-only with 4-byte rows; through a
    /// copy refreshed after every paint otherwise). The origin is bottom-left, y up, as in
    /// Core Graphics. Unsupported layouts and sizes outside 1...32767 give nil and a log line.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let function = "CGBitmapContextCreate"
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard width > 0, height > 0, width <= CairoSurface.maximumSide, height <= CairoSurface.maximumSide else {
            CoreGraphicsLog.error(function, "invalid size \(width)×\(height) pixels (each side must be 1...\(CairoSurface.maximumSide))")
            return nil
        }
        let format: CairoSurface.Format
        var offsets: (r: Int, g: Int, b: Int, a: Int?)?
        let native: Bool
        switch info.alphaInfo {
        case .alphaOnly?:
            guard bitsPerComponent == 8 else { return nil }
            format = .a8
            offsets = nil
            native = true
        case .premultipliedFirst?, .premultipliedLast?, .noneSkipFirst?, .noneSkipLast?:
            guard bitsPerComponent == 8, space.model == .rgb,
                let layout = PixelLayout(bitsPerComponent: 8, bitsPerPixel: 32, space: space, bitmapInfo: info)
            else {
                CoreGraphicsLog.error(function, "unsupported parameter combination: \(bitsPerComponent) bits/component, bitmap info \(bitmapInfo)")
                return nil
            }
            format = .argb32
            offsets = layout.offsets
            let littleEndianHost = 1.littleEndian == 1
            native = layout.offsets == (littleEndianHost ? (2, 1, 0, 3) : (1, 2, 3, 0)) || (layout.offsets.a == nil && layout.offsets.r == (littleEndianHost ? 2 : 1) && layout.offsets.g == (littleEndianHost ? 1 : 2))
        default:
            CoreGraphicsLog.error(function, "unsupported parameter combination: bitmap info \(bitmapInfo) (use premultiplied alpha or alpha-only)")
            return nil
        }
        let bytesPerPixel = format == .a8 ? 1 : 4
        guard bytesPerRow == 0 || bytesPerRow >= width * bytesPerPixel else {
            CoreGraphicsLog.error(function, "bytesPerRow \(bytesPerRow) is less than \(width * bytesPerPixel)")
            return nil
        }
        let surface: CairoSurface
        var mirror: BitmapMirror?
        if let data {
            let rowBytes = bytesPerRow == 0 ? width * bytesPerPixel : bytesPerRow
            if native && CairoSurface.acceptsStride(rowBytes, format: format, width: width),
                let direct = CairoSurface(format: format, width: width, height: height, data: data, bytesPerRow: rowBytes)
            {
                surface = direct
            } else {
                guard let own = CairoSurface(format: format, width: width, height: height, function: function) else { return nil }
                let copy = BitmapMirror(data: data, bytesPerRow: rowBytes, width: width, height: height, offsets: offsets)
                copy.load(into: own)
                surface = own
                mirror = copy
            }
        } else {
            guard let own = CairoSurface(format: format, width: width, height: height, function: function) else { return nil }
            surface = own
        }
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        let backend = CairoBackend(
            surface: surface, format: format, width: width, height: height, deviceFromBase: flip,
            shadowToDevice: CGAffineTransform(scaleX: 1, y: -1), shadowScale: 1, mirror: mirror)
        self.init(
            size: CGSize(width: width, height: height), backend: backend,
            initialState: GraphicsState(clipBoundingBox: CGRect(x: 0, y: 0, width: width, height: height)))
    }

    /// Creates a UIKit-style bitmap context: `pixelWidth` × `pixelHeight` premultiplied
    /// pixels, user space in points with the origin top-left and y down (the transform maps
    /// points to pixels by `scale`, so ``ctm`` is `(scale, 0, 0, -scale, 0, pixelHeight)` as
    /// on iOS). With `allocatesLazily` no pixels exist until they are needed: paints are
    /// listed and replayed when the pixels are first composited or read (see
    /// `DeferredCairoBackend` and ``hasPixels``). Shadow offsets and blurs are in points,
    /// positive heights downwards.
    /// Nil (and a log line) for sizes outside 1...32767 or a non-positive scale.
    package convenience init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, allocatesLazily: Bool = false) {
        let function = "CGContext(pixelWidth:pixelHeight:scale:)"
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= CairoSurface.maximumSide,
            pixelHeight <= CairoSurface.maximumSide
        else {
            CoreGraphicsLog.error(function, "invalid size \(pixelWidth)×\(pixelHeight) pixels (each side must be 1...\(CairoSurface.maximumSide))")
            return nil
        }
        guard scale.isFinite, scale > 0 else {
            CoreGraphicsLog.error(function, "invalid scale \(scale)")
            return nil
        }
        var surface: CairoSurface?
        if !allocatesLazily {
            guard let own = CairoSurface(format: .argb32, width: pixelWidth, height: pixelHeight, function: function) else {
                return nil
            }
            surface = own
        }
        let height = CGFloat(pixelHeight)
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: height)
        let cairo = CairoBackend(
            surface: surface, format: .argb32, width: pixelWidth, height: pixelHeight, deviceFromBase: flip,
            shadowToDevice: CGAffineTransform(scaleX: scale, y: scale), shadowScale: scale)
        let backend: any ContextBackend = allocatesLazily ? DeferredCairoBackend(target: cairo) : cairo
        var initial = GraphicsState(clipBoundingBox: CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
        initial.transform = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: height)
        self.init(
            size: CGSize(width: CGFloat(pixelWidth) / scale, height: height / scale), backend: backend,
            initialState: initial)
    }

    /// The Cairo backend, for work on the pixels: a lazy context's listed paints are replayed
    /// into it first (see `DeferredCairoBackend`).
    var bitmapBackend: CairoBackend? {
        if let cairo = backend as? CairoBackend { return cairo }
        return (backend as? DeferredCairoBackend)?.replayed()
    }

    /// The Cairo backend without replaying anything: for what does not depend on the pixels
    /// (their size, format, the transform to them).
    var bitmapTarget: CairoBackend? {
        if let cairo = backend as? CairoBackend { return cairo }
        return (backend as? DeferredCairoBackend)?.target
    }

    /// Whether the context has pixels: always for eager bitmaps, after the first paint for
    /// lazy ones (whose paints may still be listed, see `DeferredCairoBackend`), never for
    /// recording contexts.
    package var hasPixels: Bool {
        if let deferred = backend as? DeferredCairoBackend { return deferred.hasPaint }
        return bitmapBackend?.surface != nil
    }

    /// Whether the pixels exist in memory: false while a lazy context only lists its paints.
    package var hasAllocatedPixels: Bool { bitmapTarget?.surface != nil }

    /// The pixels, zero-copy (nil before a lazy context's first paint or for recordings).
    package var cairoSurface: CairoSurface? {
        bitmapBackend?.flush()
        return bitmapBackend?.surface
    }

    /// Runs `body` with the `cairo_surface_t*` of the pixels (flushed first); nil when there
    /// are no pixels.
    package func withCairoSurface<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R? {
        guard let surface = cairoSurface else { return nil }
        return try body(surface.handle)
    }

    /// Draws `image` into the pixels through `transform` (image pixels, origin top-left →
    /// this context's pixels, origin top-left), at `alpha`, inside `clip` (pixels, nil for
    /// everything), ignoring the graphics state. Does nothing for recording contexts.
    package func composite(
        _ image: CGImage, transform: CGAffineTransform, alpha: CGFloat = 1, clip: CGRect? = nil,
        blendMode: CGBlendMode = .normal, interpolation: CGInterpolationQuality = .default
    ) {
        composite(image.surface, transform: transform, alpha: alpha, clip: clip, blendMode: blendMode, interpolation: interpolation)
    }

    /// Draws another bitmap context's pixels into this one (see the image variant); nothing
    /// happens when `source` has no pixels.
    package func composite(
        _ source: CGContext, transform: CGAffineTransform, alpha: CGFloat = 1, clip: CGRect? = nil,
        blendMode: CGBlendMode = .normal, interpolation: CGInterpolationQuality = .default
    ) {
        guard let surface = source.cairoSurface else { return }
        composite(surface, transform: transform, alpha: alpha, clip: clip, blendMode: blendMode, interpolation: interpolation)
    }

    /// Draws a surface into the pixels (see the image variant).
    package func composite(
        _ surface: CairoSurface, transform: CGAffineTransform, alpha: CGFloat = 1, clip: CGRect? = nil,
        blendMode: CGBlendMode = .normal, interpolation: CGInterpolationQuality = .default
    ) {
        let t = transform
        guard valid("CGContext.composite", t.a, t.b, t.c, t.d, t.tx, t.ty, alpha) else { return }
        if let clip, !PathGeometry.isFinite(clip) {
            CoreGraphicsLog.error("CGContext.composite", "invalid numeric value in the clip; ignored")
            return
        }
        bitmapBackend?.composite(
            surface, transform: transform, alpha: Swift.min(1, Swift.max(0, alpha)), clip: clip, blendMode: blendMode,
            interpolation: interpolation)
    }

    /// A snapshot of a bitmap context's pixels; nil for recording contexts.
    public func makeImage() -> CGImage? { bitmapBackend?.makeImage() }

    /// Width in pixels of a bitmap context (0 for recordings).
    public var width: Int { bitmapTarget?.pixelWidth ?? 0 }
    /// Height in pixels of a bitmap context (0 for recordings).
    public var height: Int { bitmapTarget?.pixelHeight ?? 0 }
    /// Bytes per row of the pixels (0 for recordings and before a lazy context's pixels exist).
    public var bytesPerRow: Int { bitmapTarget?.surface?.stride ?? 0 }
    /// 8 for bitmap contexts, 0 for recordings.
    public var bitsPerComponent: Int { bitmapTarget == nil ? 0 : 8 }
    /// 32, or 8 for alpha-only bitmaps; 0 for recordings.
    public var bitsPerPixel: Int {
        guard let backend = bitmapTarget else { return 0 }
        return backend.format == .a8 ? 8 : 32
    }
}
