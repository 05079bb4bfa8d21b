import Foundation
import OpenCoreGraphics

/// Settings that apply to whole paragraphs: alignment, line breaking, spacing and indents.
/// Immutable; ``NSMutableParagraphStyle`` is the editable kind.
/// - Note: See https://developer.apple.com/documentation/uikit/nsparagraphstyle
// Limitation: hyphenation and base writing direction are not modelled; the first paragraph
// style governs the whole text; indents and tab locations count from the left edge also in
// right-to-left text.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// Keeps Foundation's C core comparing paragraph styles in attributed strings through
    /// `isEqual(_:)`; must stay the first stored property (see ``FoundationTypeInfoSlot``).
    private let foundationTypeInfo = FoundationTypeInfoSlot()

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
        var lineHeightMultiple: CGFloat = 0
        var tabStops: [NSTextTab] = NSParagraphStyle.defaultTabStops
        var defaultTabInterval: CGFloat = 0
        var lineBreakStrategy: LineBreakStrategy = []
    }

    /// UIKit's default stops: 12 left tabs, 28 points apart.
    static let defaultTabStops = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }

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
    /// The natural line height is multiplied by this before the minimum and maximum apply
    /// (0: not multiplied).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The tab stops, by location (default: 12 left stops every 28 points).
    open var tabStops: [NSTextTab] { values.tabStops }
    /// The distance between the stops that follow the last of ``tabStops`` (0: none).
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }
    /// Refinements of where lines break (default `[]`: none); kept, not applied.
    open var lineBreakStrategy: LineBreakStrategy { values.lineBreakStrategy }

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
        paragraph.paragraphSpacingBefore = finite(values.paragraphSpacingBefore)
        paragraph.tailIndent = TextValueLimits.clamped(values.tailIndent)
        paragraph.lineHeightMultiple = finite(values.lineHeightMultiple)
        paragraph.tabStops = values.tabStops.map(\.textTab).sorted { $0.location < $1.location }
        paragraph.defaultTabInterval = finite(values.defaultTabInterval)
        return paragraph
    }

    /// Non-negative and within the engine's range (see ``TextValueLimits``).
    private func finite(_ value: CGFloat) -> CGFloat { max(TextValueLimits.clamped(value), 0) }
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

    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
    open override var tabStops: [NSTextTab] {
        get { values.tabStops }
        set { values.tabStops = newValue }
    }
    open override var defaultTabInterval: CGFloat {
        get { values.defaultTabInterval }
        set { values.defaultTabInterval = newValue }
    }
    open override var lineBreakStrategy: LineBreakStrategy {
        get { values.lineBreakStrategy }
        set {
            values.lineBreakStrategy = newValue
            // UIKit divergence: kept, not applied (docs/DIVERGENCES.md).
            if !newValue.isEmpty {
                CoreGraphicsLog.error(
                    "NSMutableParagraphStyle.lineBreakStrategy",
                    "\(newValue.rawValue) is kept but not applied; lines break as with []")
            }
        }
    }

    /// Adds `anObject` to the stops, kept in order of location.
    open func addTabStop(_ anObject: NSTextTab) {
        values.tabStops.append(anObject)
        values.tabStops.sort { $0.location < $1.location }
    }

    /// Removes the stops equal to `anObject` (same location and alignment).
    open func removeTabStop(_ anObject: NSTextTab) {
        values.tabStops.removeAll { $0.isEqual(anObject) }
    }

    /// Takes every setting of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) { values = other.values }
}
