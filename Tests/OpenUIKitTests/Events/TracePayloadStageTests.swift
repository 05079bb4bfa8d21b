import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view whose `draw(_:)` counts, so the display pass draws it.
@MainActor
private final class TraceCanvasView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) { draws += 1 }
}

/// The stages beyond touches, hit-testing, gestures and commits carry typed payloads too:
/// scrolling, the update cycle, refused input and text measurement, each checked as values
/// from a real scenario.
@MainActor
struct TracePayloadStageTests {
    /// Every entry recorded has a payload, and prints exactly the payload's description.
    private func expectEveryEntryTyped(_ trace: EventTrace, sourceLocation: SourceLocation = #_sourceLocation) {
        for entry in trace.entries {
            #expect(entry.payload != nil, "no payload: \(entry)", sourceLocation: sourceLocation)
            if let payload = entry.payload {
                #expect(entry.message == payload.description, sourceLocation: sourceLocation)
            }
        }
    }

    private func scrollSteps(_ trace: EventTrace, of name: String) -> [TracePayload.ScrollStep] {
        trace.payloads([.scroll]).compactMap { payload in
            if case .scroll(let scrollView, let step) = payload, scrollView == name { step } else { nil }
        }
    }

    @Test("A scroll flick is traced as values: the drag's start, its end with velocity and target, the glide and its stop")
    func scrollFlickAsValues() {
        let app = HeadlessApp(device: .bareScreen)
        let window = app.makeWindow(rootViewController: UIViewController())
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scrollView.accessibilityIdentifier = "list"
        scrollView.contentSize = CGSize(width: 200, height: 3000)
        window.rootViewController!.view.addSubview(scrollView)
        app.runTurn()
        app.trace.isEnabled = true

        app.flick(from: CGPoint(x: 100, y: 250), velocity: CGPoint(x: 0, y: -1200))
        let steps = scrollSteps(app.trace, of: "list")
        #expect(steps.first == .beganDragging(offset: .zero, lockedAxis: nil))
        let ended = steps.compactMap { step -> (CGPoint, CGPoint, CGPoint)? in
            if case .endedDragging(let offset, let velocity, let target) = step { (offset, velocity, target) } else { nil }
        }
        #expect(ended.count == 1)
        guard let (offset, velocity, target) = ended.first else { return }
        #expect(offset.x == 0 && offset.y > 0)
        #expect(velocity.x == 0 && velocity.y != 0)
        #expect(target.x == 0 && target.y > offset.y)
        #expect(steps.last == .motionStarted(.deceleration, from: offset, towards: target))

        app.runFrames(for: 4)
        #expect(!scrollView.isDecelerating)
        #expect(scrollSteps(app.trace, of: "list").last == .stoppedDecelerating(offset: scrollView.contentOffset))
        #expect(scrollView.contentOffset == target)
        expectEveryEntryTyped(app.trace)
    }

