import Foundation

/// A control picking a continuous value between a minimum and a maximum by dragging a thumb
/// along a horizontal track; sends `.valueChanged` as the value moves (or once, at the end,
/// when ``isContinuous`` is false).
///
/// A drag must start on the thumb; a touch elsewhere on the track is not tracked. While the
/// thumb is dragged, a superview's swipe or pan along the track is refused (reference C3).
///
/// It looks like iOS 17's: a thin rounded track, tinted left of the thumb
/// (``minimumTrackTintColor``, by default the tint colour) and grey right of it
/// (``maximumTrackTintColor``), and a white 28-point thumb with a soft shadow; optional images
/// sit at either end. All are layers (or image views) that layout moves and recolours
/// (UISlider+Drawing.swift).
/// - Note: See https://developer.apple.com/documentation/uikit/uislider
@MainActor @preconcurrency
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

    /// The colour of the track left of the thumb; `nil` (the default) means the tint colour.
    open var minimumTrackTintColor: UIColor? {
        didSet { noteAppearanceSet(.sliderMinimumTrackTintColor); layoutParts() }
    }
    /// The colour of the track right of the thumb; `nil` (the default) means a system grey.
    open var maximumTrackTintColor: UIColor? {
        didSet { noteAppearanceSet(.sliderMaximumTrackTintColor); layoutParts() }
    }
    /// The colour of the thumb; `nil` (the default) means white.
    open var thumbTintColor: UIColor? {
        didSet { noteAppearanceSet(.sliderThumbTintColor); layoutParts() }
    }
    /// An image at the minimum end, left of the track (which then starts after it).
    open var minimumValueImage: UIImage? {
        didSet { valueImagesDidChange() }
    }
    /// An image at the maximum end, right of the track (which then ends before it).
    open var maximumValueImage: UIImage? {
        didSet { valueImagesDidChange() }
    }

    /// The thumb images set per state (``setThumbImage(_:for:)``).
    private var thumbImages = ButtonStateValues<UIImage>()

    /// Draws the thumb from `image` at the image's size in `state` (other states without an
    /// image of their own use the normal state's); nil removes the state's image. With no
    /// image for the current state, the standard white thumb is drawn.
    /// - Note: See https://developer.apple.com/documentation/uikit/uislider/setthumbimage(_:for:)
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[exactly: state] = image
        layoutParts()
    }

    /// The thumb image set for `state`, else the normal state's; nil when none is set.
    /// - Note: See https://developer.apple.com/documentation/uikit/uislider/thumbimage(for:)
    open func thumbImage(for state: UIControl.State) -> UIImage? {
        thumbImages.value(for: state)
    }

    /// The thumb image drawn now (the one for the current state), or nil for the standard thumb.
    /// - Note: See https://developer.apple.com/documentation/uikit/uislider/currentthumbimage
    open var currentThumbImage: UIImage? { thumbImage(for: state) }

    private var storedValue: Float = 0 {
        didSet { if oldValue != storedValue { layoutParts() } }
    }
    private var grabOffset: CGFloat = 0
    private var valueAtTrackingStart: Float = 0
    /// The layers (and image views) the slider is drawn with.
    let parts = SliderParts()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installParts()
    }

    /// No intrinsic width; UIKit's standard height (``ControlConstants/sliderHeight``).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: ControlConstants.sliderHeight)
    }

    /// The offered width (or the current one when none is offered) at the standard height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: ControlConstants.sliderHeight)
    }

    /// Sets the value without sending an event; with `animated`, the thumb and the tinted
    /// track glide there over ``ControlConstants/switchAnimationDuration`` on the application
    /// clock.
    open func setValue(_ value: Float, animated: Bool) {
        guard animated, window != nil else {
            self.value = value
            return
        }
        UIView.animate(withDuration: ControlConstants.switchAnimationDuration, delay: 0, options: [.allowUserInteraction]) {
            self.value = value
        }
    }

    /// Moves the parts for the new bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    /// Recolours the parts: their colours may be dynamic.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layoutParts()
    }

    /// Enabled and highlighted change the parts' opacity, not a bitmap.
    override func stateDidChange() { layoutParts() }

    /// Where the thumb is drawn, in the slider's coordinates.
    /// A thumb image sets the thumb's size (``currentThumbImage``).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let diameter = ControlConstants.sliderThumbDiameter
        let size = currentThumbImage?.size ?? CGSize(width: diameter, height: diameter)
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        // Right to left the minimum is at the right end.
        let fromLeft = isMirrored ? 1 - fraction : fraction
        let centerX = rect.minX + size.width / 2 + (rect.width - size.width) * fromLeft
        return CGRect(x: centerX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track the thumb travels along: the whole width (less the value images and their
    /// gaps), ``ControlConstants/sliderTrackHeight`` thick, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX
        var maxX = bounds.maxX
        // The value images sit at the track's ends: the minimum's at the left, or at the right
        // in a right-to-left layout.
        let leftImage = isMirrored ? maximumValueImage.map { _ in maximumValueImageRect(forBounds: bounds) }
            : minimumValueImage.map { _ in minimumValueImageRect(forBounds: bounds) }
        let rightImage = isMirrored ? minimumValueImage.map { _ in minimumValueImageRect(forBounds: bounds) }
            : maximumValueImage.map { _ in maximumValueImageRect(forBounds: bounds) }
        if let leftImage { minX = leftImage.maxX + Self.valueImageGap }
        if let rightImage { maxX = rightImage.minX - Self.valueImageGap }
        let height = ControlConstants.sliderTrackHeight
        return CGRect(x: minX, y: bounds.midY - height / 2, width: max(maxX - minX, 0), height: height)
    }

    /// Where ``minimumValueImage`` is drawn: its size, at the left edge (the right edge in a
    /// right-to-left layout), centred vertically.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = minimumValueImage?.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
            .mirroredHorizontally(in: bounds, when: isMirrored)
    }

    /// Where ``maximumValueImage`` is drawn: its size, at the right edge (the left edge in a
    /// right-to-left layout), centred vertically.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = maximumValueImage?.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
            .mirroredHorizontally(in: bounds, when: isMirrored)
    }

    /// Whether the slider runs right to left (its minimum at the right), as it does in a
    /// right-to-left layout.
    var isMirrored: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

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
        let track = trackRect(forBounds: bounds)
        let travel = track.width - diameter
        guard travel > 0 else { return true }
        let centerX = touch.location(in: self).x - grabOffset
        let fromLeft = Float(min(max((centerX - track.minX - diameter / 2) / travel, 0), 1))
        let fraction = isMirrored ? 1 - fromLeft : fromLeft
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

    // MARK: Accessibility defaults

    /// The position in the range as a whole percentage ("50%").
    package override var defaultAccessibilityValue: String? {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (value - minimumValue) / span : 0
        return "\(Int((fraction * 100).rounded()))%"
    }

    /// Adjustable, with the control's state.
    package override var defaultAccessibilityTraits: UIAccessibilityTraits {
        super.defaultAccessibilityTraits.union(.adjustable)
    }

    /// Moves the value a tenth of the range up (`direction` 1) or down (-1), sending
    /// `.valueChanged` when it moved.
    package override func performDefaultAccessibilityAdjustment(by direction: Int) {
        let step = (maximumValue - minimumValue) / 10
        let old = value
        value = old + Float(direction) * step
        if value != old { sendActions(for: .valueChanged) }
    }

    /// A slider is adjusted, not activated: the assistive technology taps the activation point instead.
    package override func performDefaultAccessibilityActivation() -> Bool { false }
}
