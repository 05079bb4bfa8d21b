import CCairo
import Foundation

extension CairoBackend {
    /// Runs `draw` with the state's clip, antialiasing and blend mode applied. `draw` paints
    /// with the alpha it is given. With a shadow or a mask clip the drawing goes to a group
    /// first, then shadow and group are composited through the mask. With `shadowOnly` only
    /// the shadow is composited (nothing at all without a shadow).
    func paint(_ state: CGContext.GraphicsState, shadowOnly: Bool = false, _ draw: (OpaquePointer, CGFloat) -> Void) {
        if shadowOnly && state.shadow == nil { return }
        guard let cr = ensureContext() else { return }
        let mask = applyClip(cr, state.clips)
        cairo_set_antialias(cr, state.shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        let shadow = state.shadow
        if shadow == nil && mask == nil {
            cairo_set_operator(cr, state.blendMode.cairoOperator)
            draw(cr, state.alpha)
        } else {
            // Cairo saves the state at a push and gives the popped pattern the matrix of that
            // saved state; pushing under the identity makes the pattern line up with the
            // identity space it is composited in.
            cairo_identity_matrix(cr)
            cairo_push_group(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            draw(cr, state.alpha)
            let group = CairoPattern(adopting: cairo_pop_group(cr))
            composite(group, state: state, mask: mask, cr: cr, shadowOnly: shadowOnly)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        recoverIfFailed("CGContext drawing")
        mirror?.update(from: surface)
    }

    /// Composites a group (its shadow first, when the state has one) with the state's blend
    /// mode, through `mask` when given; with `shadowOnly`, the shadow alone.
    private func composite(
        _ group: CairoPattern, state: CGContext.GraphicsState, mask: CairoSurface?, cr: OpaquePointer, shadowOnly: Bool = false
    ) {
        var identity = CGAffineTransform.identity.cairoMatrix
        cairo_set_matrix(cr, &identity)
        cairo_set_operator(cr, state.blendMode.cairoOperator)
        if let shadow = state.shadow, let shadowMask = shadowAlpha(of: group, shadow: shadow) {
            let (alpha, pad) = shadowMask
            let color = shadow.color.rgba
            if let mask {
                cairo_push_group(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
                cairo_mask_surface(cr, alpha.handle, Double(-pad), Double(-pad))
                let tinted = CairoPattern(adopting: cairo_pop_group(cr))
                cairo_set_operator(cr, state.blendMode.cairoOperator)
                cairo_set_source(cr, tinted.handle)
                cairo_mask_surface(cr, mask.handle, 0, 0)
            } else {
                cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
                cairo_mask_surface(cr, alpha.handle, Double(-pad), Double(-pad))
            }
        }
        if shadowOnly { return }
        cairo_set_source(cr, group.handle)
        if let mask {
            cairo_mask_surface(cr, mask.handle, 0, 0)
        } else {
            cairo_paint(cr)
        }
    }

    /// The group's alpha, shifted by the shadow offset and blurred, in an A8 surface padded
    /// by the blur's reach on every side (returned with the padding).
    private func shadowAlpha(of group: CairoPattern, shadow: CGContext.Shadow) -> (CairoSurface, Int)? {
        let sigma = Double(shadow.blur * shadowScale) / 2
        let pad = sigma > 0.1 ? ShadowBlur.reach(sigma: sigma) : 0
        let offset = CGSize(width: shadow.offset.width, height: shadow.offset.height).applying(shadowToDevice)
        // A shadow moved further than the surface reaches is not seen; Cairo's translation
        // would take the offset, but its fixed-point coordinates cannot.
        guard abs(offset.width) < Double(pixelWidth + 2 * pad), abs(offset.height) < Double(pixelHeight + 2 * pad)
        else { return nil }
        guard
            let alpha = CairoSurface(
                format: .a8, width: pixelWidth + 2 * pad, height: pixelHeight + 2 * pad, function: "CGContext shadow")
        else { return nil }
        let scratch = CairoContext(target: alpha)
        cairo_translate(scratch.handle, Double(pad) + offset.width, Double(pad) + offset.height)
        cairo_set_source(scratch.handle, group.handle)
        cairo_paint(scratch.handle)
        alpha.withMutablePixels { pixels in
            ShadowBlur.blur(pixels, width: alpha.width, height: alpha.height, stride: alpha.stride, sigma: sigma)
        }
        return (alpha, pad)
    }

    // MARK: Layers

    func beginLayer(state: CGContext.GraphicsState) {
        guard let cr = ensureContext() else { return }
        _ = applyClip(cr, state.clips)
        // The popped group's pattern takes the matrix in force at the push (see paint).
        cairo_identity_matrix(cr)
        cairo_push_group(cr)
        openGroups += 1
        appliedClipsDidChange()
        recoverIfFailed("CGContextBeginTransparencyLayer")
    }

    func endLayer(state: CGContext.GraphicsState) {
        // No group when the context was reset since the layer began (see recoverIfFailed).
        guard let cr = context?.handle, openGroups > 0 else { return }
        let group = CairoPattern(adopting: cairo_pop_group(cr))
        openGroups -= 1
        appliedClipsDidChange()
        paint(state) { cr, alpha in
            var identity = CGAffineTransform.identity.cairoMatrix
            cairo_set_matrix(cr, &identity)
            cairo_set_source(cr, group.handle)
            cairo_paint_with_alpha(cr, Double(alpha))
        }
    }

    // MARK: Mask clips

    func maskClip(_ image: CGImage, in rect: CGRect, state: CGContext.GraphicsState) -> CGContext.ClipItem? {
        guard let mask = CairoSurface(format: .a8, width: pixelWidth, height: pixelHeight, function: "CGContextClipToMask")
        else { return nil }
        let coverage = image.colorSpace?.model == .monochrome && !image.isAlphaOnly ? luminanceMask(image) : image.surface
        let scratch = CairoContext(target: mask)
        let full = state.transform.concatenating(deviceFromBase)
        // A mask under a singular matrix, or stretched over an empty rectangle, covers
        // nothing: the clip keeps nothing, as in Core Graphics.
        guard full.isCairoUsable, rect.width != 0, rect.height != 0 else { return .mask(mask) }
        var matrix = full.cairoMatrix
        cairo_set_matrix(scratch.handle, &matrix)
        cairo_translate(scratch.handle, rect.minX, rect.maxY)
        cairo_scale(scratch.handle, rect.width / CGFloat(image.width), -rect.height / CGFloat(image.height))
        cairo_rectangle(scratch.handle, 0, 0, Double(image.width), Double(image.height))
        cairo_clip(scratch.handle)
        let pattern = CairoPattern(adopting: cairo_pattern_create_for_surface(coverage.handle))
        cairo_pattern_set_extend(pattern.handle, CAIRO_EXTEND_PAD)
        cairo_set_source(scratch.handle, pattern.handle)
        cairo_paint(scratch.handle)
        if let previous = state.clips.reversed().lazy.compactMap({ item -> CairoSurface? in
            if case .mask(let object) = item { return object as? CairoSurface }
            return nil
        }).first {
            // Masks intersect: keep the new coverage only where the previous one was.
            var identity = CGAffineTransform.identity.cairoMatrix
            cairo_reset_clip(scratch.handle)
            cairo_set_matrix(scratch.handle, &identity)
            cairo_set_operator(scratch.handle, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_surface(scratch.handle, previous.handle, 0, 0)
            cairo_paint(scratch.handle)
        }
        cairo_surface_flush(mask.handle)
        return .mask(mask)
    }

    /// A grey image's brightness as an A8 surface.
    private func luminanceMask(_ image: CGImage) -> CairoSurface {
        guard let result = CairoSurface(format: .a8, width: image.width, height: image.height) else { return image.surface }
        let source = image.surface
        source.withPixels { input in
            result.withMutablePixels { output in
                for y in 0..<image.height {
                    for x in 0..<image.width {
                        let word = UnsafeRawPointer(input + y * source.stride + x * 4).loadUnaligned(as: UInt32.self)
                        let r = (word >> 16) & 0xFF
                        let g = (word >> 8) & 0xFF
                        let b = word & 0xFF
                        output[y * result.stride + x] = UInt8((r * 54 + g * 183 + b * 19) >> 8)
                    }
                }
            }
        }
        return result
    }

    // MARK: Package compositing

    /// Draws `source` (pixel space, origin top-left) into the pixels through `transform`
    /// (source pixels → destination pixels), at `alpha`, inside `clip` (destination pixels).
    func composite(
        _ source: CairoSurface, transform: CGAffineTransform, alpha: CGFloat, clip: CGRect?,
        blendMode: CGBlendMode, interpolation: CGInterpolationQuality
    ) {
        guard let cr = ensureContext() else { return }
        cairo_save(cr)
        cairo_reset_clip(cr)
        var identity = CGAffineTransform.identity.cairoMatrix
        cairo_set_matrix(cr, &identity)
        guard transform.isCairoUsable else {
            cairo_restore(cr)
            return
        }
        if let clip {
            cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
            cairo_clip(cr)
        }
        var matrix = transform.cairoMatrix
        cairo_set_matrix(cr, &matrix)
        let pattern = CairoPattern(adopting: cairo_pattern_create_for_surface(source.handle))
        cairo_pattern_set_filter(pattern.handle, interpolation.cairoFilter)
        cairo_set_source(cr, pattern.handle)
        cairo_rectangle(cr, 0, 0, Double(source.width), Double(source.height))
        cairo_clip(cr)
        cairo_set_operator(cr, blendMode.cairoOperator)
        cairo_paint_with_alpha(cr, Double(alpha))
        cairo_restore(cr)
        appliedClipsDidChange()
        recoverIfFailed("CGContext compositing")
        mirror?.update(from: surface)
    }

    /// A snapshot of the pixels as an image (a transparent one when nothing was painted).
    func makeImage() -> CGImage? {
        if let surface {
            cairo_surface_flush(surface.handle)
            guard let copy = surface.copyARGB() else { return nil }
            return CGImage(surface: copy, isAlphaOnly: format == .a8)
        }
        guard let blank = CairoSurface(format: .argb32, width: pixelWidth, height: pixelHeight) else { return nil }
        return CGImage(surface: blank, isAlphaOnly: format == .a8)
    }
}
