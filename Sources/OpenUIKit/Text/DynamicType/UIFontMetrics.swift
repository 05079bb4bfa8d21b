import Foundation

/// Scales custom fonts and lengths the way a Dynamic Type text style grows and shrinks: by the
/// ratio of the style's size at a content size category to its size at the default (large).
///
/// ```swift
/// let font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont(name: "Inter-Bold", size: 18)!)
/// label.font = font
/// label.adjustsFontForContentSizeCategory = true   // re-scaled when the text size changes
/// ```
/// - Note: See https://developer.apple.com/documentation/uikit/uifontmetrics
// UIKit divergence: not an NSObject. Scaling is the plain ratio of the table's sizes; UIKit's
// curve for custom fonts is not published and may round differently.
// `@unchecked Sendable`: open, as in UIKit, so the checked form is not allowed; its one stored
// property is an immutable value and its members cannot be overridden outside the module.
// UIKit divergence: open as in UIKit, but its members are public, not open (docs/DIVERGENCES.md,
// "Classes UIKit declares `open`").
open class UIFontMetrics: @unchecked Sendable {
    /// The style whose growth this object follows.
    let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// Metrics that follow `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` scaled for the current content size category (see
    /// `UIFont.preferredFont(forTextStyle:)` for where the category comes from).
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the current category, no larger than `maximumPointSize` (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`'s content size category.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for `traitCollection`'s content size category, no larger than
    /// `maximumPointSize` (0: no limit). The result remembers how it was made, so a view with
    /// `adjustsFontForContentSizeCategory` scales it again when its category changes.
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let base = font
        let maximum = Self.checkedMaximum(maximumPointSize)
        var size = base.pointSize * factor(for: traitCollection)
        if maximum > 0 { size = min(size, maximum) }
        var spec = base.spec
        spec.size = UIFont.checkedSize(size, "UIFontMetrics.scaledFont(for:)")
        return UIFont(
            spec: spec, familyName: base.familyName, faceName: base.fontName,
            dynamicType: .scaled(textStyle, base: base, maximumPointSize: maximum))
    }

    /// `value` scaled for the current content size category.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for `traitCollection`'s content size category.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(for: traitCollection)
    }

    /// The style's size at the category over its size at large.
    private func factor(for traitCollection: UITraitCollection?) -> CGFloat {
        let category = UIContentSizeCategory.dynamicTypeCategory(for: traitCollection)
        return DynamicTypeTable.size(of: textStyle, at: category) / DynamicTypeTable.size(of: textStyle, at: .large)
    }

    /// A usable maximum: finite and not negative; anything else is logged and means no limit.
    private static func checkedMaximum(_ maximum: CGFloat) -> CGFloat {
        guard maximum.isFinite, maximum >= 0 else {
            CoreGraphicsLog.error("UIFontMetrics.scaledFont(for:maximumPointSize:)", "invalid maximum \(maximum); no limit")
            return 0
        }
        return maximum
    }
}
