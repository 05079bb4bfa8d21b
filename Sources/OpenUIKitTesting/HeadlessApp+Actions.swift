import Foundation
import OpenUIKit

extension HeadlessApp {
    /// Runs `body` as one action and returns `receipt` filled with what it did, read from the
    /// application's trace (see ``ActionReceipt``).
    func performAction(_ receipt: ActionReceipt, _ body: () -> Void) -> ActionReceipt {
        let collector = ReceiptCollector(application)
        body()
        return collector.finish(receipt)
    }

    // MARK: Gestures at points

    /// Presses at `point` for `duration` seconds without moving (long enough, by default, for a
    /// `UILongPressGestureRecognizer` with its 0.5 s minimum), then lifts.
    @discardableResult
    public func longPress(at point: CGPoint, duration: TimeInterval = 1) -> ActionReceipt {
        Fatal.check(duration >= 0, "longPress(at:duration:) needs a non-negative duration, got \(duration)")
        return performAction(ActionReceipt(action: "long-press", point: point)) {
            let finger = firstFreeFinger
            touchDown(finger, at: point)
            elapse(duration)
            touchUp(finger)
        }
    }

    /// A swipe: one finger from `start`, `distance` points in `direction` (one of `.up`,
    /// `.down`, `.left`, `.right`) in 10 moves over `duration` seconds, fast and straight
    /// enough for a `UISwipeGestureRecognizer`.
    @discardableResult
    public func swipe(
        from start: CGPoint, direction: UISwipeGestureRecognizer.Direction, distance: CGFloat = 120,
        duration: TimeInterval = 0.1
    ) -> ActionReceipt {
        let offset = Self.offset(of: direction, distance: distance)
        var receipt = drag(
            from: start, to: CGPoint(x: start.x + offset.dx, y: start.y + offset.dy), steps: 10, duration: duration)
        receipt.action = "swipe"
        return receipt
    }

    /// Two fingers 40 points apart horizontally, centred on `start`, moving together by
    /// `translation` in `steps` simultaneous moves over `duration` seconds, then lifting: a
    /// two-finger pan.
    @discardableResult
    public func twoFingerPan(
        from start: CGPoint, by translation: CGVector, steps: Int = 10, duration: TimeInterval = 0.3
    ) -> ActionReceipt {
        Fatal.check(steps > 0, "twoFingerPan needs at least one step, got \(steps)")
        return performAction(ActionReceipt(action: "two-finger pan", point: start)) {
            let ids = freeFingers(2)
            func points(_ t: CGFloat) -> (CGPoint, CGPoint) {
                let x = start.x + translation.dx * t
                let y = start.y + translation.dy * t
                return (CGPoint(x: x - 20, y: y), CGPoint(x: x + 20, y: y))
            }
            var (a, b) = points(0)
            touches([(ids[0], .down, a), (ids[1], .down, b)])
            for step in 1...steps {
                elapse(duration / Double(steps))
                (a, b) = points(CGFloat(step) / CGFloat(steps))
                touches([(ids[0], .move, a), (ids[1], .move, b)])
            }
            touches([(ids[0], .up, a), (ids[1], .up, b)])
        }
    }

    /// A swipe in from an edge of `window` (the key window made last by default): one finger
    /// goes down 2 points inside `edge` (one of `.left`, `.right`, `.top`, `.bottom`) at
    /// `position` along it (the middle by default), and moves `distance` points away from it
    /// in 10 moves over `duration` seconds, as a `UIScreenEdgePanGestureRecognizer` expects.
    @discardableResult
    public func edgeSwipe(
        from edge: UIRectEdge, in window: UIWindow? = nil, at position: CGFloat? = nil, distance: CGFloat = 200,
        duration: TimeInterval = 0.3
    ) -> ActionReceipt {
        guard let window = window ?? self.window else {
            Fatal.stop("edgeSwipe(from:): there is no window; make one with makeWindow(rootViewController:frame:)")
        }
        let bounds = window.bounds
        let start: CGPoint
        let offset: CGVector
        switch edge {
        case .left:
            start = CGPoint(x: bounds.minX + 2, y: position ?? bounds.midY)
            offset = CGVector(dx: distance, dy: 0)
        case .right:
            start = CGPoint(x: bounds.maxX - 2, y: position ?? bounds.midY)
            offset = CGVector(dx: -distance, dy: 0)
        case .top:
            start = CGPoint(x: position ?? bounds.midX, y: bounds.minY + 2)
            offset = CGVector(dx: 0, dy: distance)
        case .bottom:
            start = CGPoint(x: position ?? bounds.midX, y: bounds.maxY - 2)
            offset = CGVector(dx: 0, dy: -distance)
        default:
            Fatal.stop("edgeSwipe(from:) needs exactly one of .left, .right, .top or .bottom, got \(edge.rawValue)")
        }
        var receipt = drag(
            from: start, to: CGPoint(x: start.x + offset.dx, y: start.y + offset.dy), steps: 10, duration: duration)
        receipt.action = "edge swipe"
        return receipt
    }

    /// Presses the key command `input` with `modifierFlags` held (as a hardware keyboard sends
    /// it) to the key window's first responder: the command that matches it up the responder
    /// chain runs, else the responders get the presses.
    @discardableResult
    public func keyCommand(_ input: String, modifierFlags: UIKeyModifierFlags = []) -> ActionReceipt {
        press(UIKey(keyCode: UIKeyboardHIDUsage(rawValue: 0), characters: input, charactersIgnoringModifiers: input, modifierFlags: modifierFlags))
    }

    /// The movement of a swipe of `distance` in `direction`.
    static func offset(of direction: UISwipeGestureRecognizer.Direction, distance: CGFloat) -> CGVector {
        switch direction {
        case .right: CGVector(dx: distance, dy: 0)
        case .left: CGVector(dx: -distance, dy: 0)
        case .up: CGVector(dx: 0, dy: -distance)
        case .down: CGVector(dx: 0, dy: distance)
        default: Fatal.stop("a swipe needs exactly one of .up, .down, .left or .right, got \(direction.rawValue)")
        }
    }
}
