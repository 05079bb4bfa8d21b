import Foundation

extension UIImageView: ContentSizeCategoryObserving {
    /// A symbol shown with a ``preferredSymbolConfiguration`` is made again at the new text
    /// size (a text style in the configuration follows it) and the view re-measures.
    package func contentSizeCategoryDidChange() {
        if preferredSymbolConfiguration != nil, image?.isSymbolImage == true { updateDisplayedImage() }
    }
}
