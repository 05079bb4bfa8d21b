import Foundation
import OpenUIKit

/// Seed 000's custom recognizer, written as a UIKit developer writes a subclass: a one-finger
/// check mark (a down-right stroke, then an up-right stroke), a discrete gesture whose
/// `midPoint` is the turning point.
final class CheckMarkGestureRecognizer: UIGestureRecognizer {
    private(set) var midPoint: CGPoint = .zero
    private var strokeUp = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if touches.count != 1 || numberOfTouches != 1 {
            state = .failed
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if state == .failed { return }
        guard let touch = touches.first else { return }
        let now = touch.location(in: view)
        let previous = touch.previousLocation(in: view)
        if !strokeUp {
            if now.x >= previous.x && now.y >= previous.y {
                midPoint = now
            } else if now.x >= previous.x && now.y <= previous.y {
                strokeUp = true
            } else {
                state = .failed
            }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible && strokeUp {
            state = .recognized
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        midPoint = .zero
        strokeUp = false
        state = .failed
    }

    override func reset() {
        super.reset()
        midPoint = .zero
        strokeUp = false
    }
}
