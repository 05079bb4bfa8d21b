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
    /// `dark` with the dark one.
    package static func system(_ name: String, light: UIColor, dark: UIColor) -> UIColor {
        UIColor(named: name) { $0.userInterfaceStyle == .dark ? dark : light }
    }
}
