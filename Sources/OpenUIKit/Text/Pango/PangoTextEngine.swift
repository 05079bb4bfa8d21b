internal import CPangoCairo
import Foundation
import OpenCoreGraphics

/// The text layout engine on Pango (shaping with HarfBuzz, fonts and fallback from
/// fontconfig, bidi with FriBidi), drawing with Cairo into bitmap ``CGContext``s.
///
/// One font map and two contexts (left-to-right and right-to-left base direction) serve every
/// layout. Metrics are unhinted and glyph positions unrounded, so a layout measures the same
/// at every scale and drawing at @3x puts glyphs exactly where measuring at @1x said.
/// Sizes are absolute: a 17-point font is 17 user-space units tall. Pango is not thread-safe
/// per font map, so every call holds the engine's lock.
final class PangoTextEngine: TextLayoutEngine, @unchecked Sendable {
    let lock = NSLock()
    let fontMap: GObjectHandle
    let leftToRight: GObjectHandle
    private let rightToLeft: GObjectHandle
    /// Pango font descriptions by font, and the last one used (lock held).
    private var descriptions: [FontSpec: PangoFontDescriptionHandle] = [:]
    private var lastDescription: (font: FontSpec, description: PangoFontDescriptionHandle)?
    /// Underline and strikethrough placement by font (lock held).
    private var decorations: [FontSpec: DecorationMetrics] = [:]
    private let live = PangoLayoutCounter()

    /// How many `PangoLayout`s this engine made are alive now.
    var liveLayoutCount: Int { live.count.load(ordering: .relaxed) }

    /// The language every layout is shaped for (see ``RenderingEnvironment``).
    static let language = "en-us"

    init() {
        // A private font map (not the per-thread default) so nothing depends on which thread
        // asks first: fontconfig's font map, whatever the platform's default. The required
        // font files are verified first (a missing one stops, naming its package), and the map
        // sees them alone, through the isolated configuration: the machine's fontconfig setup
        // (FONTCONFIG_FILE, /etc/fonts, the user's) picks nothing.
        let configuration = FontConfiguration.shared
        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        configuration.install(on: UnsafeMutableRawPointer(map))
        fontMap = GObjectHandle(adopting: UnsafeMutableRawPointer(map))
        // Every rasterizing option pinned, so nothing is left to the machine's defaults.
        let options = CairoFontOptionsHandle()
        cairo_font_options_set_hint_metrics(options.handle, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options.handle, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options.handle, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(options.handle, CAIRO_SUBPIXEL_ORDER_RGB)
        // UIKit divergence: UIKit shapes for the user's preferred languages (Han glyph variants,
        // for one); here the language Pango shapes, breaks and picks fallback fonts for is
        // fixed rather than read from the locale (LANG, LC_ALL), which differs by machine.
        let language = pango_language_from_string(Self.language)
        func makeContext(_ direction: PangoDirection) -> GObjectHandle {
            let context = pango_font_map_create_context(map)!
            pango_cairo_context_set_font_options(context, options.handle)
            pango_context_set_language(context, language)
            pango_context_set_round_glyph_positions(context, 0)
            pango_context_set_base_dir(context, direction)
            return GObjectHandle(adopting: UnsafeMutableRawPointer(context))
        }
        // The contexts copy the options; they must live until the last call returns.
        (leftToRight, rightToLeft) = withExtendedLifetime(options) {
            (makeContext(PANGO_DIRECTION_LTR), makeContext(PANGO_DIRECTION_RTL))
        }
        reportMissingSystemFont()
    }

    func makeLayout(_ request: TextLayoutRequest) -> (layout: TextLayout, drawable: AnyObject) {
        lock.withLock { shape(request, measuresInk: false) }
    }

    func metrics(for font: FontSpec) -> FontMetrics {
        lock.withLock { measureFont(font) }
    }

    func familyNames() -> [String] {
        lock.withLock {
            var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
            var count: Int32 = 0
            pango_font_map_list_families(fontMap.raw.assumingMemoryBound(to: PangoFontMap.self), &families, &count)
            guard let families else { return [] }
            defer { g_free(families) }
            var names: [String] = []
            for index in 0..<Int(count) {
                if let family = families[index], let name = pango_font_family_get_name(family) {
                    names.append(String(cString: name))
                }
            }
            return names.sorted()
        }
    }

    func draw(_ drawable: AnyObject, layout: TextLayout, lineOrigins origins: [CGPoint], in context: CGContext) {
        guard let shaped = drawable as? PangoLayoutHandle else { return }
        // Shadows first, under the glyphs (PangoTextEngine+Effects.swift).
        if layout.request.castsShadow { drawShadows(shaped, layout: layout, origins: origins, in: context) }
        let hasGlyphEffects = layout.request.hasGlyphEffects
        paintLines(layout: layout, origins: origins, in: context) { cr, alpha in
            if alpha < 1 { cairo_push_group(cr) }
            if hasGlyphEffects {
                self.drawRuns(cr, layout: shaped.layout.opaque, request: layout.request, origins: origins, backgrounds: true) { _ in true }
            } else {
                for (index, origin) in origins.enumerated() {
                    guard let line = pango_layout_get_line_readonly(shaped.layout.opaque, Int32(index)) else { break }
                    cairo_move_to(cr, Double(origin.x), Double(origin.y))
                    pango_cairo_show_layout_line(cr, line)
                }
            }
            self.drawDecorations(cr, layout: shaped.layout.opaque, request: layout.request, origins: origins)
            if alpha < 1 {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, Double(alpha))
            }
        }
    }

