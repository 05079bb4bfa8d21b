import Foundation

/// A function from a colour to a colour that configurations apply to a colour they resolve
/// (for example to grey it out).
/// - Note: See https://developer.apple.com/documentation/uikit/uiconfigurationcolortransformer
public struct UIConfigurationColorTransformer: Sendable {
    /// The function.
    public let transform: @Sendable (UIColor) -> UIColor

    /// Wraps `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// Applies the transformer to `input`.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// A grey with the input's brightness (Rec. 601 luma) and alpha.
    public static let grayscale = UIConfigurationColorTransformer { color in
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
        let luma = 0.299 * red + 0.587 * green + 0.114 * blue
        return UIColor(white: luma, alpha: alpha)
    }

    /// The application's tint in place of the input.
    // UIKit divergence: UIKit uses the user's preferred accent colour; Linux has none, so this
    // is the system tint (systemBlue).
    public static let preferredTint = UIConfigurationColorTransformer { _ in UIColor.systemBlue }

    /// The tint with the input's alpha.
    // UIKit divergence: as preferredTint, the system tint stands for the user's accent colour.
    public static let monochromeTint = UIConfigurationColorTransformer { color in
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 1
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return UIColor.systemBlue.withAlphaComponent(alpha)
    }
}
