import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Where a touch at (100, 100) in the window lands in the stage's view, at (50, 50).
private let middle = CGPoint(x: 50, y: 50)

@MainActor
@Suite("Gesture arbiter")
struct GestureArbiterTests {
    @Test("A tap on a view with a tap recognizer prints seed 003's trace: action before the view's cancel")
    func seedTapTrace() {
        let stage = GestureStage()
        _ = stage.tap("tap")
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(
            stage.recorder.take() == [
                .touchesBegan("tap", at: [middle]), .touchesBegan("view", at: [middle]),
                .touchesEnded("tap", at: [middle]), .gestureAction("tap", state: .ended),
                .touchesCancelled("view", at: [middle]),
            ])
    }

    @Test("The recognizer is back in possible after the sequence, and reset() ran once")
    func resetAfterSequence() {
        final class CountingTap: UITapGestureRecognizer {
            var resets = 0
            override func reset() {
                super.reset()
                resets += 1
            }
        }
        let stage = GestureStage()
        let tap = CountingTap()
        stage.view.addGestureRecognizer(tap)
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(tap.state == .possible)
        #expect(tap.resets == 1)
    }

    @Test("With cancelsTouchesInView false the view keeps the whole stream alongside the action")
    func cancelsTouchesInViewFalse() {
        let stage = GestureStage()
        let tap = stage.tap("tap")
        tap.cancelsTouchesInView = false
        tap.delaysTouchesEnded = false
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(
            stage.recorder.take() == [
                .touchesBegan("tap", at: [middle]), .touchesBegan("view", at: [middle]),
                .touchesEnded("tap", at: [middle]), .gestureAction("tap", state: .ended),
                .touchesEnded("view", at: [middle]),
            ])
    }

