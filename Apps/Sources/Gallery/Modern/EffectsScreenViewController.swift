import OpenUIKit

/// The layers screen: a blur material over a colourful backdrop with vibrant labels on it, a
/// spinner made of one dot by a `CAReplicatorLayer` (each copy's fade starts a twelfth of a
/// turn later), a wrapped `CATextLayer`, and a rasterized card.
///
/// Layout (points, in a vertically bouncing scroll view, so the content starts below the
/// navigation bar and, scrolled, passes under its blur): backdrop (0, 0, screen width, 300)
/// with stripes and circles; blur card (30, 70, 330, 150), corner radius 20; spinner (40, 330,
/// 60, 60); text layer (120, 320, 250, 90); rasterized card (20, 430, 350, 80). The labels
/// follow Dynamic Type: at larger sizes the blur card grows to fit them (the backdrop keeps
/// 80 points below it), and what lies below the backdrop moves down with it.
final class EffectsScreenViewController: UIViewController {
    /// The spinner's dots, the seconds one turn of the fade takes and the turns it makes.
    static let spinnerDots = 12
    static let spinnerPeriod: CFTimeInterval = 1.2
    static let spinnerTurns: Float = 4

    private let textLayer = CATextLayer()
    private let backdropGradient = CAGradientLayer()
    private let content = UIScrollView()
    private let backdrop = UIView()
    private let blurCard = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    private let vibrantTitle = UILabel()
    private let detailVibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .label))
    private let detail = UILabel()
    private let spinner = CAReplicatorLayer()
    private let rasterizedCard = UIView()
    private let rasterizedLabel = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Effects"
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.alwaysBounceVertical = true
        view.addSubview(content)
        content.addSubview(makeBackdrop())
        content.addSubview(makeBlurCard())
        content.layer.addSublayer(makeSpinner())
        configureTextLayer()
        content.layer.addSublayer(textLayer)
        content.addSubview(makeRasterizedCard())
    }

    /// Colourful stripes and circles for the blur to work on.
    private func makeBackdrop() -> UIView {
        backdrop.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 300)
        backdrop.autoresizingMask = .flexibleWidth
        let gradient = backdropGradient
        gradient.frame = backdrop.bounds
        gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor, UIColor.systemTeal.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        backdrop.layer.addSublayer(gradient)
        let colours: [UIColor] = [.systemBlue, .systemYellow, .systemGreen, .systemPurple, .systemRed]
        for (index, colour) in colours.enumerated() {
            let circle = UIView(frame: CGRect(x: 20 + CGFloat(index) * 72, y: index % 2 == 0 ? 60 : 150, width: 80, height: 80))
            circle.backgroundColor = colour
            circle.layer.cornerRadius = 40
            backdrop.addSubview(circle)
        }
        for index in 0..<6 {
            let stripe = UIView(frame: CGRect(x: 0, y: 20 + CGFloat(index) * 46, width: backdrop.bounds.width, height: 6))
            stripe.autoresizingMask = .flexibleWidth
            stripe.backgroundColor = index % 2 == 0 ? .white : .black
            backdrop.addSubview(stripe)
        }
        return backdrop
    }

    /// A `.systemMaterial` card with a vibrant title and a vibrant line of detail.
    private func makeBlurCard() -> UIView {
        let blur = UIBlurEffect(style: .systemMaterial)
        let card = blurCard
        card.frame = CGRect(x: 30, y: 70, width: 330, height: 150)
        card.layer.cornerRadius = 20
        card.clipsToBounds = true
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .label))
        vibrancy.frame = card.bounds
        vibrancy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        card.contentView.addSubview(vibrancy)
        vibrantTitle.text = "Vibrant label"
        vibrantTitle.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 28, weight: .bold))
        vibrantTitle.adjustsFontForContentSizeCategory = true
        vibrantTitle.numberOfLines = 0
        vibrancy.contentView.addSubview(vibrantTitle)
        // The label vibrancy: the secondary one is 3:1 on the material, under what this text
        // size needs.
        card.contentView.addSubview(detailVibrancy)
        detail.text = "A blur of what lies beneath, tinted with the material, and text in vibrant colours."
        detail.numberOfLines = 0
        detail.font = .preferredFont(forTextStyle: .subheadline)
        detail.adjustsFontForContentSizeCategory = true
        detailVibrancy.contentView.addSubview(detail)
        return card
    }

    /// Places the blur card's labels at their height for the current text size, grows the card
    /// and the backdrop to fit, and moves what lies below the backdrop down with it.
    private func layoutContent() {
        let unbounded = CGFloat.greatestFiniteMagnitude
        let titleHeight = vibrantTitle.sizeThatFits(CGSize(width: 290, height: unbounded)).height.rounded(.up)
        vibrantTitle.frame = CGRect(x: 20, y: 24, width: 290, height: max(titleHeight, 34))
        let detailHeight = detail.sizeThatFits(CGSize(width: 290, height: unbounded)).height.rounded(.up)
        detailVibrancy.frame = CGRect(x: 20, y: vibrantTitle.frame.maxY + 12, width: 290, height: max(detailHeight, 60))
        detail.frame = detailVibrancy.bounds
        blurCard.frame = CGRect(x: 30, y: 70, width: 330, height: max(150, detailVibrancy.frame.maxY + 20))
        backdrop.frame.size.height = max(300, blurCard.frame.maxY + 80)
        let below = backdrop.frame.maxY - 300
        let labelHeight = rasterizedLabel.sizeThatFits(CGSize(width: 318, height: unbounded)).height.rounded(.up)
        rasterizedCard.frame = CGRect(x: 20, y: 430 + below, width: 350, height: max(80, labelHeight + 24))
        rasterizedLabel.frame = CGRect(x: 16, y: 0, width: 318, height: rasterizedCard.bounds.height)
        content.contentSize = CGSize(width: view.bounds.width, height: rasterizedCard.frame.maxY + 20)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        spinner.frame.origin.y = 330 + below
        textLayer.frame.origin.y = 320 + below
        CATransaction.commit()
    }

    /// Twelve copies of one dot around a circle, each fading a twelfth of a period later, for
    /// a few turns (as a spinner turns while something loads: one that turns forever keeps
    /// the app from ever being idle); then the dots rest at full strength.
    private func makeSpinner() -> CALayer {
        let replicator = spinner
        replicator.frame = CGRect(x: 40, y: 330, width: 60, height: 60)
        let dot = CALayer()
        dot.frame = CGRect(x: 26, y: 0, width: 8, height: 8)
        dot.cornerRadius = 4
        dot.backgroundColor = UIColor.systemBlue.cgColor
        replicator.addSublayer(dot)
        replicator.instanceCount = Self.spinnerDots
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(Self.spinnerDots), 0, 0, 1)
        replicator.instanceDelay = Self.spinnerPeriod / Double(Self.spinnerDots)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.15
        fade.duration = Self.spinnerPeriod
        fade.repeatCount = Self.spinnerTurns
        dot.add(fade, forKey: "fade")
        return replicator
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutContent()
        // The gradient is a plain layer: it follows the backdrop's width by hand.
        guard let backdrop = backdropGradient.superlayer, backdropGradient.frame != backdrop.bounds else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        backdropGradient.frame = backdrop.bounds
        CATransaction.commit()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // A layer holds a CGColor: resolve the label colour again for light or dark.
        textLayer.foregroundColor = UIColor.label.resolvedColor(with: traitCollection).cgColor
    }

    /// A wrapped, centred text layer.
    private func configureTextLayer() {
        let text = textLayer
        text.frame = CGRect(x: 120, y: 320, width: 250, height: 90)
        text.string = "CATextLayer draws this string wrapped to its width and centred."
        text.fontSize = 17
        text.foregroundColor = UIColor.label.resolvedColor(with: traitCollection).cgColor
        text.alignmentMode = .center
        text.isWrapped = true
        text.truncationMode = .end
        text.contentsScale = 3
    }

    /// A card whose layer tree is cached as one bitmap.
    private func makeRasterizedCard() -> UIView {
        let card = rasterizedCard
        card.frame = CGRect(x: 20, y: 430, width: 350, height: 80)
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 12
        let label = rasterizedLabel
        label.frame = CGRect(x: 16, y: 0, width: 318, height: 80)
        label.text = "Rasterized: drawn once, then composited as a bitmap"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        card.addSubview(label)
        card.layer.shouldRasterize = true
        card.layer.rasterizationScale = 3
        return card
    }
}
