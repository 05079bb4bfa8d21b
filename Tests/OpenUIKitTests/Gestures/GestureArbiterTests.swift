import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite("Gesture arbiter")
struct GestureArbiterTests {
    @Test("A tap on a view with a tap recognizer prints seed 003's trace: action before the view's cancel")
    func seedTapTrace() {
        let stage = GestureStage()
        _ = stage.tap("tap")
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(
            stage.history.take() == [
                "tap.touchesBegan", "view.touchesBegan",
                "tap.touchesEnded", "tap action ended", "view.touchesCancelled",
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
            stage.history.take() == [
                "tap.touchesBegan", "view.touchesBegan", "tap.touchesEnded", "tap action ended", "view.touchesEnded",
            ])
    }

    @Test("A tap that moves too far fails and the view gets its held touchesEnded, never a cancel")
    func failedTapReleasesHeldEnd() {
        let stage = GestureStage()
        _ = stage.tap("tap")
        stage.app.drag(from: CGPoint(x: 60, y: 100), to: CGPoint(x: 160, y: 100), steps: 2, duration: 0.1)
        #expect(
            stage.history.take() == [
                "tap.touchesBegan", "view.touchesBegan",
                "tap.touchesMoved", "view.touchesMoved",
                "view.touchesMoved", "view.touchesEnded",
            ])
    }

