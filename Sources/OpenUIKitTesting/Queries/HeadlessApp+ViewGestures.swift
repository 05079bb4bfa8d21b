import Foundation
import OpenUIKit

// Actions on views. Each first runs a turn so pending layout has placed the view, then checks
// that a person could act on it: when no touch can reach it (it or an ancestor is hidden,
// transparent, not interactive, a disabled control or mid-animation; it is in no window or
// outside it; its superviews clip it away; another view covers the touch point) nothing is
// sent, the reason is reported as a failure (to `reporter`, else `failureReporter`) and the
// receipt says the action was not performed.
extension HeadlessApp {
    /// Taps `view` with one finger (down, `duration` seconds on the clock, up) at the centre
    /// of the part of it a touch can reach, in its window, through hit-testing, recognizers
    /// and controls as a person's tap would travel. Returns the action's receipt; reports a
    /// failure and sends nothing when no touch can reach the view.
    @discardableResult
    public func tap(
        _ view: UIView, duration: TimeInterval = 0.05, reporter: TestFailureReporter? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> ActionReceipt {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return act("tap", on: view, reporter: reporter, location: location) { target in
            press(at: target, for: duration)
        }
    }

    /// Taps `view` twice, `interval` seconds from the first lift to the second touch-down.
    @discardableResult
    public func doubleTap(
        _ view: UIView, interval: TimeInterval = 0.1, reporter: TestFailureReporter? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> ActionReceipt {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return act("double-tap", on: view, reporter: reporter, location: location) { target in
            press(at: target, for: 0.05)
            elapse(interval)
            press(at: target, for: 0.05)
        }
    }

    /// Drags `view` by `translation`: one finger goes down where ``tap(_:duration:reporter:fileID:filePath:line:column:)``
    /// would land, moves in `steps` equal moves over `duration` seconds, and lifts.
    @discardableResult
    public func drag(
        _ view: UIView, by translation: CGVector, steps: Int = 10, duration: TimeInterval = 0.3,
        reporter: TestFailureReporter? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> ActionReceipt {
        Fatal.check(steps > 0, "drag(_:by:) needs at least one step, got \(steps)")
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return act("drag", on: view, reporter: reporter, location: location) { target in
            move(from: target, by: translation, steps: steps, duration: duration)
        }
    }

    /// Presses `view` for `duration` seconds without moving (long enough, by default, for a
    /// `UILongPressGestureRecognizer` with its 0.5 s minimum), then lifts. The clock moves by
    /// `duration`, firing due timers on the way.
    @discardableResult
    public func longPress(
        _ view: UIView, duration: TimeInterval = 1, reporter: TestFailureReporter? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> ActionReceipt {
        Fatal.check(duration >= 0, "longPress(_:duration:) needs a non-negative duration, got \(duration)")
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return act("long-press", on: view, reporter: reporter, location: location) { target in
            press(at: target, for: duration)
        }
    }

    /// Flicks `view`: a drag at the constant `velocity` (points per second) for `duration`
    /// seconds that lifts while still moving (see ``flick(from:velocity:duration:steps:)``).
    @discardableResult
    public func flick(
        _ view: UIView, velocity: CGPoint, duration: TimeInterval = 0.125, steps: Int = 8,
        reporter: TestFailureReporter? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> ActionReceipt {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let translation = CGVector(dx: velocity.x * CGFloat(duration), dy: velocity.y * CGFloat(duration))
        return act("flick", on: view, reporter: reporter, location: location) { target in
            move(from: target, by: translation, steps: steps, duration: duration)
        }
    }

    /// Swipes on `view`: `distance` points in `direction` over `duration` seconds, from where
    /// a tap would land.
    @discardableResult
    public func swipe(
        _ view: UIView, direction: UISwipeGestureRecognizer.Direction, distance: CGFloat = 120,
        duration: TimeInterval = 0.1, reporter: TestFailureReporter? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> ActionReceipt {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let translation = Self.offset(of: direction, distance: distance)
        return act("swipe", on: view, reporter: reporter, location: location) { target in
            move(from: target, by: translation, steps: 10, duration: duration)
        }
    }

    /// Pinches `view`: two fingers about where a tap would land, 100 points apart, moving to
    /// `scale` × 100 points apart over `duration` seconds.
    @discardableResult
    public func pinch(
        _ view: UIView, scale: CGFloat, duration: TimeInterval = 0.3, reporter: TestFailureReporter? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> ActionReceipt {
        Fatal.check(scale > 0, "pinch(_:scale:) needs a positive scale, got \(scale)")
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return act("pinch", on: view, reporter: reporter, location: location) { target in
            pinch(center: target.point, from: 100, to: 100 * scale, duration: duration)
        }
    }

    /// Rotates on `view`: two fingers 50 points from where a tap would land, turning by
    /// `angle` radians (positive is clockwise on screen) over `duration` seconds.
    @discardableResult
    public func rotate(
        _ view: UIView, by angle: CGFloat, duration: TimeInterval = 0.3, reporter: TestFailureReporter? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> ActionReceipt {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return act("rotate", on: view, reporter: reporter, location: location) { target in
            rotate(center: target.point, by: angle, duration: duration)
        }
    }

    /// Pans `view` with two fingers (see ``twoFingerPan(from:by:steps:duration:)``) from where
    /// a tap would land.
    @discardableResult
    public func twoFingerPan(
        _ view: UIView, by translation: CGVector, steps: Int = 10, duration: TimeInterval = 0.3,
        reporter: TestFailureReporter? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> ActionReceipt {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return act("two-finger pan", on: view, reporter: reporter, location: location) { target in
            twoFingerPan(from: target.point, by: translation, steps: steps, duration: duration)
        }
    }

    /// Swipes in from `edge` of the view's window, level with where a tap on `view` would land
    /// (see ``edgeSwipe(from:in:at:distance:duration:)``); for a view that watches its window's
    /// edges, such as a navigation controller's.
    @discardableResult
    public func edgeSwipe(
        _ view: UIView, from edge: UIRectEdge, distance: CGFloat = 200, duration: TimeInterval = 0.3,
        reporter: TestFailureReporter? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> ActionReceipt {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return act("edge swipe", on: view, reporter: reporter, location: location) { target in
            let along = edge == .left || edge == .right ? target.point.y : target.point.x
            edgeSwipe(from: edge, in: target.window, at: along, distance: distance, duration: duration)
        }
    }

    /// Types `text` into `view`: taps it first unless it is already first responder, then
    /// presses one key per character. Fails when the view is not first responder after the
    /// tap.
    @discardableResult
    public func typeText(
        _ text: String, into view: UIView, reporter: TestFailureReporter? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> ActionReceipt {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return keyAction("type", on: view, reporter: reporter, location: location) { type(text) }
    }

    /// Presses the key command `input` with `modifierFlags` held while `view` is first
    /// responder (tapping it first unless it already is): the command that matches up the
    /// responder chain from `view` runs, else the presses reach `view`.
    @discardableResult
    public func keyCommand(
        _ input: String, modifierFlags: UIKeyModifierFlags = [], on view: UIView, reporter: TestFailureReporter? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> ActionReceipt {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return keyAction("key", on: view, reporter: reporter, location: location) {
            keyCommand(input, modifierFlags: modifierFlags)
        }
    }

    // MARK: Shared steps

    /// Reports that `action` cannot be made on `view` and returns the receipt saying so.
    func refuse(
        _ action: String, _ view: UIView, _ failure: ActionFailure, reporter: TestFailureReporter?,
        location: TestSourceLocation
    ) -> ActionReceipt {
        (reporter ?? failureReporter).report(
            TestFailure(message: "Cannot \(action) \(TouchTarget.name(of: view)): \(failure.message)", location: location))
        return ActionReceipt(action: action, target: view.traceName, failure: failure)
    }


    /// Checks that `view` can be acted on, then runs `body` at where a finger lands on it as
    /// one action.
    private func act(
        _ action: String, on view: UIView, reporter: TestFailureReporter?, location: TestSourceLocation,
        _ body: (TouchTarget) -> Void
    ) -> ActionReceipt {
        runTurn()
        switch TouchTarget.find(for: view) {
        case .failure(let failure):
            return refuse(action, view, failure, reporter: reporter, location: location)
        case .success(let target):
            return performAction(ActionReceipt(action: action, target: view.traceName, point: target.point)) {
                body(target)
            }
        }
    }

    /// Makes `view` first responder (by a tap, unless it already is) and runs `keys` as one
    /// action; refuses when it cannot be acted on or does not become first responder.
    private func keyAction(
        _ action: String, on view: UIView, reporter: TestFailureReporter?, location: TestSourceLocation,
        _ keys: () -> Void
    ) -> ActionReceipt {
        runTurn()
        if !view.isFirstResponder, case .failure(let failure) = TouchTarget.find(for: view) {
            return refuse(action, view, failure, reporter: reporter, location: location)
        }
        if let refusal = TouchTarget.refusal(for: view) {
            return refuse(action, view, refusal, reporter: reporter, location: location)
        }
        let collector = ReceiptCollector(application)
        if !view.isFirstResponder, case .success(let target) = TouchTarget.find(for: view) {
            press(at: target, for: 0.05)
        }
        guard view.isFirstResponder else {
            let failure = ActionFailure(
                .notFirstResponder, "it is not first responder after a tap (canBecomeFirstResponder is \(view.canBecomeFirstResponder))")
            var receipt = collector.finish(ActionReceipt(action: action, target: view.traceName))
            receipt.failure = failure
            (reporter ?? failureReporter).report(
                TestFailure(message: "Cannot \(action) \(TouchTarget.name(of: view)): \(failure.message)", location: location))
            return receipt
        }
        keys()
        return collector.finish(ActionReceipt(action: action, target: view.traceName))
    }

    /// One finger down at `target` for `duration` seconds, then up.
    private func press(at target: TouchTarget, for duration: TimeInterval) {
        let finger = firstFreeFinger
        touchDown(finger, at: target.point, in: target.window)
        elapse(duration)
        touchUp(finger)
    }

    /// One finger down at `target`, moving by `translation` in `steps` equal moves over
    /// `duration` seconds, then up.
    private func move(from target: TouchTarget, by translation: CGVector, steps: Int, duration: TimeInterval) {
        let finger = firstFreeFinger
        let start = target.point
        touchDown(finger, at: start, in: target.window)
        for step in 1...steps {
            elapse(duration / Double(steps))
            let t = CGFloat(step) / CGFloat(steps)
            touchMove(finger, to: CGPoint(x: start.x + translation.dx * t, y: start.y + translation.dy * t))
        }
        touchUp(finger)
    }
}
