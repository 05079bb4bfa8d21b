import Foundation

/// A colour as text attributes carry it: straight (not premultiplied) sRGB components, 0…1.
package struct TextColor: Hashable, Sendable {
    package var red: Double, green: Double, blue: Double, alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    package static let black = TextColor(red: 0, green: 0, blue: 0, alpha: 1)
}

/// The look of one run of text, resolved from attributed-string attributes.
package struct TextStyle: Hashable, Sendable {
    package var font: FontSpec
    package var foreground: TextColor
    package var background: TextColor?
    /// Extra space after each character, in points.
    package var kern: CGFloat = 0
    /// `NSUnderlineStyle` raw values (0: none).
    package var underline: Int = 0
    package var strikethrough: Int = 0
    /// Points above the baseline (negative: below).
    package var baselineOffset: CGFloat = 0
    /// The colours of the underline and the strikethrough (nil: the foreground's).
    package var underlineColor: TextColor?
    package var strikethroughColor: TextColor?
    /// The inline object each attachment character (U+FFFC) of the run stands for.
    package var attachment: TextAttachmentBox?
    /// The shadow the glyphs and decorations cast (nil: none); drawing only.
    package var shadow: TextShadow?
    /// The outline's width in percent of the point size: positive strokes alone (hollow
    /// glyphs), negative fills and strokes; drawing only.
    package var strokeWidth: CGFloat = 0
    /// The outline's colour (nil: the foreground's).
    package var strokeColor: TextColor?
    /// The glyphs' skew: x moves by this times the height above the baseline; drawing only.
    package var obliqueness: CGFloat = 0
    /// The log of the glyphs' horizontal stretch (not drawn; see TextStyle+Effects.swift).
    package var expansion: CGFloat = 0
    /// Points added after each character in place of ``kern`` when nonzero.
    package var tracking: CGFloat = 0
    /// The `.ligature` value (0: none, 1: the default ones); nil when not set.
    package var ligature: Int?

    package init(font: FontSpec, foreground: TextColor = .black) {
        self.font = font
        self.foreground = foreground
    }

    /// Hashes the fields that usually differ between styles (equality still compares all):
    /// the layout cache hashes every request it is asked for.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(font.size)
        hasher.combine(font.weight &+ (font.italic ? 1 : 0))
        hasher.combine(foreground.red)
        hasher.combine(underline &+ strikethrough &* 31)
    }
}

/// A run of text with one style.
package struct TextRun: Hashable, Sendable {
    package var text: String
    /// The style, kept out of line (runs of many requests share one).
    package private(set) var sharedStyle: SharedTextValue<TextStyle>

    package var style: TextStyle {
        get { sharedStyle.value }
        set { sharedStyle = SharedTextValue(newValue) }
    }

    package init(text: String, style: TextStyle) {
        self.text = text
        sharedStyle = SharedTextValue(style)
    }

    /// A run in a style shared with other runs (a label's requests, one after another).
    package init(text: String, sharedStyle: SharedTextValue<TextStyle>) {
        self.text = text
        self.sharedStyle = sharedStyle
    }
}

/// How lines are broken or shortened when the text is wider than the layout width.
package enum TextLineBreak: Hashable, Sendable {
    /// Break between words; a word wider than the line breaks between characters.
    case word
    /// Break between any two characters.
    case character
    /// No wrapping: lines run past the width and are clipped when drawn.
    case clip
    /// One line per allowed line, shortened with "…" at the start, middle or end.
    case truncateHead, truncateMiddle, truncateTail

    /// Whether lines are shortened with "…".
    package var isTruncating: Bool {
        switch self {
        case .truncateHead, .truncateMiddle, .truncateTail: return true
        case .word, .character, .clip: return false
        }
    }
}

/// A tab stop: `location` points from the left edge of the layout.
package struct TextTab: Hashable, Sendable {
    package enum Alignment: Hashable, Sendable { case left, right, center }
    package var location: CGFloat
    package var alignment: Alignment

    package init(location: CGFloat, alignment: Alignment) {
        self.location = location
        self.alignment = alignment
    }
}

