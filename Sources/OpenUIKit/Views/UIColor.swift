import Foundation

/// An immutable colour: sRGB components and an alpha.
///
/// Components are kept as given (values outside 0…1 are extended-sRGB colours, as in UIKit);
/// alpha is clamped to 0…1. Two colours are equal when their red, green, blue and alpha
/// components are equal, however they were made.
///
/// ```swift
/// let accent = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
/// view.backgroundColor = accent.withAlphaComponent(0.5)
/// ```
/// - Note: See https://developer.apple.com/documentation/uikit/uicolor
// UIKit divergence: UIKit colours live in many colour spaces (grey, sRGB, extended sRGB,
// Display P3, patterns, CIColor, dynamic trait-dependent colours); these are sRGB plus a flag
// remembering a grey origin. Equality compares components only, where UIKit also compares
// colour spaces.
// The class is open and its state immutable, hence `@unchecked Sendable` as UIKit declares it.
open class UIColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// Red, green, blue and alpha in sRGB (alpha 0…1).
    package let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// Whether the colour was made as a grey (`init(white:alpha:)`), which is what
    /// ``getWhite(_:alpha:)`` needs to succeed.
    package let isGray: Bool

    /// Creates a colour from sRGB components and an opacity.
    ///
    /// Components outside 0…1 make extended-range colours; alpha is clamped to 0…1. A NaN or
    /// infinite component stops the program.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        UIColor.validate("UIColor(red:green:blue:alpha:)", [("red", red), ("green", green), ("blue", blue), ("alpha", alpha)])
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = min(max(alpha, 0), 1)
        isGray = false
    }

    /// Creates a grey of brightness `white` (0 black, 1 white) and opacity `alpha`.
    ///
    /// A NaN or infinite component stops the program.
    public init(white: CGFloat, alpha: CGFloat) {
        UIColor.validate("UIColor(white:alpha:)", [("white", white), ("alpha", alpha)])
        red = white
        green = white
        blue = white
        self.alpha = min(max(alpha, 0), 1)
        isGray = true
    }

    /// Stops with a message naming `initializer` and the component when one is NaN or infinite.
    package static func validate(_ initializer: String, _ components: [(String, CGFloat)]) {
        for (name, value) in components {
            precondition(
                value.isFinite,
                "\(initializer): the \(name) component must be a finite number, got \(value)")
        }
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// The colour space and components, in UIKit's format (`UIExtendedSRGBColorSpace 1 0 0 1`).
    open var description: String {
        func format(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
        }
        if isGray { return "UIExtendedGrayColorSpace \(format(red)) \(format(alpha))" }
        return "UIExtendedSRGBColorSpace \([red, green, blue, alpha].map(format).joined(separator: " "))"
    }
}
