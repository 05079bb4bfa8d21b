import Foundation

/// The closure behind a dynamic colour, in a class so colours made from it compare by identity.
package final class DynamicColorProvider: Sendable {
    /// The system colour's name (`systemBlueColor`), for descriptions; `nil` for app colours.
    let name: String?
    let provider: @Sendable (UITraitCollection) -> UIColor

    init(name: String?, _ provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.name = name
        self.provider = provider
    }
}

extension UIColor {
    /// Whether the colour is worked out from traits (`init(dynamicProvider:)`, system colours).
    package var isDynamic: Bool { dynamicProvider != nil }

    /// The fixed colour the receiver is with `traitCollection`: the receiver itself when it is
    /// not dynamic, otherwise what its provider returns (resolved again if that is dynamic).
    /// - Note: See https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        var depth = 0
        while let dynamicProvider = color.dynamicProvider {
            depth += 1
            Fatal.check(depth <= 16, "UIColor.resolvedColor(with:): dynamic colours resolve to each other in a loop")
            color = dynamicProvider.provider(traitCollection)
        }
        return color
    }

    /// The receiver resolved with `UITraitCollection.current`.
    package func resolvedForCurrentTraits() -> UIColor {
        guard dynamicProvider != nil else { return self }
        return resolvedColor(with: UITraitCollection.current)
    }

    /// A colour that resolves to `light` with the light (or unspecified) appearance and to
    /// `dark` with the dark one; with increased contrast to `lightHighContrast` and
    /// `darkHighContrast`, and on elevated dark content to `darkElevated` and
    /// `darkElevatedHighContrast`, each falling back to the nearest variant given.
    package static func system(
        _ name: String, light: UIColor, dark: UIColor, lightHighContrast: UIColor? = nil,
        darkHighContrast: UIColor? = nil, darkElevated: UIColor? = nil, darkElevatedHighContrast: UIColor? = nil
    ) -> UIColor {
        let variants = PaletteVariants(
            light: light, dark: dark, lightHighContrast: lightHighContrast ?? light,
            darkHighContrast: darkHighContrast ?? dark, darkElevated: darkElevated ?? dark,
            darkElevatedHighContrast: darkElevatedHighContrast ?? (darkElevated == nil ? darkHighContrast : nil)
                ?? darkElevated ?? darkHighContrast ?? dark)
        return UIColor(named: name) { variants.color(for: $0) }
    }
}

/// The six variants of a system colour and how traits pick one.
struct PaletteVariants: Sendable {
    let light: UIColor
    let dark: UIColor
    let lightHighContrast: UIColor
    let darkHighContrast: UIColor
    let darkElevated: UIColor
    let darkElevatedHighContrast: UIColor

    /// Dark appearance picks the dark variants (elevated ones for `.elevated` content),
    /// increased contrast the high-contrast ones; anything unspecified counts as light, normal
    /// contrast and base level.
    func color(for traits: UITraitCollection) -> UIColor {
        let high = traits.accessibilityContrast == .high
        guard traits.userInterfaceStyle == .dark else { return high ? lightHighContrast : light }
        if traits.userInterfaceLevel == .elevated { return high ? darkElevatedHighContrast : darkElevated }
        return high ? darkHighContrast : dark
    }
}
