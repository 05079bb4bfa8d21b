import OpenUIKit
import OpenUIKitTesting

/// The cards feed of docs/bench's cards scene (20 cards: avatar with a clipped spot, title and
/// subtitle drawn by `draw(_:)`, a badge) in a vertical `UIScrollView`. Tapping a card's badge
/// turns it blue.
final class CardsFeedViewController: UIViewController {
    static let cardCount = CardsScene.cardCount
    private let log: GalleryLog
    private let scrollView = UIScrollView(frame: .zero)

    init(log: GalleryLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() {
        let root = LayoutCallbackView(frame: UIScreen.main.bounds)
        root.backgroundColor = CardsScene.backgroundColor
        root.onLayout = { [unowned self] in scrollView.frame = view.bounds }
        scrollView.accessibilityIdentifier = "cards"
        scrollView.contentSize = CGSize(width: 390, height: 16 + 104 * CGFloat(Self.cardCount))
        for i in 0..<Self.cardCount {
            scrollView.addSubview(makeCard(i))
        }
        root.addSubview(scrollView)
        view = root
    }

    private func makeCard(_ i: Int) -> UIView {
        // The badge is drawn 24 points wide; it takes touches over 44 × 44 and says what it does.
        let badge = RoomyButton(frame: .zero)
        badge.accessibilityLabel = "Mark card \(i + 1)"
        // The action holds the badge weakly: the badge holds the action, and a strong capture
        // would keep both alive after the feed is gone (as on iOS).
        badge.addAction(UIAction { [log, weak badge] _ in
            badge?.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
            log.note("badge \(i) tapped")
        }, for: .touchUpInside)
        return CardsScene.makeCard(i, badge: badge).card
    }
}