    @Test("A tap that moves too far fails and the view gets its held touchesEnded, never a cancel")
    func failedTapReleasesHeldEnd() {
        let stage = GestureStage()
        _ = stage.tap("tap")
        stage.app.drag(from: CGPoint(x: 60, y: 100), to: CGPoint(x: 160, y: 100), steps: 2, duration: 0.1)
        #expect(
            stage.recorder.take() == [
                .touchesBegan("tap", at: [CGPoint(x: 10, y: 50)]), .touchesBegan("view", at: [CGPoint(x: 10, y: 50)]),
                .touchesMoved("tap", at: [CGPoint(x: 60, y: 50)]), .touchesMoved("view", at: [CGPoint(x: 60, y: 50)]),
                .touchesMoved("view", at: [CGPoint(x: 110, y: 50)]), .touchesEnded("view", at: [CGPoint(x: 110, y: 50)]),
            ])
    }

    @Test("A single tap waits for the double tap to fail: one tap fires single only after the timeout")
    func singleWaitsForDouble() {
        let stage = GestureStage()
        let single = stage.tap("single")
        let double = stage.tap("double", taps: 2)
        single.require(toFail: double)
        single.recorder = nil
        double.recorder = nil
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.recorder.take() == [.touchesBegan("view", at: [middle])])
        stage.app.advance(by: GestureConstants.tapMaximumInterval - 0.01)
        #expect(stage.recorder.take() == [])
        stage.app.advance(by: 0.02)
        #expect(
            stage.recorder.take() == [.gestureAction("single", state: .ended), .touchesCancelled("view", at: [middle])])
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test("Two quick taps fire only the double tap")
    func doubleTapOnly() {
        let stage = GestureStage()
        let single = stage.tap("single")
        let double = stage.tap("double", taps: 2)
        single.require(toFail: double)
        single.recorder = nil
        double.recorder = nil
        stage.app.doubleTap(at: CGPoint(x: 100, y: 100))
        stage.app.advance(by: 1)
        #expect(
            stage.recorder.take() == [
                .touchesBegan("view", at: [middle]), .touchesBegan("view", at: [middle]),
                .gestureAction("double", state: .ended), .touchesCancelled("view", at: [middle, middle]),
            ])
    }

    @Test("Without a failure requirement a double tap yields the single action, then the double action")
    func doubleWithoutRequirement() {
        let stage = GestureStage()
        let single = stage.tap("single")
        let double = stage.tap("double", taps: 2)
        single.recorder = nil
        double.recorder = nil
        stage.app.doubleTap(at: CGPoint(x: 100, y: 100))
        let actions = stage.recorder.take().filter {
            if case .gestureAction = $0 { return true }
            return false
        }
        #expect(actions == [.gestureAction("single", state: .ended), .gestureAction("double", state: .ended)])
    }

    @Test("Delegate shouldBegin false turns the transition into failed and sends no action")
    func delegateShouldBegin() {
        let stage = GestureStage()
        let tap = stage.tap("tap")
        tap.recorder = nil
        let delegate = ScriptedGestureDelegate()
        delegate.shouldBegin = false
        tap.delegate = delegate
        stage.app.trace.isEnabled = true
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.recorder.take() == [.touchesBegan("view", at: [middle]), .touchesEnded("view", at: [middle])])
        #expect(stage.app.trace.lines([.gesture]).contains("tap: possible → failed (should-begin refused by its delegate)"))
    }

    @Test("The touched view's gestureRecognizerShouldBegin can refuse a superview's recognizer")
    func viewShouldBegin() {
        final class Refusing: RecordingView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let stage = GestureStage()
        let child = Refusing("child", recorder: stage.recorder, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stage.view.addSubview(child)
        let tap = stage.tap("tap")
        tap.recorder = nil
        stage.app.tap(at: CGPoint(x: 60, y: 60))
        #expect(
            stage.recorder.take() == [
                .touchesBegan("child", at: [CGPoint(x: 10, y: 10)]), .touchesEnded("child", at: [CGPoint(x: 10, y: 10)]),
            ])
    }

    @Test("shouldReceive false hides the touch from the recognizer entirely")
    func shouldReceive() {
        let stage = GestureStage()
        let tap = stage.tap("tap")
        let delegate = ScriptedGestureDelegate()
        delegate.shouldReceive = { _ in false }
        tap.delegate = delegate
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.recorder.take() == [.touchesBegan("view", at: [middle]), .touchesEnded("view", at: [middle])])
    }

    @Test("Of two equivalent taps, the one on the deeper view wins and the ancestor's fails")
    func deeperWins() {
        let stage = GestureStage()
        let outer = stage.tap("outer", on: stage.root)
        let inner = stage.tap("inner")
        outer.recorder = nil
        inner.recorder = nil
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.recorder.take() == [
                .touchesBegan("view", at: [middle]), .gestureAction("inner", state: .ended),
                .touchesCancelled("view", at: [middle]),
            ])
    }

    @Test("Both recognize when either delegate allows simultaneous recognition")
    func simultaneous() {
        let stage = GestureStage()
        let outer = stage.tap("outer", on: stage.root)
        let inner = stage.tap("inner")
        outer.recorder = nil
        inner.recorder = nil
        let delegate = ScriptedGestureDelegate()
        delegate.simultaneous = true
        outer.delegate = delegate
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(
            stage.recorder.take() == [
                .touchesBegan("view", at: [middle]), .gestureAction("inner", state: .ended),
                .gestureAction("outer", state: .ended), .touchesCancelled("view", at: [middle]),
            ])
    }

    @Test("A dynamic failure requirement from the delegate makes the outer tap wait for the inner one")
    func dynamicRequirement() {
        let stage = GestureStage()
        let outer = stage.tap("outer", on: stage.root)
        let inner = stage.tap("inner", taps: 2)
        outer.recorder = nil
        inner.recorder = nil
        let delegate = ScriptedGestureDelegate()
        delegate.requireFailureOf = { recognizer, other in recognizer === outer && other === inner }
        outer.delegate = delegate
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.recorder.take() == [.touchesBegan("view", at: [middle])])
        stage.app.advance(by: 0.5)
        #expect(
            stage.recorder.take() == [.gestureAction("outer", state: .ended), .touchesCancelled("view", at: [middle])])
    }

    @Test("canPrevent is one-way: rotation cannot prevent pinch, but pinch prevents rotation")
    func oneWayCanPrevent() {
        final class NonPreventing: UITapGestureRecognizer {
            override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        // Inner "rotation" stands for the recognizer that must not prevent the other.
        let stage = GestureStage()
        let outer = stage.tap("pinch", on: stage.root)
        outer.recorder = nil
        let inner = NonPreventing()
        stage.record(inner, as: "rotation")
        stage.view.addGestureRecognizer(inner)
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(
            stage.recorder.take() == [
                .touchesBegan("view", at: [middle]), .gestureAction("rotation", state: .ended),
                .gestureAction("pinch", state: .ended), .touchesCancelled("view", at: [middle]),
            ])

        // The other way round: the outer one prevents the inner when it recognizes first.
        let stage2 = GestureStage()
        let preventing = stage2.tap("pinch")
        preventing.recorder = nil
        let prevented = NonPreventing()
        stage2.record(prevented, as: "rotation")
        stage2.root.addGestureRecognizer(prevented)
        stage2.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage2.recorder.take() == [
                .touchesBegan("view", at: [middle]), .gestureAction("pinch", state: .ended),
                .touchesCancelled("view", at: [middle]),
            ])
    }

    @Test("Disabling a recognizer mid-gesture cancels it with one action; a possible one just fails")
    func disablingMidGesture() {
        let stage = GestureStage()
        let press = UILongPressGestureRecognizer()
        stage.record(press, as: "press")
        stage.view.addGestureRecognizer(press)
        stage.app.touchDown(at: CGPoint(x: 100, y: 100))
        stage.app.advance(by: 0.6)
        press.isEnabled = false
        stage.app.touchUp()
        #expect(
            stage.recorder.take() == [
                .touchesBegan("view", at: [middle]), .gestureAction("press", state: .began),
                .touchesCancelled("view", at: [middle]), .gestureAction("press", state: .cancelled),
            ])
        #expect(press.state == .possible)
    }

    @Test("Removing a recognizer mid-gesture resets it without an action")
    func removingMidGesture() {
        let stage = GestureStage()
        let press = UILongPressGestureRecognizer()
        stage.record(press, as: "press")
        stage.view.addGestureRecognizer(press)
        stage.app.touchDown(at: CGPoint(x: 100, y: 100))
        stage.app.advance(by: 0.6)
        stage.view.removeGestureRecognizer(press)
        stage.app.touchMove(to: CGPoint(x: 120, y: 100))
        stage.app.touchUp()
        #expect(
            stage.recorder.take() == [
                .touchesBegan("view", at: [middle]), .gestureAction("press", state: .began),
                .touchesCancelled("view", at: [middle]),
            ])
        #expect(press.state == .possible)
        #expect(press.view == nil)
    }

    @Test("A long press begins on the clock, changes as it moves, and ends on lift")
    func longPress() {
        let stage = GestureStage()
        let press = UILongPressGestureRecognizer()
        stage.record(press, as: "press")
        stage.view.addGestureRecognizer(press)
        stage.app.touchDown(at: CGPoint(x: 100, y: 100))
        stage.app.advance(by: 0.49)
        #expect(stage.recorder.take() == [.touchesBegan("view", at: [middle])])
        stage.app.advance(by: 0.01)
        #expect(
            stage.recorder.take() == [.gestureAction("press", state: .began), .touchesCancelled("view", at: [middle])])
        #expect(stage.app.now == 0.5)
        stage.app.touchMove(to: CGPoint(x: 130, y: 100))
        stage.app.touchUp()
        #expect(
            stage.recorder.take() == [.gestureAction("press", state: .changed), .gestureAction("press", state: .ended)])
        #expect(press.state == .possible)
    }

    @Test("A long press fails when the finger moves beyond allowableMovement first")
    func longPressMovesTooFar() {
        let stage = GestureStage()
        let press = UILongPressGestureRecognizer()
        stage.record(press, as: "press")
        stage.view.addGestureRecognizer(press)
        stage.app.touchDown(at: CGPoint(x: 100, y: 100))
        stage.app.touchMove(to: CGPoint(x: 111, y: 100))
        stage.app.advance(by: 1)
        stage.app.touchUp()
        #expect(
            stage.recorder.take() == [
                .touchesBegan("view", at: [middle]), .touchesMoved("view", at: [CGPoint(x: 61, y: 50)]),
                .touchesEnded("view", at: [CGPoint(x: 61, y: 50)]),
            ])
    }

    @Test("delaysTouchesBegan withholds the touch and replays it with its original place and time when the recognizer fails")
    func delaysTouchesBeganReplay() {
        /// Keeps the timestamp of each touch it is given in touchesBegan (the recorder keeps
        /// the place, in the view's coordinates).
        final class WhereView: RecordingView {
            var beganTimestamps: [TimeInterval] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                beganTimestamps += touches.map(\.timestamp)
                super.touchesBegan(touches, with: event)
            }
        }
        let stage = GestureStage()
        let target = WhereView("where", recorder: stage.recorder, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        stage.view.addSubview(target)
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        stage.record(press, as: "press")
        target.addGestureRecognizer(press)
        stage.app.touchDown(at: CGPoint(x: 100, y: 100))
        stage.app.advance(by: 0.1)
        stage.app.touchMove(to: CGPoint(x: 100, y: 130))
        // (50, 50) in the view at (50, 50) is where the finger landed, (100, 100) in the window.
        #expect(
            stage.recorder.take() == [
                .touchesBegan("where", at: [middle]), .touchesMoved("where", at: [CGPoint(x: 50, y: 80)]),
            ])
        #expect(target.beganTimestamps == [0])
        stage.app.touchUp()
        #expect(stage.recorder.take() == [.touchesEnded("where", at: [CGPoint(x: 50, y: 80)])])
    }

    @Test("delaysTouchesBegan: a recognized gesture means the view never sees the touch")
    func delaysTouchesBeganRecognized() {
        let stage = GestureStage()
        let tap = stage.tap("tap")
        tap.recorder = nil
        tap.delaysTouchesBegan = true
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.recorder.take() == [.gestureAction("tap", state: .ended)])
    }

    @Test("Two fingers: a two-finger tap cancels both touches in one call; a failed one ends both")
    func twoFingers() {
        let stage = GestureStage()
        stage.view.isMultipleTouchEnabled = true
        let tap = stage.tap("tap")
        tap.numberOfTouchesRequired = 2
        tap.recorder = nil
        stage.app.tap(at: CGPoint(x: 100, y: 100), fingers: 2)
        // The fingers land 20 points apart: one location per finger, in finger order.
        let two = [middle, CGPoint(x: 70, y: 50)]
        #expect(
            stage.recorder.take() == [
                .touchesBegan("view", at: two), .gestureAction("tap", state: .ended), .touchesCancelled("view", at: two),
            ])
        // Three fingers fail the two-finger tap; every finger ends for the view exactly once.
        stage.app.tap(at: CGPoint(x: 100, y: 100), fingers: 3)
        let three = two + [CGPoint(x: 90, y: 50)]
        #expect(stage.recorder.take() == [.touchesBegan("view", at: three), .touchesEnded("view", at: three)])
    }

    @Test("Two fingers on two views: a recognizer on the parent cancels only the touches it tracks")
    func twoViewsOneRecognizer() {
        let stage = GestureStage()
        let left = RecordingView("left", recorder: stage.recorder, frame: CGRect(x: 0, y: 0, width: 90, height: 200))
        let right = RecordingView("right", recorder: stage.recorder, frame: CGRect(x: 110, y: 0, width: 90, height: 200))
        stage.view.addSubview(left)
        stage.view.addSubview(right)
        let press = UILongPressGestureRecognizer()
        stage.record(press, as: "press")
        left.addGestureRecognizer(press)
        stage.app.touchDown(1, at: CGPoint(x: 80, y: 100))
        stage.app.touchDown(2, at: CGPoint(x: 200, y: 100))
        stage.app.advance(by: 0.5)
        stage.app.touchUp(2)
        stage.app.touchUp(1)
        #expect(
            stage.recorder.take() == [
                .touchesBegan("left", at: [CGPoint(x: 30, y: 50)]), .touchesBegan("right", at: [CGPoint(x: 40, y: 50)]),
                .gestureAction("press", state: .began), .touchesCancelled("left", at: [CGPoint(x: 30, y: 50)]),
                .touchesEnded("right", at: [CGPoint(x: 40, y: 50)]), .gestureAction("press", state: .ended),
            ])
    }

    @Test("The arbiter's decisions join the event trace")
    func traceLines() {
        let stage = GestureStage()
        let single = stage.tap("single")
        let double = stage.tap("double", taps: 2)
        single.require(toFail: double)
        stage.app.trace.isEnabled = true
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        stage.app.advance(by: 0.5)
        let lines = stage.app.trace.lines([.gesture, .action])
        #expect(lines.contains("finger 1 recognizers: single, double"))
        #expect(lines.contains("single waiting for double to fail"))
        #expect(lines.contains("double: possible → failed"))
        #expect(lines.contains("single released: required recognizers failed"))
        #expect(lines.contains("single: possible → ended"))
        #expect(lines.contains("single action (ended)"))
    }
}

