import OpenUIKit

/// The gallery's screens, in tab order.
enum GalleryScreen: String, CaseIterable {
    case hitTest = "hit-test"
    case responder
    case gestures
    case layout
    case cards
    case controls
    case editMenu = "edit-menu"
    case notes
    case modern

    /// A short title for the window's title bar.
    var title: String {
        switch self {
        case .hitTest: "Seed 001: views A–E"
        case .responder: "Seed 001: hit-test applications and a nil-targeted action"
        case .gestures: "Seed 000: swipe vs pan, a check mark, control vs tap"
        case .layout: "Seed 003: Auto Layout, draw(_:), constraint animation"
        case .cards: "Cards feed"
        case .controls: "Controls"
        case .editMenu: "Seed 001: the edit menu"
        case .notes: "The notes sample app"
        case .modern: "Modern UIKit: configurations, symbols, Dynamic Type, lists, menus, pickers, effects, sharing"
        }
    }

    /// The tab's label.
    var tabTitle: String {
        switch self {
        case .hitTest: "A–E"
        case .responder: "Chain"
        case .gestures: "Gestures"
        case .layout: "Layout"
        case .cards: "Cards"
        case .controls: "Controls"
        case .editMenu: "Edit"
        case .notes: "Notes"
        case .modern: "Modern"
        }
    }

    /// The tab's colour.
    var tabColor: UIColor {
        switch self {
        case .hitTest: UIColor(red: 0.35, green: 0.55, blue: 0.95, alpha: 1)
        case .responder: UIColor(red: 0.85, green: 0.35, blue: 0.35, alpha: 1)
        case .gestures: UIColor(red: 0.2, green: 0.65, blue: 0.7, alpha: 1)
        case .layout: UIColor(red: 0.6, green: 0.45, blue: 0.85, alpha: 1)
        case .cards: UIColor(red: 0.95, green: 0.6, blue: 0.2, alpha: 1)
        case .controls: UIColor(red: 0.3, green: 0.75, blue: 0.45, alpha: 1)
        case .editMenu: UIColor(red: 0.55, green: 0.55, blue: 0.6, alpha: 1)
        case .notes: UIColor(red: 0.9, green: 0.75, blue: 0.2, alpha: 1)
        case .modern: UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        }
    }

    /// The tab's background: the tab colour darkened until white titles have at least
    /// 5:1 contrast (WCAG) on it.
    var tabBackgroundColor: UIColor {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        tabColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let factor: CGFloat =
            switch self {
            case .notes: 0.55  // yellow is the lightest: 0.72 left white titles at 3.35:1
            case .gestures, .cards, .controls: 0.62
            default: 0.72
            }
        return UIColor(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha)
    }

    @MainActor
    func makeViewController(log: GalleryLog) -> UIViewController {
        switch self {
        case .hitTest: HitTestViewController(log: log)
        case .responder: ResponderScreenViewController(log: log)
        case .gestures: GesturesScreenViewController(log: log)
        case .layout: LayoutScreenViewController(log: log)
        case .cards: CardsFeedViewController(log: log)
        case .controls: ControlsViewController(log: log)
        case .editMenu: EditMenuScreenViewController(log: log)
        case .notes: NotesScreenViewController(log: log)
        case .modern: ModernScreenViewController(log: log)
        }
    }
}
