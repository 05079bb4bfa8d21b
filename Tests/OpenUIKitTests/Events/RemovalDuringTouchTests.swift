import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Views taken out of the window from inside the handlers of their own touches (A5.3: a touch
/// whose view leaves its window is cancelled, for the view and for every recognizer still
/// watching it; the finger's later input is ignored until it lifts). After each scenario the
/// touch state must be clean: no finger left down, every recognizer back to `possible`, and
/// the next gesture behaves as in a fresh application.
@MainActor @Suite struct RemovalDuringTouchTests {
    private func expectClean(_ app: HeadlessApp, _ recognizers: [UIGestureRecognizer], _ ledger: RobustLedger) {
        #expect(app.application.dispatcher.activeTouchCount == 0)
        #expect(recognizers.map(\.state) == recognizers.map { _ in .possible })
        #expect(ledger.brokenTouchHistories() == [])
        #expect(app.log.messages == [])
    }

    @Test("A view removing itself in touchesBegan under a parent's pan: cancelled once, and the next drag pans from began")
    func removalInTouchesBeganUnderPan() {
        let (app, root) = makeRobustApp()
        let ledger = RobustLedger()
        let pan = UIPanGestureRecognizer()
        ledger.watch(pan, as: "pan")
        root.addGestureRecognizer(pan)
        let child = HookedView("child", ledger, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(child)
        child.onBegan = { _ in child.removeFromSuperview() }
        app.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), steps: 2)
        let landing = CGPoint(x: 50, y: 50)
        #expect(ledger.take() == [.touchesBegan("child", at: [landing]), .touchesCancelled("child", at: [landing])])
        expectClean(app, [pan], ledger)
        app.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 300, y: 200), steps: 2)
        #expect(
            ledger.take() == [
                .gestureAction("pan", state: .began), .gestureAction("pan", state: .changed),
                .gestureAction("pan", state: .ended),
            ])
        expectClean(app, [pan], ledger)
    }

    @Test("Removing an ancestor from touchesMoved while a parent's pan changes cancels the pan with one action")
    func removalInTouchesMovedDuringPan() {
        let (app, root) = makeRobustApp()
        let ledger = RobustLedger()
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        ledger.watch(pan, as: "pan")
        root.addGestureRecognizer(pan)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(container)
        let child = HookedView("child", ledger, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(child)
        var moves = 0
        child.onMoved = { _ in
            moves += 1
            if moves == 3 { container.removeFromSuperview() }
        }
        app.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50), steps: 5)
        #expect(
            ledger.take() == [
                .touchesBegan("child", at: [CGPoint(x: 50, y: 50)]), .gestureAction("pan", state: .began),
                .touchesMoved("child", at: [CGPoint(x: 90, y: 50)]), .gestureAction("pan", state: .changed),
                .touchesMoved("child", at: [CGPoint(x: 130, y: 50)]), .gestureAction("pan", state: .changed),
                .touchesMoved("child", at: [CGPoint(x: 170, y: 50)]), .gestureAction("pan", state: .cancelled),
                .touchesCancelled("child", at: [CGPoint(x: 170, y: 50)]),
            ])
        expectClean(app, [pan], ledger)
        // The next drag is a new pan: it begins, it does not continue the old one.
        app.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 300, y: 380), steps: 2)
        #expect(
            ledger.take() == [
                .gestureAction("pan", state: .began), .gestureAction("pan", state: .changed),
                .gestureAction("pan", state: .ended),
            ])
        expectClean(app, [pan], ledger)
    }

    @Test("A control removing itself from its touchDown action: cancelled once, the finger ends, the next tap works")
    func removalInTouchDownAction() {
        let (app, root) = makeRobustApp()
        let ledger = RobustLedger()
        // A pan on the root makes the gesture arbiter take part in the control's touch.
        let pan = UIPanGestureRecognizer()
        ledger.watch(pan, as: "pan")
        root.addGestureRecognizer(pan)
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(control)
        ledger.watch(control, as: "control", .touchDown) { control.removeFromSuperview() }
        ledger.watch(control, as: "control", .touchCancel)
        ledger.watch(control, as: "control", .touchUpInside)
        let tap = UITapGestureRecognizer()
        ledger.watch(tap, as: "tap")
        let other = HookedView("other", ledger, frame: CGRect(x: 200, y: 200, width: 100, height: 100))
        other.addGestureRecognizer(tap)
        root.addSubview(other)
        app.tap(at: CGPoint(x: 50, y: 50))
        #expect(ledger.take() == [.controlEvent("control", .touchDown), .controlEvent("control", .touchCancel)])
        #expect(!control.isTracking && !control.isHighlighted)
        expectClean(app, [pan, tap], ledger)
        app.tap(at: CGPoint(x: 250, y: 250))
        #expect(
            ledger.take() == [
                .touchesBegan("other", at: [CGPoint(x: 50, y: 50)]), .gestureAction("tap", state: .ended),
                .touchesCancelled("other", at: [CGPoint(x: 50, y: 50)]),
            ])
        expectClean(app, [pan, tap], ledger)
    }

    @Test("A pan action removing the touched view: the view is cancelled once, the pan is cancelled, others keep resetting")
    func removalInGestureAction() {
        let (app, root) = makeRobustApp()
        let ledger = RobustLedger()
        let child = HookedView("child", ledger, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(child)
        let pan = UIPanGestureRecognizer()
        ledger.watch(pan, as: "pan") { recognizer in
            if recognizer.state == .began { child.removeFromSuperview() }
        }
        root.addGestureRecognizer(pan)
        let tap = UITapGestureRecognizer()
        ledger.watch(tap, as: "tap")
        root.addGestureRecognizer(tap)
        app.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), steps: 4)
        #expect(
            ledger.take() == [
                .touchesBegan("child", at: [CGPoint(x: 50, y: 50)]), .gestureAction("pan", state: .began),
                .touchesCancelled("child", at: [CGPoint(x: 75, y: 50)]), .gestureAction("pan", state: .cancelled),
            ])
        expectClean(app, [pan, tap], ledger)
        app.tap(at: CGPoint(x: 300, y: 300))
        #expect(ledger.take() == [.gestureAction("tap", state: .ended)])
        expectClean(app, [pan, tap], ledger)
    }

    @Test("A long-press action (fired by its timer) removing the touched view: one cancellation, clean lift")
    func removalInTimerDrivenAction() {
        let (app, root) = makeRobustApp()
        let ledger = RobustLedger()
        let child = HookedView("child", ledger, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(child)
        let press = UILongPressGestureRecognizer()
        press.cancelsTouchesInView = false
        ledger.watch(press, as: "press") { recognizer in
            if recognizer.state == .began { child.removeFromSuperview() }
        }
        root.addGestureRecognizer(press)
        app.touchDown(at: CGPoint(x: 50, y: 50))
        app.advance(by: 1)
        app.touchMove(to: CGPoint(x: 60, y: 50))
        app.touchUp()
        #expect(
            ledger.take() == [
                .touchesBegan("child", at: [CGPoint(x: 50, y: 50)]), .gestureAction("press", state: .began),
                .gestureAction("press", state: .cancelled), .touchesCancelled("child", at: [CGPoint(x: 50, y: 50)]),
            ])
        expectClean(app, [press], ledger)
    }

    @Test("Two fingers on a view that removes itself when the second lands: each finger cancelled once")
    func removalWithTwoFingers() {
        let (app, root) = makeRobustApp()
        let ledger = RobustLedger()
        let child = HookedView("child", ledger, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        child.isMultipleTouchEnabled = true
        root.addSubview(child)
        let pinch = UIPinchGestureRecognizer()
        ledger.watch(pinch, as: "pinch")
        root.addGestureRecognizer(pinch)
        var began = 0
        child.onBegan = { touches in
            began += touches.count
            if began == 2 { child.removeFromSuperview() }
        }
        app.touchDown(1, at: CGPoint(x: 50, y: 50))
        app.touchDown(2, at: CGPoint(x: 150, y: 50))
        app.touchMove(1, to: CGPoint(x: 20, y: 50))
        app.touchUp(1)
        app.touchUp(2)
        #expect(
            ledger.take() == [
                .touchesBegan("child", at: [CGPoint(x: 50, y: 50)]), .touchesBegan("child", at: [CGPoint(x: 150, y: 50)]),
                .touchesCancelled("child", at: [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 50)]),
            ])
        expectClean(app, [pinch], ledger)
        app.touchDown(1, at: CGPoint(x: 250, y: 250))
        app.touchUp(1)
        expectClean(app, [pinch], ledger)
    }

    @Test("A view removed by another finger's touchesEnded in the same lift: its own end still reaches the superview it forwarded the began to")
    func removalByAnotherEndInTheSameBatch() {
        let (app, root) = makeRobustApp()
        let ledger = RobustLedger()
        let other = HookedView("other", ledger, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(other)
        let parent = HookedView("parent", ledger, frame: CGRect(x: 200, y: 0, width: 200, height: 200))
        root.addSubview(parent)
        // A plain view: UIView's touch methods pass each phase up to its next responder.
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(child)
        other.onEnded = { _ in child.removeFromSuperview() }
        app.touchDown(1, at: CGPoint(x: 50, y: 50))
        app.touchDown(2, at: CGPoint(x: 250, y: 50))
        // Both fingers lift in one event: finger 1's end (delivered first) removes the child
        // before finger 2's end is delivered to it.
        app.touches([(1, .up, CGPoint(x: 50, y: 50)), (2, .up, CGPoint(x: 250, y: 50))])
        #expect(child.superview == nil)
        // Locations are in each receiving view's coordinates.
        let one = CGPoint(x: 50, y: 50)
        let two = CGPoint(x: 250 - 200, y: 50)
        #expect(
            ledger.take() == [
                .touchesBegan("other", at: [one]), .touchesBegan("parent", at: [two]),
                .touchesEnded("other", at: [one]), .touchesEnded("parent", at: [two]),
            ])
        expectClean(app, [], ledger)
    }
    @Test("A view taken out of a subtree that already left inside the same touchesBegan: its cancellation still climbs through the old parent")
    func removalFromAnAlreadyDetachedParent() {
        let (app, root) = makeRobustApp()
        let ledger = RobustLedger()
        let panel = HookedView("panel", ledger, frame: CGRect(x: 0, y: 200, width: 400, height: 200))
        root.addSubview(panel)
        let press = ForwardingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        panel.addSubview(press)
        // The began reaches `panel` (UIView's default passes it up); then one handler takes the
        // panel out of the window and another takes the pressed view out of the panel.
        press.afterBegan = {
            panel.removeFromSuperview()
            press.removeFromSuperview()
        }
        app.touchDown(1, at: CGPoint(x: 50, y: 250))
        #expect(press.superview == nil && panel.superview == nil)
        let inPanel = CGPoint(x: 50, y: 50)
        #expect(ledger.take() == [.touchesBegan("panel", at: [inPanel]), .touchesCancelled("panel", at: [inPanel])])
        app.touchUp(1)
        expectClean(app, [], ledger)
    }
}

/// A plain view (UIView's touch methods pass every phase to the next responder) that runs a
/// hook after passing its `touchesBegan` on.
@MainActor
private final class ForwardingView: UIView {
    var afterBegan: () -> Void = {}

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        afterBegan()
    }
}