/// Paragraph settings the layout depends on (alignment other than justification is applied
/// when drawing, so it is not part of the layout).
package struct TextParagraph: Hashable, Sendable {
    package var lineBreak: TextLineBreak = .word
    package var justified = false
    package var lineSpacing: CGFloat = 0
    package var paragraphSpacing: CGFloat = 0
    package var firstLineHeadIndent: CGFloat = 0
    package var headIndent: CGFloat = 0
    package var minimumLineHeight: CGFloat = 0
    package var maximumLineHeight: CGFloat = 0
    package var paragraphSpacingBefore: CGFloat = 0
    /// Positive: the lines' right end, from the left edge; zero or negative: from the right edge.
    package var tailIndent: CGFloat = 0
    /// 0: natural line heights.
    package var lineHeightMultiple: CGFloat = 0
    /// Sorted by location; UIKit's default is 12 left stops every 28 points.
    package var tabStops: [TextTab] = TextParagraph.defaultTabStops
    package var defaultTabInterval: CGFloat = 0

    package static let defaultTabStops = (1...12).map { TextTab(location: CGFloat($0) * 28, alignment: .left) }

    package init() {}

    /// The left edge of the lines least indented (the first's or the others').
    package var leftIndent: CGFloat { min(firstLineHeadIndent, headIndent) }

    /// Where lines end (from the layout's left edge) in a box `width` wide; nil: no limit.
    package func lineEnd(width: CGFloat?) -> CGFloat? {
        if tailIndent > 0 { return width.map { min($0, tailIndent) } ?? tailIndent }
        return width.map { $0 + tailIndent }
    }

    /// Hashes a few fields (equality still compares all): most requests share one paragraph.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(lineBreak)
        hasher.combine(lineSpacing)
    }

    /// The default paragraph with each line break, made once: requests with default
    /// settings (most labels) refer to these instead of keeping a copy each.
    private static let sharedDefaults: [SharedTextValue<TextParagraph>] = [
        TextLineBreak.word, .character, .clip, .truncateHead, .truncateMiddle, .truncateTail,
    ].map { lineBreak in
        var paragraph = TextParagraph()
        paragraph.lineBreak = lineBreak
        return SharedTextValue(paragraph)
    }

    /// `paragraph` kept out of line: one of the shared defaults when it equals one.
    static func shared(_ paragraph: TextParagraph) -> SharedTextValue<TextParagraph> {
        let candidate = sharedDefault(paragraph.lineBreak)
        return candidate.value == paragraph ? candidate : SharedTextValue(paragraph)
    }

    /// The default paragraph with `lineBreak`, kept once.
    static func sharedDefault(_ lineBreak: TextLineBreak) -> SharedTextValue<TextParagraph> {
        let index: Int
        switch lineBreak {
        case .word: index = 0
        case .character: index = 1
        case .clip: index = 2
        case .truncateHead: index = 3
        case .truncateMiddle: index = 4
        case .truncateTail: index = 5
        }
        return sharedDefaults[index]
    }
}

/// Everything a layout depends on: the key of the layout cache.
package struct TextLayoutRequest: Hashable, Sendable {
    package var runs: [TextRun]
    /// The paragraph settings, kept out of line (most requests share a default one).
    private var sharedParagraph: SharedTextValue<TextParagraph>
    package var paragraph: TextParagraph {
        get { sharedParagraph.value }
        set { sharedParagraph = TextParagraph.shared(newValue) }
    }
    /// The wrapping width in points; nil for unlimited (one line per paragraph).
    package var width: CGFloat?
    /// The most lines shown; 0 for no limit.
    package var maximumLines: Int

    package init(runs: [TextRun], paragraph: TextParagraph = TextParagraph(), width: CGFloat? = nil, maximumLines: Int = 0) {
        self.runs = runs
        sharedParagraph = TextParagraph.shared(paragraph)
        self.width = width
        self.maximumLines = maximumLines
    }

    /// A request whose paragraph settings are already kept out of line.
    package init(runs: [TextRun], sharedParagraph: SharedTextValue<TextParagraph>, width: CGFloat?, maximumLines: Int) {
        self.runs = runs
        self.sharedParagraph = sharedParagraph
        self.width = width
        self.maximumLines = maximumLines
    }

    /// The whole text.
    package var text: String { runs.count == 1 ? runs[0].text : runs.map(\.text).joined() }

    /// The same request without a width: the key under which layouts of one content at
    /// different widths are found.
    package var contentKey: TextLayoutRequest {
        var key = self
        key.width = nil
        return key
    }
}
