import Foundation

/// A titled group of menu elements. A menu shown inline contributes its children to its parent's
/// list; otherwise it is one entry that opens its children.
/// - Note: See https://developer.apple.com/documentation/uikit/uimenu
@MainActor @preconcurrency
open class UIMenu: UIMenuElement {
    /// Names a menu, so that code building menus can find and replace a system one.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The edit menu's group of cut, copy, paste, select, select all and delete.
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        /// The Edit menu.
        public static let edit = Identifier("com.apple.menu.edit")
        /// The root of a menu bar or context menu.
        public static let root = Identifier("com.apple.menu.root")
        /// The group of text-style commands (bold, italic, underline).
        public static let textStyle = Identifier("com.apple.menu.text-style")
    }

    /// How a menu presents its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The children are listed in the parent menu, not behind an entry of their own.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's entry uses the destructive style.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is in the `.on` state.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of small items.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's identifier; a generated unique one unless given.
    public let identifier: Identifier
    /// How the menu presents its children.
    public let options: Options
    /// The elements the menu lists, in order.
    public let children: [UIMenuElement]

    /// Creates a menu. Without an `identifier` a unique one is generated.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A menu like this one with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }
}