    @Test("A single tap waits for the double tap to fail: one tap fires single only after the timeout")
    func singleWaitsForDouble() {
        let stage = GestureStage()
        let single = stage.tap("single")
        let double = stage.tap("double", taps: 2)
        single.require(toFail: double)
        single.history = nil
        double.history = nil
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.history.take() == ["view.touchesBegan"])
        stage.app.advance(by: GestureConstants.tapMaximumInterval - 0.01)
        #expect(stage.history.take() == [])
        stage.app.advance(by: 0.02)
        #expect(stage.history.take() == ["single action ended", "view.touchesCancelled"])
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test("Two quick taps fire only the double tap")
    func doubleTapOnly() {
        let stage = GestureStage()
        let single = stage.tap("single")
        let double = stage.tap("double", taps: 2)
        single.require(toFail: double)
        single.history = nil
        double.history = nil
        stage.app.doubleTap(at: CGPoint(x: 100, y: 100))
        stage.app.advance(by: 1)
        #expect(
            stage.history.take() == [
                "view.touchesBegan", "view.touchesBegan", "double action ended",
                "view.touchesCancelled [1, 1]",
            ].map { $0 })
    }

    @Test("Without a failure requirement a double tap yields the single action, then the double action")
    func doubleWithoutRequirement() {
        let stage = GestureStage()
        let single = stage.tap("single")
        let double = stage.tap("double", taps: 2)
        single.history = nil
        double.history = nil
        stage.app.doubleTap(at: CGPoint(x: 100, y: 100))
        let lines = stage.history.take().filter { $0.contains("action") }
        #expect(lines == ["single action ended", "double action ended"])
    }

    @Test("Delegate shouldBegin false turns the transition into failed and sends no action")
    func delegateShouldBegin() {
        let stage = GestureStage()
        let tap = stage.tap("tap")
        tap.history = nil
        let delegate = ScriptedGestureDelegate()
        delegate.shouldBegin = false
        tap.delegate = delegate
        stage.app.trace.isEnabled = true
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.history.take() == ["view.touchesBegan", "view.touchesEnded"])
        #expect(stage.app.trace.lines([.gesture]).contains("tap: possible → failed (should-begin refused by its delegate)"))
    }

    @Test("The touched view's gestureRecognizerShouldBegin can refuse a superview's recognizer")
    func viewShouldBegin() {
        final class Refusing: TouchLogView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let stage = GestureStage()
        let child = Refusing("child", frame: CGRect(x: 0, y: 0, width: 50, height: 50), history: stage.history)
        stage.view.addSubview(child)
        let tap = stage.tap("tap")
        tap.history = nil
        stage.app.tap(at: CGPoint(x: 60, y: 60))
        #expect(stage.history.take() == ["child.touchesBegan", "child.touchesEnded"])
    }

    @Test("shouldReceive false hides the touch from the recognizer entirely")
    func shouldReceive() {
        let stage = GestureStage()
        let tap = stage.tap("tap")
        let delegate = ScriptedGestureDelegate()
        delegate.shouldReceive = { _ in false }
        tap.delegate = delegate
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.history.take() == ["view.touchesBegan", "view.touchesEnded"])
    }

    @Test("Of two equivalent taps, the one on the deeper view wins and the ancestor's fails")
    func deeperWins() {
        let stage = GestureStage()
        let outer = stage.tap("outer", on: stage.root)
        let inner = stage.tap("inner")
        outer.history = nil
        inner.history = nil
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.history.take() == ["view.touchesBegan", "inner action ended", "view.touchesCancelled"])
    }

    @Test("Both recognize when either delegate allows simultaneous recognition")
    func simultaneous() {
        let stage = GestureStage()
        let outer = stage.tap("outer", on: stage.root)
        let inner = stage.tap("inner")
        outer.history = nil
        inner.history = nil
        let delegate = ScriptedGestureDelegate()
        delegate.simultaneous = true
        outer.delegate = delegate
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(
            stage.history.take() == [
                "view.touchesBegan", "inner action ended", "outer action ended", "view.touchesCancelled",
            ])
    }

    @Test("A dynamic failure requirement from the delegate makes the outer tap wait for the inner one")
    func dynamicRequirement() {
        let stage = GestureStage()
        let outer = stage.tap("outer", on: stage.root)
        let inner = stage.tap("inner", taps: 2)
        outer.history = nil
        inner.history = nil
        let delegate = ScriptedGestureDelegate()
        delegate.requireFailureOf = { recognizer, other in recognizer === outer && other === inner }
        outer.delegate = delegate
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.history.take() == ["view.touchesBegan"])
        stage.app.advance(by: 0.5)
        #expect(stage.history.take() == ["outer action ended", "view.touchesCancelled"])
    }

    @Test("canPrevent is one-way: rotation cannot prevent pinch, but pinch prevents rotation")
    func oneWayCanPrevent() {
        final class NonPreventing: UITapGestureRecognizer {
            override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        // Inner "rotation" stands for the recognizer that must not prevent the other.
        let stage = GestureStage()
        let outer = stage.tap("pinch", on: stage.root)
        outer.history = nil
        let inner = NonPreventing()
        stage.record(inner, as: "rotation")
        stage.view.addGestureRecognizer(inner)
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(
            stage.history.take() == [
                "view.touchesBegan", "rotation action ended", "pinch action ended", "view.touchesCancelled",
            ])

        // The other way round: the outer one prevents the inner when it recognizes first.
        let stage2 = GestureStage()
        let preventing = stage2.tap("pinch")
        preventing.history = nil
        let prevented = NonPreventing()
        stage2.record(prevented, as: "rotation")
        stage2.root.addGestureRecognizer(prevented)
        stage2.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage2.history.take() == ["view.touchesBegan", "pinch action ended", "view.touchesCancelled"])
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
            stage.history.take() == [
                "view.touchesBegan", "press action began", "view.touchesCancelled", "press action cancelled",
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
        #expect(stage.history.take() == ["view.touchesBegan", "press action began", "view.touchesCancelled"])
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
        #expect(stage.history.take() == ["view.touchesBegan"])
        stage.app.advance(by: 0.01)
        #expect(stage.history.take() == ["press action began", "view.touchesCancelled"])
        #expect(stage.app.now == 0.5)
        stage.app.touchMove(to: CGPoint(x: 130, y: 100))
        stage.app.touchUp()
        #expect(stage.history.take() == ["press action changed", "press action ended"])
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
        #expect(stage.history.take() == ["view.touchesBegan", "view.touchesMoved", "view.touchesEnded"])
    }

    @Test("delaysTouchesBegan withholds the touch and replays it with its original place and time when the recognizer fails")
    func delaysTouchesBeganReplay() {
        final class WhereView: TouchLogView {
            var seen: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                let touch = touches.first!
                let point = touch.location(in: nil)
                seen.append("began (\(point.x), \(point.y)) t=\(touch.timestamp)")
                super.touchesBegan(touches, with: event)
            }
        }
        let stage = GestureStage()
        let target = WhereView("where", frame: CGRect(x: 0, y: 0, width: 200, height: 200), history: stage.history)
        stage.view.addSubview(target)
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        stage.record(press, as: "press")
        target.addGestureRecognizer(press)
        stage.app.touchDown(at: CGPoint(x: 100, y: 100))
        stage.app.advance(by: 0.1)
        stage.app.touchMove(to: CGPoint(x: 100, y: 130))
        #expect(stage.history.take() == ["where.touchesBegan", "where.touchesMoved"])
        #expect(target.seen == ["began (100.0, 100.0) t=0.0"])
        stage.app.touchUp()
        #expect(stage.history.take() == ["where.touchesEnded"])
    }

    @Test("delaysTouchesBegan: a recognized gesture means the view never sees the touch")
    func delaysTouchesBeganRecognized() {
        let stage = GestureStage()
        let tap = stage.tap("tap")
        tap.history = nil
        tap.delaysTouchesBegan = true
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.history.take() == ["tap action ended"])
    }

    @Test("Two fingers: a two-finger tap cancels both touches in one call; a failed one ends both")
    func twoFingers() {
        let stage = GestureStage()
        stage.view.isMultipleTouchEnabled = true
        let tap = stage.tap("tap")
        tap.numberOfTouchesRequired = 2
        tap.history = nil
        stage.app.tap(at: CGPoint(x: 100, y: 100), fingers: 2)
        #expect(
            stage.history.take() == ["view.touchesBegan [1, 2]", "tap action ended", "view.touchesCancelled [1, 2]"])
        // Three fingers fail the two-finger tap; every finger ends for the view exactly once.
        stage.app.tap(at: CGPoint(x: 100, y: 100), fingers: 3)
        #expect(stage.history.take() == ["view.touchesBegan [1, 2, 3]", "view.touchesEnded [1, 2, 3]"])
    }

    @Test("Two fingers on two views: a recognizer on the parent cancels only the touches it tracks")
    func twoViewsOneRecognizer() {
        let stage = GestureStage()
        let left = TouchLogView("left", frame: CGRect(x: 0, y: 0, width: 90, height: 200), history: stage.history)
        let right = TouchLogView("right", frame: CGRect(x: 110, y: 0, width: 90, height: 200), history: stage.history)
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
            stage.history.take() == [
                "left.touchesBegan", "right.touchesBegan", "press action began", "left.touchesCancelled",
                "right.touchesEnded", "press action ended",
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
            stage.history.take() == [
                "view.touchesBegan", "view.touchesMoved", "view.touchesMoved", "view.touchesMoved",
                "check action ended", "view.touchesCancelled",
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
        #expect(stage.history.take() == ["view.touchesBegan", "view.touchesMoved", "view.touchesEnded"])
        #expect(check.state == .possible)
    }

    @Test("A recognizer requiring an idle check mark to fail is released when the fingers lift")
    func idleRequirementReleases() {
        let stage = GestureStage()
        let check = CheckMarkGestureRecognizer()
        stage.record(check, as: "check")
        stage.view.addGestureRecognizer(check)
        let tap = stage.tap("tap")
        tap.history = nil
        tap.require(toFail: check)
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.history.take() == ["view.touchesBegan", "tap action ended", "view.touchesCancelled"])
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
        let child = TouchLogView("child", frame: CGRect(x: 0, y: 0, width: 100, height: 100), history: stage.history)
        stage.view.addSubview(child)
        child.addGestureRecognizer(press)
        stage.app.touchDown(at: CGPoint(x: 60, y: 60))
        stage.app.advance(by: 0.6)
        #expect(stage.history.take() == ["child.touchesBegan", "press action began", "child.touchesCancelled"])
        child.removeFromSuperview()
        stage.app.touchMove(to: CGPoint(x: 80, y: 60))
        stage.app.touchUp()
        stage.app.advance(by: 1)
        #expect(stage.history.take() == [])
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
            stage.history.take() == [
                "view.touchesBegan", "press action began", "view.touchesCancelled", "press action cancelled",
            ])
        #expect(press.state == .possible)
    }

    @Test("Disabled recognizers get no touches; an action target that was released is never called")
    func disabledAndReleasedTargets() {
        let stage = GestureStage()
        let tap = UITapGestureRecognizer()
        tap.isEnabled = false
        var target: GestureActionLog? = GestureActionLog(stage.history)
        tap.name = "tap"
        tap.addTarget(target!, action: GestureActionLog.handle)
        stage.view.addGestureRecognizer(tap)
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.history.take() == ["view.touchesBegan", "view.touchesEnded"])
        tap.isEnabled = true
        weak let released = target
        target = nil
        #expect(released == nil)
        stage.app.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.history.take() == ["view.touchesBegan", "view.touchesCancelled"])
    }
}
