import Foundation

/// What a tab bar shows for one controller.
/// - Note: See https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor @preconcurrency
open class UITabBarItem: UIBarItem {
    /// The image shown while the tab is selected (the plain image otherwise).
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// A short text in a badge over the item.
    open var badgeValue: String? { didSet { itemDidChange() } }

    /// Creates an item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image and a selected image.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }
}
