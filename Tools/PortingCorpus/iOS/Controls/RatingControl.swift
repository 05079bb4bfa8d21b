import UIKit

/// Receives rating changes from a `RatingControl`. Every requirement is optional.
@objc protocol RatingControlDelegate: AnyObject {
    @objc optional func ratingControl(_ control: RatingControl, didChangeRating rating: Int)
    @objc optional func ratingControlDidBeginEditing(_ control: RatingControl)
    @objc optional func ratingControlDidEndEditing(_ control: RatingControl)
    @objc optional func ratingControl(_ control: RatingControl, shouldChangeTo rating: Int) -> Bool
}

/// A row of stars the user taps or drags across. Sends `.valueChanged` when the rating changes.
@IBDesignable
class RatingControl: UIControl {

    // MARK: - Inspectable properties

    @IBInspectable var maximumRating: Int = 5 {
        didSet {
            if maximumRating < 1 { maximumRating = 1 }
            if rating > maximumRating { rating = maximumRating }
            rebuildStarLayers()
        }
    }

    @IBInspectable var rating: Int = 0 {
        didSet {
            if rating != oldValue {
                updateStarColors()
                updateAccessibility()
            }
        }
    }

    @IBInspectable var starSpacing: CGFloat = 8 {
        didSet { setNeedsLayout() }
    }

    @IBInspectable var emptyStarColor: UIColor = .systemGray4 {
        didSet { updateStarColors() }
    }

    @IBInspectable var starLineWidth: CGFloat = 1.5 {
        didSet { updateStarColors() }
    }

    @IBInspectable var allowsZeroRating: Bool = true

    // MARK: - Outlets and delegate

    @IBOutlet weak var valueLabel: UILabel?
    weak var delegate: RatingControlDelegate?

    private(set) var starLayers: [CAShapeLayer] = []
    private(set) var changeCount = 0
    private var ratingAtTouchDown = 0

    // MARK: - Initialization

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        accessibilityLabel = "Rating"
        rebuildStarLayers()
        updateAccessibility()
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        updateStarColors()
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        rating = min(3, maximumRating)
        updateStarColors()
    }

    // MARK: - Layout

    override var intrinsicContentSize: CGSize {
        let side: CGFloat = 28
        let count = CGFloat(maximumRating)
        return CGSize(width: count * side + (count - 1) * starSpacing, height: side)
    }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        guard layer === self.layer else { return }
        let side = starSide
        for (index, star) in starLayers.enumerated() {
            star.frame = CGRect(x: CGFloat(index) * (side + starSpacing), y: (bounds.height - side) / 2, width: side, height: side)
            star.path = StarPathBuilder(points: 5, innerRatio: 0.45).path(in: star.bounds.insetBy(dx: starLineWidth, dy: starLineWidth))
        }
    }

    var starSide: CGFloat {
        let count = CGFloat(maximumRating)
        let available = (bounds.width - (count - 1) * starSpacing) / count
        return max(0, min(available, bounds.height))
    }

    // MARK: - Appearance

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateStarColors()
    }

    private func rebuildStarLayers() {
        starLayers.forEach { $0.removeFromSuperlayer() }
        starLayers = (0..<maximumRating).map { _ in
            let star = CAShapeLayer()
            star.lineJoin = .round
            layer.addSublayer(star)
            return star
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateStarColors()
    }

    private func updateStarColors() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (index, star) in starLayers.enumerated() {
            let filled = index < rating
            star.fillColor = filled ? tintColor.cgColor : UIColor.clear.cgColor
            star.strokeColor = filled ? tintColor.cgColor : emptyStarColor.cgColor
            star.lineWidth = starLineWidth
        }
        CATransaction.commit()
        valueLabel?.text = "\(rating) / \(maximumRating)"
    }

    private func updateAccessibility() {
        accessibilityValue = rating == 1 ? "1 star" : "\(rating) stars"
    }

    // MARK: - Tracking

    func rating(at point: CGPoint) -> Int {
        let slot = starSide + starSpacing
        guard slot > 0 else { return rating }
        let index = Int(floor(point.x / slot)) + 1
        let lowest = allowsZeroRating ? 0 : 1
        if point.x < 0 { return lowest }
        return max(lowest, min(maximumRating, index))
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        ratingAtTouchDown = rating
        delegate?.ratingControlDidBeginEditing?(self)
        updateRating(for: touch)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateRating(for: touch)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch = touch {
            updateRating(for: touch)
        }
        delegate?.ratingControlDidEndEditing?(self)
    }

    override func cancelTracking(with event: UIEvent?) {
        setRating(ratingAtTouchDown, sendingActions: true)
        delegate?.ratingControlDidEndEditing?(self)
    }

    private func updateRating(for touch: UITouch) {
        setRating(rating(at: touch.location(in: self)), sendingActions: true)
    }

    func setRating(_ newRating: Int, sendingActions: Bool) {
        guard newRating != rating else { return }
        if delegate?.ratingControl?(self, shouldChangeTo: newRating) == false {
            return
        }
        rating = newRating
        guard sendingActions else { return }
        changeCount += 1
        sendActions(for: .valueChanged)
        delegate?.ratingControl?(self, didChangeRating: newRating)
    }

    // MARK: - Accessibility

    override func accessibilityIncrement() {
        setRating(min(maximumRating, rating + 1), sendingActions: true)
    }

    override func accessibilityDecrement() {
        setRating(max(allowsZeroRating ? 0 : 1, rating - 1), sendingActions: true)
    }
}

/// Builds star outlines; a plain value, usable from any thread.
struct StarPathBuilder {
    var points: Int
    var innerRatio: CGFloat

    func path(in rect: CGRect) -> CGPath {
        let path = CGMutablePath()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * innerRatio
        let vertexCount = points * 2
        guard vertexCount > 0, outer > 0 else { return path }
        for vertex in 0..<vertexCount {
            let radius = vertex % 2 == 0 ? outer : inner
            let angle = CGFloat(vertex) * .pi / CGFloat(points) - .pi / 2
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if vertex == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        path.closeSubpath()
        return path
    }
}
