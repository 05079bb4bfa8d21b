import Foundation

extension UIButton: ContentSizeCategoryObserving {
    /// When the title label adjusts its font to the content size category, makes the font
    /// again now (the button hears of the change before its label) and re-measures the
    /// button, whose intrinsic size is the title's.
    package func contentSizeCategoryDidChange() {
        guard let label = storedTitleLabel, label.adjustsFontForContentSizeCategory else { return }
        let before = label.font
        label.adjustFontForContentSizeCategory()
        guard label.font != before else { return }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
