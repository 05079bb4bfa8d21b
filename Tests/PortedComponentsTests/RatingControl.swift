import OpenUIKit

/// A five-star rating control in the everyday UIKit style: one CAShapeLayer per star, filled
/// up to the rating, set by tapping or dragging across the stars.
final class RatingControl: UIControl {
    var maximumRating = 5 {
        didSet { rebuildStars() }
    }
    var rating = 0 {
        didSet {
            if rating != oldValue { updateStars() }
        }
    }
    var filledColor = UIColor.systemYellow
    var emptyColor = UIColor.systemGray4
    var starSize: CGFloat = 32
    var spacing: CGFloat = 6

    private(set) var starLayers: [CAShapeLayer] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        rebuildStars()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        rebuildStars()
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(maximumRating) * starSize + CGFloat(maximumRating - 1) * spacing, height: starSize)
    }

    private func rebuildStars() {
        starLayers.forEach { $0.removeFromSuperlayer() }
        starLayers = (0..<maximumRating).map { _ in
            let star = CAShapeLayer()
            star.lineWidth = 1
            layer.addSublayer(star)
            return star
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateStars()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, star) in starLayers.enumerated() {
            star.frame = CGRect(x: CGFloat(index) * (starSize + spacing), y: 0, width: starSize, height: starSize)
            star.path = Self.starPath(in: star.bounds).cgPath
        }
    }

    private func updateStars() {
        for (index, star) in starLayers.enumerated() {
            let filled = index < rating
            star.fillColor = (filled ? filledColor : emptyColor).cgColor
            star.strokeColor = filledColor.cgColor
        }
        accessibilityValue = "\(rating) of \(maximumRating) stars"
    }

    static func starPath(in rect: CGRect) -> UIBezierPath {
        let path = UIBezierPath()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * 0.4
        for point in 0..<10 {
            let radius = point.isMultiple(of: 2) ? outer : inner
            let angle = CGFloat(point) * .pi / 5 - .pi / 2
            let vertex = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if point == 0 { path.move(to: vertex) } else { path.addLine(to: vertex) }
        }
        path.close()
        return path
    }

    private func rating(at point: CGPoint) -> Int {
        let slot = starSize + spacing
        return max(0, min(maximumRating, Int(point.x / slot) + 1))
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateRating(with: touch)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateRating(with: touch)
        return true
    }

    private func updateRating(with touch: UITouch) {
        let newRating = rating(at: touch.location(in: self))
        if newRating != rating {
            rating = newRating
            sendActions(for: .valueChanged)
        }
    }
}
