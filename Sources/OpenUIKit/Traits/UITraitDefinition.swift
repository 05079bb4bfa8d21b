import Foundation

/// A kind of trait: its value type, the value it has when nothing sets it, and whether it
/// changes how colours look. The system traits (``UITraitUserInterfaceStyle`` and the others)
/// are definitions; define your own the same way and read it with
/// `traitCollection[MyTrait.self]`.
///
/// ```swift
/// enum ContainedInSettingsTrait: UITraitDefinition {
///     static let defaultValue = false
/// }
/// view.traitOverrides[ContainedInSettingsTrait.self] = true
/// ```
/// - Note: See https://developer.apple.com/documentation/uikit/uitraitdefinition
// UIKit divergence: the value type must be Equatable and Sendable (UIKit leaves it open),
// because a change is detected by comparing values and collections cross threads.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value: Equatable & Sendable
    /// The value when no environment sets the trait.
    static var defaultValue: Value { get }
    /// A unique name for the trait; the type's name by default.
    static var identifier: String { get }
    /// A readable name; the type's name by default.
    static var name: String { get }
    /// Whether a change of the trait can change how dynamic colours resolve; false by default.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, named by its definition type: `UITraitUserInterfaceStyle.self`.
public typealias UITrait = any UITraitDefinition.Type

/// The light or dark appearance trait (``UITraitCollection/userInterfaceStyle``).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static let affectsColorAppearance = true
    public static let name = "UserInterfaceStyle"
}

/// The horizontal size-class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let name = "HorizontalSizeClass"
}

/// The vertical size-class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let name = "VerticalSizeClass"
}

/// The pixels-per-point trait (0 when unspecified).
public enum UITraitDisplayScale: UITraitDefinition {
    public static let defaultValue: CGFloat = 0
    public static let name = "DisplayScale"
}

/// The layout-direction trait.
public enum UITraitLayoutDirection: UITraitDefinition {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    public static let name = "LayoutDirection"
}

/// The Dynamic Type text-size trait.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
    public static let name = "PreferredContentSizeCategory"
}

/// The device-idiom trait.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    public static let name = "UserInterfaceIdiom"
}

/// The bold-text trait.
public enum UITraitLegibilityWeight: UITraitDefinition {
    public static let defaultValue = UILegibilityWeight.unspecified
    public static let name = "LegibilityWeight"
}

/// The interface-level trait (base or elevated); it changes how colours look.
public enum UITraitUserInterfaceLevel: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    public static let affectsColorAppearance = true
    public static let name = "UserInterfaceLevel"
}

/// The increased-contrast trait; it changes how colours look.
public enum UITraitAccessibilityContrast: UITraitDefinition {
    public static let defaultValue = UIAccessibilityContrast.unspecified
    public static let affectsColorAppearance = true
    public static let name = "AccessibilityContrast"
}
