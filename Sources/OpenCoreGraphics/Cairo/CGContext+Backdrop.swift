import CCairo
import Foundation

// The compositor's backdrop blur: what is already painted under a rectangle, blurred and
// painted back over it (a layer that blurs what lies behind it).
extension CGContext {
    /// Why a backdrop blur could not read what lies beneath it.
    package enum BackdropFailure: Error, Equatable, Sendable {
        /// The context is a recording or has no pixels yet.
        case noPixels
        /// Drawing goes to a transparency layer, whose pixels are not the ones beneath.
        case insideTransparencyLayer
    }

    /// How many device pixels a blur of standard deviation `sigma` pixels reads beyond the
    /// rectangle it fills (three standard deviations; 0 for an invalid or tiny `sigma`).
    package static func backdropReach(sigma: CGFloat) -> CGFloat {
        guard sigma.isFinite, sigma > 0.1 else { return 0 }
        return (3 * sigma).rounded(.up)
    }

    /// The number of device pixels one unit of the current user space covers (the larger
    /// axis scale of the transform to pixels).
    package var userToDeviceScale: CGFloat {
        let t = state.transform.concatenating(bitmapTarget?.deviceFromBase ?? .identity)
        return Swift.max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
    }

    /// Blurs the pixels already painted under `rect` (user space) with a Gaussian of
    /// standard deviation `sigma` user units, scales their saturation by `saturation`, and
    /// paints the result over `rect` through the graphics state (clip, alpha). Pixels within
    /// ``backdropReach(sigma:)`` around the rectangle take part, so an edge just outside it
    /// bleeds in as it would under a real blur.
    ///
    /// The blur runs on a copy reduced by averaging blocks of up to 8 × 8 pixels (the factor
    /// grows with the radius), and is stretched back with bilinear filtering over the part of
    /// the rectangle inside the clip only, which a blur that wide cannot tell apart. With a
    /// `cache` whose ``BackdropBlurCache/reusesBlur`` is set and whose kept blur was made from
    /// the same rectangle and parameters, nothing is read or blurred: the kept copy is
    /// stretched again. An invalid or negative `sigma` paints the pixels back unblurred
    /// (nothing invalid reaches Cairo).
    package func drawBackdropBlur(
        in rect: CGRect, sigma: CGFloat, saturation: CGFloat, cache: BackdropBlurCache? = nil
    ) -> Result<Void, BackdropFailure> {
        guard let backend = bitmapBackend, let surface = backend.surface else { return .failure(.noPixels) }
        guard backend.openGroups == 0 else { return .failure(.insideTransparencyLayer) }
        guard valid("CGContext.drawBackdropBlur", rect), !rect.isEmpty else { return .success(()) }
        let toDevice = state.transform.concatenating(backend.deviceFromBase)
        guard toDevice.isCairoUsable else { return .success(()) }
        let pixelSigma = sigma.isFinite && sigma > 0 ? sigma * userToDeviceScale : 0
        let target = rect.applying(toDevice).integral
        let reach = Self.backdropReach(sigma: pixelSigma)
        let surfaceBounds = CGRect(x: 0, y: 0, width: surface.width, height: surface.height)
        let source = target.insetBy(dx: -reach, dy: -reach).intersection(surfaceBounds)
        guard !source.isNull, source.width >= 1, source.height >= 1 else { return .success(()) }
        // Only the part of the rectangle the clip lets through is stretched and painted.
        var area = target.intersection(surfaceBounds)
        let clipBox = state.clipBoundingBox
        if !clipBox.isNull && !clipBox.isInfinite {
            area = area.intersection(clipBox.applying(backend.deviceFromBase).integral)
        }
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return .success(()) }
        let cache = cache ?? BackdropBlurCache()
        let reduction = BackdropBlur.reduction(sigma: Double(pixelSigma))
        let key = BackdropBlurCache.Key(source: source, reduction: reduction, sigma: pixelSigma, saturation: saturation)
        let width = Int(source.width), height = Int(source.height)
        let smallWidth = (width + reduction - 1) / reduction
        let smallHeight = (height + reduction - 1) / reduction
        if !cache.reusesBlur || cache.key != key {
            Self.blurBeneath(
                surface, source: source, reduction: reduction, sigma: Double(pixelSigma) / Double(reduction),
                saturation: saturation, into: cache)
            cache.didBlur(key)
        }
        guard let output = Self.stretch(cache, source: source, area: area, reduction: reduction, smallSize: (smallWidth, smallHeight))
        else { return .success(()) }
        backend.paint(state) { cr, alpha in
            var identity = CGAffineTransform.identity.cairoMatrix
            cairo_set_matrix(cr, &identity)
            cairo_set_source_surface(cr, output.handle, Double(area.minX), Double(area.minY))
            cairo_rectangle(cr, Double(area.minX), Double(area.minY), Double(area.width), Double(area.height))
            if alpha < 1 {
                // Saved and restored so the state's clip, applied before, stays as it was.
                cairo_save(cr)
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, Double(alpha))
                cairo_restore(cr)
            } else {
                cairo_fill(cr)
            }
        }
        return .success(())
    }

    /// Reads the `source` pixels of `surface` into the cache's reduced copy, blurs it with
    /// `sigma` reduced pixels and scales its saturation.
    private static func blurBeneath(
        _ surface: CairoSurface, source: CGRect, reduction: Int, sigma: Double, saturation: CGFloat, into cache: BackdropBlurCache
    ) {
        let width = Int(source.width), height = Int(source.height)
        let smallWidth = (width + reduction - 1) / reduction
        let smallHeight = (height + reduction - 1) / reduction
        let count = smallWidth * smallHeight * 4
        if cache.small.count < count { cache.small = [Int32](repeating: 0, count: count) }
        let lineCount = 4 * Swift.max(smallWidth, smallHeight)
        if cache.scratch.count < lineCount { cache.scratch = [Int32](repeating: 0, count: lineCount) }
        let stride = surface.stride
        cache.small.withUnsafeMutableBufferPointer { small in
            guard let pixels = small.baseAddress else { return }
            surface.withPixels { base in
                let origin = UnsafeRawPointer(base) + Int(source.minY) * stride + Int(source.minX) * 4
                BackdropBlur.downsample(origin, stride: stride, width: width, height: height, factor: reduction, into: pixels)
            }
            cache.scratch.withUnsafeMutableBufferPointer { scratch in
                guard let line = scratch.baseAddress else { return }
                BackdropBlur.blur(pixels, width: smallWidth, height: smallHeight, sigma: sigma, scratch: line)
            }
            if saturation.isFinite {
                BackdropBlur.saturate(pixels, count: smallWidth * smallHeight, factor: Double(saturation))
            }
        }
    }

    /// Stretches the cache's blurred copy of `source` over `area` (device pixels inside
    /// `source`) into the cache's output surface, whose top-left pixel is the area's.
    private static func stretch(
        _ cache: BackdropBlurCache, source: CGRect, area: CGRect, reduction: Int, smallSize: (width: Int, height: Int)
    ) -> CairoSurface? {
        let areaWidth = Int(area.width), areaHeight = Int(area.height)
        guard let output = cache.outputSurface(width: areaWidth, height: areaHeight) else { return nil }
        if cache.columns.count < areaWidth * 2 { cache.columns = [Int32](repeating: 0, count: areaWidth * 2) }
        if cache.rows.count < areaHeight * 2 { cache.rows = [Int32](repeating: 0, count: areaHeight * 2) }
        cache.columns.withUnsafeMutableBufferPointer { columns in
            BackdropBlur.sampling(
                offset: Int(area.minX - source.minX), count: areaWidth, factor: reduction, smallCount: smallSize.width,
                into: columns.baseAddress!)
        }
        cache.rows.withUnsafeMutableBufferPointer { rows in
            BackdropBlur.sampling(
                offset: Int(area.minY - source.minY), count: areaHeight, factor: reduction, smallCount: smallSize.height,
                into: rows.baseAddress!)
        }
        let firstRow = Int(cache.rows[0])
        let lastRow = Swift.min(smallSize.height - 1, Int(cache.rows[(areaHeight - 1) * 2]) + 1)
        let rowCount = lastRow - firstRow + 1
        if cache.stretched.count < rowCount * areaWidth {
            cache.stretched = [UInt32](repeating: 0, count: rowCount * areaWidth)
        }
        let smallRowLength = smallSize.width * 4
        cache.stretched.withUnsafeMutableBufferPointer { stretchedBuffer in
            let stretched = stretchedBuffer.baseAddress!
            cache.small.withUnsafeBufferPointer { small in
                cache.columns.withUnsafeBufferPointer { columns in
                    for row in firstRow...lastRow {
                        BackdropBlur.stretchRow(
                            small.baseAddress! + row * smallRowLength, samples: columns.baseAddress!, count: areaWidth,
                            into: stretched + (row - firstRow) * areaWidth)
                    }
                }
            }
            let stride = output.stride
            output.withMutablePixels { pixels in
                cache.rows.withUnsafeBufferPointer { rows in
                    for y in 0..<areaHeight {
                        let index = Int(rows[y * 2]) - firstRow
                        let weight = UInt32(rows[y * 2 + 1])
                        let upper = UnsafePointer(stretched + index * areaWidth)
                        let lower = weight == 0 ? upper : upper + areaWidth
                        let out = UnsafeMutableRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                        BackdropBlur.mixRows(upper, lower, weight: weight, count: areaWidth, into: out)
                    }
                }
            }
        }
        return output
    }
}
