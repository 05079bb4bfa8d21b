import Foundation

/// What bar button items and tab bar items share: a title, an image, a tag, enablement.
/// - Note: See https://developer.apple.com/documentation/uikit/uibaritem
@MainActor @preconcurrency
open class UIBarItem {
    /// The title shown on the bar.
    open var title: String? { didSet { itemDidChange() } }
    /// The image shown on the bar.
    open var image: UIImage? { didSet { itemDidChange() } }
    /// A number the application chooses to tell items apart.
    open var tag: Int = 0
    /// Whether the item responds to taps.
    open var isEnabled: Bool = true { didSet { itemDidChange() } }
    /// Called when something the bar shows changed.
    package final var onChange: (@MainActor () -> Void)?

    public init() {}

    package func itemDidChange() { onChange?() }
}
