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
        let t = state.transform.concatenating(bitmapBackend?.deviceFromBase ?? .identity)
        return Swift.max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
    }

    /// Blurs the pixels already painted under `rect` (user space) with a Gaussian of
    /// standard deviation `sigma` user units, scales their saturation by `saturation`, and
    /// paints the result over `rect` through the graphics state (clip, alpha). Pixels within
    /// ``backdropReach(sigma:)`` around the rectangle take part, so an edge just outside it
    /// bleeds in as it would under a real blur.
    ///
    /// Large blurs run on a reduced copy (up to 8 times smaller per axis) and are scaled back
    /// with bilinear filtering, which a blur that wide cannot tell apart. An invalid or
    /// negative `sigma` paints the pixels back unblurred (nothing invalid reaches Cairo).
    package func drawBackdropBlur(in rect: CGRect, sigma: CGFloat, saturation: CGFloat) -> Result<Void, BackdropFailure> {
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
        // Blur a copy reduced so that the blur spans about four of its pixels per standard
        // deviation or more: the cost then hardly grows with the radius.
        let reduction = Swift.max(1, Swift.min(8, Int(pixelSigma / 4)))
        let width = Int(source.width), height = Int(source.height)
        let smallWidth = (width + reduction - 1) / reduction
        let smallHeight = (height + reduction - 1) / reduction
        guard let small = CairoSurface(format: .argb32, width: smallWidth, height: smallHeight) else { return .success(()) }
        cairo_surface_flush(surface.handle)
        let copier = cairo_create(small.handle)
        cairo_set_operator(copier, CAIRO_OPERATOR_SOURCE)
        cairo_scale(copier, Double(smallWidth) / Double(width), Double(smallHeight) / Double(height))
        cairo_set_source_surface(copier, surface.handle, -Double(source.minX), -Double(source.minY))
        cairo_pattern_set_filter(cairo_get_source(copier), reduction > 1 ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(cairo_get_source(copier), CAIRO_EXTEND_PAD)
        cairo_paint(copier)
        cairo_destroy(copier)
        let smallSigma = Double(pixelSigma) / Double(reduction)
        small.withMutablePixels { pixels in
            BackdropBlur.blur(pixels, width: smallWidth, height: smallHeight, stride: small.stride, sigma: smallSigma)
            if saturation.isFinite {
                BackdropBlur.saturate(pixels, width: smallWidth, height: smallHeight, stride: small.stride, factor: Double(saturation))
            }
        }
        // Painted back in device space through the state's clip, the reduced copy stretched
        // over the source rectangle.
        var area = target.intersection(surfaceBounds)
        guard !area.isNull, !area.isEmpty else { return .success(()) }
        area = area.integral
        backend.paint(state) { cr, alpha in
            var identity = CGAffineTransform.identity.cairoMatrix
            cairo_set_matrix(cr, &identity)
            let pattern = CairoPattern(adopting: cairo_pattern_create_for_surface(small.handle))
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, Double(smallWidth) / Double(width), Double(smallHeight) / Double(height))
            cairo_matrix_translate(&matrix, -Double(source.minX), -Double(source.minY))
            cairo_pattern_set_matrix(pattern.handle, &matrix)
            cairo_pattern_set_filter(pattern.handle, CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(pattern.handle, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern.handle)
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
}
