import Foundation

/// A minus/plus pair that steps a value: touching a half steps once at once, holding it
/// repeats on the application clock (after ``ControlConstants/stepperAutorepeatDelay``, every
/// ``ControlConstants/stepperAutorepeatInterval``); each step sends `.valueChanged` (or one
/// event at the end when ``isContinuous`` is false).
///
/// It looks like iOS 17's: a grey rounded rectangle split by a thin divider, a minus on the
/// left and a plus on the right (greyed out at the end they cannot step past unless the
/// stepper wraps), the half under the finger shaded; all layers that layout recolours
/// (UIStepper+Drawing.swift).
/// - Note: See https://developer.apple.com/documentation/uikit/uistepper
@MainActor @preconcurrency
open class UIStepper: UIControl {
    /// The current value, within ``minimumValue``…``maximumValue``. Setting it sends no event.
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    /// The smallest value. Default 0.
    open var minimumValue: Double = 0 {
        didSet {
            Fatal.check(minimumValue < maximumValue, "UIStepper.minimumValue must stay below maximumValue")
            value = storedValue
        }
    }
    /// The largest value. Default 100.
    open var maximumValue: Double = 100 {
        didSet {
            Fatal.check(maximumValue > minimumValue, "UIStepper.maximumValue must stay above minimumValue")
            value = storedValue
        }
    }
    /// The step; must be positive. Default 1.
    open var stepValue: Double = 1 {
        didSet { Fatal.check(stepValue > 0, "UIStepper.stepValue must be positive, got \(stepValue)") }
    }
    /// Whether stepping past one end continues from the other. Default false.
    open var wraps = false {
        didSet { layoutParts() }
    }
    /// Whether holding a half repeats. Default true.
    open var autorepeat = true
    /// Whether each step sends `.valueChanged` (true) or one is sent when the touch ends.
    open var isContinuous = true

    private var storedValue: Double = 0 {
        didSet { if oldValue != storedValue { layoutParts() } }
    }
    /// The half being touched: -1 (minus), 1 (plus), 0 when no touch is tracked.
    private(set) var direction: Double = 0
    // UIKit divergence: no custom images (`setIncrementImage(_:for:)` and the rest); the
    // glyphs are drawn bars, not the system's symbol images.
    /// The layers the stepper is drawn with.
    let parts = StepperParts()
    private var repeatTimer: ScheduledTimer?
    private var valueAtTrackingStart: Double = 0

    /// Creates a stepper at `frame`'s origin; its size is always ``ControlConstants/stepperSize``.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: ControlConstants.stepperSize))
        installParts()
        // Hugs its fixed size in both axes (750), as UIKit's does: a stack view stretches its neighbours.
        layoutSettings.horizontalHugging = .defaultHigh
        layoutSettings.verticalHugging = .defaultHigh
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installParts()
        // Hugs its fixed size in both axes (750), as UIKit's does: a stack view stretches its neighbours.
        layoutSettings.horizontalHugging = .defaultHigh
        layoutSettings.verticalHugging = .defaultHigh
    }

    /// Always ``ControlConstants/stepperSize`` (94 × 32).
    open override var intrinsicContentSize: CGSize { ControlConstants.stepperSize }

    /// Always ``ControlConstants/stepperSize``, whatever `size` offers.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { ControlConstants.stepperSize }

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

    /// Enabled and highlighted change the glyphs and the shade, not a bitmap.
    override func stateDidChange() { layoutParts() }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        direction = touch.location(in: self).x < bounds.midX ? -1 : 1
        layoutParts()
        valueAtTrackingStart = value
        step(event: event)
        if autorepeat, let runLoop = window?.application?.runLoop {
            repeatTimer = runLoop.schedule(
                after: ControlConstants.stepperAutorepeatDelay, repeating: ControlConstants.stepperAutorepeatInterval
            ) { [weak self] _ in self?.step(event: nil) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finish(event: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        finish(event: event)
    }

    /// Refuses other views' single taps [INF, C3.4].
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isForeignSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    private func step(event: UIEvent?) {
        var next = storedValue + direction * stepValue
        if next > maximumValue {
            next = wraps ? minimumValue : maximumValue
        } else if next < minimumValue {
            next = wraps ? maximumValue : minimumValue
        }
        guard next != storedValue else { return }
        storedValue = next
        recordControl(.stepped(to: next))
        if isContinuous { sendActions(for: .valueChanged, with: event) }
    }

    private func finish(event: UIEvent?) {
        repeatTimer?.invalidate()
        repeatTimer = nil
        direction = 0
        layoutParts()
        if !isContinuous, value != valueAtTrackingStart { sendActions(for: .valueChanged, with: event) }
    }

    // MARK: Accessibility defaults

    /// The value, without a fraction when it is whole ("3", "2.5").
    package override var defaultAccessibilityValue: String? {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Adjustable, with the control's state.
    package override var defaultAccessibilityTraits: UIAccessibilityTraits {
        super.defaultAccessibilityTraits.union(.adjustable)
    }

    /// Moves the value one step up (`direction` 1) or down (-1), wrapping or stopping at the
    /// ends as ``wraps`` says, and sends `.valueChanged` when it moved.
    package override func performDefaultAccessibilityAdjustment(by direction: Int) {
        let old = value
        var next = old + Double(direction) * stepValue
        if next > maximumValue {
            next = wraps ? minimumValue : maximumValue
        } else if next < minimumValue {
            next = wraps ? maximumValue : minimumValue
        }
        value = next
        if value != old { sendActions(for: .valueChanged) }
    }

    /// A stepper is adjusted, not activated: the assistive technology taps the activation point instead.
    package override func performDefaultAccessibilityActivation() -> Bool { false }
}
