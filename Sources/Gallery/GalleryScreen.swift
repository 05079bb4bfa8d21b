import OpenUIKit

/// The gallery's screens, in tab order.
enum GalleryScreen: String, CaseIterable {
    case hitTest = "hit-test"
    case cards
    case controls

    /// A short title for the window's title bar.
    var title: String {
        switch self {
        case .hitTest: "Seed 001: views A–E"
        case .cards: "Cards feed"
        case .controls: "Controls"
        }
    }

    /// The tab's colour (there is no text rendering yet, so tabs are coloured blocks).
    var tabColor: UIColor {
        switch self {
        case .hitTest: UIColor(red: 0.35, green: 0.55, blue: 0.95, alpha: 1)
        case .cards: UIColor(red: 0.95, green: 0.6, blue: 0.2, alpha: 1)
        case .controls: UIColor(red: 0.3, green: 0.75, blue: 0.45, alpha: 1)
        }
    }

    @MainActor
    func makeViewController(log: GalleryLog) -> UIViewController {
        switch self {
        case .hitTest: HitTestViewController(log: log)
        case .cards: CardsFeedViewController(log: log)
        case .controls: ControlsViewController(log: log)
        }
    }
}
