import Foundation

/// A context menu on screen: what it was asked for, the menu it lists, the submenus opened over
/// it, the deferred elements asked for and answered, the row under a sliding finger, the
/// order the rows are listed in, and the views that draw it.
@MainActor
final class ContextMenuPresentation {
    let configuration: UIContextMenuConfiguration
    var menu: UIMenu
    let container: ContextMenuContainerView
    let menuView = ContextMenuView()
    let previewController: UIViewController?
    /// Whether the menu is anchored to its view (a button's or bar item's): no preview, no dim.
    let isAnchored: Bool
    /// The submenus opened over the menu, outermost first; the last is shown.
    var openSubmenus: [UIMenu] = []
    /// The platters of the opened submenus, outermost first: the last is in front, the others
    /// recede behind it as the menu does.
    var submenuLevels: [SubmenuLevel] = []
    /// Opens the submenu whose entry a sliding finger rests on, once it has rested long enough.
    var dwellTimer: ScheduledTimer?
    var requestedDeferred: Set<ObjectIdentifier> = []
    var deferredElements: [ObjectIdentifier: [UIMenuElement]] = [:]
    /// The row highlighted under the finger that opened the menu and has not lifted yet.
    weak var rowUnderFinger: UIControl?
    /// Whether that finger has moved since the menu appeared (only then does its lift choose).
    var fingerHasMoved = false
    /// Whether the menu opened above its source (a `.priority` menu then lists its elements
    /// from the bottom, the first nearest the finger).
    var opensAbove = false

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

    /// The innermost opened submenu's platter, if any.
    var submenuView: ContextMenuView? { submenuLevels.last?.view }

    /// The menu view in front: the innermost opened submenu's, else the menu's.
    var frontMenuView: ContextMenuView { submenuView ?? menuView }
}

/// One opened submenu's platter: the submenu it lists, and where it folds back to when it
/// closes (its entry's frame in the container when it unfolded; nil when it had no entry to
/// unfold from).
struct SubmenuLevel {
    let menu: UIMenu
    let view: ContextMenuView
    let foldTarget: CGRect?
}
