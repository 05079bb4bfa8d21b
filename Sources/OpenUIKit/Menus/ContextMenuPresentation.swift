import Foundation

/// A context menu on screen: what it was asked for, the menu it lists, the submenus opened in
/// place, the deferred elements asked for and answered, and the views that draw it.
@MainActor
final class ContextMenuPresentation {
    let configuration: UIContextMenuConfiguration
    var menu: UIMenu
    let container: ContextMenuContainerView
    let menuView = ContextMenuView()
    let previewController: UIViewController?
    /// Whether the menu is anchored to its view (a button's or bar item's): no preview, no dim.
    let isAnchored: Bool
    var expanded: Set<ObjectIdentifier> = []
    var requestedDeferred: Set<ObjectIdentifier> = []
    var deferredElements: [ObjectIdentifier: [UIMenuElement]] = [:]

    init(
        configuration: UIContextMenuConfiguration, menu: UIMenu, container: ContextMenuContainerView,
        previewController: UIViewController?, isAnchored: Bool = false
    ) {
        self.isAnchored = isAnchored
        self.configuration = configuration
        self.menu = menu
        self.container = container
        self.previewController = previewController
    }
}
