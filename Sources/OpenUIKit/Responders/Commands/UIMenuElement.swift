import Foundation

/// Something a menu lists: an action, a command, or a submenu. Carries what every entry shows —
/// a title, an optional subtitle and an optional image.
/// - Note: See https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor @preconcurrency
open class UIMenuElement {
    /// The entry's user-visible title.
    open var title: String
    /// A second line under the title, where the menu style shows one.
    open var subtitle: String?
    /// An image drawn beside the title, where the menu style shows one.
    open var image: UIImage?

    /// Creates an element; subclasses pass what they show.
    public init(title: String, subtitle: String? = nil, image: UIImage? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

extension UIMenuElement {
    /// How an action or command is shown and whether it can be chosen.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Shown dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in the destructive (red) style.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after the element is chosen.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// A check state shown beside an action or command.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}
