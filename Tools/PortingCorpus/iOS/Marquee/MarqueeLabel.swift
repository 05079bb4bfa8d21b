import UIKit

@objc protocol MarqueeLabelDelegate: AnyObject {
    @objc optional func marqueeLabelDidBeginScrolling(_ label: MarqueeLabel)
    @objc optional func marqueeLabelDidFinishLoop(_ label: MarqueeLabel)
    @objc optional func marqueeLabel(_ label: MarqueeLabel, didTogglePause paused: Bool)
}

/// A one-line label that scrolls its text horizontally when it does not fit.
@IBDesignable
class MarqueeLabel: UIView, CAAnimationDelegate {

    static let scrollAnimationKey = "marquee.scroll"

    @IBInspectable var text: String? {
        get { return textLabel.text }
        set {
            textLabel.text = newValue
            trailingCopy.text = newValue
            restartScrolling()
        }
    }

    @IBInspectable var pointsPerSecond: CGFloat = 30 {
        didSet { restartScrolling() }
    }

    @IBInspectable var gap: CGFloat = 40 {
        didSet { restartScrolling() }
    }

    @IBInspectable var leadingPause: Double = 1.0 {
        didSet { restartScrolling() }
    }

    @IBInspectable var fadeLength: CGFloat = 12 {
        didSet { updateFadeMask() }
    }

    var font: UIFont {
        get { return textLabel.font }
        set {
            textLabel.font = newValue
            trailingCopy.font = newValue
            invalidateIntrinsicContentSize()
            restartScrolling()
        }
    }

    var textColor: UIColor {
        get { return textLabel.textColor }
        set {
            textLabel.textColor = newValue
            trailingCopy.textColor = newValue
        }
    }

    weak var delegate: MarqueeLabelDelegate?

    @IBOutlet private(set) var textLabel: UILabel!
    @IBOutlet private(set) var trailingCopy: UILabel!
    private let scrollContainer = UIView()
    private let fadeMask = CAGradientLayer()
    private var tapRecognizer: UITapGestureRecognizer!

    private(set) var isScrolling = false
    private(set) var isPaused = false
    private(set) var completedLoops = 0
    private(set) var scrollDistance: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    deinit {
        NotificationCenter.default.removeObserver(self, name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    private func setUp() {
        clipsToBounds = true
        textLabel = UILabel()
        trailingCopy = UILabel()
        for label in [textLabel!, trailingCopy!] {
            label.numberOfLines = 1
            label.lineBreakMode = .byClipping
            label.font = .systemFont(ofSize: 17)
            scrollContainer.addSubview(label)
        }
        trailingCopy.isAccessibilityElement = false
        addSubview(scrollContainer)
        fadeMask.startPoint = CGPoint(x: 0, y: 0.5)
        fadeMask.endPoint = CGPoint(x: 1, y: 0.5)
        tapRecognizer = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        addGestureRecognizer(tapRecognizer)
        NotificationCenter.default.addObserver(self, selector: #selector(applicationDidBecomeActive), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    override var intrinsicContentSize: CGSize {
        let size = textLabel.intrinsicContentSize
        return CGSize(width: UIView.noIntrinsicMetric, height: size.height)
    }

    var textWidth: CGFloat {
        return ceil(textLabel.intrinsicContentSize.width)
    }

    var needsScrolling: Bool {
        return textWidth > bounds.width
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = textWidth
        let height = bounds.height
        if scrollContainer.layer.animation(forKey: MarqueeLabel.scrollAnimationKey) == nil {
            scrollContainer.frame = CGRect(x: 0, y: 0, width: width * 2 + gap, height: height)
        }
        textLabel.frame = CGRect(x: 0, y: 0, width: width, height: height)
        trailingCopy.frame = CGRect(x: width + gap, y: 0, width: width, height: height)
        trailingCopy.isHidden = !needsScrolling
        updateFadeMask()
        if needsScrolling && !isScrolling && window != nil {
            startScrolling()
        } else if !needsScrolling && isScrolling {
            stopScrolling()
        }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            stopScrolling()
        } else {
            setNeedsLayout()
        }
    }

    private func updateFadeMask() {
        guard needsScrolling, bounds.width > 0 else {
            layer.mask = nil
            return
        }
        let edge = NSNumber(value: Double(min(0.5, fadeLength / bounds.width)))
        fadeMask.frame = bounds
        fadeMask.colors = [UIColor.clear.cgColor, UIColor.black.cgColor, UIColor.black.cgColor, UIColor.clear.cgColor]
        fadeMask.locations = [0, edge, NSNumber(value: 1 - edge.doubleValue), 1]
        layer.mask = fadeMask
    }

    // MARK: - Scrolling

    func scrollAnimation() -> CAKeyframeAnimation {
        let distance = textWidth + gap
        let travel = Double(distance / max(pointsPerSecond, 1))
        let total = leadingPause + travel
        let start = CGPoint(x: scrollContainer.bounds.width / 2, y: bounds.height / 2)
        let end = CGPoint(x: start.x - distance, y: start.y)
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = [NSValue(cgPoint: start), NSValue(cgPoint: start), NSValue(cgPoint: end)]
        animation.keyTimes = [0, NSNumber(value: leadingPause / total), 1]
        animation.duration = total
        animation.timingFunctions = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .linear)]
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        animation.delegate = self
        return animation
    }

    func startScrolling() {
        guard needsScrolling else { return }
        scrollDistance = textWidth + gap
        isScrolling = true
        scrollContainer.layer.add(scrollAnimation(), forKey: MarqueeLabel.scrollAnimationKey)
        delegate?.marqueeLabelDidBeginScrolling?(self)
    }

    func stopScrolling() {
        isScrolling = false
        scrollContainer.layer.removeAnimation(forKey: MarqueeLabel.scrollAnimationKey)
    }

    func restartScrolling() {
        stopScrolling()
        setNeedsLayout()
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag, isScrolling else { return }
        completedLoops += 1
        delegate?.marqueeLabelDidFinishLoop?(self)
        scrollContainer.layer.removeAnimation(forKey: MarqueeLabel.scrollAnimationKey)
        scrollContainer.layer.add(scrollAnimation(), forKey: MarqueeLabel.scrollAnimationKey)
    }

    // MARK: - Pausing

    func pause() {
        guard !isPaused else { return }
        let layer = scrollContainer.layer
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        isPaused = true
    }

    func resume() {
        guard isPaused else { return }
        let layer = scrollContainer.layer
        let pausedTime = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        isPaused = false
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        if isPaused {
            resume()
        } else {
            pause()
        }
        delegate?.marqueeLabel?(self, didTogglePause: isPaused)
    }

    @objc private func applicationDidBecomeActive() {
        if isScrolling && scrollContainer.layer.animation(forKey: MarqueeLabel.scrollAnimationKey) == nil {
            startScrolling()
        }
    }
}