@MainActor
@Suite("Custom recognizers")
struct CustomRecognizerTests {
    @Test("Seed 000's check-mark recognizer, written as a subclass, recognizes a check and reports its turning point")
    func checkMark() {
        let stage = GestureStage()
        let check = CheckMarkGestureRecognizer()
        stage.record(check, as: "check")
        stage.view.addGestureRecognizer(check)
        stage.app.touchDown(at: CGPoint(x: 60, y: 60))
        stage.app.touchMove(to: CGPoint(x: 80, y: 80))
        stage.app.touchMove(to: CGPoint(x: 100, y: 100))
        stage.app.touchMove(to: CGPoint(x: 140, y: 40))
        stage.app.touchUp()
        #expect(
            stage.recorder.take() == [
                .touchesBegan("view", at: [CGPoint(x: 10, y: 10)]), .touchesMoved("view", at: [CGPoint(x: 30, y: 30)]),
                .touchesMoved("view", at: [middle]), .touchesMoved("view", at: [CGPoint(x: 90, y: -10)]),
                .gestureAction("check", state: .ended), .touchesCancelled("view", at: [CGPoint(x: 90, y: -10)]),
            ])
        // The turning point, in the recognizer's view's coordinates (the view is at 50, 50).
        stage.app.touchDown(at: CGPoint(x: 60, y: 60))
        stage.app.touchMove(to: CGPoint(x: 90, y: 90))
        var midPoint = CGPoint.zero
        check.addAction { recognizer in midPoint = (recognizer as! CheckMarkGestureRecognizer).midPoint }
        stage.app.touchMove(to: CGPoint(x: 120, y: 30))
        stage.app.touchUp()
        #expect(midPoint == CGPoint(x: 40, y: 40))
    }

    @Test("A stroke to the left fails the check mark and the view gets its touch back, ended")
    func checkMarkFails() {
        let stage = GestureStage()
        let check = CheckMarkGestureRecognizer()
        stage.record(check, as: "check")
        stage.view.addGestureRecognizer(check)
        stage.app.touchDown(at: CGPoint(x: 100, y: 100))
        stage.app.touchMove(to: CGPoint(x: 80, y: 120))
        stage.app.touchUp()
        #expect(
            stage.recorder.take() == [
                .touchesBegan("view", at: [middle]), .touchesMoved("view", at: [CGPoint(x: 30, y: 70)]),
                .touchesEnded("view", at: [CGPoint(x: 30, y: 70)]),
            ])
        #expect(check.state == .possible)
    }

    @Test("A recognizer requiring an idle check mark to fail is released when the fingers lift")
    func idleRequirementReleases() {
        let stage = GestureStage()
        let check = CheckMarkGestureRecognizer()
        stage.record(check, as: "check")
        stage.view.addGestureRecognizer(check)
        let tap = stage.tap("tap")
        tap.recorder = nil
        tap.require(toFail: check)
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.recorder.take() == [
                .touchesBegan("view", at: [middle]), .gestureAction("tap", state: .ended),
                .touchesCancelled("view", at: [middle]),
            ])
    }
}

