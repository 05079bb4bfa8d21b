import Foundation

/// A control picking a continuous value between a minimum and a maximum by dragging a thumb
/// along a horizontal track; sends `.valueChanged` as the value moves (or once, at the end,
/// when ``isContinuous`` is false).
///
/// A drag must start on the thumb; a touch elsewhere on the track is not tracked. While the
/// thumb is dragged, a superview's swipe or pan along the track is refused (reference C3).
/// - Note: See https://developer.apple.com/documentation/uikit/uislider
@MainActor
open class UISlider: UIControl {
    /// The current value, always within ``minimumValue``…``maximumValue``. Setting it sends no
    /// event.
    open var value: Float {
        get { storedValue }
        set { storedValue = clamp(newValue) }
    }

    /// The smallest value; raising it above the value moves the value up.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamp(storedValue)
        }
    }

    /// The largest value; lowering it below the value moves the value down.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamp(storedValue)
        }
    }

    /// Whether `.valueChanged` is sent during the drag (true) or once when it ends.
    open var isContinuous = true

    private var storedValue: Float = 0 {
        didSet { if oldValue != storedValue { setNeedsDisplay() } }
    }
    private var grabOffset: CGFloat = 0
    private var valueAtTrackingStart: Float = 0

    /// Sets the value without sending an event. `animated` is ignored.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// Where the thumb is drawn, in the slider's coordinates.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let diameter = ControlConstants.sliderThumbDiameter
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let centerX = rect.minX + diameter / 2 + (rect.width - diameter) * fraction
        return CGRect(x: centerX - diameter / 2, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
    }

    /// The track the thumb travels along: the whole width, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 1, width: bounds.width, height: 2)
    }

    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumb = currentThumbRect
        guard thumb.contains(point) else { return false }
        grabOffset = point.x - thumb.midX
        valueAtTrackingStart = value
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let diameter = ControlConstants.sliderThumbDiameter
        let travel = bounds.width - diameter
        guard travel > 0 else { return true }
        let centerX = touch.location(in: self).x - grabOffset
        let fraction = Float(min(max((centerX - diameter / 2) / travel, 0), 1))
        let newValue = clamp(minimumValue + fraction * (maximumValue - minimumValue))
        guard newValue != value else { return true }
        value = newValue
        if isContinuous { sendActions(for: .valueChanged, with: event) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, value != valueAtTrackingStart { sendActions(for: .valueChanged, with: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        if !isContinuous, value != valueAtTrackingStart { sendActions(for: .valueChanged, with: event) }
    }

    /// Refuses other views' drags along the track while the thumb is dragged [INF, C3.4].
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isForeignDragAlongTrack(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    private func clamp(_ value: Float) -> Float {
        min(max(value, minimumValue), maximumValue)
    }
}
