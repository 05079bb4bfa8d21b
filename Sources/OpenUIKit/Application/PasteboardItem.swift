import Foundation

/// One item on a ``UIPasteboard``: a string, a URL, an image, or a URL with its text.
package struct PasteboardItem {
    package var string: String?
    package var url: URL?
    package var image: UIImage?

    package init(string: String? = nil, url: URL? = nil, image: UIImage? = nil) {
        self.string = string
        self.url = url
        self.image = image
    }
}