@MainActor
@Suite("Recognizers and the view hierarchy")
struct RecognizerHierarchyTests {
    @Test("Removing a recognizer's view mid-gesture resets it without an action; the view's touch is cancelled once")
    func removingViewMidGesture() {
        let stage = GestureStage()
        let press = UILongPressGestureRecognizer()
        stage.record(press, as: "press")
        let child = RecordingView("child", recorder: stage.recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.view.addSubview(child)
        child.addGestureRecognizer(press)
        stage.app.touchDown(at: CGPoint(x: 60, y: 60))
        stage.app.advance(by: 0.6)
        #expect(
            stage.recorder.take() == [
                .touchesBegan("child", at: [CGPoint(x: 10, y: 10)]), .gestureAction("press", state: .began),
                .touchesCancelled("child", at: [CGPoint(x: 10, y: 10)]),
            ])
        child.removeFromSuperview()
        stage.app.touchMove(to: CGPoint(x: 80, y: 60))
        stage.app.touchUp()
        stage.app.advance(by: 1)
        #expect(stage.recorder.take() == [])
        #expect(press.state == .possible)
    }

    @Test("A touch cancelled by the system cancels a continuous recognizer with one action")
    func systemCancel() {
        let stage = GestureStage()
        let press = UILongPressGestureRecognizer()
        stage.record(press, as: "press")
        stage.view.addGestureRecognizer(press)
        stage.app.touchDown(at: CGPoint(x: 60, y: 60))
        stage.app.advance(by: 0.6)
        stage.app.touchCancel()
        #expect(
            stage.recorder.take() == [
                .touchesBegan("view", at: [CGPoint(x: 10, y: 10)]), .gestureAction("press", state: .began),
                .touchesCancelled("view", at: [CGPoint(x: 10, y: 10)]), .gestureAction("press", state: .cancelled),
            ])
        #expect(press.state == .possible)
    }

    @Test("Disabled recognizers get no touches; an action target that was released is never called")
    func disabledAndReleasedTargets() {
        let stage = GestureStage()
        let tap = UITapGestureRecognizer()
        tap.isEnabled = false
        var target: GestureActionTarget? = GestureActionTarget(stage.recorder)
        tap.name = "tap"
        tap.addTarget(target!, action: GestureActionTarget.handle)
        stage.view.addGestureRecognizer(tap)
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.recorder.take() == [.touchesBegan("view", at: [middle]), .touchesEnded("view", at: [middle])])
        tap.isEnabled = true
        weak let released = target
        target = nil
        #expect(released == nil)
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.recorder.take() == [.touchesBegan("view", at: [middle]), .touchesCancelled("view", at: [middle])])
    }
}
