import UIKit

/// A rounded button with a count badge in its top-right corner.
@IBDesignable
class BadgeButton: UIButton {

    @IBInspectable var badgeCount: Int = 0 {
        didSet {
            updateBadge()
            if badgeCount > oldValue && window != nil {
                AnimationRecipes.applyBounce(to: badgeLayer)
            }
        }
    }

    @IBInspectable var cornerRadius: CGFloat = 10 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    @IBInspectable var badgeColor: UIColor = .systemRed {
        didSet { badgeLayer.fillColor = badgeColor.cgColor }
    }

    @IBInspectable var borderWidth: CGFloat = 0 {
        didSet { layer.borderWidth = borderWidth }
    }

    let badgeLayer = CAShapeLayer()
    @IBOutlet private(set) var badgeLabel: UILabel!
    private(set) var tapCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        layer.cornerRadius = cornerRadius
        contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        badgeLayer.fillColor = badgeColor.cgColor
        layer.addSublayer(badgeLayer)
        badgeLabel = UILabel()
        badgeLabel.font = .boldSystemFont(ofSize: 11)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        addSubview(badgeLabel)
        addTarget(self, action: #selector(touchDown(_:)), for: .touchDown)
        addTarget(self, action: #selector(touchUp(_:)), for: [.touchUpInside, .touchUpOutside, .touchCancel])
        updateColors()
        updateBadge()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func updateColors() {
        backgroundColor = tintColor.withAlphaComponent(0.15)
        setTitleColor(tintColor, for: .normal)
        layer.borderColor = tintColor.cgColor
    }

    var badgeDiameter: CGFloat {
        return badgeCount > 9 ? 22 : 18
    }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        guard layer === self.layer else { return }
        let width = badgeCount > 99 ? badgeDiameter + 10 : badgeDiameter
        let frame = CGRect(x: bounds.maxX - width * 0.7, y: -badgeDiameter * 0.3, width: width, height: badgeDiameter)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        badgeLayer.bounds = CGRect(origin: .zero, size: frame.size)
        badgeLayer.position = CGPoint(x: frame.midX, y: frame.midY)
        badgeLayer.path = UIBezierPath(roundedRect: badgeLayer.bounds, cornerRadius: badgeDiameter / 2).cgPath
        CATransaction.commit()
        badgeLabel.frame = frame
    }

    private func updateBadge() {
        let hidden = badgeCount <= 0
        badgeLayer.isHidden = hidden
        badgeLabel.isHidden = hidden
        badgeLabel.text = badgeCount > 99 ? "99+" : "\(badgeCount)"
        accessibilityValue = hidden ? nil : "\(badgeCount) new"
        setNeedsLayout()
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        return bounds.insetBy(dx: -8, dy: -8).contains(point)
    }

    @objc private func touchDown(_ sender: BadgeButton) {
        UIView.animate(withDuration: 0.1) {
            self.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
        }
    }

    @objc private func touchUp(_ sender: BadgeButton) {
        tapCount += 1
        UIView.animate(withDuration: 0.2) {
            self.transform = .identity
        }
    }
}

/// A thin progress bar whose fill animates its bounds, and whose color follows the tint.
@IBDesignable
class ProgressBarView: UIView {

    @IBInspectable var progress: CGFloat = 0 {
        didSet {
            progress = min(1, max(0, progress))
            setNeedsLayout()
        }
    }

    @IBInspectable var barHeight: CGFloat = 6 {
        didSet { invalidateIntrinsicContentSize() }
    }

    let fillLayer = CALayer()
    private(set) var lastFillBounds = CGRect.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemGray5
        layer.masksToBounds = true
        fillLayer.anchorPoint = CGPoint(x: 0, y: 0.5)
        layer.addSublayer(fillLayer)
        tintColorDidChange()
    }

    override var intrinsicContentSize: CGSize {
        return CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        fillLayer.backgroundColor = tintColor.cgColor
    }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        guard layer === self.layer else { return }
        self.layer.cornerRadius = bounds.height / 2
        fillLayer.cornerRadius = bounds.height / 2
        let target = CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        fillLayer.position = CGPoint(x: 0, y: bounds.midY)
        fillLayer.bounds = target
        CATransaction.commit()
        lastFillBounds = target
    }

    func setProgress(_ value: CGFloat, animated: Bool) {
        let from = fillLayer.bounds
        progress = value
        layoutIfNeeded()
        guard animated else { return }
        fillLayer.add(AnimationRecipes.grow(from: from, to: fillLayer.bounds, duration: 0.25), forKey: AnimationRecipes.growKey)
    }
}
