import Foundation
import OpenCoreGraphics

/// Turns attributed strings into ``TextLayoutRequest``s: one run per attribute range, styles
/// resolved from UIKit's keys, the paragraph settings of the first paragraph style.
enum AttributedTextConversion {
    /// The font of text that has none.
    // UIKit divergence: TextKit's default is Helvetica 12; here it is the 12-point system font.
    static var defaultFont: UIFont { UIFont.systemFont(ofSize: 12) }

    /// Runs and the first paragraph style of `string`; `base` fills in what attributes omit.
    /// A range boundary that splits a surrogate pair (invalid UTF-16) becomes U+FFFD, with a
    /// log line, so the engine only ever sees valid text.
    static func runs(of string: NSAttributedString, base: TextStyle) -> (runs: [TextRun], paragraph: NSParagraphStyle?) {
        let length = string.length
        guard length > 0 else { return ([], nil) }
        let storage = string.string as NSString
        var runs: [TextRun] = []
        var paragraph: NSParagraphStyle?
        var reportedSurrogate = false
        string.enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            if paragraph == nil { paragraph = attributes[.paragraphStyle] as? NSParagraphStyle }
            if !reportedSurrogate && splitsSurrogatePair(storage, range) {
                reportedSurrogate = true
                CoreGraphicsLog.error(
                    "NSAttributedString", "invalid UTF-16 (a lone surrogate) at an attribute boundary; drawn as U+FFFD")
            }
            let text = sanitized(storage.substring(with: range))
            var runStyle = style(from: attributes, base: base)
            if let attachment = attributes[.attachment] as? NSTextAttachment {
                runStyle.attachment = TextAttachmentBox.resolve(attachment, characterIndex: range.location, style: runStyle)
            }
            runs.append(TextRun(text: text, style: runStyle))
        }
        return (merged(runs), paragraph)
    }

    /// The style `attributes` give over `base`.
    static func style(from attributes: [NSAttributedString.Key: Any], base: TextStyle) -> TextStyle {
        var style = base
        if let font = attributes[.font] as? UIFont { style.font = font.spec }
        let link = attributes[.link] != nil
        if let color = color(attributes[.foregroundColor]) {
            style.foreground = color
        } else if link {
            style.foreground = color(UIColor.link) ?? style.foreground
        }
        style.background = color(attributes[.backgroundColor])
        style.kern = TextValueLimits.clamped(number(attributes[.kern]) ?? 0)
        style.underline = integer(attributes[.underlineStyle]) ?? (link ? NSUnderlineStyle.single.rawValue : 0)
        style.strikethrough = integer(attributes[.strikethroughStyle]) ?? 0
        style.underlineColor = color(attributes[.underlineColor])
        style.strikethroughColor = color(attributes[.strikethroughColor])
        style.baselineOffset = TextValueLimits.clamped(number(attributes[.baselineOffset]) ?? 0)
        applyDrawingAttributes(attributes, to: &style)
        return style
    }

    /// A `UIColor`'s components (UIColor keeps sRGB ones, greys with equal ones): no
    /// `CGColor` and no dynamic cast.
    /// A colour's sRGB components for the text engine; a dynamic colour resolves with the
    /// current traits (the drawing view's).
    static func textColor(_ value: UIColor) -> TextColor {
        let color = value.resolvedForCurrentTraits()
        return TextColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    static func color(_ value: Any?) -> TextColor? {
        let cgColor: CGColor
        if let color = value as? UIColor {
            return textColor(color)
        } else if let color = value as? CGColor {
            cgColor = color
        } else {
            return nil
        }
        let c = cgColor.rgba
        return TextColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    static func number(_ value: Any?) -> CGFloat? {
        let result: CGFloat?
        switch value {
        case let v as CGFloat: result = v
        case let v as Double: result = CGFloat(v)
        case let v as Int: result = CGFloat(v)
        case let v as Float: result = CGFloat(v)
        case let v as NSNumber: result = CGFloat(v.doubleValue)
        default: result = nil
        }
        guard let result, result.isFinite else { return nil }
        return result
    }

    static func integer(_ value: Any?) -> Int? {
        switch value {
        case let v as NSUnderlineStyle: return v.rawValue
        case let v as Int: return v
        case let v as NSNumber: return v.intValue
        default: return nil
        }
    }

    /// `text` with NUL characters (which C strings would end at) replaced by U+FFFD.
    static func sanitized(_ text: String) -> String {
        // Native strings are contiguous UTF-8: a plain buffer scan instead of the generic view.
        let hasNUL =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.baseAddress.map { memchr($0, 0, bytes.count) != nil } ?? false
            } ?? text.utf8.contains(0)
        return hasNUL ? text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") : text
    }

    /// Whether `range` starts on a low surrogate or ends on a high one.
    private static func splitsSurrogatePair(_ string: NSString, _ range: NSRange) -> Bool {
        guard range.length > 0 else { return false }
        let first = string.character(at: range.location)
        let last = string.character(at: range.location + range.length - 1)
        return (0xDC00...0xDFFF).contains(first) || (0xD800...0xDBFF).contains(last)
    }

    /// Neighbouring runs of the same style joined (attributes the engine ignores split them).
    private static func merged(_ runs: [TextRun]) -> [TextRun] {
        var result: [TextRun] = []
        for run in runs {
            if let last = result.last, last.style == run.style {
                result[result.count - 1].text += run.text
            } else {
                result.append(run)
            }
        }
        return result
    }
}
