internal import CPangoCairo
import Foundation
import OpenCoreGraphics

/// Where a font puts its underline and strikethrough: offsets above the baseline (an
/// underline's is usually negative) of the line's top edge, and thicknesses, in points.
struct DecorationMetrics {
    var underlinePosition: CGFloat
    var underlineThickness: CGFloat
    var strikethroughPosition: CGFloat
    var strikethroughThickness: CGFloat
}

extension PangoTextEngine {
    /// Draws the underlines and strikethroughs of `request`'s runs on the lines placed at
    /// `origins` (lock held). Drawn here rather than by Pango, which has no dotted, dashed or
    /// thick lines, no per-word underlining, and no way to tell a line from the text's colour
    /// that is not the layout's own.
    func drawDecorations(_ cr: OpaquePointer, layout: OpaquePointer, request: TextLayoutRequest, origins: [CGPoint]) {
        guard request.runs.contains(where: { $0.style.underline != 0 || $0.style.strikethrough != 0 }) else { return }
        let text = Array(request.text.utf8)
        var start = 0
        var ranges: [(start: Int, end: Int, style: TextStyle)] = []
        for run in request.runs {
            let end = start + run.text.utf8.count
            let style = run.style
            if style.underline != 0 || style.strikethrough != 0 { ranges.append((start, end, style)) }
            start = end
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        for (index, origin) in origins.enumerated() {
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { break }
            let lineStart = Int(line.pointee.start_index)
            let lineEnd = lineStart + Int(line.pointee.length)
            for range in ranges {
                var from = max(range.start, lineStart)
                var to = min(range.end, lineEnd)
                // Line breaks and (for every style) the spaces a wrapped line ends with are not
                // underlined.
                while to > from, isBreakOrSpace(text[to - 1]) { to -= 1 }
                while from < to, text[from] == 0x0A || text[from] == 0x0D { from += 1 }
                guard to > from else { continue }
                let metrics = decorationMetrics(for: range.style.font)
                for segment in segments(text, from: from, to: to, byWord: range.style.underline & NSUnderlineStyle.byWord.rawValue != 0) {
                    let (left, right) = span(line, text: text, from: segment.from, to: segment.to)
                    let x0 = origin.x + left, x1 = origin.x + right
                    let style = range.style
                    if style.underline != 0 {
                        let color = style.underlineColor ?? style.foreground
                        strokeDecoration(
                            cr, style: style.underline, x0: x0, x1: x1, top: origin.y - metrics.underlinePosition,
                            thickness: metrics.underlineThickness, color: color, centred: false)
                    }
                    if style.strikethrough != 0 {
                        let color = style.strikethroughColor ?? style.foreground
                        strokeDecoration(
                            cr, style: style.strikethrough, x0: x0, x1: x1, top: origin.y - metrics.strikethroughPosition,
                            thickness: metrics.strikethroughThickness, color: color, centred: true)
                    }
                }
            }
        }
    }

    /// One decoration line (two for `.double`) from `x0` to `x1` whose top edge is at `top`:
    /// `.thick` doubles the thickness; patterns dash it. A double strikethrough is centred on
    /// the font's strikethrough line.
    // UIKit divergence: UIKit does not publish its pattern lengths; in multiples of the line's
    // thickness here: dot 1 on 1 off, dash 4 on 2 off, dash-dot 4-2-1-2, dash-dot-dot 4-2-1-2-1-2.
    private func strokeDecoration(
        _ cr: OpaquePointer, style: Int, x0: CGFloat, x1: CGFloat, top: CGFloat, thickness: CGFloat, color: TextColor, centred: Bool
    ) {
        let isDouble = style & 0xF == NSUnderlineStyle.double.rawValue
        let width = style & NSUnderlineStyle.thick.rawValue != 0 && !isDouble ? thickness * 2 : thickness
        let centres: [CGFloat]
        if !isDouble {
            centres = [top + width / 2]
        } else if centred {
            centres = [top + width / 2 - width, top + width / 2 + width]
        } else {
            centres = [top + width / 2, top + width * 2.5]
        }
        let pattern: [Double]
        switch style & 0x0F00 {
        case NSUnderlineStyle.patternDot.rawValue: pattern = [1, 1]
        case NSUnderlineStyle.patternDash.rawValue: pattern = [4, 2]
        case NSUnderlineStyle.patternDashDot.rawValue: pattern = [4, 2, 1, 2]
        case NSUnderlineStyle.patternDashDotDot.rawValue: pattern = [4, 2, 1, 2, 1, 2]
        default: pattern = []
        }
        let dashes = pattern.map { $0 * Double(width) }
        dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
        cairo_set_line_width(cr, Double(width))
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        for centre in centres {
            cairo_move_to(cr, Double(x0), Double(centre))
            cairo_line_to(cr, Double(x1), Double(centre))
        }
        cairo_stroke(cr)
    }

    /// The byte ranges to decorate: the whole range, or each word of it (runs of bytes that
    /// are not spaces or tabs) for `.byWord`.
    private func segments(_ text: [UInt8], from: Int, to: Int, byWord: Bool) -> [(from: Int, to: Int)] {
        guard byWord else { return [(from, to)] }
        var result: [(from: Int, to: Int)] = []
        var wordStart: Int?
        for index in from..<to {
            if isBreakOrSpace(text[index]) {
                if let begun = wordStart { result.append((begun, index)) }
                wordStart = nil
            } else if wordStart == nil {
                wordStart = index
            }
        }
        if let begun = wordStart { result.append((begun, to)) }
        return result
    }

    /// The left and right x (points, from the line's origin) of the bytes `from..<to` of a line.
    private func span(_ line: UnsafeMutablePointer<PangoLayoutLine>, text: [UInt8], from: Int, to: Int) -> (CGFloat, CGFloat) {
        var last = to - 1
        while last > from, text[last] & 0xC0 == 0x80 { last -= 1 }
        var a: Int32 = 0
        var b: Int32 = 0
        pango_layout_line_index_to_x(line, Int32(from), 0, &a)
        pango_layout_line_index_to_x(line, Int32(last), 1, &b)
        let scale = CGFloat(PANGO_SCALE)
        return (CGFloat(min(a, b)) / scale, CGFloat(max(a, b)) / scale)
    }

    private func isBreakOrSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
}
