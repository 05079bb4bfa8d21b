import Foundation

extension UIWindow {
    /// Delivers the touches of this window that changed in `event` to their hit-test views,
    /// grouped by view and phase, one call per group. Stationary touches are not delivered.
    package func deliverTouchesToViews(_ event: UIEvent) {
        let touches = event.orderedTouches
        for index in touches.indices {
            let touch = touches[index]
            guard isDeliverable(touch), let view = touch.view else { continue }
            let phase = touch.phase
            // A group is delivered when its first member is reached.
            if touches[..<index].contains(where: {
                isDeliverable($0) && $0.view === view && $0.phase == phase
            }) { continue }
            deliveryBuffer.removeAll(keepingCapacity: true)
            for other in touches[index...]
            where isDeliverable(other) && other.view === view && other.phase == phase {
                deliveryBuffer.insert(other)
            }
            Self.deliver(deliveryBuffer, phase: phase, to: view, event: event)
        }
        deliveryBuffer.removeAll(keepingCapacity: true)
    }

    private func isDeliverable(_ touch: UITouch) -> Bool {
        touch.isIn(self) && touch.deliversToView && touch.phase != .stationary
    }

    /// Calls `view`'s touch method for `phase` with `touches`, tracing the call. It needs no
    /// window of its own: the gesture arbiter's host calls it for the phases it releases.
    package static func deliver(_ touches: Set<UITouch>, phase: UITouch.Phase, to view: UIView, event: UIEvent) {
        if let trace = event.trace {
            trace.record(.delivery, .touchDelivery(view: view.traceName, phase: phase, fingers: touches.map(\.fingerID).sorted()))
        }
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        default: break
        }
    }

    nonisolated package static func methodName(for phase: UITouch.Phase) -> String {
        switch phase {
        case .began: "touchesBegan"
        case .moved: "touchesMoved"
        case .ended: "touchesEnded"
        case .cancelled: "touchesCancelled"
        default: "touches(\(phase))"
        }
    }

    /// The responder that receives presses, shakes and remote-control commands: the first
    /// responder, or the window itself when there is none.
    package var eventResponder: UIResponder { firstResponder ?? self }

    package func deliverMotion(_ event: UIEvent, phase: InputEvent.MotionPhase) {
        let responder = eventResponder
        let method: String
        switch phase {
        case .began: method = "motionBegan"
        case .ended: method = "motionEnded"
        case .cancelled: method = "motionCancelled"
        }
        event.trace?.record(.motion, .motionDelivery(responder: responder.traceName, method: method, subject: "motionShake"))
        switch phase {
        case .began: responder.motionBegan(.motionShake, with: event)
        case .ended: responder.motionEnded(.motionShake, with: event)
        case .cancelled: responder.motionCancelled(.motionShake, with: event)
        }
    }

    package func deliverRemoteControl(_ event: UIEvent) {
        let responder = eventResponder
        event.trace?.record(
            .motion, .motionDelivery(responder: responder.traceName, method: "remoteControlReceived", subject: "\(event.subtype)"))
        responder.remoteControlReceived(with: event)
    }

    package func deliverPresses(_ event: UIPressesEvent) {
        let responder = eventResponder
        for press in event.allPresses {
            press.responder = responder
            press.window = self
        }
        if event.allPresses.first?.phase == .began {
            for press in event.allPresses where performKeyCommand(for: press, from: responder, event: event) {
                press.isClaimedByKeyCommand = true
            }
        }
        // A key that ran a shortcut is not delivered as a press, from going down to coming up.
        let presses = event.allPresses.filter { !$0.isClaimedByKeyCommand }
        guard let phase = presses.first?.phase else { return }
        let method: String
        switch phase {
        case .began: method = "pressesBegan"
        case .changed: method = "pressesChanged"
        case .ended: method = "pressesEnded"
        case .cancelled: method = "pressesCancelled"
        case .stationary: return
        }
        event.trace?.record(
            .presses,
            .pressDelivery(responder: responder.traceName, method: method, keys: presses.compactMap { $0.key?.characters }))
        switch phase {
        case .began: responder.pressesBegan(presses, with: event)
        case .changed: responder.pressesChanged(presses, with: event)
        case .ended: responder.pressesEnded(presses, with: event)
        case .cancelled: responder.pressesCancelled(presses, with: event)
        case .stationary: break
        }
    }
}
