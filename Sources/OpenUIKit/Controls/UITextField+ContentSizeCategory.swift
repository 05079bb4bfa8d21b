import Foundation

extension UITextField: UIContentSizeCategoryAdjusting, ContentSizeCategoryObserving {
    /// Makes a Dynamic Type font again for the field's content size category when
    /// ``adjustsFontForContentSizeCategory`` is on; the font's setter re-measures and redraws.
    package func contentSizeCategoryDidChange() { adjustFontForContentSizeCategory() }

    /// Re-makes the font for the field's current category (nothing for a fixed-size font, or
    /// while the field's category is unspecified, outside any window).
    func adjustFontForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, traitCollection.preferredContentSizeCategory != .unspecified,
            let adjusted = font?.adjusted(compatibleWith: traitCollection)
        else { return }
        font = adjusted
    }
}
