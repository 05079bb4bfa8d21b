import OpenUIKit

/// A pill-shaped badge control in the everyday UIKit style: a gradient layer sized in
/// `layoutSublayers(of:)`, colours that follow the tint in `tintColorDidChange()`, and a
/// marquee of its title driven by an NSValue keyframe animation.
final class TintedBadgeControl: UIControl {
    let gradientLayer = CAGradientLayer()
    let titleLabel = UILabel()
    private(set) var tintChanges = 0
    private(set) var sublayerLayouts = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.insertSublayer(gradientLayer, at: 0)
        addSubview(titleLabel)
        applyTint()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        applyTint()
    }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        sublayerLayouts += 1
        gradientLayer.frame = bounds
        gradientLayer.cornerRadius = bounds.height / 2
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 12, dy: 4)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
        applyTint()
    }

    private func applyTint() {
        let dimmed = tintAdjustmentMode == .dimmed
        gradientLayer.colors = [tintColor.cgColor, (dimmed ? UIColor.gray : UIColor.white).cgColor]
        titleLabel.textColor = tintColor
    }

    /// Scrolls the title from the right edge to the left, forever, as marquee labels do.
    func startMarquee() {
        let marquee = CAKeyframeAnimation(keyPath: "position")
        let y = titleLabel.layer.position.y
        marquee.values = [
            NSValue(cgPoint: CGPoint(x: bounds.width, y: y)),
            NSValue(cgPoint: CGPoint(x: 0, y: y)),
        ]
        marquee.keyTimes = [0, 1]
        marquee.duration = 2
        marquee.timingFunction = CAMediaTimingFunction(name: .linear)
        marquee.repeatCount = .infinity
        titleLabel.layer.add(marquee, forKey: "marquee")
    }
}

/// A flow layout that ends every flick on a page of whole items, as carousel layouts do.
final class PagingCarouselLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        scrollDirection = .horizontal
        minimumLineSpacing = 0
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let pageWidth = itemSize.width + minimumLineSpacing
        var page = (collectionView.contentOffset.x / pageWidth).rounded()
        if velocity.x > 0.3 {
            page = (collectionView.contentOffset.x / pageWidth).rounded(.up)
        } else if velocity.x < -0.3 {
            page = (collectionView.contentOffset.x / pageWidth).rounded(.down)
        }
        return CGPoint(x: page * pageWidth, y: proposedContentOffset.y)
    }
}
