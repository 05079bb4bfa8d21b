import Foundation

// The bar's customizations from before iOS 13 (`setBackgroundImage(_:for:)`, `shadowImage`)
// over the appearance objects, as UIKit applies them to the appearances it made itself: a
// background image replaces the blur and the colour (an empty `UIImage()` leaves the bar
// transparent), and a shadow image — shown only with a background image, as UIKit's
// documentation says — replaces the hairline (an empty one removes it: the classic
// `setBackgroundImage(UIImage(), for: .default); shadowImage = UIImage()` idiom).
extension UINavigationBar {
    /// The legacy background image for the bar's current height and prompt: the exact
    /// metrics' image, else the standard metrics' (with or without prompt), as UIKit falls back.
    var legacyBackgroundImage: UIImage? {
        let compact = traitCollection.verticalSizeClass == .compact
        let prompt = topItem?.prompt != nil
        let exact: UIBarMetrics =
            compact ? (prompt ? .compactPrompt : .compact) : (prompt ? .defaultPrompt : .default)
        return backgroundImage(for: exact)
            ?? (prompt ? backgroundImage(for: compact ? .compact : .default) : nil)
            ?? backgroundImage(for: .default)
    }

    /// `appearance` with the legacy background and shadow images applied, when the app set a
    /// background image and no appearance of its own for the bar or the top item.
    func applyingLegacyImages(to appearance: UINavigationBarAppearance) -> UINavigationBarAppearance {
        guard let image = legacyBackgroundImage, !hasAppAppearance else { return appearance }
        let legacy = appearance.copy()
        legacy.backgroundEffect = nil
        legacy.backgroundColor = nil
        legacy.backgroundImage = image.size == .zero ? nil : image
        if let shadow = shadowImage {
            legacy.shadowColor = nil
            legacy.shadowImage = shadow.size == .zero ? nil : shadow
        }
        return legacy
    }

    /// Whether the appearance drawn is one the app made (the bar's or the top item's).
    private var hasAppAppearance: Bool {
        standardAppearanceSetByApp || topItem?.standardAppearance != nil || topItem?.scrollEdgeAppearance != nil
    }
}
