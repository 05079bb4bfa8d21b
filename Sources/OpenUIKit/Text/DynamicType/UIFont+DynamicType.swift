import Foundation

extension UIFont {
    /// The system font of a Dynamic Type style at the text size the user chose: the size and
    /// weight Apple's table gives the style at the current content size category.
    ///
    /// The category is that of `UITraitCollection.current` while it is set (layout, drawing,
    /// trait callbacks, `performAsCurrent`), otherwise the application's
    /// ``UIApplication/preferredContentSizeCategory``, otherwise large.
    /// - Note: See https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font of a Dynamic Type style at the content size category of
    /// `traitCollection` (when it specifies one; otherwise as ``preferredFont(forTextStyle:)``).
    /// - Note: See https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:compatiblewith:)
    // Limitation: only the content size category of the traits is read; a bold legibility
    // weight does not make the font heavier.
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = UIContentSizeCategory.dynamicTypeCategory(for: traitCollection)
        let size = DynamicTypeTable.size(of: style, at: category)
        let weight = DynamicTypeTable.weight(of: style)
        return UIFont(
            spec: FontSpec(family: systemFamily, weight: weight.cssWeight, size: size), dynamicType: .textStyle(style))
    }

}
