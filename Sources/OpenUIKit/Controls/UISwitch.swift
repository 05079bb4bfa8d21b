import Foundation

/// An on/off control: a tap flips it, dragging the knob sets it by where the finger lifts;
/// either way a change sends `.valueChanged`.
///
/// A switch keeps its taps and knob drags from superview recognizers (reference C3).
/// - Note: See https://developer.apple.com/documentation/uikit/uiswitch
@MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on. Setting it sends no event.
    open var isOn = false {
        didSet { if oldValue != isOn { setNeedsDisplay() } }
    }

    /// The colour of the track when on.
    open var onTintColor: UIColor?
    /// The colour of the knob.
    open var thumbTintColor: UIColor?

    private var trackingStartX: CGFloat = 0
    private var isDraggingKnob = false

    /// Creates a switch at `frame`'s origin; its size is always ``ControlConstants/switchSize``.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: ControlConstants.switchSize))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The switch's fixed size, so Auto Layout and stack views size it as UIKit does.
    open override var intrinsicContentSize: CGSize { ControlConstants.switchSize }

    /// Sets the state without sending an event. `animated` is ignored.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
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
        return true
    }

    /// A drag decides by the side of the lift; a tap inside flips; a tap lifted outside does
    /// nothing. The change is sent before the touch-up event [CHOSEN].
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { isDraggingKnob = false }
        guard let touch else { return }
        let newValue: Bool
        if isDraggingKnob {
            newValue = touch.location(in: self).x >= bounds.midX
        } else if isTouchInside {
            newValue = !isOn
        } else {
            return
        }
        guard newValue != isOn else { return }
        isOn = newValue
        sendActions(for: .valueChanged, with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        isDraggingKnob = false
    }

    /// Refuses other views' single taps, and drags along the knob [INF, C3.4].
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isForeignSingleTap(gestureRecognizer) || isForeignDragAlongTrack(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
