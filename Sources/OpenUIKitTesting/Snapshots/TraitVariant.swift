import Foundation
import OpenUIKit

/// One combination of traits a ``TraitMatrix`` renders a screen with.
public struct TraitVariant: Sendable, Hashable, CustomStringConvertible {
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle
    /// The Dynamic Type size.
    public var preferredContentSizeCategory: UIContentSizeCategory
    /// The direction the interface reads in (the application's, as a localization sets it).
    public var layoutDirection: UIUserInterfaceLayoutDirection
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass

    public init(
        userInterfaceStyle: UIUserInterfaceStyle, preferredContentSizeCategory: UIContentSizeCategory,
        layoutDirection: UIUserInterfaceLayoutDirection, horizontalSizeClass: UIUserInterfaceSizeClass,
        verticalSizeClass: UIUserInterfaceSizeClass
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// A file-name-safe name, the same on every run: style, content size, direction and size
    /// classes joined by `-`, for example `dark-L-rtl-wC-hR`.
    public var name: String {
        let category = preferredContentSizeCategory.rawValue.replacingOccurrences(of: "UICTContentSizeCategory", with: "")
        return [
            userInterfaceStyle == .dark ? "dark" : userInterfaceStyle == .light ? "light" : "unspecified",
            category.isEmpty ? "unspecified" : category,
            layoutDirection == .rightToLeft ? "rtl" : "ltr",
            "w" + Self.letter(horizontalSizeClass), "h" + Self.letter(verticalSizeClass),
        ].joined(separator: "-")
    }

    public var description: String { name }

    private static func letter(_ sizeClass: UIUserInterfaceSizeClass) -> String {
        switch sizeClass {
        case .compact: return "C"
        case .regular: return "R"
        default: return "U"
        }
    }
}
