import OpenUIKit

/// The Modern tab's blues, chosen for contrast: the tint (text and symbols on the page's
/// background and on gray and tinted button backgrounds) and the fill of prominent buttons
/// (behind white titles). The standard system blue is 4.0:1 against white either way round,
/// under the 4.5:1 that text of 17 points needs.
enum ModernPalette {
    /// iOS's higher-contrast system blue: darker in light appearance, lighter in dark.
    static let tint = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.25, green: 0.61, blue: 1, alpha: 1) : UIColor(red: 0, green: 0.25, blue: 0.87, alpha: 1)
    }

    /// Behind a white title: the light tint in light appearance, a deeper blue in dark (the
    /// dark tint is too light for white text).
    static let prominentFill = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0, green: 0.36, blue: 0.84, alpha: 1) : UIColor(red: 0, green: 0.25, blue: 0.87, alpha: 1)
    }
}
