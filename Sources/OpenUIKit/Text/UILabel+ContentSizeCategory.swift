import Foundation

extension UILabel: UIContentSizeCategoryAdjusting, ContentSizeCategoryObserving {
    /// Makes a Dynamic Type font again for the label's content size category when
    /// ``adjustsFontForContentSizeCategory`` is on; a new size re-measures (intrinsic size,
    /// layout) and redraws through the font's setter.
    package func contentSizeCategoryDidChange() { adjustFontForContentSizeCategory() }

    /// Re-makes the font for the label's current category (nothing for a fixed-size font, or
    /// while the label's category is unspecified, outside any window).
    func adjustFontForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, traitCollection.preferredContentSizeCategory != .unspecified,
            let adjusted = font.adjusted(compatibleWith: traitCollection)
        else { return }
        font = adjusted
    }
}
