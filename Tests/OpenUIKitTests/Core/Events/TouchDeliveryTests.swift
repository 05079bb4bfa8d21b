import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view that hands every touch call to a closure, for tests that inspect touches and events
/// while they are being delivered (UIKit forbids keeping them afterwards).
@MainActor
private final class ProbeView: UIView {
    var onTouches: (String, Set<UITouch>, UIEvent?) -> Void = { _, _, _ in }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTouches("began", touches, event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTouches("moved", touches, event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTouches("ended", touches, event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTouches("cancelled", touches, event)
    }
}

/// A view that removes itself from its superview when a touch begins in it.
@MainActor
private final class SelfRemovingView: RecordingView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        removeFromSuperview()
    }
}

@MainActor @Suite struct TouchDeliveryTests {
    private func makeApp() -> (HeadlessApp, UIViewController, CallHistory) {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 800))
        let controller = namedController()
        app.makeWindow(rootViewController: controller)
        return (app, controller, CallHistory())
    }

    @Test("One UITouch per finger for its whole life, bound to its hit view after leaving it")
    func touchIdentity() {
        let (app, controller, history) = makeApp()
        let view = ProbeView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        controller.view.addSubview(view)
        var touches: [ObjectIdentifier] = []
        var events: [ObjectIdentifier] = []
        view.onTouches = { phase, set, event in
            let touch = set.first!
            history.add("\(phase) \(touch.phase) view:\(touch.view === view) at \(touch.location(in: view))")
            touches.append(ObjectIdentifier(touch))
            events.append(ObjectIdentifier(event!))
        }
        app.touchDown(at: CGPoint(x: 150, y: 150))
        app.touchMove(to: CGPoint(x: 250, y: 150))
        app.touchMove(to: CGPoint(x: 300, y: 400))
        app.touchUp()
        #expect(
            history.entries == [
                "began began view:true at CGPoint(x: 50.0, y: 50.0)",
                "moved moved view:true at CGPoint(x: 150.0, y: 50.0)",
                "moved moved view:true at CGPoint(x: 200.0, y: 300.0)",
                "ended ended view:true at CGPoint(x: 200.0, y: 300.0)",
            ])
        #expect(Set(touches).count == 1 && touches.count == 4)
        #expect(Set(events).count == 1)
        // The next sequence is carried by the same reused event object.
        app.tap(at: CGPoint(x: 110, y: 110))
        #expect(Set(events).count == 1)
    }

    @Test("A second finger is hit-tested on its own; its began goes to its view while the first is stationary")
    func secondFinger() {
        let (app, controller, history) = makeApp()
        let left = ProbeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = ProbeView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        left.accessibilityIdentifier = "Left"
        right.accessibilityIdentifier = "Right"
        controller.view.addSubview(left)
        controller.view.addSubview(right)
        for view in [left, right] {
            view.onTouches = { phase, set, event in
                let all = event!.allTouches!
                let phases = all.map { "\($0.view!.accessibilityIdentifier!):\($0.phase)" }.sorted()
                history.add("\(view.accessibilityIdentifier!).\(phase)(\(set.count)) all=\(phases)")
                if phase == "began" && view === right {
                    #expect(event!.touches(for: right) == set)
                    #expect(event!.touches(for: left)?.count == 1)
                    #expect(event!.touches(for: app.window!)?.count == 2)
                    #expect(event!.touches(for: controller.view)?.isEmpty == true)
                }
            }
        }
        app.trace.isEnabled = true
        app.touchDown(1, at: CGPoint(x: 50, y: 50))
        app.touchDown(2, at: CGPoint(x: 250, y: 50))
        app.touchMove(1, to: CGPoint(x: 60, y: 60))
        app.touchUp(1)
        app.touchUp(2)
        #expect(
            history.entries == [
                "Left.began(1) all=[\"Left:began\"]",
                "Right.began(1) all=[\"Left:stationary\", \"Right:began\"]",
                "Left.moved(1) all=[\"Left:moved\", \"Right:stationary\"]",
                "Left.ended(1) all=[\"Left:ended\", \"Right:stationary\"]",
                "Right.ended(1) all=[\"Right:ended\"]",
            ])
        #expect(app.trace.lines([.hitTest]).filter { $0.hasPrefix("finger") } == ["finger 1 → Left", "finger 2 → Right"])
    }

    @Test("A view that is not multiple-touch enabled gets only the first touch; an enabled one gets both")
    func multipleTouch() {
        let (app, controller, history) = makeApp()
        let view = RecordingView("V", history, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        controller.view.addSubview(view)
        app.touchDown(1, at: CGPoint(x: 10, y: 10))
        app.touchDown(2, at: CGPoint(x: 100, y: 100))
        app.touchMove(2, to: CGPoint(x: 120, y: 120))
        app.touchUp(2)
        app.touchUp(1)
        #expect(history.take() == ["V.touchesBegan(1)", "V.touchesEnded(1)"])

        view.isMultipleTouchEnabled = true
        app.touchDown(1, at: CGPoint(x: 10, y: 10))
        app.touchDown(2, at: CGPoint(x: 100, y: 100))
        app.touchMove(2, to: CGPoint(x: 120, y: 120))
        app.touches([(1, .up, CGPoint(x: 10, y: 10)), (2, .up, CGPoint(x: 120, y: 120))])
        #expect(
            history.take() == ["V.touchesBegan(1)", "V.touchesBegan(1)", "V.touchesMoved(1)", "V.touchesEnded(2)"])

        view.isMultipleTouchEnabled = false
        app.touches([(1, .down, CGPoint(x: 10, y: 10)), (2, .down, CGPoint(x: 100, y: 100))])
        app.touches([(1, .up, CGPoint(x: 10, y: 10)), (2, .up, CGPoint(x: 100, y: 100))])
        #expect(history.take() == ["V.touchesBegan(1)", "V.touchesEnded(1)"])
    }

    @Test("An exclusive-touch view blocks other views' new touches, and is blocked while others track")
    func exclusiveTouch() {
        let (app, controller, history) = makeApp()
        let exclusive = RecordingView("X", history, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = RecordingView("Y", history, frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        controller.view.addSubview(exclusive)
        controller.view.addSubview(other)
        app.touchDown(1, at: CGPoint(x: 50, y: 50))
        app.touchDown(2, at: CGPoint(x: 250, y: 50))
        app.touchUp(2)
        app.touchUp(1)
        #expect(history.take() == ["X.touchesBegan(1)", "X.touchesEnded(1)"])

        app.touchDown(1, at: CGPoint(x: 250, y: 50))
        app.touchDown(2, at: CGPoint(x: 50, y: 50))
        app.touchUp(2)
        app.touchUp(1)
        #expect(history.take() == ["Y.touchesBegan(1)", "Y.touchesEnded(1)"])

        // Alone, the exclusive view gets its touches.
        app.tap(at: CGPoint(x: 50, y: 50))
        #expect(history.take() == ["X.touchesBegan(1)", "X.touchesEnded(1)"])
    }

    @Test("tapCount grows for quick taps at one place and restarts when too slow or too far")
    func tapCount() {
        let (app, controller, history) = makeApp()
        let view = ProbeView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        controller.view.addSubview(view)
        view.onTouches = { phase, set, _ in
            if phase == "began" { history.add("tapCount \(set.first!.tapCount)") }
        }
        app.tap(at: CGPoint(x: 100, y: 100))
        app.advance(by: 0.1)
        app.tap(at: CGPoint(x: 105, y: 100))
        app.advance(by: TouchConstants.tapCountMaximumInterval - 0.05 - 0.001)
        app.tap(at: CGPoint(x: 100, y: 105))
        app.advance(by: TouchConstants.tapCountMaximumInterval + 0.01)
        app.tap(at: CGPoint(x: 100, y: 100))
        app.advance(by: 0.1)
        app.tap(at: CGPoint(x: 100 + TouchConstants.tapCountMaximumDistance + 1, y: 100))
        app.advance(by: 0.1)
        app.tap(at: CGPoint(x: 100 + TouchConstants.tapCountMaximumDistance + 1, y: 100))
        #expect(history.entries == ["tapCount 1", "tapCount 2", "tapCount 3", "tapCount 1", "tapCount 1", "tapCount 2"])
    }

    @Test("location(in:) and previousLocation(in:) convert window points; timestamps follow the virtual clock")
    func locationsAndTimestamps() {
        let (app, controller, history) = makeApp()
        let view = ProbeView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        view.bounds.origin = CGPoint(x: 10, y: 0)
        controller.view.addSubview(view)
        view.onTouches = { phase, set, event in
            let touch = set.first!
            history.add(
                "\(phase) in view \(touch.location(in: view)) prev \(touch.previousLocation(in: view)) "
                    + "window \(touch.location(in: nil)) t=\(touch.timestamp) event t=\(event!.timestamp) "
                    + "window \(touch.window === app.window) type \(touch.type) force \(touch.force)")
        }
        app.advance(by: 1)
        app.touchDown(at: CGPoint(x: 110, y: 120))
        app.advance(by: 0.5)
        app.touchMove(to: CGPoint(x: 130, y: 160))
        app.advance(by: 0.25)
        app.touchUp()
        #expect(
            history.entries == [
                "began in view CGPoint(x: 20.0, y: 20.0) prev CGPoint(x: 20.0, y: 20.0) window CGPoint(x: 110.0, y: 120.0) t=1.0 event t=1.0 window true type direct force 0.0",
                "moved in view CGPoint(x: 40.0, y: 60.0) prev CGPoint(x: 20.0, y: 20.0) window CGPoint(x: 130.0, y: 160.0) t=1.5 event t=1.5 window true type direct force 0.0",
                "ended in view CGPoint(x: 40.0, y: 60.0) prev CGPoint(x: 40.0, y: 60.0) window CGPoint(x: 130.0, y: 160.0) t=1.75 event t=1.75 window true type direct force 0.0",
            ])
    }

    @Test("Touches are cancelled exactly once when their view leaves the window")
    func cancelOnRemoval() {
        let (app, controller, history) = makeApp()
        let container = namedView("Container", CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = RecordingView("V", history, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bystander = RecordingView("B", history, frame: CGRect(x: 300, y: 300, width: 50, height: 50))
        controller.view.addSubview(container)
        controller.view.addSubview(bystander)
        container.addSubview(view)
        app.trace.isEnabled = true
        app.touchDown(1, at: CGPoint(x: 50, y: 50))
        app.touchDown(2, at: CGPoint(x: 320, y: 320))
        container.removeFromSuperview()
        app.touchMove(1, to: CGPoint(x: 60, y: 60))
        app.touchMove(2, to: CGPoint(x: 330, y: 330))
        app.touchUp(1)
        app.touchUp(2)
        #expect(
            history.entries == [
                "V.touchesBegan(1)", "B.touchesBegan(1)", "V.touchesCancelled(1)", "B.touchesMoved(1)",
                "B.touchesEnded(1)",
            ])
        // The finger stays down on the hardware: its later moves are not bad input.
        #expect(app.log.messages == [])
    }

    @Test("A view removing itself in touchesBegan gets touchesCancelled once")
    func removalInsideTouchesBegan() {
        let (app, controller, history) = makeApp()
        let view = SelfRemovingView("V", history, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(view)
        app.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 80, y: 80), steps: 3)
        #expect(history.entries == ["V.touchesBegan(1)", "V.touchesCancelled(1)"])
        #expect(app.log.messages == [])
        // The app keeps working.
        controller.view.addSubview(view)
        view.removeFromSuperview()
        let next = RecordingView("N", history, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(next)
        app.tap(at: CGPoint(x: 10, y: 10))
        #expect(history.entries.suffix(2) == ["N.touchesBegan(1)", "N.touchesEnded(1)"])
    }

    @Test("A cancelled finger's touch is delivered as cancelled")
    func fingerCancel() {
        let (app, controller, history) = makeApp()
        let view = RecordingView("V", history, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(view)
        app.touchDown(at: CGPoint(x: 10, y: 10))
        app.touchCancel()
        app.tap(at: CGPoint(x: 10, y: 10))
        #expect(
            history.entries == ["V.touchesBegan(1)", "V.touchesCancelled(1)", "V.touchesBegan(1)", "V.touchesEnded(1)"])
        #expect(app.application.dispatcher.activeTouchCount == 0)
    }
}
