import OpenUIKit

/// The cards feed of docs/bench's cards scene (20 cards: avatar with a clipped spot, title and
/// subtitle drawn by `draw(_:)`, a badge) in a vertical `UIScrollView`. Tapping a card's badge
/// turns it blue.
final class CardsFeedViewController: UIViewController {
    static let cardCount = 20
    private let log: GalleryLog
    private let scrollView = UIScrollView(frame: .zero)

    init(log: GalleryLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() {
        let root = LayoutCallbackView(frame: UIScreen.main.bounds)
        root.backgroundColor = UIColor(white: 0.95, alpha: 1)
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
        let card = UIView(frame: CGRect(x: 16, y: 16 + 104 * CGFloat(i), width: 358, height: 96))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor(white: 0.85, alpha: 1).cgColor
        let avatar = UIView(frame: CGRect(x: 16, y: 16, width: 64, height: 64))
        avatar.layer.cornerRadius = 32
        avatar.layer.masksToBounds = true
        avatar.backgroundColor = UIColor(hue: CGFloat(i) / 20, saturation: 0.6, brightness: 0.9, alpha: 1)
        let spot = UIView(frame: CGRect(x: 32, y: 32, width: 48, height: 48))
        spot.backgroundColor = UIColor(white: 1, alpha: 0.5)
        avatar.addSubview(spot)
        card.addSubview(avatar)
        card.addSubview(PillView(frame: CGRect(x: 96, y: 20, width: 210, height: 20), fill: UIColor(white: 0.3, alpha: 1)))
        card.addSubview(PillView(frame: CGRect(x: 96, y: 52, width: 180, height: 14), fill: UIColor(white: 0.6, alpha: 1)))
        let badge = UIButton(frame: CGRect(x: 318, y: 36, width: 24, height: 24))
        badge.layer.cornerRadius = 12
        badge.backgroundColor = UIColor(red: 1, green: 0.2, blue: 0.2, alpha: 1)
        badge.layer.opacity = 0.8
        badge.addAction(UIAction { [log] _ in
            badge.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
            log.note("badge \(i) tapped")
        }, for: .touchUpInside)
        card.addSubview(badge)
        return card
    }
}

/// A view whose `draw(_:)` fills its bounds as a rounded rectangle (the cards' title and
/// subtitle placeholders).
final class PillView: UIView {
    private let fill: UIColor

    init(frame: CGRect, fill: UIColor) {
        self.fill = fill
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func draw(_ rect: CGRect) {
        fill.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: 4).fill()
    }
}
