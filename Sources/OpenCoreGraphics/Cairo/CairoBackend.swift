import CCairo
import Foundation

/// The bitmap backend: rasterizes every request into a Cairo image surface.
///
/// The graphics state lives in the ``CGContext``; before each paint the backend applies the
/// parts it needs (clip, antialiasing, operator). Paths arrive in base space and are mapped
/// to pixels by `deviceFromBase` (a y-flip for Core Graphics' bottom-left origin).
/// Painting with a shadow or a mask clip goes through a group: the shape is drawn alone,
/// its alpha blurred into the shadow, then both are composited.
final class CairoBackend: ContextBackend {
    let format: CairoSurface.Format
    let pixelWidth: Int
    let pixelHeight: Int
    /// Base space → pixel space.
    let deviceFromBase: CGAffineTransform
    /// Maps a shadow offset to a pixel offset (its linear part only).
    let shadowToDevice: CGAffineTransform
    /// Pixels per unit of shadow blur.
    let shadowScale: CGFloat
    /// Caller memory in a layout Cairo cannot draw into, kept in step after each paint.
    let mirror: BitmapMirror?

    private(set) var surface: CairoSurface?
    private(set) var context: CairoContext?
    private var appliedClips: [CGContext.ClipItem]?
    private var appliedMask: CairoSurface?
    /// Groups pushed by ``beginLayer(state:)`` and not popped yet.
    var openGroups = 0

    init(
        surface: CairoSurface?, format: CairoSurface.Format, width: Int, height: Int,
        deviceFromBase: CGAffineTransform, shadowToDevice: CGAffineTransform, shadowScale: CGFloat,
        mirror: BitmapMirror? = nil
    ) {
        self.surface = surface
        self.format = format
        pixelWidth = width
        pixelHeight = height
        self.deviceFromBase = deviceFromBase
        self.shadowToDevice = shadowToDevice
        self.shadowScale = shadowScale
        self.mirror = mirror
        if let surface { context = CairoContext(target: surface) }
    }

    /// The drawing context, allocating the pixels on first use.
    func ensureContext() -> OpaquePointer? {
        if let context { return context.handle }
        guard let made = CairoSurface(format: format, width: pixelWidth, height: pixelHeight) else { return nil }
        surface = made
        let created = CairoContext(target: made)
        context = created
        return created.handle
    }

    /// Checks that Cairo's context is still usable after `operation`. A Cairo context in an
    /// error state ignores every later call, which would leave these pixels unpainted for
    /// good; such a context is logged and replaced by a fresh one on the same pixels (the
    /// drawing in transparency layers still open is lost with it).
    func recoverIfFailed(_ operation: String) {
        guard let cr = context?.handle, let surface else { return }
        let status = cairo_status(cr)
        guard status != CAIRO_STATUS_SUCCESS else { return }
        CoreGraphicsLog.error(
            operation,
            "the drawing context failed (\(String(cString: cairo_status_to_string(status)))); "
                + "the operation is dropped and the context is reset"
                + (openGroups > 0 ? ", losing \(openGroups) open transparency layer(s)" : ""))
        context = CairoContext(target: surface)
        openGroups = 0
        appliedClipsDidChange()
    }

    /// Forgets which clip Cairo holds, after a group push/pop or a save/restore changed it.
    func appliedClipsDidChange() {
        appliedClips = nil
        appliedMask = nil
    }

    // MARK: State the context keeps

    func saveState() {}
    func restoreState() {}
    func clip(_ path: [CGPath.Element], rule: CGPathFillRule) {}

    // MARK: Paths

