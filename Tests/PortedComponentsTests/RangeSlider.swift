import OpenUIKit

/// The track of a range slider: a CALayer subclass drawing itself in draw(in:), with the
/// highlighted range between the two thumbs.
final class RangeSliderTrackLayer: CALayer {
    weak var rangeSlider: RangeSlider?

    override func draw(in ctx: CGContext) {
        guard let slider = rangeSlider else { return }
        let path = UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2)
        ctx.addPath(path.cgPath)
        ctx.setFillColor(slider.trackTintColor.cgColor)
        ctx.fillPath()
        ctx.setFillColor(slider.trackHighlightTintColor.cgColor)
        let lower = slider.positionForValue(slider.lowerValue)
        let upper = slider.positionForValue(slider.upperValue)
        ctx.fill(CGRect(x: lower, y: 0, width: upper - lower, height: bounds.height))
    }
}

/// A slider with two thumbs, written the way the well-known UIKit tutorial version is: layers
/// laid out whenever `frame` is set (an overridden property), tracking with begin/continue/end.
final class RangeSlider: UIControl {
    var minimumValue: CGFloat = 0
    var maximumValue: CGFloat = 1
    var lowerValue: CGFloat = 0.2 {
        didSet { updateLayerFrames() }
    }
    var upperValue: CGFloat = 0.8 {
        didSet { updateLayerFrames() }
    }
    var trackTintColor = UIColor(white: 0.9, alpha: 1)
    var trackHighlightTintColor = UIColor(red: 0, green: 0.45, blue: 0.94, alpha: 1)
    let thumbSize: CGFloat = 28

    let trackLayer = RangeSliderTrackLayer()
    let lowerThumb = CALayer()
    let upperThumb = CALayer()
    private var previousLocation = CGPoint.zero
    private enum Thumb { case lower, upper }
    private var trackedThumb: Thumb?

    override var frame: CGRect {
        didSet { updateLayerFrames() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        trackLayer.rangeSlider = self
        trackLayer.contentsScale = 3
        layer.addSublayer(trackLayer)
        for thumb in [lowerThumb, upperThumb] {
            thumb.backgroundColor = UIColor.white.cgColor
            thumb.cornerRadius = thumbSize / 2
            thumb.borderWidth = 0.5
            thumb.borderColor = UIColor.gray.cgColor
            layer.addSublayer(thumb)
        }
        updateLayerFrames()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func updateLayerFrames() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        trackLayer.frame = bounds.insetBy(dx: 0, dy: bounds.height / 3)
        trackLayer.setNeedsDisplay()
        lowerThumb.frame = thumbFrame(for: lowerValue)
        upperThumb.frame = thumbFrame(for: upperValue)
        CATransaction.commit()
    }

    func positionForValue(_ value: CGFloat) -> CGFloat {
        bounds.width * (value - minimumValue) / (maximumValue - minimumValue)
    }

    private func thumbFrame(for value: CGFloat) -> CGRect {
        let x = positionForValue(value) - thumbSize / 2
        return CGRect(x: x, y: (bounds.height - thumbSize) / 2, width: thumbSize, height: thumbSize)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        previousLocation = touch.location(in: self)
        if lowerThumb.frame.contains(previousLocation) {
            trackedThumb = .lower
        } else if upperThumb.frame.contains(previousLocation) {
            trackedThumb = .upper
        }
        return trackedThumb != nil
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let delta = (location.x - previousLocation.x) / bounds.width * (maximumValue - minimumValue)
        previousLocation = location
        switch trackedThumb {
        case .lower: lowerValue = min(max(lowerValue + delta, minimumValue), upperValue)
        case .upper: upperValue = min(max(upperValue + delta, lowerValue), maximumValue)
        case nil: break
        }
        sendActions(for: .valueChanged)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        trackedThumb = nil
    }
}
