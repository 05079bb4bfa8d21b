import Foundation

/// An on/off control: a tap flips it, dragging the knob sets it by where the finger lifts;
/// either way a change sends `.valueChanged`.
///
/// A switch keeps its taps and knob drags from superview recognizers (reference C3).
///
/// It looks like iOS 17's: a capsule track (grey when off, ``onTintColor`` when on) and a
/// white round thumb with a soft shadow, built from layers that layout only moves and
/// recolours (UISwitch+Drawing.swift). A tap, or `setOn(_:animated:)` with `true`, slides the
/// thumb across on the application clock.
/// - Note: See https://developer.apple.com/documentation/uikit/uiswitch
@MainActor @preconcurrency
open class UISwitch: UIControl {
    /// Whether the switch is on. Setting it sends no event.
    open var isOn = false {
        didSet { if oldValue != isOn { layoutParts() } }
    }

    /// The colour of the track when on; `nil` (the default) means system green.
    open var onTintColor: UIColor? {
        didSet { noteAppearanceSet(.switchOnTintColor); layoutParts() }
    }
    /// The colour of the thumb; `nil` (the default) means white.
    open var thumbTintColor: UIColor? {
        didSet { noteAppearanceSet(.switchThumbTintColor); layoutParts() }
    }

    private var trackingStartX: CGFloat = 0
    private var isDraggingKnob = false
    /// While the knob is dragged, the side the finger is on (the thumb follows it).
    var dragSideIsOn: Bool?
    /// The layers the switch is drawn with.
    let parts = SwitchParts()

    /// Creates a switch at `frame`'s origin; its size is always ``ControlConstants/switchSize``.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: ControlConstants.switchSize))
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

    /// Always ``ControlConstants/switchSize`` (51 × 31).
    open override var intrinsicContentSize: CGSize { ControlConstants.switchSize }

    /// Always ``ControlConstants/switchSize``, whatever `size` offers.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { ControlConstants.switchSize }

    /// Sets the state without sending an event; with `animated`, the thumb slides and the
    /// track's colour fades over ``ControlConstants/switchAnimationDuration`` on the
    /// application clock.
    // UIKit divergence: UIKit slides the thumb with a short spring; here it is an ease-in-out
    // animation of ``ControlConstants/switchAnimationDuration``, so its midpoint is exact.
    open func setOn(_ on: Bool, animated: Bool) {
        guard animated, on != isOn, window != nil else {
            isOn = on
            return
        }
        UIView.animate(withDuration: ControlConstants.switchAnimationDuration, delay: 0, options: [.allowUserInteraction]) {
            self.isOn = on
        }
    }

    /// Moves and recolours the parts for the new bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    /// Recolours the parts: their colours may be dynamic.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layoutParts()
    }

    /// Enabled and highlighted change the parts (dimmed at once; the thumb widening under a
    /// finger is animated), not a bitmap.
    override func stateDidChange() {
        guard parts.showsPressed != isHighlighted else { return layoutParts() }
        parts.showsPressed = isHighlighted
        animateParts()
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStartX = touch.location(in: self).x
        isDraggingKnob = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if abs(touch.location(in: self).x - trackingStartX) > ControlConstants.switchDragThreshold {
            isDraggingKnob = true
        }
        if isDraggingKnob {
            let side = isOnSide(touch.location(in: self))
            if side != dragSideIsOn {
                dragSideIsOn = side
                animateParts()
            }
        }
        return true
    }

    /// A drag decides by the side of the lift; a tap inside flips; a tap lifted outside does
    /// nothing. The change is sent before the touch-up event [CHOSEN].
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { endKnobDrag() }
        guard let touch else { return }
        let newValue: Bool
        if isDraggingKnob {
            newValue = isOnSide(touch.location(in: self))
        } else if isTouchInside {
            newValue = !isOn
        } else {
            return
        }
        guard newValue != isOn else { return }
        dragSideIsOn = nil
        setOn(newValue, animated: true)
        sendActions(for: .valueChanged, with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        endKnobDrag()
    }

    /// Whether `point` is on the half of the switch the thumb sits in when on: the right half,
    /// the left one in a right-to-left layout.
    private func isOnSide(_ point: CGPoint) -> Bool {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? point.x < bounds.midX : point.x >= bounds.midX
    }

    /// Forgets the drag; a thumb left on the other side slides back to the value's side.
    private func endKnobDrag() {
        isDraggingKnob = false
        guard dragSideIsOn != nil else { return }
        dragSideIsOn = nil
        animateParts()
    }

    /// Refuses other views' single taps, and drags along the knob [INF, C3.4].
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isForeignSingleTap(gestureRecognizer) || isForeignDragAlongTrack(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Accessibility defaults

    /// "1" when on, "0" when off.
    package override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }

    /// A toggle button, with the control's state.
    package override var defaultAccessibilityTraits: UIAccessibilityTraits {
        super.defaultAccessibilityTraits.union([.button, .toggleButton])
    }

    /// An enabled switch flips and sends `.valueChanged`.
    package override func performDefaultAccessibilityActivation() -> Bool {
        guard isEnabled else { return false }
        isOn.toggle()
        sendActions(for: .valueChanged)
        return true
    }
}