    /// Replaces Cairo's path with `elements` (base space).
    func setPath(_ cr: OpaquePointer, _ elements: [CGPath.Element]) {
        var matrix = deviceFromBase.cairoMatrix
        cairo_set_matrix(cr, &matrix)
        cairo_new_path(cr)
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                current = p
                start = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                current = start
            }
        }
    }

    /// Sets the matrix mapping user space (under `transform`) to pixels; false, with nothing
    /// changed, when that matrix is singular or not finite (see ``CGAffineTransform/isCairoUsable``):
    /// the caller then draws nothing, as Core Graphics draws nothing under such a matrix.
    func setUserMatrix(_ cr: OpaquePointer, _ transform: CGAffineTransform) -> Bool {
        let full = transform.concatenating(deviceFromBase)
        guard full.isCairoUsable else { return false }
        var matrix = full.cairoMatrix
        cairo_set_matrix(cr, &matrix)
        return true
    }

    func setSource(_ cr: OpaquePointer, _ color: CGColor, alpha: CGFloat) {
        let c = color.rgba
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * Double(alpha))
    }

    /// Makes Cairo's clip match `clips`; returns the mask clip in force, if any.
    func applyClip(_ cr: OpaquePointer, _ clips: [CGContext.ClipItem]) -> CairoSurface? {
        if let appliedClips, appliedClips == clips { return appliedMask }
        cairo_reset_clip(cr)
        var mask: CairoSurface?
        for item in clips {
            switch item {
            case .path(let elements, let rule):
                setPath(cr, elements)
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(cr)
            case .mask(let object):
                mask = object as? CairoSurface
            }
        }
        appliedClips = clips
        appliedMask = mask
        return mask
    }

    // MARK: Painting

    func fill(_ path: [CGPath.Element], rule: CGPathFillRule, state: CGContext.GraphicsState) {
        paint(state) { cr, alpha in
            setPath(cr, path)
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setSource(cr, state.fillColor, alpha: alpha)
            cairo_fill(cr)
        }
    }

    func stroke(_ path: [CGPath.Element], state: CGContext.GraphicsState) {
        paint(state) { cr, alpha in
            setPath(cr, path)
            guard setUserMatrix(cr, state.transform) else { return }
            cairo_set_line_width(cr, Double(state.lineWidth))
            switch state.lineCap {
            case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
            case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
            }
            switch state.lineJoin {
            case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
            case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
            }
            cairo_set_miter_limit(cr, Double(state.miterLimit))
            let dashes = state.dashLengths.map(Double.init)
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(state.dashPhase))
            setSource(cr, state.strokeColor, alpha: alpha)
            cairo_stroke(cr)
        }
    }

    func clear(_ rect: CGRect, state: CGContext.GraphicsState) {
        guard let cr = context?.handle else { return }  // unallocated pixels are already clear
        _ = applyClip(cr, state.clips)
        cairo_set_antialias(cr, state.shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        guard setUserMatrix(cr, state.transform) else { return }
        cairo_new_path(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        recoverIfFailed("CGContextClearRect")
        mirror?.update(from: surface)
    }

    func draw(_ image: CGImage, in rect: CGRect, tiled: Bool, state: CGContext.GraphicsState) {
        // An empty rectangle would make the image's scale singular: nothing to draw.
        guard rect.width != 0, rect.height != 0 else { return }
        paint(state) { cr, alpha in
            guard setUserMatrix(cr, state.transform) else { return }
            // Image space: origin at the top-left pixel, y down; the first row meets rect.maxY.
            cairo_translate(cr, rect.minX, rect.maxY)
            cairo_scale(cr, rect.width / CGFloat(image.width), -rect.height / CGFloat(image.height))
            let pattern = CairoPattern(adopting: cairo_pattern_create_for_surface(image.surface.handle))
            let quality = image.shouldInterpolate ? state.interpolationQuality : .none
            cairo_pattern_set_filter(pattern.handle, quality.cairoFilter)
            cairo_pattern_set_extend(pattern.handle, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern.handle)
            if tiled {
                cairo_paint_with_alpha(cr, Double(alpha))
            } else {
                cairo_save(cr)
                cairo_new_path(cr)
                cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, Double(alpha))
                cairo_restore(cr)
            }
        }
    }

    func drawGradient(
        _ gradient: CGGradient, geometry: GradientGeometry, options: CGGradientDrawingOptions,
        state: CGContext.GraphicsState
    ) {
        paint(state) { cr, alpha in
            guard setUserMatrix(cr, state.transform) else { return }
            let raw: OpaquePointer
            switch geometry {
            case .linear(let start, let end):
                raw = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            case .radial(let c0, let r0, let c1, let r1):
                raw = cairo_pattern_create_radial(c0.x, c0.y, r0, c1.x, c1.y, r1)
            }
            let pattern = CairoPattern(adopting: raw)
            // Transparent stops outside 0...1 stand in for "do not draw before/after", since
            // Cairo's extend modes apply to both ends at once.
            if !options.contains(.drawsBeforeStartLocation) {
                cairo_pattern_add_color_stop_rgba(pattern.handle, 0, 0, 0, 0, 0)
            }
            if let first = gradient.stops.first {
                cairo_pattern_add_color_stop_rgba(pattern.handle, 0, first.red, first.green, first.blue, first.alpha)
            }
            for stop in gradient.stops {
                cairo_pattern_add_color_stop_rgba(
                    pattern.handle, Swift.min(1, Swift.max(0, stop.location)), stop.red, stop.green, stop.blue, stop.alpha)
            }
            if let last = gradient.stops.last {
                cairo_pattern_add_color_stop_rgba(pattern.handle, 1, last.red, last.green, last.blue, last.alpha)
            }
            if !options.contains(.drawsAfterEndLocation) {
                cairo_pattern_add_color_stop_rgba(pattern.handle, 1, 0, 0, 0, 0)
            }
            cairo_pattern_set_extend(pattern.handle, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern.handle)
            cairo_paint_with_alpha(cr, Double(alpha))
        }
    }

    func showText(_ text: String, at origin: CGPoint, state: CGContext.GraphicsState) {
        paint(state) { cr, alpha in
            guard setUserMatrix(cr, state.transform) else { return }
            cairo_translate(cr, origin.x, origin.y)
            if state.transform.concatenating(deviceFromBase).determinant < 0 { cairo_scale(cr, 1, -1) }
            cairo_select_font_face(cr, state.fontName, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
            cairo_set_font_size(cr, Double(state.fontSize))
            setSource(cr, state.fillColor, alpha: alpha)
            cairo_move_to(cr, 0, 0)
            cairo_show_text(cr, text)
        }
    }

    func flush() {
        recoverIfFailed("CGContextFlush")
        if let surface { cairo_surface_flush(surface.handle) }
        mirror?.update(from: surface)
    }
}
