import CCairo
import Foundation

// What the layer compositor (OpenQuartzCore/Rendering) needs beyond Core Graphics' public
// API: UIKit-style bitmaps by name, an absolute transform, images and backing stores drawn
// the right way up in a y-down space, and shadows as a colour painted through a blurred mask.
extension CGContext {
    /// A UIKit-style bitmap (user space in points, y down) of the given pixel size.
    package static func makeFlippedBitmap(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) -> CGContext? {
        CGContext(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
    }

    /// As ``makeFlippedBitmap(pixelWidth:pixelHeight:scale:)``, with no pixels until the first
    /// paint (see ``hasPixels``).
    package static func makeLazyFlippedBitmap(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) -> CGContext? {
        CGContext(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, allocatesLazily: true)
    }

    /// Replaces the current transform (user space → the context's base space).
    package func setCTM(_ transform: CGAffineTransform) {
        let t = transform
        guard valid("CGContext.setCTM", t.a, t.b, t.c, t.d, t.tx, t.ty) else { return }
        state.transform = transform
    }

    /// Draws the part `source` (a unit rectangle of the image) of `image` into `rect` with its
    /// first row at `rect.minY`: upright in a y-down user space, where ``draw(_:in:)`` would
    /// show it upside down as Core Graphics does.
    package func drawUpright(_ image: CGImage, source: CGRect, in rect: CGRect) {
        guard valid("CGContext.drawUpright", rect) else { return }
        var picture = image
        if source != CGRect(x: 0, y: 0, width: 1, height: 1) {
            let pixels = CGRect(
                x: source.minX * CGFloat(image.width), y: source.minY * CGFloat(image.height),
                width: source.width * CGFloat(image.width), height: source.height * CGFloat(image.height)
            ).integral
            guard let part = image.cropping(to: pixels) else { return }
            picture = part
        }
        saveGState()
        translateBy(x: 0, y: rect.minY + rect.maxY)
        scaleBy(x: 1, y: -1)
        draw(picture, in: rect)
        restoreGState()
    }

    /// Draws another bitmap context's pixels (a backing store, origin top-left) upright into
    /// `rect`, with the graphics state applied (clip, alpha, blend mode, transparency layers).
    /// Nothing is drawn when `store` has no pixels.
    package func drawBitmap(of store: CGContext, in rect: CGRect) {
        guard let surface = store.cairoSurface else { return }
        // A lazy destination must not list this paint: the store may change before the list
        // is replayed. Its own list is replayed now and this paint goes straight to pixels.
        _ = bitmapBackend
        // The image shares the store's pixels for the length of this call only, so nothing
        // is copied; the store is not drawn into meanwhile.
        drawUpright(CGImage(surface: surface), source: CGRect(x: 0, y: 0, width: 1, height: 1), in: rect)
    }

    /// Paints `color` through the alpha of `mask` stretched over `rect` (user space; the
    /// mask's first row at `rect.minY`), with the graphics state applied.
    package func fill(_ color: CGColor, throughAlphaOf mask: CGImage, in rect: CGRect) {
        guard valid("CGContext.fill(_:throughAlphaOf:in:)", rect), mask.width > 0, mask.height > 0 else { return }
        bitmapBackend?.fill(color, throughAlphaOf: mask.surface, in: rect, state: state)
    }

    /// The alpha of this bitmap's pixels, blurred with a Gaussian of standard deviation
    /// `sigma` pixels, as an alpha-only image; nil without pixels.
    package func makeBlurredAlphaImage(sigma: CGFloat) -> CGImage? {
        guard let source = cairoSurface,
            let alpha = CairoSurface(format: .a8, width: source.width, height: source.height, function: "CGContext.makeBlurredAlphaImage")
        else { return nil }
        source.withPixels { from in
            alpha.withMutablePixels { to in
                for y in 0..<source.height {
                    let row = from + y * source.stride
                    let out = to + y * alpha.stride
                    // Native ARGB32: alpha is the high byte of each 32-bit pixel.
                    row.withMemoryRebound(to: UInt32.self, capacity: source.width) { pixels in
                        for x in 0..<source.width { out[x] = UInt8(truncatingIfNeeded: pixels[x] >> 24) }
                    }
                }
                ShadowBlur.blur(to, width: alpha.width, height: alpha.height, stride: alpha.stride, sigma: Double(sigma))
            }
        }
        return CGImage(surface: alpha, colorSpace: nil, isAlphaOnly: true)
    }
}

extension CairoBackend {
    func fill(_ color: CGColor, throughAlphaOf mask: CairoSurface, in rect: CGRect, state: CGContext.GraphicsState) {
        guard rect.width != 0, rect.height != 0 else { return }
        paint(state) { cr, alpha in
            guard setUserMatrix(cr, state.transform) else { return }
            setSource(cr, color, alpha: alpha)
            cairo_translate(cr, rect.minX, rect.minY)
            cairo_scale(cr, rect.width / CGFloat(mask.width), rect.height / CGFloat(mask.height))
            cairo_mask_surface(cr, mask.handle, 0, 0)
        }
    }
}

extension CGContext {
    /// Ends two transparency layers at once — the innermost holding a mask's drawing, the
    /// one below it the content — and composites the content through the mask's alpha, with
    /// the graphics state of the outer layer's start (its alpha, blend mode and clip): what a
    /// layer with a mask layer needs. Unbalanced calls are ignored.
    package func endMaskedTransparencyLayers() {
        guard layerStates.count >= 2 else { return }
        _ = layerStates.popLast()
        let outer = layerStates.removeLast()
        restoreGState()
        restoreGState()
        if let cairo = bitmapBackend {
            cairo.endMaskedLayers(state: outer)
        } else {
            backend.endLayer(state: outer)
            backend.endLayer(state: outer)
        }
    }
}

extension CairoBackend {
    func endMaskedLayers(state: CGContext.GraphicsState) {
        guard let cr = context?.handle, openGroups >= 2 else {
            // The context was reset since the layers began (see recoverIfFailed).
            openGroups = 0
            return
        }
        let mask = CairoPattern(adopting: cairo_pop_group(cr))
        let content = CairoPattern(adopting: cairo_pop_group(cr))
        openGroups -= 2
        appliedClipsDidChange()
        paint(state) { cr, alpha in
            var identity = CGAffineTransform.identity.cairoMatrix
            cairo_set_matrix(cr, &identity)
            if alpha < 1 {
                cairo_push_group(cr)
                cairo_set_source(cr, content.handle)
                cairo_mask(cr, mask.handle)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, Double(alpha))
            } else {
                cairo_set_source(cr, content.handle)
                cairo_mask(cr, mask.handle)
            }
        }
    }
}
