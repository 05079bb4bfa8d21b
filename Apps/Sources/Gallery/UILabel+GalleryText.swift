import OpenUIKit

extension UILabel {
    /// Gives the label Dynamic Type text that stays inside the gallery's fixed frames: a font
    /// of `style` that follows the content size category, on one line, shrinking to fit the
    /// width at the largest sizes (the screens reproduce seed layouts point for point, so
    /// their frames do not grow). A `maximumPointSize` caps the growth for a label whose
    /// frame has no room for taller lines.
    func useGalleryText(_ style: UIFont.TextStyle, maximumPointSize: CGFloat = 0) {
        if maximumPointSize > 0 {
            let base = UIFont.preferredFont(
                forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
            font = UIFontMetrics(forTextStyle: style).scaledFont(for: base, maximumPointSize: maximumPointSize)
        } else {
            font = .preferredFont(forTextStyle: style)
        }
        adjustsFontForContentSizeCategory = true
        numberOfLines = 1
        adjustsFontSizeToFitWidth = true
        minimumScaleFactor = 0.1
    }
}
