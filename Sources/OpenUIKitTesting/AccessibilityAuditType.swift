import Foundation

/// The kinds of problem ``HeadlessApp/auditAccessibility(of:for:reporter:_:fileID:filePath:line:column:)`` looks for: the
/// categories of XCTest's `XCUIAccessibilityAuditType` under the same names, and three of the
/// test kit's own (``readingOrder``, ``duplicateLabels``, ``redundantDescription``).
///
/// Each category's exact rule is on its constant. Elements are what VoiceOver reads (see
/// ``HeadlessApp/accessibilityElements()``); "interactive" means an enabled `UIControl`, a view
/// with an enabled tap or long-press recognizer, or an element with the `.button`, `.link` or
/// `.adjustable` trait.
///
/// UIKit divergence: the raw values are the test kit's own bits, not XCTest's; compare
/// categories by name, never by number.
public struct AccessibilityAuditType: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt64

    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Text whose colour is too close to what is behind it. Measured on rendered pixels: the
    /// window is drawn with and without the text's layer contents, the most strongly covered
    /// text pixels are compared with the same pixels behind the text, and the WCAG 2 contrast
    /// ratio must be at least 4.5:1, or 3:1 for large text (18 pt and up, or bold from 14 pt).
    /// Disabled text is exempt, as WCAG exempts inactive components.
    public static let contrast = AccessibilityAuditType(rawValue: 1 << 0)
    /// Text that does not follow Dynamic Type: a label whose font is not a text-style font
    /// (`preferredFont(forTextStyle:)` or `UIFontMetrics`) adjusted by
    /// `adjustsFontForContentSizeCategory`, or a label whose text, once the screen is laid out
    /// again at the largest accessibility content size category through real trait
    /// propagation, is truncated or clipped (the category is restored afterwards).
    public static let dynamicType = AccessibilityAuditType(rawValue: 1 << 1)
    /// Something a person sees or can touch that VoiceOver cannot reach: a visible label with
    /// text, or an interactive view, that is not an accessibility element, not inside one, and
    /// holds none (and is not hidden from accessibility on purpose).
    public static let elementDetection = AccessibilityAuditType(rawValue: 1 << 2)
    /// An interactive element whose touch area, measured with the window's real `hitTest`
    /// along the lines through its centre, is narrower or shorter than 44 pt; or one that
    /// `hitTest` never reaches because another view covers it.
    public static let hitRegion = AccessibilityAuditType(rawValue: 1 << 3)
    /// An element VoiceOver cannot describe: no label (a text field's placeholder counts), a
    /// label that is a file or asset name (`icon_close`, `star.png`), or an interactive element
    /// whose label has no letter or digit.
    public static let sufficientElementDescription = AccessibilityAuditType(rawValue: 1 << 4)
    /// Text that does not fit its label at the current content size category: a single line
    /// wider than the label (after any font shrinking it allows), lines beyond
    /// `numberOfLines`, lines taller than the label, or a label cut off by a clipping ancestor
    /// that is not a scroll view.
    public static let textClipped = AccessibilityAuditType(rawValue: 1 << 5)
    /// An element whose traits misstate what it is: an interactive control or tappable view
    /// without the `.button`, `.link` or `.adjustable` trait; a control whose `.notEnabled` or
    /// `.selected` trait disagrees with its state; or `.button` and `.link` together.
    public static let trait = AccessibilityAuditType(rawValue: 1 << 6)
    /// A broken element hierarchy: an interactive element inside another element (VoiceOver
    /// stops at the outer one), a `UIAccessibilityElement` listed by a container that is not
    /// its `accessibilityContainer`, or a listed view that is not inside the container.
    public static let parentChild = AccessibilityAuditType(rawValue: 1 << 7)
    /// Test kit's own: an element a container lists in `accessibilityElements` right after one
    /// it is wholly above, or wholly before in the same row (leading to trailing), so
    /// VoiceOver reads against the layout.
    public static let readingOrder = AccessibilityAuditType(rawValue: 1 << 32)
    /// Test kit's own: two interactive elements with the same superview (or container) and
    /// the same label, which VoiceOver users cannot tell apart.
    public static let duplicateLabels = AccessibilityAuditType(rawValue: 1 << 33)
    /// Test kit's own: a label that repeats what a trait already announces: "button" on a
    /// `.button`, "link" on a `.link`, "image"/"picture"/"icon" on an `.image`, "heading" on a
    /// `.header`, "selected" on a `.selected` element.
    public static let redundantDescription = AccessibilityAuditType(rawValue: 1 << 34)

    /// Every category.
    public static let all = AccessibilityAuditType(rawValue: .max)

    /// The named categories, in declaration order.
    static let named: [(AccessibilityAuditType, String)] = [
        (.contrast, "contrast"), (.dynamicType, "dynamicType"), (.elementDetection, "elementDetection"),
        (.hitRegion, "hitRegion"), (.sufficientElementDescription, "sufficientElementDescription"),
        (.textClipped, "textClipped"), (.trait, "trait"), (.parentChild, "parentChild"),
        (.readingOrder, "readingOrder"), (.duplicateLabels, "duplicateLabels"),
        (.redundantDescription, "redundantDescription"),
    ]

    /// The names of the categories in the set (".all" for every bit).
    public var description: String {
        if self == .all { return ".all" }
        return "[" + Self.named.filter { contains($0.0) }.map { "." + $0.1 }.joined(separator: ", ") + "]"
    }
}
