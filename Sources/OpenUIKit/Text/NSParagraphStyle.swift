import Foundation

/// Settings that apply to whole paragraphs: alignment, line breaking, spacing and indents.
/// Immutable; ``NSMutableParagraphStyle`` is the editable kind.
/// - Note: See https://developer.apple.com/documentation/uikit/nsparagraphstyle
// Limitation: tab stops, hyphenation, writing direction and line height multiples are not
// modelled; `headIndent` only offsets the first line relative to the others, `tailIndent`
// is ignored, and `paragraphSpacing(Before)` is not applied. Minimum and maximum line heights
// set one exact line height (the maximum when both are set).
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    struct Values: Hashable {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
    }

    var values = Values()

    public override init() { super.init() }

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// Natural alignment, word wrapping, no spacing or indents.
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open var alignment: NSTextAlignment { values.alignment }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Extra space between lines of a paragraph.
    open var lineSpacing: CGFloat { values.lineSpacing }
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// Indent of a paragraph's first line from the leading edge.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// Indent of the other lines.
    open var headIndent: CGFloat { values.headIndent }
    open var tailIndent: CGFloat { values.tailIndent }
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }

    /// An editable copy.
    open override func mutableCopy() -> Any { NSMutableParagraphStyle(values: values) }

    open override func copy() -> Any { NSParagraphStyle(values: values) }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    open override var hash: Int { values.hashValue }

    /// The layout settings these values give.
    var textParagraph: TextParagraph {
        var paragraph = TextParagraph()
        paragraph.lineBreak = values.lineBreakMode.textLineBreak
        paragraph.justified = values.alignment == .justified
        paragraph.lineSpacing = finite(values.lineSpacing)
        paragraph.paragraphSpacing = finite(values.paragraphSpacing)
        paragraph.firstLineHeadIndent = finite(values.firstLineHeadIndent)
        paragraph.headIndent = finite(values.headIndent)
        paragraph.minimumLineHeight = finite(values.minimumLineHeight)
        paragraph.maximumLineHeight = finite(values.maximumLineHeight)
        return paragraph
    }

    private func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
}

/// A paragraph style whose settings can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }

    /// Takes every setting of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) { values = other.values }
}