    @Test("A layout pass is traced as values: why each view was marked, updateConstraints, and the first draw")
    func layoutPassAsValues() {
        let app = HeadlessApp(device: .bareScreen)
        let window = app.makeWindow(rootViewController: UIViewController())
        let root = window.rootViewController!.view!
        root.accessibilityIdentifier = "root"
        app.runTurn()
        app.trace.isEnabled = true

        // An empty view: added, it is laid out for that, and not drawn yet.
        let canvas = TraceCanvasView()
        canvas.accessibilityIdentifier = "canvas"
        root.addSubview(canvas)
        app.runTurn()
        #expect(canvas.draws == 0)
        #expect(app.trace.payloads([.layout, .display]) == [
            .updatePass(view: "root", .layoutSubviews(reason: "subview canvas added")),
            .updatePass(view: "canvas", .layoutSubviews(reason: "added to root")),
        ])

        // Given a size, it is laid out for that (and its superview for its subview), and drawn.
        app.trace.clear()
        canvas.frame.size = CGSize(width: 40, height: 30)
        canvas.setNeedsUpdateConstraints()
        app.runTurn()
        #expect(canvas.draws == 1)
        let passes = app.trace.payloads([.layout, .display])
        #expect(passes.contains(.updatePass(view: "canvas", .updateConstraints)))
        #expect(passes.contains(.updatePass(view: "canvas", .layoutSubviews(reason: "size changed"))))
        #expect(passes.contains(.updatePass(view: "root", .layoutSubviews(reason: "subview canvas resized"))))
        #expect(passes.contains {
            if case .updatePass("canvas", .draw(let rect, _)) = $0 { rect == canvas.bounds } else { false }
        })

        // A layout forced with no mark has no reason.
        app.trace.clear()
        canvas.layoutIfNeeded()
        #expect(app.trace.payloads([.layout]).isEmpty)
        canvas.setNeedsLayout()
        canvas.layoutIfNeeded()
        #expect(app.trace.payloads([.layout]) == [.updatePass(view: "canvas", .layoutSubviews(reason: "setNeedsLayout"))])
        expectEveryEntryTyped(app.trace)
    }

    @Test("Refused input is traced as values: malformed input dropped, fingers kept from views by exclusive and multiple touch")
    func refusedInputAsValues() {
        let app = HeadlessApp(device: .bareScreen)
        let window = app.makeWindow(rootViewController: UIViewController())
        let exclusive = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.accessibilityIdentifier = "exclusive"
        exclusive.isExclusiveTouch = true
        let single = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        single.accessibilityIdentifier = "single"
        window.rootViewController!.view.addSubview(exclusive)
        window.rootViewController!.view.addSubview(single)
        app.runTurn()
        app.trace.isEnabled = true

        app.send(.touch(TouchInput(fingerID: 1, phase: .down, location: CGPoint(x: CGFloat.nan, y: 5), timestamp: app.now)))
        let dropped = app.trace.payloads([.input]).compactMap { payload -> String? in
            if case .inputRefused(.dropped(let reason)) = payload { reason } else { nil }
        }
        #expect(dropped.count == 1)
        #expect(dropped.first.map { "Input dropped: \($0)" } == app.log.messages.last)

        app.trace.clear()
        app.touchDown(1, at: CGPoint(x: 50, y: 50))
        app.touchDown(2, at: CGPoint(x: 50, y: 250))
        #expect(app.trace.payloads([.delivery]).contains(.inputRefused(.exclusiveTouchHeld(finger: 2, holder: "exclusive"))))
        app.touchUp(2)
        app.touchUp(1)

        app.trace.clear()
        app.touchDown(3, at: CGPoint(x: 40, y: 250))
        app.touchDown(4, at: CGPoint(x: 60, y: 250))
        #expect(app.trace.payloads([.delivery]).contains(.inputRefused(.notMultipleTouch(finger: 4, view: "single"))))
        app.touchUp(4)
        app.touchUp(3)
        expectEveryEntryTyped(app.trace)
    }

    @Test("The application's log is traced in order with the steps around it while tracing is on, and only then")
    func logAsValues() {
        let app = HeadlessApp(device: .bareScreen)
        let window = app.makeWindow(rootViewController: UIViewController())
        app.runTurn()
        let bad = TouchInput(fingerID: 1, phase: .down, location: CGPoint(x: CGFloat.infinity, y: 5), timestamp: app.now)
        app.send(.touch(bad))
        #expect(app.log.messages.count == 1)
        #expect(app.trace.entries.isEmpty)

        app.trace.isEnabled = true
        app.send(.touch(bad))
        app.log.log("A message from the program")
        #expect(app.log.messages.count == 3)
        let stages = app.trace.entries.map(\.stage)
        // The refusal is recorded, then the message it logged, then the program's own message.
        #expect(stages.suffix(3) == [.input, .log, .log])
        #expect(app.trace.payloads([.log]) == app.log.messages.suffix(2).map { .logged(message: $0) })
        #expect(app.trace.lines([.log]).last == "A message from the program")
        #expect(app.trace.entries.last?.description == "[log] A message from the program")
        expectEveryEntryTyped(app.trace)

        // A second application's log goes to its own trace only.
        let other = HeadlessApp(device: .bareScreen)
        other.trace.isEnabled = true
        other.log.log("Elsewhere")
        #expect(other.trace.lines([.log]) == ["Elsewhere"])
        #expect(!app.trace.lines([.log]).contains("Elsewhere"))
        _ = window
    }

    @Test("A label's text is traced as values: shaped the first time it is measured, then taken from the cache")
    func labelShapedThenCached() {
        let app = HeadlessApp(device: .bareScreen)
        let window = app.makeWindow(rootViewController: UIViewController())
        app.runTurn()
        app.trace.isEnabled = true
        let label = UILabel()
        label.accessibilityIdentifier = "title"
        let text = "TracePayloadStageTests: shaped on first use"
        label.text = text
        window.rootViewController!.view.addSubview(label)
        let fitting = CGSize(width: 1000, height: 100)
        let first = label.sizeThatFits(fitting)
        #expect(label.sizeThatFits(fitting) == first)

        let measured = app.trace.payloads([.text]).compactMap { payload -> (size: CGSize, cached: Bool)? in
            if case .textMeasured("title", _, let measuredText, let width, let size, let cached) = payload,
                measuredText == text, width == nil
            {
                (size, cached)
            } else {
                nil
            }
        }
        // The first measurement of the text shaped it; every later one (the same text, font
        // and width) came from the cache.
        #expect(measured.map(\.cached) == [false] + Array(repeating: true, count: max(measured.count - 1, 0)))
        #expect(measured.count >= 2)
        guard let shaped = measured.first else { return }
        #expect(CGSize(width: shaped.size.width.rounded(.up), height: shaped.size.height.rounded(.up)) == first)
        #expect(app.trace.payloads([.text]).last
            == .textMeasured(label: "title", purpose: "sizeThatFits", text: text, width: nil, size: shaped.size, cached: true))
        expectEveryEntryTyped(app.trace)
    }

    @Test("The printed forms of the new payloads")
    func printedForms() {
        #expect(TracePayload.scroll(scrollView: "s", .beganDragging(offset: CGPoint(x: 0, y: 12.5), lockedAxis: .vertical)).description
            == "s began dragging at (0, 12.50) (locked to the vertical axis)")
        #expect(TracePayload.scroll(scrollView: "s", .touchesShouldCancel(view: "b", fingers: [1, 2], answer: false)).description
            == "s touchesShouldCancel(in: b) → false: b keeps finger 1,2, no scroll")
        #expect(TracePayload.scroll(scrollView: "s", .leftWindow(during: .scrollToTop)).description
            == "s leaves its window while scrolling to the top")
        #expect(TracePayload.updatePass(view: "v", .layoutSubviews(reason: nil)).description == "v.layoutSubviews (forced)")
        #expect(TracePayload.updatePass(view: "v", .draw(rect: CGRect(x: 0, y: 0, width: 10, height: 5), reason: "r")).description
            == "v.draw((0, 0) 10x5) (r)")
        #expect(TracePayload.markDeferred(what: "setNeedsLayout", view: "v", phase: "display", dirtiedPhase: nil).description
            == "setNeedsLayout on v during the display phase: deferred to the next frame")
        #expect(TracePayload.markDeferred(what: "setNeedsDisplay", view: "v", phase: "commit", dirtiedPhase: "display").description
            == "setNeedsDisplay on v during the commit phase dirties the display phase, which already ran this frame; deferred to the next frame")
        #expect(TracePayload.textMeasured(
            label: "l", purpose: "draw", text: "one\ntwo three four five six seven", width: 80.5,
            size: CGSize(width: 40, height: 20.25), cached: true).description
            == "l.draw \"one⏎two three four five…\" width 80.50 → 40x20.25 (cached)")
        #expect(TracePayload.inputRefused(.cancelledFinger(finger: 3, phase: .move)).description
            == "finger 3 move ignored: its touch was cancelled")
        #expect(TracePayload.input(.text("hi", timestamp: 0)).description == "text \"hi\"")
        #expect(TracePayload.firstResponder(from: nil, to: "field").description == "first responder: nil → field")
        #expect(TracePayload.control(control: "field", .textChanged(text: "ab", caret: 2)).description == "field text \"ab\", caret 2")
        #expect(TracePayload.actionRouted(action: "copy:", sender: "menu", .noTarget(chainStart: "field")).description
            == "copy: from menu: chain walk from field found no target")
        #expect(TracePayload.gestureDecision(recognizer: "pan", .waitingFor(["tap", "double"])).description
            == "pan waiting for tap, double to fail")
        #expect(TracePayload.animation(animation: "CABasicAnimation \"opacity\"", key: "fade", layer: "v.layer", phase: .stopped(finished: true)).description
            == "CABasicAnimation \"opacity\" 'fade' on v.layer stopped (finished: true)")
    }
}
