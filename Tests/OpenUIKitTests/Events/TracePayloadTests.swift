import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Trace entries of the event and frame pipelines carry typed payloads, and the printed form
/// is made from them.
@MainActor
struct TracePayloadTests {
    @Test("A tap on a button is traced as values: input, hit-test, deliveries, the action, the commit")
    func tapAsValues() {
        let app = HeadlessApp()
        let window = app.makeWindow(rootViewController: UIViewController())
        let button = UIButton(frame: CGRect(x: 20, y: 40, width: 100, height: 44))
        button.accessibilityIdentifier = "ok"
        var tapped = 0
        button.addAction(UIAction(title: "tap") { _ in tapped += 1 }, for: .touchUpInside)
        window.rootViewController!.view.addSubview(button)
        app.runTurn()
        app.trace.isEnabled = true

        app.touchDown(1, at: CGPoint(x: 30, y: 50))
        app.touchUp(1)
        #expect(tapped == 1)

        let payloads = app.trace.payloads()
        let down = TouchInput(fingerID: 1, phase: .down, location: CGPoint(x: 30, y: 50), timestamp: 0)
        #expect(payloads.first == .touchInput(down))
        #expect(payloads.contains(.hitTestVisit(view: "ok", point: CGPoint(x: 10, y: 10), outcome: .inside)))
        #expect(payloads.contains(.hitTestResult(finger: 1, view: "ok")))
        let deliveries = app.trace.payloads([.delivery])
        #expect(deliveries == [
            .touchDelivery(view: "ok", phase: .began, fingers: [1]),
            .touchDelivery(view: "ok", phase: .ended, fingers: [1]),
        ])
        #expect(payloads.contains { if case .actionSent(sender: "ok", _) = $0 { true } else { false } })
        let commits = payloads.compactMap { payload -> Int? in
            if case .commit(_, let rects, let pixels) = payload, !rects.isEmpty { pixels } else { nil }
        }
        #expect(!commits.isEmpty && commits.allSatisfy { $0 > 0 })
        // Every entry that has a payload prints exactly the payload's description.
        for entry in app.trace.entries {
            if let payload = entry.payload { #expect(entry.message == payload.description) }
        }
        #expect(app.trace.lines([.delivery]) == ["ok.touchesBegan [1]", "ok.touchesEnded [1]"])
    }

    @Test("A pan's life is traced as values: its states, actions and reset")
    func panAsValues() {
        let app = HeadlessApp()
        let window = app.makeWindow(rootViewController: UIViewController())
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        view.addGestureRecognizer(pan)
        window.rootViewController!.view.addSubview(view)
        app.runTurn()
        app.trace.isEnabled = true
        app.touchDown(1, at: CGPoint(x: 50, y: 50))
        app.touchMove(1, to: CGPoint(x: 90, y: 50))
        app.touchMove(1, to: CGPoint(x: 130, y: 50))
        app.touchUp(1)
        let gesture = app.trace.payloads([.gesture, .action]).filter {
            switch $0 {
            case .gestureState(recognizer: "pan", _, _, _), .gestureReset(recognizer: "pan"), .gestureAction(recognizer: "pan", _): true
            default: false
            }
        }
        #expect(gesture == [
            .gestureState(recognizer: "pan", from: .possible, to: .began, reason: nil),
            .gestureAction(recognizer: "pan", state: .began),
            .gestureState(recognizer: "pan", from: .began, to: .changed, reason: nil),
            .gestureAction(recognizer: "pan", state: .changed),
            .gestureState(recognizer: "pan", from: .changed, to: .ended, reason: nil),
            .gestureAction(recognizer: "pan", state: .ended),
            .gestureReset(recognizer: "pan"),
        ])
    }

    @Test("The printed forms of the payloads")
    func printedForms() {
        #expect(TracePayload.hitTestResult(finger: 2, view: nil).description == "finger 2 → nil")
        #expect(TracePayload.touchDelivery(view: "v", phase: .cancelled, fingers: [1, 3]).description == "v.touchesCancelled [1,3]")
        #expect(TracePayload.responderForward(responder: "v", method: "touchesBegan", next: nil).description == "v.touchesBegan → end of chain")
        #expect(TracePayload.hitTestVisit(view: "v", point: CGPoint(x: 1.5, y: 2), outcome: .skipped("hidden")).description == "v.hitTest (1.50, 2): skipped (hidden)")
        #expect(TracePayload.gestureState(recognizer: "pan", from: .possible, to: .failed, reason: "tap recognized").description == "pan: possible → failed (tap recognized)")
        #expect(TracePayload.gestureAction(recognizer: "pan", state: .began).description == "pan action (began)")
        #expect(TracePayload.commit(window: "w", damaged: [CGRect(x: 0, y: 0, width: 10, height: 5)], pixels: 50).description == "commit w: damaged (0,0 10x5) (50 px)")
    }

    @Test("The trace's own gesture states and control events print as UIGestureRecognizer.State and UIControl.Event do")
    func traceOwnedValues() {
        let states: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        for state in states {
            #expect(state.traceState.description == state.description)
            #expect(state.traceState.rawValue == state.rawValue)
        }
        #expect(UIGestureRecognizer.State.recognized.traceState == TracePayload.GestureState.recognized)
        let events: [UIControl.Event] = [
            .touchDown, .touchUpInside, .valueChanged, .editingDidEndOnExit, [.touchDown, .editingChanged],
            .allEvents, UIControl.Event(rawValue: 1 << 24),
        ]
        for event in events {
            #expect(event.traceEvent.description == event.description)
            #expect(event.traceEvent.rawValue == event.rawValue)
        }
        #expect(
            TracePayload.control(control: "ok", .sendsActions(UIControl.Event.touchUpInside.traceEvent)).description
                == "ok touchUpInside")
    }

    @Test("An entry recorded as a payload reads as the payload's words; text given, or a payload set later, keeps its words")
    func entryWords() {
        let trace = EventTrace()
        trace.isEnabled = true
        let visit = TracePayload.hitTestVisit(view: "ok", point: CGPoint(x: 10.25, y: 3), outcome: .inside)
        trace.record(.hitTest, visit)
        trace.record(.log, "plain words")
        #expect(trace.lines() == ["ok.hitTest (10.25, 3): inside", "plain words"])
        #expect(trace.entries[0].message == visit.description && trace.entries[0].payload == visit)
        #expect(trace.entries[0] == EventTrace.Entry(stage: .hitTest, message: visit.description, payload: visit))
        #expect(trace.entries[0] != EventTrace.Entry(stage: .hitTest, message: "other words", payload: visit))
        var changed = trace.entries[0]
        changed.payload = .hitTestResult(finger: 1, view: "ok")
        #expect(changed.message == "ok.hitTest (10.25, 3): inside")
        changed.message = "rewritten"
        #expect(changed.description == "[hitTest] rewritten")
        #expect(EventTrace.Entry(stage: .log, message: "given", payload: visit).message == "given")
    }
}
