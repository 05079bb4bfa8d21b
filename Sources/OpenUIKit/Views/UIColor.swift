import Foundation

/// An immutable colour: sRGB components and an alpha, or a dynamic colour worked out from a
/// trait collection (light or dark appearance…), as the system colours are.
///
/// Components are kept as given (values outside 0…1 are extended-sRGB colours, as in UIKit);
/// alpha is clamped to 0…1. Two fixed colours are equal when their red, green, blue and alpha
/// components are equal, however they were made.
///
/// ```swift
/// let accent = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
/// view.backgroundColor = accent.withAlphaComponent(0.5)
/// ```
/// - Note: See https://developer.apple.com/documentation/uikit/uicolor
// UIKit divergence: UIKit colours live in many colour spaces (grey, sRGB, extended sRGB,
// Display P3, patterns, CIColor); these are sRGB plus a flag remembering a grey origin, or
// dynamic. Equality compares components only, where UIKit also compares
// colour spaces.
// The class is open and its state immutable, hence `@unchecked Sendable` as UIKit declares it.
open class UIColor: NSObject, @unchecked Sendable {
    /// Keeps Foundation's C core comparing colours in attributed strings through `isEqual(_:)`;
    /// must stay the first stored property (see ``FoundationTypeInfoSlot``).
    private let foundationTypeInfo = FoundationTypeInfoSlot()
    /// Red, green, blue and alpha in sRGB (alpha 0…1) of a fixed colour; zero for a dynamic one.
    package let storedRed: CGFloat, storedGreen: CGFloat, storedBlue: CGFloat, storedAlpha: CGFloat
    /// Whether the fixed colour was made as a grey (`init(white:alpha:)`), which is what
    /// ``getWhite(_:alpha:)`` needs to succeed.
    package let storedIsGray: Bool
    /// What a dynamic colour (`init(dynamicProvider:)`, the system colours) resolves with;
    /// `nil` for a fixed colour.
    package let dynamicProvider: DynamicColorProvider?

    /// The components of the colour as it resolves now: a dynamic colour resolves with
    /// `UITraitCollection.current` (see UIColor+Dynamic.swift).
    package var red: CGFloat { dynamicProvider == nil ? storedRed : resolvedForCurrentTraits().storedRed }
    package var green: CGFloat { dynamicProvider == nil ? storedGreen : resolvedForCurrentTraits().storedGreen }
    package var blue: CGFloat { dynamicProvider == nil ? storedBlue : resolvedForCurrentTraits().storedBlue }
    package var alpha: CGFloat { dynamicProvider == nil ? storedAlpha : resolvedForCurrentTraits().storedAlpha }
    package var isGray: Bool { dynamicProvider == nil ? storedIsGray : resolvedForCurrentTraits().storedIsGray }

    /// Creates a colour from sRGB components and an opacity.
    ///
    /// Components outside 0…1 make extended-range colours; alpha is clamped to 0…1. A NaN or
    /// infinite component stops the program.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        UIColor.validate("UIColor(red:green:blue:alpha:)", [("red", red), ("green", green), ("blue", blue), ("alpha", alpha)])
        storedRed = red
        storedGreen = green
        storedBlue = blue
        storedAlpha = min(max(alpha, 0), 1)
        storedIsGray = false
        dynamicProvider = nil
        super.init()
    }

    /// Creates a grey of brightness `white` (0 black, 1 white) and opacity `alpha`.
    ///
    /// A NaN or infinite component stops the program.
    public init(white: CGFloat, alpha: CGFloat) {
        UIColor.validate("UIColor(white:alpha:)", [("white", white), ("alpha", alpha)])
        storedRed = white
        storedGreen = white
        storedBlue = white
        storedAlpha = min(max(alpha, 0), 1)
        storedIsGray = true
        dynamicProvider = nil
        super.init()
    }

    /// Creates a colour that is worked out from the traits it is used with: `provider` is
    /// called with a trait collection (the view's, or `UITraitCollection.current`) and returns
    /// a colour for it.
    ///
    /// ```swift
    /// let card = UIColor { traits in
    ///     traits.userInterfaceStyle == .dark ? UIColor(white: 0.15, alpha: 1) : .white
    /// }
    /// ```
    /// - Note: See https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
    public init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storedRed = 0
        storedGreen = 0
        storedBlue = 0
        storedAlpha = 0
        storedIsGray = false
        dynamicProvider = DynamicColorProvider(name: nil, provider)
        super.init()
    }

    /// A named dynamic colour (the system colours).
    package init(named name: String, provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storedRed = 0
        storedGreen = 0
        storedBlue = 0
        storedAlpha = 0
        storedIsGray = false
        dynamicProvider = DynamicColorProvider(name: name, provider)
        super.init()
    }

    /// Stops with a message naming `initializer` and the component when one is NaN or infinite.
    package static func validate(_ initializer: String, _ components: [(String, CGFloat)]) {
        for (name, value) in components {
            Fatal.check(
                value.isFinite,
                "\(initializer): the \(name) component must be a finite number, got \(value)")
        }
    }

    /// Fixed colours are equal when their components are; a dynamic colour equals only itself
    /// (the same provider), so `UIColor.label == UIColor.label` but not `UIColor.black`.
    /// Swift's `==` on colours is this.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if dynamicProvider != nil || other.dynamicProvider != nil { return dynamicProvider === other.dynamicProvider }
        return storedRed == other.storedRed && storedGreen == other.storedGreen && storedBlue == other.storedBlue
            && storedAlpha == other.storedAlpha
    }

    /// Equal colours have equal hashes.
    open override var hash: Int {
        var hasher = Hasher()
        if let dynamicProvider {
            hasher.combine(ObjectIdentifier(dynamicProvider))
        } else {
            hasher.combine(storedRed)
            hasher.combine(storedGreen)
            hasher.combine(storedBlue)
            hasher.combine(storedAlpha)
        }
        return hasher.finalize()
    }

    /// The colour space and components, in UIKit's format (`UIExtendedSRGBColorSpace 1 0 0 1`);
    /// dynamic colours describe themselves by name (`<UIDynamicSystemColor; name = labelColor>`).
    open override var description: String {
        if let dynamicProvider {
            if let name = dynamicProvider.name { return "<UIDynamicSystemColor; name = \(name)>" }
            return "<UIDynamicProviderColor>"
        }
        func format(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
        }
        if storedIsGray { return "UIExtendedGrayColorSpace \(format(storedRed)) \(format(storedAlpha))" }
        return "UIExtendedSRGBColorSpace \([storedRed, storedGreen, storedBlue, storedAlpha].map(format).joined(separator: " "))"
    }
}
