import Foundation

extension UIControl {
    private var controlTrace: EventTrace? {
        guard let trace = pipelineTrace, trace.isEnabled else { return nil }
        return trace
    }

    /// Records a step of the control when tracing is on; nothing is built otherwise.
    package func recordControl(_ step: @autoclosure () -> TracePayload.ControlStep) {
        controlTrace?.record(.control, .control(control: traceName, step()))
    }

    /// Whether `point` (control coordinates) counts as inside while tracking: within the bounds
    /// grown by ``ControlConstants/trackingMargin``, or inside by `point(inside:with:)`, which
    /// keeps an enlarged touch area [CHOSEN, F2.1].
    public func isInsideForTracking(_ point: CGPoint, with event: UIEvent?) -> Bool {
        let margin = ControlConstants.trackingMargin
        return bounds.insetBy(dx: -margin, dy: -margin).contains(point) || self.point(inside: point, with: event)
    }

    /// F1.1. Returns whether the control took the touches (otherwise they go up the chain).
    func handleTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        if let owned = ownedTouch, owned.phase != .ended, owned.phase != .cancelled {
            // Already busy with a touch: extra fingers are ignored, not forwarded.
            return true
        }
        guard isEnabled, isUserInteractionEnabled,
            let touch = touches.min(by: { $0.fingerID < $1.fingerID })
        else { return false }
        isTouchInside = true
        let tracking = beginTracking(touch, with: event)
        recordControl(.beginTracking(continues: tracking))
        guard tracking else {
            isTouchInside = false
            return false
        }
        ownedTouch = touch
        isTracking = true
        isHighlighted = true
        sendActions(for: .touchDown, with: event)
        if touch.tapCount >= 2, ownedTouch === touch {
            sendActions(for: .touchDownRepeat, with: event)
        }
        if ownedTouch === touch, isTracking { trackingDidBegin(touch) }
        return true
    }


    /// F1.2. Acts only when `touches` holds the owned touch.
    func handleTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = ownedTouch, touches.contains(touch) else { return }
        guard isTracking else { return }
        let tracking = continueTracking(touch, with: event)
        // What continueTracking sent (a slider's valueChanged) may have taken the control out
        // of its window, which already cancelled the tracking: nothing more to do or send.
        guard isTracking else { return }
        guard tracking else {
            recordControl(.continueTrackingStopped)
            isTracking = false
            isTouchInside = false
            isHighlighted = false
            trackingWasCancelled()
            return
        }
        trackingDidMove(touch)
        guard isTracking else { return }
        let inside = isInsideForTracking(touch.location(in: self), with: event)
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if inside != wasInside {
            sendActions(for: inside ? .touchDragEnter : .touchDragExit, with: event)
        }
        guard isTracking else { return }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside, with: event)
    }

    /// F1.3. Acts only when `touches` holds the owned touch.
    func handleTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = ownedTouch, touches.contains(touch) else { return }
        ownedTouch = nil
        guard isTracking else { return }
        let inside = isInsideForTracking(touch.location(in: self), with: event)
        if inside != isTouchInside {
            isTouchInside = inside
            sendActions(for: inside ? .touchDragEnter : .touchDragExit, with: event)
        }
        guard isTracking else { return }
        isTouchInside = inside
        recordControl(.endTracking)
        endTracking(touch, with: event)
        // The same for what endTracking sent: a cancelled tracking sends no touch-up.
        guard isTracking else { return }
        trackingWillEnd(touch)
        // The hook may have finished the tracking (a menu entry chosen by lifting on it).
        guard isTracking else {
            isHighlighted = false
            isTouchInside = false
            return
        }
        // Touch-up handlers already see a control that is no longer tracking.
        isTracking = false
        // A button may toggle its selection first, or show its menu instead of the actions.
        let proceeds = inside && sendsPrimaryActionOnTouchUpInside ? primaryActionWillTrigger() : true
        if proceeds { sendActions(for: inside ? .touchUpInside : .touchUpOutside, with: event) }
        if inside, sendsPrimaryActionOnTouchUpInside, proceeds {
            sendActions(for: .primaryActionTriggered, with: event)
        }
        isHighlighted = false
        isTouchInside = false
    }

    /// F1.4.
    func handleTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = ownedTouch, touches.contains(touch) else { return }
        ownedTouch = nil
        guard isTracking else { return }
        finishByCancelling(with: event)
    }

    /// A5.4: the control leaves its window while it tracks.
    func cancelTrackingForWindowExit() {
        guard isTracking else {
            ownedTouch = nil
            return
        }
        ownedTouch = nil
        finishByCancelling(with: nil)
    }

    private func finishByCancelling(with event: UIEvent?) {
        recordControl(.cancelTracking)
        trackingWasCancelled()
        cancelTracking(with: event)
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        sendActions(for: .touchCancel, with: event)
    }

    // MARK: Keeping taps and drags from superview recognizers (C3)

    /// Whether `recognizer` is a one-tap, one-finger tap recognizer attached to another view —
    /// the kind UIButton, UISwitch, UIStepper, UISegmentedControl and UIPageControl refuse
    /// [INF, C3.4], and UITextField too [CHOSEN].
    func isForeignSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer.view !== self, let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// Whether `recognizer` belongs to another view, is not a tap, and is trying to begin while
    /// the control tracks a mostly horizontal drag of its own — how a slider keeps a swipe
    /// along its track from its thumb and a switch keeps a pan along its knob [INF, C3.4].
    func isForeignDragAlongTrack(_ recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer.view !== self, !(recognizer is UITapGestureRecognizer), isTracking,
            let touch = ownedTouch
        else { return false }
        let start = touch.initialLocationInWindow
        let now = touch.locationInWindow
        return abs(now.x - start.x) >= abs(now.y - start.y)
    }
}
