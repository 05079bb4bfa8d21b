import UIKit

/// Optional callbacks of a `RangeSlider`.
@objc protocol RangeSliderDelegate: AnyObject {
    @objc optional func rangeSlider(_ slider: RangeSlider, didChangeLowerValue lower: Double, upperValue upper: Double)
    @objc optional func rangeSliderDidEndDragging(_ slider: RangeSlider)
}

/// A slider with two thumbs selecting a closed range between `minimumValue` and `maximumValue`.
@IBDesignable
class RangeSlider: UIControl {

    enum Thumb {
        case lower
        case upper
    }

    @IBInspectable var minimumValue: Double = 0 {
        didSet { clampValues() }
    }

    @IBInspectable var maximumValue: Double = 1 {
        didSet { clampValues() }
    }

    @IBInspectable var lowerValue: Double = 0.2 {
        didSet { updateLayerFrames() }
    }

    @IBInspectable var upperValue: Double = 0.8 {
        didSet { updateLayerFrames() }
    }

    @IBInspectable var minimumDistance: Double = 0.05

    @IBInspectable var trackHeight: CGFloat = 4 {
        didSet { setNeedsLayout() }
    }

    @IBInspectable var thumbDiameter: CGFloat = 28 {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    @IBInspectable var trackTintColor: UIColor = UIColor(white: 0.85, alpha: 1) {
        didSet { updateColors() }
    }

    @IBInspectable var thumbTintColor: UIColor = .white {
        didSet { updateColors() }
    }

    weak var delegate: RangeSliderDelegate?

    let trackLayer = CALayer()
    let highlightLayer = CALayer()
    let lowerThumbLayer = CAShapeLayer()
    let upperThumbLayer = CAShapeLayer()

    private(set) var activeThumb: Thumb?
    private var previousLocation = CGPoint.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpLayers()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpLayers()
    }

    private func setUpLayers() {
        trackLayer.cornerRadius = trackHeight / 2
        layer.addSublayer(trackLayer)
        layer.addSublayer(highlightLayer)
        for thumb in [lowerThumbLayer, upperThumbLayer] {
            thumb.shadowColor = UIColor.black.cgColor
            thumb.shadowOpacity = 0.2
            thumb.shadowRadius = 2
            thumb.shadowOffset = CGSize(width: 0, height: 1)
            thumb.lineWidth = 0.5
            layer.addSublayer(thumb)
        }
        updateColors()
    }

    override var intrinsicContentSize: CGSize {
        return CGSize(width: UIView.noIntrinsicMetric, height: thumbDiameter + 4)
    }

    // MARK: - Geometry

    var usableWidth: CGFloat {
        return max(0, bounds.width - thumbDiameter)
    }

    func position(for value: Double) -> CGFloat {
        let span = maximumValue - minimumValue
        guard span > 0 else { return thumbDiameter / 2 }
        return CGFloat((value - minimumValue) / span) * usableWidth + thumbDiameter / 2
    }

    func value(for position: CGFloat) -> Double {
        guard usableWidth > 0 else { return minimumValue }
        let fraction = Double((position - thumbDiameter / 2) / usableWidth)
        return minimumValue + min(1, max(0, fraction)) * (maximumValue - minimumValue)
    }

    func thumbFrame(for value: Double) -> CGRect {
        let x = position(for: value) - thumbDiameter / 2
        return CGRect(x: x, y: (bounds.height - thumbDiameter) / 2, width: thumbDiameter, height: thumbDiameter)
    }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        if layer === self.layer {
            updateLayerFrames()
        }
    }

    private func updateLayerFrames() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        trackLayer.frame = CGRect(
            x: thumbDiameter / 2, y: (bounds.height - trackHeight) / 2,
            width: usableWidth, height: trackHeight)
        trackLayer.cornerRadius = trackHeight / 2
        let lowerX = position(for: lowerValue)
        let upperX = position(for: upperValue)
        highlightLayer.frame = CGRect(x: lowerX, y: trackLayer.frame.minY, width: upperX - lowerX, height: trackHeight)
        lowerThumbLayer.frame = thumbFrame(for: lowerValue)
        upperThumbLayer.frame = thumbFrame(for: upperValue)
        let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: thumbDiameter, height: thumbDiameter)).cgPath
        lowerThumbLayer.path = circle
        upperThumbLayer.path = circle
        lowerThumbLayer.shadowPath = circle
        upperThumbLayer.shadowPath = circle
        CATransaction.commit()
    }

    private func clampValues() {
        if maximumValue < minimumValue { maximumValue = minimumValue }
        lowerValue = min(max(lowerValue, minimumValue), maximumValue)
        upperValue = min(max(upperValue, lowerValue), maximumValue)
    }

    // MARK: - Colors

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func updateColors() {
        trackLayer.backgroundColor = trackTintColor.cgColor
        highlightLayer.backgroundColor = tintColor.cgColor
        for thumb in [lowerThumbLayer, upperThumbLayer] {
            thumb.fillColor = thumbTintColor.cgColor
            thumb.strokeColor = UIColor(white: 0, alpha: 0.1).cgColor
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateColors()
    }

    // MARK: - Tracking

    func thumb(at point: CGPoint) -> Thumb? {
        let slop: CGFloat = 8
        let lowerFrame = lowerThumbLayer.frame.insetBy(dx: -slop, dy: -slop)
        let upperFrame = upperThumbLayer.frame.insetBy(dx: -slop, dy: -slop)
        let inLower = lowerFrame.contains(point)
        let inUpper = upperFrame.contains(point)
        if inLower && inUpper {
            return point.x < (lowerFrame.midX + upperFrame.midX) / 2 ? .lower : .upper
        }
        if inUpper { return .upper }
        if inLower { return .lower }
        return nil
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        previousLocation = touch.location(in: self)
        activeThumb = thumb(at: previousLocation)
        return activeThumb != nil
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let thumb = activeThumb else { return false }
        let location = touch.location(in: self)
        let delta = Double(location.x - previousLocation.x) / Double(max(usableWidth, 1)) * (maximumValue - minimumValue)
        previousLocation = location
        switch thumb {
        case .lower:
            lowerValue = min(max(lowerValue + delta, minimumValue), upperValue - minimumDistance)
        case .upper:
            upperValue = max(min(upperValue + delta, maximumValue), lowerValue + minimumDistance)
        }
        sendActions(for: .valueChanged)
        delegate?.rangeSlider?(self, didChangeLowerValue: lowerValue, upperValue: upperValue)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        activeThumb = nil
        delegate?.rangeSliderDidEndDragging?(self)
    }

    override func cancelTracking(with event: UIEvent?) {
        activeThumb = nil
    }
}
