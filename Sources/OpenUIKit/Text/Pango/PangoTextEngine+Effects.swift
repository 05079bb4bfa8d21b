internal import CPangoCairo
import Foundation
import OpenCoreGraphics

// Text that casts shadows, or whose glyphs are outlined or skewed: drawn run by run from the
// shaped layout, since Pango's own line drawing has no outlines, skew or shadows.
extension PangoTextEngine {
    /// Paints the shadows of `layout`'s runs under where its glyphs go: for each distinct
    /// shadow, the runs casting it (glyphs and decorations, outlined and skewed as drawn)
    /// through the context's shadow, without the glyphs themselves.
    func drawShadows(_ shaped: PangoLayoutHandle, layout: TextLayout, origins: [CGPoint], in context: CGContext) {
        let request = layout.request
        for shadow in request.shadows {
            let color = shadow.color
            context.saveGState()
            context.setShadow(
                offset: shadow.offset, blur: shadow.blur,
                color: CGColor(srgbRed: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
            // Decorations of the runs casting this shadow only.
            let casting = TextLayoutRequest(
                runs: request.runs.map { run in
                    guard run.style.shadow != shadow else { return run }
                    var style = run.style
                    style.underline = 0
                    style.strikethrough = 0
                    return TextRun(text: run.text, style: style)
                }, paragraph: request.paragraph, width: request.width, maximumLines: request.maximumLines)
            paintLines(layout: layout, origins: origins, in: context, shadowOnly: true) { cr, alpha in
                if alpha < 1 { cairo_push_group(cr) }
                self.drawRuns(cr, layout: shaped.layout.opaque, request: request, origins: origins, backgrounds: false) {
                    $0.shadow == shadow
                }
                self.drawDecorations(cr, layout: shaped.layout.opaque, request: casting, origins: origins)
                if alpha < 1 {
                    cairo_pop_group_to_source(cr)
                    cairo_paint_with_alpha(cr, Double(alpha))
                }
            }
            context.restoreGState()
        }
    }

    /// Draws the glyphs of the runs whose style `include` accepts, line `i` with the left end
    /// of its baseline at `origins[i]` (lock held): each in its colour, its background first
    /// when `backgrounds`, filled and/or outlined as its stroke width says, skewed by its
    /// obliqueness about its baseline.
    func drawRuns(
        _ cr: OpaquePointer, layout: OpaquePointer, request: TextLayoutRequest, origins: [CGPoint], backgrounds: Bool,
        include: (TextStyle) -> Bool
    ) {
        var ends: [Int] = []
        var end = 0
        for run in request.runs {
            end += run.text.utf8.count
            ends.append(end)
        }
        func style(at byte: Int) -> TextStyle? {
            guard let index = ends.firstIndex(where: { $0 > byte }) else { return request.runs.last?.style }
            return request.runs[index].style
        }
        let scale = Double(PANGO_SCALE)
        for (index, origin) in origins.enumerated() {
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { break }
            var lineBox = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &lineBox)
            var x = Double(origin.x)
            var node = line.pointee.runs
            while let current = node {
                node = current.pointee.next
                guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                    let glyphs = run.pointee.glyphs, let item = run.pointee.item
                else { continue }
                let width = Double(pango_glyph_string_get_width(glyphs)) / scale
                defer { x += width }
                guard let style = style(at: Int(item.pointee.offset)), include(style) else { continue }
                if backgrounds, let background = style.background {
                    cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
                    cairo_rectangle(
                        cr, x, Double(origin.y) + Double(lineBox.y) / scale, width, Double(lineBox.height) / scale)
                    cairo_fill(cr)
                }
                let baseline = Double(origin.y) - Double(run.pointee.y_offset) / scale
                drawGlyphs(cr, glyphs: glyphs, font: item.pointee.analysis.font, x: x, baseline: baseline, style: style)
            }
        }
    }

    /// One run's glyphs with their left end of the baseline at (`x`, `baseline`).
    private func drawGlyphs(
        _ cr: OpaquePointer, glyphs: UnsafeMutablePointer<PangoGlyphString>, font: UnsafeMutablePointer<PangoFont>?, x: Double,
        baseline: Double, style: TextStyle
    ) {
        let fill = style.foreground
        if style.hasGlyphEffects, isColourFont(font) {
            cairo_set_source_rgba(cr, fill.red, fill.green, fill.blue, fill.alpha)
            drawColourGlyphs(cr, glyphs: glyphs, font: font, x: x, baseline: baseline, obliqueness: style.obliqueness)
            return
        }
        cairo_save(cr)
        cairo_translate(cr, x, baseline)
        if style.obliqueness != 0 {
            // y grows downwards: a point above the baseline (negative y) moves right.
            var skew = cairo_matrix_t(xx: 1, yx: 0, xy: -Double(style.obliqueness), yy: 1, x0: 0, y0: 0)
            cairo_transform(cr, &skew)
        }
        cairo_move_to(cr, 0, 0)
        guard style.hasGlyphEffects else {
            cairo_set_source_rgba(cr, fill.red, fill.green, fill.blue, fill.alpha)
            pango_cairo_show_glyph_string(cr, font, glyphs)
            cairo_restore(cr)
            return
        }
        // Outlines, not glyph images: Cairo draws a font's glyph images unskewed whatever the
        // transform (only a path follows it). Colour glyphs, which have no outlines, were
        // drawn above.
        pango_cairo_glyph_string_path(cr, font, glyphs)
        // The path stays through the restore; the pen is not skewed.
        cairo_restore(cr)
        if style.strokeWidth <= 0 {
            cairo_set_source_rgba(cr, fill.red, fill.green, fill.blue, fill.alpha)
            guard style.strokeWidth < 0 else {
                cairo_fill(cr)
                return
            }
            cairo_fill_preserve(cr)
        }
        let stroke = style.strokeColor ?? fill
        cairo_set_source_rgba(cr, stroke.red, stroke.green, stroke.blue, stroke.alpha)
        cairo_set_line_width(cr, Double(abs(style.strokeWidth) * style.font.size / 100))
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr)
    }

