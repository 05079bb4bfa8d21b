import Foundation

// Semantic colours are dynamic: light and dark values from Apple's published tables; the
// backgrounds also have elevated (presented content in dark mode) and increased-contrast
// values. docs/PALETTE.md lists every value with its source.
// UIKit divergence: Apple publishes no increased-contrast figures for the labels, separators,
// fills and links; theirs are chosen here [CHOSEN: the same hues, more opaque, so secondary text
// passes 4.5:1 on the plain backgrounds; links take system blue's published increased-contrast
// values]. docs/PALETTE.md marks each.
extension UIColor {
    /// Primary text: light (0, 0, 0), dark (255, 255, 255).
    public class var label: UIColor { SemanticColors.label }
    /// Secondary text: light (60, 60, 67) at 60 %, dark (235, 235, 245) at 60 %; increased contrast 80 %.
    public class var secondaryLabel: UIColor { SemanticColors.secondaryLabel }
    /// Tertiary text: light (60, 60, 67) at 30 %, dark (235, 235, 245) at 30 %; increased contrast 50 %.
    public class var tertiaryLabel: UIColor { SemanticColors.tertiaryLabel }
    /// Quaternary text: light (60, 60, 67) at 18 %, dark (235, 235, 245) at 16 %; increased contrast 30 %.
    public class var quaternaryLabel: UIColor { SemanticColors.quaternaryLabel }
    /// Placeholder text in fields: light (60, 60, 67) at 30 %, dark (235, 235, 245) at 30 %; increased contrast 50 %.
    public class var placeholderText: UIColor { SemanticColors.placeholderText }
    /// Links: light (0, 122, 255), dark (9, 132, 255); increased contrast (0, 64, 221) and (64, 156, 255).
    public class var link: UIColor { SemanticColors.link }
    /// Thin lines that let content show through: light (60, 60, 67) at 29 %, dark (84, 84, 88) at 60 %;
    /// increased contrast 60 % and 100 %.
    public class var separator: UIColor { SemanticColors.separator }
    /// Thin lines that hide what is under them: light (198, 198, 200), dark (56, 56, 58);
    /// increased contrast (138, 138, 142) and (84, 84, 88).
    public class var opaqueSeparator: UIColor { SemanticColors.opaqueSeparator }
    /// The main background: light (255, 255, 255), dark (0, 0, 0);
    /// elevated dark (28, 28, 30); increased contrast: light (255, 255, 255), dark (0, 0, 0), elevated dark (36, 36, 38).
    public class var systemBackground: UIColor { SemanticColors.systemBackground }
    /// Content layered on the main background: light (242, 242, 247), dark (28, 28, 30);
    /// elevated dark (44, 44, 46); increased contrast: light (235, 235, 240), dark (36, 36, 38), elevated dark (54, 54, 56).
    public class var secondarySystemBackground: UIColor { SemanticColors.secondarySystemBackground }
    /// Content layered on the secondary background: light (255, 255, 255), dark (44, 44, 46);
    /// elevated dark (58, 58, 60); increased contrast: light (255, 255, 255), dark (54, 54, 56), elevated dark (68, 68, 70).
    public class var tertiarySystemBackground: UIColor { SemanticColors.tertiarySystemBackground }
    /// The background of grouped content (grouped tables): light (242, 242, 247), dark (0, 0, 0);
    /// elevated dark (28, 28, 30); increased contrast: light (235, 235, 240), dark (0, 0, 0), elevated dark (36, 36, 38).
    public class var systemGroupedBackground: UIColor { SemanticColors.systemGroupedBackground }
    /// Content on the grouped background: light (255, 255, 255), dark (28, 28, 30);
    /// elevated dark (44, 44, 46); increased contrast: light (255, 255, 255), dark (36, 36, 38), elevated dark (54, 54, 56).
    public class var secondarySystemGroupedBackground: UIColor { SemanticColors.secondarySystemGroupedBackground }
    /// Content on the secondary grouped background: light (242, 242, 247), dark (44, 44, 46);
    /// elevated dark (58, 58, 60); increased contrast: light (235, 235, 240), dark (54, 54, 56), elevated dark (68, 68, 70).
    public class var tertiarySystemGroupedBackground: UIColor { SemanticColors.tertiarySystemGroupedBackground }
    /// Fill for thin and small shapes: light (120, 120, 128) at 20 %, dark (120, 120, 128) at 36 %.
    public class var systemFill: UIColor { SemanticColors.systemFill }
    /// Fill for medium shapes: light (120, 120, 128) at 16 %, dark (120, 120, 128) at 32 %.
    public class var secondarySystemFill: UIColor { SemanticColors.secondarySystemFill }
    /// Fill for large shapes: light (118, 118, 128) at 12 %, dark (118, 118, 128) at 24 %.
    public class var tertiarySystemFill: UIColor { SemanticColors.tertiarySystemFill }
    /// Fill for large areas with complex content: light (116, 116, 128) at 8 %, dark (118, 118, 128) at 18 %.
    public class var quaternarySystemFill: UIColor { SemanticColors.quaternarySystemFill }
    /// Text that stays dark in every mode: black.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    /// Text that stays light in every mode: white at 60 %.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }

    /// The tint colour: system blue.
    // UIKit divergence: UIKit's `UIColor.tintColor` resolves to the tint of the view it is
    // drawn in; here it is the default tint, system blue (dynamic: light and dark).
    public class var tintColor: UIColor { systemBlue }
}

/// The semantic colours, made once so each is one dynamic colour (equal to itself).
enum SemanticColors {
    static let label = UIColor.system("labelColor", light: UIColor(white: 0, alpha: 1), dark: UIColor(white: 1, alpha: 1))
    static let secondaryLabel = UIColor.system("secondaryLabelColor", light: .bytes(60, 60, 67, alpha: 0.6), dark: .bytes(235, 235, 245, alpha: 0.6),
        lightHighContrast: .bytes(60, 60, 67, alpha: 0.8), darkHighContrast: .bytes(235, 235, 245, alpha: 0.8))
    static let tertiaryLabel = UIColor.system("tertiaryLabelColor", light: .bytes(60, 60, 67, alpha: 0.3), dark: .bytes(235, 235, 245, alpha: 0.3),
        lightHighContrast: .bytes(60, 60, 67, alpha: 0.5), darkHighContrast: .bytes(235, 235, 245, alpha: 0.5))
    static let quaternaryLabel = UIColor.system("quaternaryLabelColor", light: .bytes(60, 60, 67, alpha: 0.18), dark: .bytes(235, 235, 245, alpha: 0.16),
        lightHighContrast: .bytes(60, 60, 67, alpha: 0.3), darkHighContrast: .bytes(235, 235, 245, alpha: 0.3))
    static let placeholderText = UIColor.system("placeholderTextColor", light: .bytes(60, 60, 67, alpha: 0.3), dark: .bytes(235, 235, 245, alpha: 0.3),
        lightHighContrast: .bytes(60, 60, 67, alpha: 0.5), darkHighContrast: .bytes(235, 235, 245, alpha: 0.5))
    static let link = UIColor.system("linkColor", light: .bytes(0, 122, 255), dark: .bytes(9, 132, 255),
        lightHighContrast: .bytes(0, 64, 221), darkHighContrast: .bytes(64, 156, 255))
    static let separator = UIColor.system("separatorColor", light: .bytes(60, 60, 67, alpha: 0.29), dark: .bytes(84, 84, 88, alpha: 0.6),
        lightHighContrast: .bytes(60, 60, 67, alpha: 0.6), darkHighContrast: .bytes(84, 84, 88, alpha: 1))
    static let opaqueSeparator = UIColor.system("opaqueSeparatorColor", light: .bytes(198, 198, 200), dark: .bytes(56, 56, 58),
        lightHighContrast: .bytes(138, 138, 142), darkHighContrast: .bytes(84, 84, 88))
    /// The opaque background of navigation, tab and tool bars: light (247, 247, 247), dark
    /// (22, 22, 24) [CHOSEN: UIKit draws a chrome material whose resolved colour it does not
    /// publish; these are its look without the blur].
    static let barBackground = UIColor.system("barBackgroundColor", light: UIColor(white: 0.97, alpha: 1), dark: .bytes(22, 22, 24))
    /// The hairline under a navigation bar and above a tab bar: black at 30 % in light, white at
    /// 15 % in dark [CHOSEN, as ``barBackground``].
    static let barHairline = UIColor.system("barHairlineColor", light: UIColor(white: 0, alpha: 0.3), dark: UIColor(white: 1, alpha: 0.15),
        lightHighContrast: UIColor(white: 0, alpha: 0.6), darkHighContrast: UIColor(white: 1, alpha: 0.4))
    static let systemBackground = UIColor.system("systemBackgroundColor", light: UIColor(white: 1, alpha: 1), dark: UIColor(white: 0, alpha: 1),
        lightHighContrast: .bytes(255, 255, 255), darkHighContrast: .bytes(0, 0, 0),
        darkElevated: .bytes(28, 28, 30), darkElevatedHighContrast: .bytes(36, 36, 38))
    static let secondarySystemBackground = UIColor.system("secondarySystemBackgroundColor", light: .bytes(242, 242, 247), dark: .bytes(28, 28, 30),
        lightHighContrast: .bytes(235, 235, 240), darkHighContrast: .bytes(36, 36, 38),
        darkElevated: .bytes(44, 44, 46), darkElevatedHighContrast: .bytes(54, 54, 56))
    static let tertiarySystemBackground = UIColor.system("tertiarySystemBackgroundColor", light: UIColor(white: 1, alpha: 1), dark: .bytes(44, 44, 46),
        lightHighContrast: .bytes(255, 255, 255), darkHighContrast: .bytes(54, 54, 56),
        darkElevated: .bytes(58, 58, 60), darkElevatedHighContrast: .bytes(68, 68, 70))
    static let systemGroupedBackground = UIColor.system("systemGroupedBackgroundColor", light: .bytes(242, 242, 247), dark: UIColor(white: 0, alpha: 1),
        lightHighContrast: .bytes(235, 235, 240), darkHighContrast: .bytes(0, 0, 0),
        darkElevated: .bytes(28, 28, 30), darkElevatedHighContrast: .bytes(36, 36, 38))
    static let secondarySystemGroupedBackground = UIColor.system("secondarySystemGroupedBackgroundColor", light: UIColor(white: 1, alpha: 1), dark: .bytes(28, 28, 30),
        lightHighContrast: .bytes(255, 255, 255), darkHighContrast: .bytes(36, 36, 38),
        darkElevated: .bytes(44, 44, 46), darkElevatedHighContrast: .bytes(54, 54, 56))
    static let tertiarySystemGroupedBackground = UIColor.system("tertiarySystemGroupedBackgroundColor", light: .bytes(242, 242, 247), dark: .bytes(44, 44, 46),
        lightHighContrast: .bytes(235, 235, 240), darkHighContrast: .bytes(54, 54, 56),
        darkElevated: .bytes(58, 58, 60), darkElevatedHighContrast: .bytes(68, 68, 70))
    static let systemFill = UIColor.system("systemFillColor", light: .bytes(120, 120, 128, alpha: 0.2), dark: .bytes(120, 120, 128, alpha: 0.36),
        lightHighContrast: .bytes(120, 120, 128, alpha: 0.3), darkHighContrast: .bytes(120, 120, 128, alpha: 0.5))
    static let secondarySystemFill = UIColor.system("secondarySystemFillColor", light: .bytes(120, 120, 128, alpha: 0.16), dark: .bytes(120, 120, 128, alpha: 0.32),
        lightHighContrast: .bytes(120, 120, 128, alpha: 0.24), darkHighContrast: .bytes(120, 120, 128, alpha: 0.44))
    static let tertiarySystemFill = UIColor.system("tertiarySystemFillColor", light: .bytes(118, 118, 128, alpha: 0.12), dark: .bytes(118, 118, 128, alpha: 0.24),
        lightHighContrast: .bytes(118, 118, 128, alpha: 0.18), darkHighContrast: .bytes(118, 118, 128, alpha: 0.34))
    static let quaternarySystemFill = UIColor.system("quaternarySystemFillColor", light: .bytes(116, 116, 128, alpha: 0.08), dark: .bytes(118, 118, 128, alpha: 0.18),
        lightHighContrast: .bytes(116, 116, 128, alpha: 0.14), darkHighContrast: .bytes(118, 118, 128, alpha: 0.26))
}