    func draw(
        _ drawable: AnyObject, layout: TextLayout, lineOrigins origins: [CGPoint], outlineWidth: CGFloat,
        in context: CGContext
    ) {
        guard outlineWidth != 0, outlineWidth.isFinite else {
            draw(drawable, layout: layout, lineOrigins: origins, in: context)
            return
        }
        guard let shaped = drawable as? PangoLayoutHandle else { return }
        paintLines(layout: layout, origins: origins, in: context) { cr, alpha in
            // A group of its own, so the cleared stroke of a thinned glyph removes only the
            // glyph's own ink (the group also keeps the operator and line settings inside).
            cairo_push_group(cr)
            for (index, origin) in origins.enumerated() {
                guard let line = pango_layout_get_line_readonly(shaped.layout.opaque, Int32(index)) else { break }
                cairo_move_to(cr, Double(origin.x), Double(origin.y))
                pango_cairo_layout_line_path(cr, line)
            }
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_width(cr, Double(abs(outlineWidth)))
            cairo_fill_preserve(cr)
            if outlineWidth < 0 { cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR) }
            cairo_stroke(cr)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(alpha))
        }
    }

    /// Paints `layout` through `context`, now or when a backing store first needs its pixels
    /// (it draws from the shaped layout it holds, never changed after shaping): `body` runs
    /// under the engine's lock with Cairo's source set to the request's shared colour (runs
    /// without a colour attribute draw in it), black when runs differ.
    /// With `shadowOnly`, only the shadow of what `body` draws is painted (see
    /// `CGContext.paintShapedText`).
    func paintLines(
        layout: TextLayout, origins: [CGPoint], in context: CGContext, shadowOnly: Bool = false,
        _ body: @escaping (_ cr: OpaquePointer, _ alpha: CGFloat) -> Void
    ) {
        guard let firstRun = layout.request.runs.first else { return }
        let color = firstRun.style.foreground
        context.paintShapedText(
            layout.request.text, origin: origins.first ?? .zero, fontName: firstRun.style.font.family,
            fontSize: firstRun.style.font.size,
            color: CGColor(srgbRed: color.red, green: color.green, blue: color.blue, alpha: color.alpha), shadowOnly: shadowOnly
        ) { [self] cr, alpha in
            lock.withLock {
                let shared = TextDrawingColor.shared(by: layout.request) ?? .black
                cairo_set_source_rgba(cr, shared.red, shared.green, shared.blue, shared.alpha)
                body(cr, alpha)
            }
        }
    }

    func caretX(_ drawable: AnyObject, layout: TextLayout, utf16Offset: Int) -> CGFloat {
        guard let shaped = drawable as? PangoLayoutHandle else { return 0 }
        let text = layout.request.text
        let units = text.utf16
        let clamped = min(max(utf16Offset, 0), units.count)
        // An offset inside a surrogate pair rounds down to the pair's start.
        let index = units.index(units.startIndex, offsetBy: clamped).samePosition(in: text.unicodeScalars)
            ?? text.unicodeScalars.index(before: units.index(units.startIndex, offsetBy: clamped))
        let byte = text.utf8.distance(from: text.utf8.startIndex, to: index)
        return lock.withLock {
            var strong = PangoRectangle()
            pango_layout_get_cursor_pos(shaped.layout.opaque, Int32(byte), &strong, nil)
            return points(strong.x)
        }
    }

    func caretRect(_ drawable: AnyObject, layout: TextLayout, utf16Offset: Int) -> CGRect {
        guard let shaped = drawable as? PangoLayoutHandle else { return .zero }
        let byte = Self.byteIndex(of: utf16Offset, in: layout.request.text)
        return lock.withLock {
            var strong = PangoRectangle()
            pango_layout_get_cursor_pos(shaped.layout.opaque, Int32(byte), &strong, nil)
            return CGRect(x: points(strong.x), y: points(strong.y), width: 0, height: points(strong.height))
        }
    }

    func utf16Offset(_ drawable: AnyObject, layout: TextLayout, at point: CGPoint) -> Int {
        guard let shaped = drawable as? PangoLayoutHandle else { return 0 }
        let text = layout.request.text
        let (byte, trailing): (Int32, Int32) = lock.withLock {
            var index: Int32 = 0
            var trailing: Int32 = 0
            let scale = Double(PANGO_SCALE)
            pango_layout_xy_to_index(
                shaped.layout.opaque, Int32((Double(point.x) * scale).rounded()), Int32((Double(point.y) * scale).rounded()),
                &index, &trailing)
            return (index, trailing)
        }
        let utf8 = text.utf8
        let clampedByte = min(max(Int(byte), 0), utf8.count)
        var index = utf8.index(utf8.startIndex, offsetBy: clampedByte)
        // `trailing` counts the grapheme's characters the point is past: the boundary after it.
        if trailing > 0, index < text.endIndex {
            index = text[index...].index(after: text[index...].startIndex)
        }
        let scalarIndex = index.samePosition(in: text.unicodeScalars) ?? index
        return text.utf16.distance(from: text.utf16.startIndex, to: scalarIndex)
    }

    /// The UTF-8 byte index Pango uses for the UTF-16 offset `utf16Offset` of `text` (clamped;
    /// an offset inside a surrogate pair rounds down to the pair's start).
    private static func byteIndex(of utf16Offset: Int, in text: String) -> Int {
        let units = text.utf16
        let clamped = min(max(utf16Offset, 0), units.count)
        let index = units.index(units.startIndex, offsetBy: clamped).samePosition(in: text.unicodeScalars)
            ?? text.unicodeScalars.index(before: units.index(units.startIndex, offsetBy: clamped))
        return text.utf8.distance(from: text.utf8.startIndex, to: index)
    }

    // MARK: Shaping (lock held)

    /// Shapes `request`; ink extents (which cost a pass over every glyph's outline box) only
    /// when `measuresInk`, otherwise the layout's ink bounds are its logical box.
    private func shape(_ request: TextLayoutRequest, measuresInk: Bool) -> (layout: TextLayout, drawable: AnyObject) {
        let text = request.text
        let isRightToLeft = TextDirection.firstStrongIsRightToLeft(text)
        let context = isRightToLeft ? rightToLeft : leftToRight
        let layout = GObjectHandle(adopting: UnsafeMutableRawPointer(pango_layout_new(context.opaque)!))
        let handle = layout.opaque
        pango_layout_set_auto_dir(handle, 0)
        pango_layout_set_alignment(handle, PANGO_ALIGN_LEFT)
        // A native string is contiguous, NUL-terminated UTF-8: Pango reads it in place.
        var utf8Text = text
        let hasTab = utf8Text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { pango_layout_set_text(handle, $0.baseAddress, Int32(bytes.count)) }
            return bytes.baseAddress.map { memchr($0, 9, bytes.count) != nil } ?? false
        }
        if hasTab { setTabs(handle, request.paragraph) }
        let attributes = addAttributes(request, layout: handle)
        if let attributes { pango_layout_set_attributes(handle, attributes.handle) }
        reportUnsupportedAttributes(request)
        configure(handle, for: request)

        // One pass over the lines: their boxes, and the widest and the bottom of those shown.
        // The first line is kept inline by the layout; an array only for the lines after it.
        var firstLine: TextLine?
        var laterLines: [TextLine] = []
        var widest: CGFloat = 0
        var width: CGFloat = 0
        var height: CGFloat = 0
        var lineCount = 0
        // Line heights, spacing and indents are applied here rather than by Pango, so they
        // follow UIKit: extra height goes above the text, paragraph spacing between paragraphs.
        let paragraph = request.paragraph
        let left = paragraph.leftIndent
        var y: CGFloat = 0
        if let iterator = pango_layout_get_iter(handle) {
            defer { pango_layout_iter_free(iterator) }
            let limit = request.maximumLines > 0 ? request.maximumLines : Int.max
            repeat {
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, nil, &logical)
                let natural = points(logical.height)
                let ascent = points(pango_layout_iter_get_baseline(iterator)) - points(logical.y)
                if lineCount > 0 {
                    y += paragraph.lineSpacing
                    if let pangoLine = pango_layout_iter_get_line_readonly(iterator), pango_layout_line_is_paragraph_start(pangoLine) != 0 {
                        y += paragraph.paragraphSpacing + paragraph.paragraphSpacingBefore
                    }
                }
                var lineHeight = natural
                if paragraph.lineHeightMultiple > 0 { lineHeight *= paragraph.lineHeightMultiple }
                if paragraph.minimumLineHeight > 0 { lineHeight = max(lineHeight, paragraph.minimumLineHeight) }
                if paragraph.maximumLineHeight > 0 { lineHeight = min(lineHeight, paragraph.maximumLineHeight) }
                let line = TextLine(
                    x: points(logical.x) + left, width: points(logical.width), top: y, height: lineHeight,
                    baseline: y + lineHeight - natural + ascent)
                y += lineHeight
                widest = max(widest, line.x + line.width)
                lineCount += 1
                if lineCount <= limit {
                    if firstLine == nil { firstLine = line } else { laterLines.append(line) }
                    width = max(width, line.x + line.width)
                    height = line.top + line.height
                }
            } while pango_layout_iter_next_line(iterator) != 0
        }
        var ink = PangoRectangle(x: 0, y: 0, width: pangoUnits(width), height: pangoUnits(height))
        if measuresInk { pango_layout_get_extents(handle, &ink, nil) }
        let ellipsized = request.paragraph.lineBreak.isTruncating && request.maximumLines > 0 && pango_layout_is_ellipsized(handle) != 0
        let shownCount = firstLine == nil ? 0 : 1 + laterLines.count
        let truncated = ellipsized || shownCount < lineCount
        let result = TextLayout(
            request: request, firstLine: firstLine, laterLines: laterLines, size: CGSize(width: width, height: height), widestLine: widest,
            inkBounds: CGRect(x: points(ink.x), y: points(ink.y), width: points(ink.width), height: points(ink.height)),
            unknownGlyphCount: Int(pango_layout_get_unknown_glyphs_count(handle)), isTruncated: truncated,
            isRightToLeft: isRightToLeft)
        return (result, PangoLayoutHandle(layout: layout, attributes: attributes, live: live))
    }

    /// Width, wrapping, ellipsizing and paragraph settings.
    private func configure(_ layout: OpaquePointer, for request: TextLayoutRequest) {
        let paragraph = request.paragraph
        // Lines run from the least indent to the tail indent; Pango sees that span.
        if paragraph.lineBreak != .clip, let end = paragraph.lineEnd(width: request.width) {
            let span = max(end - paragraph.leftIndent, 0)
            pango_layout_set_width(layout, pangoUnits(span, rule: .down))
        } else {
            pango_layout_set_width(layout, -1)
        }
        switch paragraph.lineBreak {
        case .word, .clip:
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        case .character:
            pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
        case .truncateHead, .truncateMiddle, .truncateTail:
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if request.maximumLines > 0 {
                let mode: PangoEllipsizeMode =
                    paragraph.lineBreak == .truncateHead
                    ? PANGO_ELLIPSIZE_START : paragraph.lineBreak == .truncateMiddle ? PANGO_ELLIPSIZE_MIDDLE : PANGO_ELLIPSIZE_END
                pango_layout_set_ellipsize(layout, mode)
                pango_layout_set_height(layout, Int32(clamping: -request.maximumLines))
            }
        }
        if paragraph.justified { pango_layout_set_justify(layout, 1) }
        pango_layout_set_indent(layout, pangoUnits(paragraph.firstLineHeadIndent - paragraph.headIndent))
    }

    /// Tab stops in Pango's terms: from the left of the least indented line; stops every
    /// `defaultTabInterval` follow the last one (Pango itself repeats the last spacing).
    private func setTabs(_ layout: OpaquePointer, _ paragraph: TextParagraph) {
        var stops = paragraph.tabStops
        let interval = paragraph.defaultTabInterval
        if interval > 0 {
            var next = (((stops.last?.location ?? 0) / interval).rounded(.down) + 1) * interval
            while stops.count < 64 {
                stops.append(TextTab(location: next, alignment: .left))
                next += interval
            }
        }
        guard !stops.isEmpty, let tabs = pango_tab_array_new(Int32(stops.count), 0) else { return }
        defer { pango_tab_array_free(tabs) }
        for (index, stop) in stops.enumerated() {
            let alignment: PangoTabAlign
            switch stop.alignment {
            case .left: alignment = PANGO_TAB_LEFT
            case .right: alignment = PANGO_TAB_RIGHT
            case .center: alignment = PANGO_TAB_CENTER
            }
            pango_tab_array_set_tab(tabs, Int32(index), alignment, pangoUnits(max(stop.location - paragraph.leftIndent, 0)))
        }
        pango_layout_set_tabs(layout, tabs)
    }

    /// One attribute per style property, over each run's bytes. A font or colour shared by
    /// every run is set once instead (the layout's font description; the Cairo source colour
    /// when drawing), which spares Pango splitting runs by attributes.
    private func addAttributes(_ request: TextLayoutRequest, layout: OpaquePointer) -> PangoAttributeListHandle? {
        var start = 0
        var made: PangoAttributeListHandle?
        var list: PangoAttributeListHandle {
            if let made { return made }
            let new = PangoAttributeListHandle()
            made = new
            return new
        }
        let sharedFont = request.runs.first.map { first in request.runs.allSatisfy { $0.style.font == first.style.font } } ?? false
        // Runs drawn one by one (outlined, skewed, casting shadows) need Pango items that end
        // where they do: their own colour attribute each splits the items there.
        let sharedColor = TextDrawingColor.shared(by: request) != nil && !request.hasGlyphEffects && !request.castsShadow
        if sharedFont, let font = request.runs.first?.style.font {
            // Pango copies the description.
            pango_layout_set_font_description(layout, fontDescription(font).handle)
        }
        for run in request.runs {
            let end = start + run.text.utf8.count
            defer { start = end }
            guard end > start else { continue }
            let style = run.style
            if !sharedFont {
                list.insert(pango_attr_font_desc_new(fontDescription(style.font).handle), start: start, end: end)
            }
            if let features = style.fontFeatures { list.insert(pango_attr_font_features_new(features), start: start, end: end) }
            let fg = style.foreground
            if !sharedColor {
                list.insert(pango_attr_foreground_new(channel(fg.red), channel(fg.green), channel(fg.blue)), start: start, end: end)
                if fg.alpha < 1 { list.insert(pango_attr_foreground_alpha_new(channel(fg.alpha)), start: start, end: end) }
            }
            if let bg = style.background {
                list.insert(pango_attr_background_new(channel(bg.red), channel(bg.green), channel(bg.blue)), start: start, end: end)
                if bg.alpha < 1 { list.insert(pango_attr_background_alpha_new(channel(bg.alpha)), start: start, end: end) }
            }
            let spacing = style.letterSpacing
            if spacing != 0 { list.insert(pango_attr_letter_spacing_new(pangoUnits(spacing)), start: start, end: end) }
            if style.baselineOffset != 0 { list.insert(pango_attr_rise_new(pangoUnits(style.baselineOffset)), start: start, end: end) }
            if let box = style.attachment { addAttachmentShapes(box, text: run.text, at: start, to: list) }
        }
        // A word too long for its line breaks between characters with no hyphen, as UIKit's
        // text does by default (a paragraph style's hyphenation factor of 0); Pango would
        // otherwise add one at each break inside a word. Only a layout that can wrap needs it.
        let paragraph = request.paragraph
        if start > 0, paragraph.lineBreak != .clip, paragraph.lineEnd(width: request.width) != nil {
            list.insert(pango_attr_insert_hyphens_new(0), start: 0, end: start)
        }
        return made
    }

    /// The Pango description of `font`, made once (the last one asked for is checked first:
    /// runs of one label, and labels one after another, mostly share a font).
    private func fontDescription(_ font: FontSpec) -> PangoFontDescriptionHandle {
        if let last = lastDescription, last.font == font { return last.description }
        let description = descriptions[font] ?? PangoFontDescriptionHandle(font)
        descriptions[font] = description
        lastDescription = (font, description)
        return description
    }

    // MARK: Fonts (lock held)

    /// Where `font` puts its underline and strikethrough, asked once.
    func decorationMetrics(for font: FontSpec) -> DecorationMetrics {
        if let known = decorations[font] { return known }
        var result = DecorationMetrics(
            underlinePosition: -font.size * 0.1, underlineThickness: font.size / 17,
            strikethroughPosition: font.size * 0.3, strikethroughThickness: font.size / 17)
        let description = fontDescription(font)
        let loadedFont = withExtendedLifetime(description) {
            pango_font_map_load_font(fontMap.raw.assumingMemoryBound(to: PangoFontMap.self), leftToRight.opaque, description.handle)
        }
        if let loaded = loadedFont {
            let owned = GObjectHandle(adopting: UnsafeMutableRawPointer(loaded))
            if let metrics = PangoFontMetricsHandle(loaded) {
                let thickness = points(pango_font_metrics_get_underline_thickness(metrics.handle))
                let strikeThickness = points(pango_font_metrics_get_strikethrough_thickness(metrics.handle))
                if thickness > 0 { result.underlineThickness = thickness }
                if strikeThickness > 0 { result.strikethroughThickness = strikeThickness }
                result.underlinePosition = points(pango_font_metrics_get_underline_position(metrics.handle))
                result.strikethroughPosition = points(pango_font_metrics_get_strikethrough_position(metrics.handle))
                withExtendedLifetime(metrics) {}
            }
            withExtendedLifetime(owned) {}
        }
        decorations[font] = result
        return result
    }

    private func measureFont(_ font: FontSpec) -> FontMetrics {
        let description = fontDescription(font)
        var ascender = font.size * 0.8
        var descender = -font.size * 0.2
        var height = font.size * 1.2
        let loadedFont = withExtendedLifetime(description) {
            pango_font_map_load_font(fontMap.raw.assumingMemoryBound(to: PangoFontMap.self), leftToRight.opaque, description.handle)
        }
        if let loaded = loadedFont {
            let owned = GObjectHandle(adopting: UnsafeMutableRawPointer(loaded))
            if let metrics = PangoFontMetricsHandle(loaded) {
                ascender = points(pango_font_metrics_get_ascent(metrics.handle))
                descender = -points(pango_font_metrics_get_descent(metrics.handle))
                height = points(pango_font_metrics_get_height(metrics.handle))
                withExtendedLifetime(metrics) {}
            }
            withExtendedLifetime(owned) {}
        }
        let style = TextStyle(font: font)
        let capHeight = inkHeightAboveBaseline("H", style) ?? ascender * 0.7
        let xHeight = inkHeightAboveBaseline("x", style) ?? ascender * 0.5
        let leading = max(0, height - (ascender - descender))
        return FontMetrics(ascender: ascender, descender: descender, leading: leading, capHeight: capHeight, xHeight: xHeight)
    }

    /// How far the ink of `glyph` rises above the baseline.
    private func inkHeightAboveBaseline(_ glyph: String, _ style: TextStyle) -> CGFloat? {
        let (layout, _) = shape(TextLayoutRequest(runs: [TextRun(text: glyph, style: style)]), measuresInk: true)
        guard let baseline = layout.firstLine?.baseline, layout.inkBounds.height > 0 else { return nil }
        return baseline - layout.inkBounds.minY
    }

    // MARK: Units

    private func points(_ units: Int32) -> CGFloat { CGFloat(units) / CGFloat(PANGO_SCALE) }

    /// `value` points in Pango units, saturating at the ends of Pango's 32-bit range (the
    /// product is clamped while still a floating-point number, which integer conversion
    /// could not represent past 9.2e18).
    private func pangoUnits(_ value: CGFloat, rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int32 {
        guard value.isFinite else { return 0 }
        let scaled = (value * CGFloat(PANGO_SCALE)).rounded(rule)
        if scaled >= CGFloat(Int32.max) { return .max }
        if scaled <= CGFloat(Int32.min) { return .min }
        return Int32(scaled)
    }

    private func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
}

/// The foreground colour every run of a request shares, if they share one.
enum TextDrawingColor {
    static func shared(by request: TextLayoutRequest) -> TextColor? {
        guard let first = request.runs.first?.style.foreground else { return nil }
        return request.runs.allSatisfy { $0.style.foreground == first } ? first : nil
    }
}