    /// One run of colour glyphs (emoji) with the left end of its baseline at (`x`, `baseline`):
    /// drawn as the pictures they are, since a bitmap glyph has no outline to stroke, and
    /// skewed by `obliqueness` about the baseline by drawing them into a group first and
    /// painting the group through the skew (Cairo draws glyph images unskewed).
    // UIKit divergence: UIKit does not document how Core Text outlines a colour glyph; here an
    // outlined run draws its emoji unoutlined and a skewed run skews them [INF]
    // (docs/DIVERGENCES.md, `.strokeWidth`).
    private func drawColourGlyphs(
        _ cr: OpaquePointer, glyphs: UnsafeMutablePointer<PangoGlyphString>, font: UnsafeMutablePointer<PangoFont>?, x: Double,
        baseline: Double, obliqueness: CGFloat
    ) {
        cairo_save(cr)
        cairo_translate(cr, x, baseline)
        guard obliqueness != 0 else {
            cairo_move_to(cr, 0, 0)
            pango_cairo_show_glyph_string(cr, font, glyphs)
            cairo_restore(cr)
            return
        }
        // The group only as large as the glyphs' ink, a pixel of slack around it.
        var ink = PangoRectangle()
        pango_glyph_string_extents(glyphs, font, &ink, nil)
        let scale = Double(PANGO_SCALE)
        cairo_save(cr)
        cairo_rectangle(
            cr, Double(ink.x) / scale - 1, Double(ink.y) / scale - 1, Double(ink.width) / scale + 2,
            Double(ink.height) / scale + 2)
        cairo_clip(cr)
        cairo_push_group(cr)
        cairo_move_to(cr, 0, 0)
        pango_cairo_show_glyph_string(cr, font, glyphs)
        let pictures = cairo_pop_group(cr)
        cairo_restore(cr)
        // y grows downwards: a point above the baseline (negative y) moves right.
        var skew = cairo_matrix_t(xx: 1, yx: 0, xy: -Double(obliqueness), yy: 1, x0: 0, y0: 0)
        cairo_transform(cr, &skew)
        cairo_set_source(cr, pictures)
        cairo_paint(cr)
        cairo_pattern_destroy(pictures)
        cairo_restore(cr)
    }

    /// Whether `font` draws its glyphs as colour pictures (bitmap strikes, layered colour or
    /// SVG glyphs, as emoji fonts do) rather than outlines.
    private func isColourFont(_ font: UnsafeMutablePointer<PangoFont>?) -> Bool {
        guard let font, let hbFont = pango_font_get_hb_font(font), let face = hb_font_get_face(hbFont) else { return false }
        // The four-letter table tags as big-endian numbers: CBDT, sbix, COLR, SVG.
        let colourTables: [hb_tag_t] = [0x4342_4454, 0x7362_6978, 0x434F_4C52, 0x5356_4720]
        return colourTables.contains { tag in
            let table = hb_face_reference_table(face, tag)
            defer { hb_blob_destroy(table) }
            return hb_blob_get_length(table) > 0
        }
    }

    /// Logs, once per shaped request, the attributes it carries that the engine does not
    /// apply: `.expansion` (Pango has no horizontal scale for a run).
    func reportUnsupportedAttributes(_ request: TextLayoutRequest) {
        guard request.runs.contains(where: { $0.style.expansion != 0 }) else { return }
        CoreGraphicsLog.error(
            "NSAttributedString",
            "the .expansion attribute (horizontal stretch) is not supported: text is measured and drawn unstretched (docs/DIVERGENCES.md)")
    }
}
