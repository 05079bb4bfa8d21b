import UIKit

@objc protocol CountdownRingViewDelegate: AnyObject {
    @objc optional func countdownRingView(_ view: CountdownRingView, didUpdateRemaining remaining: TimeInterval)
    @objc optional func countdownRingViewDidFinish(_ view: CountdownRingView)
}

/// A ring that empties over a duration, driven frame by frame by a display link.
@IBDesignable
class CountdownRingView: UIView {

    @IBInspectable var duration: Double = 10
    @IBInspectable var ringWidth: CGFloat = 8 {
        didSet { setNeedsLayout() }
    }
    @IBInspectable var trackColor: UIColor = .systemGray5 {
        didSet { trackLayer.strokeColor = trackColor.cgColor }
    }

    weak var delegate: CountdownRingViewDelegate?

    let trackLayer = CAShapeLayer()
    let progressLayer = CAShapeLayer()
    @IBOutlet private(set) var timeLabel: UILabel!

    private var displayLink: CADisplayLink?
    private var startTimestamp: CFTimeInterval?
    private(set) var remaining: TimeInterval = 0
    private(set) var frameCount = 0
    private(set) var isRunning = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    deinit {
        displayLink?.invalidate()
    }

    private func setUp() {
        trackLayer.fillColor = nil
        trackLayer.strokeColor = trackColor.cgColor
        progressLayer.fillColor = nil
        progressLayer.lineCap = .round
        progressLayer.strokeEnd = 1
        layer.addSublayer(trackLayer)
        layer.addSublayer(progressLayer)
        timeLabel = UILabel()
        timeLabel.font = .monospacedDigitSystemFont(ofSize: 28, weight: .semibold)
        timeLabel.textAlignment = .center
        addSubview(timeLabel)
        remaining = duration
        updateLabel()
        tintColorDidChange()
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        progressLayer.strokeEnd = 0.66
        timeLabel.text = "0:07"
    }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        guard layer === self.layer else { return }
        let side = min(bounds.width, bounds.height)
        let rect = CGRect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
            .insetBy(dx: ringWidth / 2, dy: ringWidth / 2)
        let path = UIBezierPath(arcCenter: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                                startAngle: -.pi / 2, endAngle: .pi * 1.5, clockwise: true)
        for ring in [trackLayer, progressLayer] {
            ring.frame = bounds
            ring.path = path.cgPath
            ring.lineWidth = ringWidth
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        timeLabel.frame = bounds
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        progressLayer.strokeColor = tintColor.cgColor
    }

    // MARK: - Running

    func start() {
        guard !isRunning else { return }
        isRunning = true
        remaining = duration
        startTimestamp = nil
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    func stop() {
        isRunning = false
        displayLink?.invalidate()
        displayLink = nil
    }

    @objc private func step(_ link: CADisplayLink) {
        frameCount += 1
        guard let start = startTimestamp else {
            startTimestamp = link.timestamp
            return
        }
        let elapsed = link.timestamp - start
        remaining = max(0, duration - elapsed)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        progressLayer.strokeEnd = CGFloat(remaining / max(duration, 0.001))
        CATransaction.commit()
        updateLabel()
        delegate?.countdownRingView?(self, didUpdateRemaining: remaining)
        if remaining <= 0 {
            stop()
            delegate?.countdownRingViewDidFinish?(self)
        }
    }

    private func updateLabel() {
        let seconds = Int(ceil(remaining))
        timeLabel.text = String(format: "%d:%02d", seconds / 60, seconds % 60)
        accessibilityValue = "\(seconds) seconds remaining"
    }
}
