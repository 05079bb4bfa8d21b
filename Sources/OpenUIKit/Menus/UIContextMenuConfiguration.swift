import Foundation

/// What a context menu shows: an optional preview controller and a provider that builds the
/// menu when it is about to appear.
/// - Note: See https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration
@MainActor @preconcurrency
open class UIContextMenuConfiguration {
    /// Builds the controller shown as the preview instead of the lifted view.
    public typealias PreviewProvider = @MainActor () -> UIViewController?
    /// Builds the menu from the actions the system suggests (none, here).
    public typealias ActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

    /// The order in which a menu's elements are listed.
    public enum ElementOrder: Int, Sendable {
        /// The system's choice (`.priority` for context menus here).
        case automatic = 0
        /// The first element nearest the finger: a menu opened above its source lists its
        /// elements from the bottom.
        case priority = 1
        /// As given, from the top.
        case fixed = 2
    }

    /// Tells this configuration apart from others; a generated unique one unless given.
    public let identifier: any NSCopying
    /// Builds the preview controller, if any.
    public let previewProvider: PreviewProvider?
    /// Builds the menu, if any.
    public let actionProvider: ActionProvider?
    /// The order of the menu's elements.
    open var preferredMenuElementOrder: ElementOrder = .automatic

    /// Creates a configuration. Without an `identifier` a unique one is generated.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil,
        actionProvider: ActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
