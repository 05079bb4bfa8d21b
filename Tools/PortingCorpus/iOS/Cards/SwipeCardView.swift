import UIKit

enum SwipeDirection: Int {
    case left
    case right
}

@objc protocol SwipeCardViewDelegate: AnyObject {
    @objc optional func swipeCardViewDidBeginDragging(_ card: SwipeCardView)
    @objc optional func swipeCardView(_ card: SwipeCardView, didSwipeInDirection direction: Int)
    @objc optional func swipeCardViewDidCancelSwipe(_ card: SwipeCardView)
    @objc optional func swipeCardViewShouldAllowSwipe(_ card: SwipeCardView) -> Bool
}

/// A card the user drags sideways: past a threshold it flies off, else it springs back.
class SwipeCardView: UIView {

    @IBOutlet var titleLabel: UILabel!
    @IBOutlet var likeBadge: UILabel!
    @IBOutlet var nopeBadge: UILabel!

    weak var delegate: SwipeCardViewDelegate?
    var swipeThreshold: CGFloat = 100
    var maximumRotation: CGFloat = .pi / 12

    private(set) var panRecognizer: UIPanGestureRecognizer!
    private(set) var doubleTapRecognizer: UITapGestureRecognizer!
    private(set) var isDragging = false
    private(set) var swipedDirection: SwipeDirection?
    private(set) var favoriteCount = 0
    private var originalCenter = CGPoint.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    private func setUp() {
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 20
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 4)

        titleLabel = UILabel()
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.textAlignment = .center
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)

        likeBadge = makeBadge(text: "LIKE", color: .systemGreen)
        nopeBadge = makeBadge(text: "NOPE", color: .systemRed)
        addSubview(likeBadge)
        addSubview(nopeBadge)

        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            titleLabel.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: 16),
            likeBadge.topAnchor.constraint(equalTo: topAnchor, constant: 24),
            likeBadge.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 24),
            nopeBadge.topAnchor.constraint(equalTo: topAnchor, constant: 24),
            nopeBadge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -24),
        ])

        panRecognizer = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        addGestureRecognizer(panRecognizer)
        doubleTapRecognizer = UITapGestureRecognizer(target: self, action: #selector(handleDoubleTap))
        doubleTapRecognizer.numberOfTapsRequired = 2
        addGestureRecognizer(doubleTapRecognizer)

        NotificationCenter.default.addObserver(self, selector: #selector(reduceMotionChanged(_:)), name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    private func makeBadge(text: String, color: UIColor) -> UILabel {
        let badge = UILabel()
        badge.text = text
        badge.font = .boldSystemFont(ofSize: 28)
        badge.textColor = color
        badge.layer.borderColor = color.cgColor
        badge.layer.borderWidth = 3
        badge.layer.cornerRadius = 6
        badge.alpha = 0
        badge.translatesAutoresizingMaskIntoConstraints = false
        return badge
    }

    // MARK: - Gestures

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let container = superview else { return }
        let translation = recognizer.translation(in: container)
        switch recognizer.state {
        case .began:
            if delegate?.swipeCardViewShouldAllowSwipe?(self) == false {
                recognizer.isEnabled = false
                recognizer.isEnabled = true
                return
            }
            isDragging = true
            originalCenter = center
            delegate?.swipeCardViewDidBeginDragging?(self)
        case .changed:
            center = CGPoint(x: originalCenter.x + translation.x, y: originalCenter.y + translation.y * 0.3)
            let progress = max(-1, min(1, translation.x / swipeThreshold))
            transform = CGAffineTransform(rotationAngle: progress * maximumRotation)
            likeBadge.alpha = max(0, progress)
            nopeBadge.alpha = max(0, -progress)
        case .ended:
            isDragging = false
            let velocity = recognizer.velocity(in: container)
            if abs(translation.x) > swipeThreshold || abs(velocity.x) > 800 {
                swipe(translation.x + velocity.x * 0.1 > 0 ? .right : .left)
            } else {
                resetPosition()
            }
        case .cancelled, .failed:
            isDragging = false
            resetPosition()
        default:
            break
        }
    }

    @objc private func handleDoubleTap() {
        favoriteCount += 1
        bounce()
    }

    @objc private func reduceMotionChanged(_ notification: Notification) {
        maximumRotation = UIAccessibility.isReduceMotionEnabled ? 0 : .pi / 12
    }

    // MARK: - Outcomes

    func swipe(_ direction: SwipeDirection) {
        swipedDirection = direction
        let offscreen: CGFloat = direction == .right ? 1 : -1
        let distance = (superview?.bounds.width ?? bounds.width) * 1.5
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: {
            self.center.x = self.originalCenter.x + offscreen * distance
            self.transform = CGAffineTransform(rotationAngle: offscreen * self.maximumRotation * 2)
        }, completion: { _ in
            self.isHidden = true
        })
        delegate?.swipeCardView?(self, didSwipeInDirection: direction.rawValue)
    }

    func resetPosition() {
        UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5, options: [], animations: {
            self.center = self.originalCenter
            self.transform = .identity
            self.likeBadge.alpha = 0
            self.nopeBadge.alpha = 0
        }, completion: nil)
        delegate?.swipeCardViewDidCancelSwipe?(self)
    }
}

/// A stack of swipe cards; the top card is the last subview.
class SwipeDeckView: UIView, SwipeCardViewDelegate {
    private(set) var cards: [SwipeCardView] = []
    private(set) var results: [String] = []

    func reload(titles: [String]) {
        cards.forEach { $0.removeFromSuperview() }
        cards = titles.reversed().map { title in
            let card = SwipeCardView(frame: bounds.insetBy(dx: 16, dy: 16))
            card.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            card.titleLabel.text = title
            card.delegate = self
            addSubview(card)
            return card
        }
        updateInteraction()
    }

    var topCard: SwipeCardView? {
        return cards.last(where: { !$0.isHidden && $0.swipedDirection == nil })
    }

    private func updateInteraction() {
        for card in cards {
            card.isUserInteractionEnabled = card === topCard
        }
    }

    func swipeCardView(_ card: SwipeCardView, didSwipeInDirection direction: Int) {
        let name = SwipeDirection(rawValue: direction) == .right ? "right" : "left"
        results.append("\(card.titleLabel.text ?? "?"):\(name)")
        updateInteraction()
    }
}
