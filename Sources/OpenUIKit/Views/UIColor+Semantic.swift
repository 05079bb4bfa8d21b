import Foundation

// UIKit divergence: semantic colours are dynamic in UIKit (they change with the user interface
// style, elevation and contrast); these are their light-mode values until trait collections
// exist.
extension UIColor {
    /// Primary text: black.
    public class var label: UIColor { UIColor(white: 0, alpha: 1) }
    /// Secondary text: (60, 60, 67) at 60 %.
    public class var secondaryLabel: UIColor { bytes(60, 60, 67, alpha: 0.6) }
    /// Tertiary text: (60, 60, 67) at 30 %.
    public class var tertiaryLabel: UIColor { bytes(60, 60, 67, alpha: 0.3) }
    /// Quaternary text: (60, 60, 67) at 18 %.
    public class var quaternaryLabel: UIColor { bytes(60, 60, 67, alpha: 0.18) }
    /// Placeholder text in fields: (60, 60, 67) at 30 %.
    public class var placeholderText: UIColor { bytes(60, 60, 67, alpha: 0.3) }
    /// Links: system blue.
    public class var link: UIColor { systemBlue }
    /// Text that stays dark in every mode: black.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    /// Text that stays light in every mode: white at 60 %.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }

    /// Thin lines that let content show through: (60, 60, 67) at 29 %.
    public class var separator: UIColor { bytes(60, 60, 67, alpha: 0.29) }
    /// Thin lines that hide what is under them: (198, 198, 200).
    public class var opaqueSeparator: UIColor { bytes(198, 198, 200) }

    /// The main background: white.
    public class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    /// Content layered on the main background: (242, 242, 247).
    public class var secondarySystemBackground: UIColor { bytes(242, 242, 247) }
    /// Content layered on the secondary background: white.
    public class var tertiarySystemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    /// The background of grouped content (grouped tables): (242, 242, 247).
    public class var systemGroupedBackground: UIColor { bytes(242, 242, 247) }
    /// Content on the grouped background: white.
    public class var secondarySystemGroupedBackground: UIColor { UIColor(white: 1, alpha: 1) }
    /// Content on the secondary grouped background: (242, 242, 247).
    public class var tertiarySystemGroupedBackground: UIColor { bytes(242, 242, 247) }

    /// Fill for thin and small shapes: (120, 120, 128) at 20 %.
    public class var systemFill: UIColor { bytes(120, 120, 128, alpha: 0.2) }
    /// Fill for medium shapes: (120, 120, 128) at 16 %.
    public class var secondarySystemFill: UIColor { bytes(120, 120, 128, alpha: 0.16) }
    /// Fill for large shapes: (118, 118, 128) at 12 %.
    public class var tertiarySystemFill: UIColor { bytes(118, 118, 128, alpha: 0.12) }
    /// Fill for large areas with complex content: (116, 116, 128) at 8 %.
    public class var quaternarySystemFill: UIColor { bytes(116, 116, 128, alpha: 0.08) }

    /// The tint colour: system blue.
    // UIKit divergence: UIKit's `UIColor.tintColor` resolves to the tint of the view it is
    // drawn in; without trait-driven resolution it is the default tint, system blue.
    public class var tintColor: UIColor { systemBlue }
}
