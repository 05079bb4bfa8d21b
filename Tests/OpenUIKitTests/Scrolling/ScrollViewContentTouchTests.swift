import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Content touches in a scroll view (reference C4): the 0.15 s hold, touchesShouldBegin,
/// touchesShouldCancel, canCancelContentTouches, delaysContentTouches.
@MainActor
@Suite struct ScrollViewContentTouchTests {
    /// The button sits at (50, 50, 100, 44) in the scroll view: (100, 172) in the window.
    private let onButton = CGPoint(x: 100, y: 172)

    @Test("A quick tap on a button in a scroll view sends touchDown and touchUpInside together at the lift")
    func quickTapOnButton() {
        let stage = ScrollStage()
        _ = stage.add(UIButton(type: .system), "button", frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        stage.app.touchDown(at: onButton)
        #expect(stage.recorder.take().isEmpty)
        stage.app.advance(by: 0.05)
        #expect(stage.recorder.take().isEmpty)
        stage.app.touchUp()
        #expect(stage.recorder.take() == [
            .scrollTouchesShouldBegin("button"), .controlEvent("button", .touchDown),
            .controlEvent("button", .touchUpInside),
            .controlEvent("button", .primaryActionTriggered),
        ])
        #expect(stage.scrollView.contentOffset == .zero)
    }

    @Test("A button held still gets touchDown exactly 0.15 s after the finger landed, touchUpInside at the lift")
    func heldTapOnButton() {
        let stage = ScrollStage()
        _ = stage.add(UIButton(type: .system), "button", frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        stage.app.touchDown(at: onButton)
        stage.app.advance(by: 0.125)
        #expect(stage.recorder.take().isEmpty)
        stage.app.advance(by: 0.025)
        #expect(stage.app.now == 0.15)
        #expect(stage.recorder.take() == [.scrollTouchesShouldBegin("button"), .controlEvent("button", .touchDown)])
        stage.app.advance(by: 0.3)
        stage.app.touchUp()
        #expect(
            stage.recorder.take() == [
                .controlEvent("button", .touchUpInside), .controlEvent("button", .primaryActionTriggered),
            ])
    }

    @Test("A quick drag starting on a button scrolls; the button never sees the touch")
    func quickDragFromButtonScrolls() {
        let stage = ScrollStage()
        let button = stage.add(UIButton(type: .system), "button", frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        let app = stage.app
        app.touchDown(at: onButton)
        app.advance(by: ScrollStage.step)
        app.touchMove(to: CGPoint(x: 100, y: 152))
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 10))
        app.advance(by: ScrollStage.step)
        app.touchMove(to: CGPoint(x: 100, y: 132))
        app.advance(by: 0.3)
        app.touchUp()
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 30))
        #expect(stage.recorder.take().isEmpty)
        #expect(!button.isTracking && !button.isHighlighted)
        app.advance(by: 1)
        #expect(stage.recorder.take().isEmpty)
    }

    @Test("The trace shows the hold, the release and the touchesShouldCancel answer")
    func traceShowsScrollDecisions() {
        let stage = ScrollStage()
        _ = stage.add(UIButton(type: .system), "button", frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        stage.app.trace.isEnabled = true
        stage.app.touchDown(at: onButton)
        stage.app.advance(by: 0.15)
        stage.app.touchMove(to: CGPoint(x: 100, y: 132))
        stage.app.touchUp()
        #expect(stage.app.trace.lines([.scroll]) == [
            "scroll holds finger 1 from button for 0.15 s",
            "scroll hold of 0.15 s is over",
            "scroll touchesShouldBegin(in: button) → true: finger 1 goes to button",
            "scroll touchesShouldCancel(in: button) → false: button keeps finger 1, no scroll",
        ])
        let delivery = stage.app.trace.lines([.delivery])
        #expect(delivery.contains("button.touchesBegan [1] delayed by scroll.contentTouchDelay"))
        #expect(delivery.contains("replaying withheld touchesBegan to button"))
        #expect(
            stage.app.trace.lines([.gesture]).contains(
                "scroll.pan: possible → failed (should-begin refused by its delegate)"))
    }

    @Test("Slow press then drag on a plain view: touchesShouldCancel says yes, the view is cancelled, it scrolls")
    func slowPressOnPlainViewCancelsAndScrolls() {
        let stage = ScrollStage()
        let content = stage.addLogView("content", frame: CGRect(x: 50, y: 150, width: 200, height: 100))
        let app = stage.app
        app.touchDown(at: CGPoint(x: 100, y: 300))
        app.advance(by: 0.2)
        #expect(
            stage.recorder.take() == [
                .scrollTouchesShouldBegin("content"), .touchesBegan("content", at: [CGPoint(x: 50, y: 50)]),
            ])
        app.touchMove(to: CGPoint(x: 100, y: 295))
        #expect(stage.recorder.take() == [.touchesMoved("content", at: [CGPoint(x: 50, y: 45)])])
        app.touchMove(to: CGPoint(x: 100, y: 270))
        #expect(
            stage.recorder.take() == [
                .scrollTouchesShouldCancel("content"), .touchesCancelled("content", at: [CGPoint(x: 50, y: 40)]),
            ])
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 20))
        app.touchMove(to: CGPoint(x: 100, y: 250))
        app.advance(by: 0.2)
        app.touchUp()
        #expect(stage.recorder.take().isEmpty)
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 40))
        _ = content
    }

    @Test("Slow press then drag on a button: touchesShouldCancel says no, nothing scrolls, the button keeps tracking")
    func slowPressOnButtonKeepsTracking() {
        let stage = ScrollStage()
        let button = stage.add(UIButton(type: .system), "button", frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        let app = stage.app
        app.touchDown(at: onButton)
        app.advance(by: 0.2)
        #expect(stage.recorder.take() == [.scrollTouchesShouldBegin("button"), .controlEvent("button", .touchDown)])
        app.touchMove(to: CGPoint(x: 100, y: 132))
        #expect(
            stage.recorder.take() == [
                .scrollTouchesShouldCancel("button", false), .controlEvent("button", .touchDragInside),
            ])
        #expect(button.isTracking)
        app.touchMove(to: CGPoint(x: 100, y: 112))
        app.touchUp()
        #expect(stage.recorder.take() == [
            .controlEvent("button", .touchDragInside), .controlEvent("button", .touchUpInside),
            .controlEvent("button", .primaryActionTriggered),
        ])
        #expect(stage.scrollView.contentOffset == .zero)
        #expect(stage.log.events.isEmpty)
    }

    @Test("Slow press then drag on a slider's thumb in a horizontal scroll view moves the slider, not the content")
    func sliderKeepsItsDrag() {
        let stage = ScrollStage(contentSize: CGSize(width: 1000, height: 400))
        let slider = stage.add(UISlider(), "slider", frame: CGRect(x: 20, y: 20, width: 228, height: 40))
        let app = stage.app
        // The thumb (28 pt) starts at the left end: centre (34, 40) in the scroll view.
        app.touchDown(at: CGPoint(x: 34, y: 140))
        app.advance(by: 0.2)
        #expect(stage.recorder.take() == [.scrollTouchesShouldBegin("slider"), .controlEvent("slider", .touchDown)])
        app.touchMove(to: CGPoint(x: 134, y: 140))
        #expect(stage.recorder.take() == [
            .scrollTouchesShouldCancel("slider", false), .controlEvent("slider", .valueChanged),
            .controlEvent("slider", .touchDragInside),
        ])
        #expect(slider.value == 0.5)
        #expect(slider.isTracking)
        app.touchUp()
        #expect(stage.recorder.take() == [.controlEvent("slider", .touchUpInside)])
        #expect(stage.scrollView.contentOffset == .zero)
    }

    @Test("touchesShouldCancel returning true for a button lets a slow drag cancel it (touchCancel) and scroll")
    func overriddenShouldCancelCancelsButton() {
        let stage = ScrollStage()
        stage.scrollView.shouldCancelAnswer = true
        _ = stage.add(UIButton(type: .system), "button", frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        stage.app.touchDown(at: onButton)
        stage.app.advance(by: 0.2)
        stage.app.touchMove(to: CGPoint(x: 100, y: 132))
        stage.app.touchUp()
        #expect(stage.recorder.take() == [
            .scrollTouchesShouldBegin("button"), .controlEvent("button", .touchDown),
            .scrollTouchesShouldCancel("button"), .controlEvent("button", .touchCancel),
        ])
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 30))
    }

    @Test("canCancelContentTouches false: a view that has the touch keeps it, and touchesShouldCancel is not asked")
    func canCancelContentTouchesFalse() {
        let stage = ScrollStage()
        stage.scrollView.canCancelContentTouches = false
        _ = stage.addLogView("content", frame: CGRect(x: 50, y: 150, width: 200, height: 100))
        let app = stage.app
        app.touchDown(at: CGPoint(x: 100, y: 300))
        app.advance(by: 0.2)
        app.touchMove(to: CGPoint(x: 100, y: 250))
        app.touchMove(to: CGPoint(x: 100, y: 200))
        app.touchUp()
        #expect(stage.recorder.take() == [
            .scrollTouchesShouldBegin("content"), .touchesBegan("content", at: [CGPoint(x: 50, y: 50)]),
            .touchesMoved("content", at: [CGPoint(x: 50, y: 0)]),
            .touchesMoved("content", at: [CGPoint(x: 50, y: -50)]),
            .touchesEnded("content", at: [CGPoint(x: 50, y: -50)]),
        ])
        #expect(stage.scrollView.contentOffset == .zero)
    }

    @Test("canCancelContentTouches false still scrolls when the drag starts before the hold is over")
    func canCancelContentTouchesFalseQuickDrag() {
        let stage = ScrollStage()
        stage.scrollView.canCancelContentTouches = false
        _ = stage.addLogView("content", frame: CGRect(x: 50, y: 150, width: 200, height: 100))
        stage.press(from: CGPoint(x: 100, y: 300), movingTo: CGPoint(x: 100, y: 240), steps: 2)
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 50))
        stage.app.advance(by: 0.3)
        stage.app.touchUp()
        #expect(stage.recorder.take().isEmpty)
    }

    @Test("delaysContentTouches false: touchesShouldBegin is asked at touch-down and the view gets the touch at once")
    func delaysContentTouchesFalse() {
        let stage = ScrollStage()
        stage.scrollView.delaysContentTouches = false
        _ = stage.addLogView("content", frame: CGRect(x: 50, y: 150, width: 200, height: 100))
        let app = stage.app
        app.touchDown(at: CGPoint(x: 100, y: 300))
        #expect(
            stage.recorder.take() == [
                .scrollTouchesShouldBegin("content"), .touchesBegan("content", at: [CGPoint(x: 50, y: 50)]),
            ])
        // A quick drag now has to cancel the view to scroll.
        app.advance(by: ScrollStage.step)
        app.touchMove(to: CGPoint(x: 100, y: 270))
        #expect(
            stage.recorder.take() == [
                .scrollTouchesShouldCancel("content"), .touchesCancelled("content", at: [CGPoint(x: 50, y: 40)]),
            ])
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 20))
        app.touchUp()
    }

    @Test("delaysContentTouches false: a quick drag from a button gives touchDown at once and never scrolls")
    func delaysContentTouchesFalseButton() {
        let stage = ScrollStage()
        stage.scrollView.delaysContentTouches = false
        _ = stage.add(UIButton(type: .system), "button", frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        stage.app.touchDown(at: onButton)
        #expect(stage.recorder.take() == [.scrollTouchesShouldBegin("button"), .controlEvent("button", .touchDown)])
        stage.app.advance(by: ScrollStage.step)
        stage.app.touchMove(to: CGPoint(x: 100, y: 142))
        stage.app.touchUp()
        #expect(stage.recorder.take() == [
            .scrollTouchesShouldCancel("button", false), .controlEvent("button", .touchDragInside),
            .controlEvent("button", .touchUpInside),
            .controlEvent("button", .primaryActionTriggered),
        ])
        #expect(stage.scrollView.contentOffset == .zero)
    }

    @Test("touchesShouldBegin false keeps the touch from the view for good; the finger can still scroll")
    func touchesShouldBeginFalse() {
        let stage = ScrollStage()
        stage.scrollView.shouldBeginAnswer = false
        _ = stage.addLogView("content", frame: CGRect(x: 50, y: 150, width: 200, height: 100))
        let app = stage.app
        app.touchDown(at: CGPoint(x: 100, y: 300))
        app.advance(by: 0.2)
        #expect(stage.recorder.take() == [.scrollTouchesShouldBegin("content", false)])
        app.touchMove(to: CGPoint(x: 100, y: 295))
        app.touchMove(to: CGPoint(x: 100, y: 270))
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 20))
        app.advance(by: 0.2)
        app.touchUp()
        #expect(stage.recorder.take().isEmpty)

        // A quick tap is refused the same way, at the lift.
        stage.app.tap(at: CGPoint(x: 100, y: 300))
        #expect(stage.recorder.take() == [.scrollTouchesShouldBegin("content", false)])
    }

    @Test("isScrollEnabled false: content gets touches at once and a drag does not scroll")
    func scrollingDisabled() {
        let stage = ScrollStage()
        stage.scrollView.isScrollEnabled = false
        #expect(!stage.scrollView.panGestureRecognizer.isEnabled)
        let button = stage.add(UIButton(type: .system), "button", frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        stage.app.touchDown(at: onButton)
        #expect(stage.recorder.take() == [.scrollTouchesShouldBegin("button"), .controlEvent("button", .touchDown)])
        stage.app.advance(by: ScrollStage.step)
        stage.app.touchMove(to: CGPoint(x: 100, y: 122))
        stage.app.touchUp()
        #expect(stage.recorder.take() == [
            .controlEvent("button", .touchDragInside), .controlEvent("button", .touchUpInside),
            .controlEvent("button", .primaryActionTriggered),
        ])
        #expect(stage.scrollView.contentOffset == .zero)
        #expect(stage.log.events.isEmpty)
        #expect(!button.isTracking)
    }

    @Test("A touch on the scroll view itself is not held; it gets touchesCancelled when the drag scrolls")
    func touchOnScrollViewItself() {
        let stage = ScrollStage()
        let scrollView = ScrollSelfLogView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scrollView.contentSize = CGSize(width: 300, height: 1200)
        scrollView.recorder = stage.recorder
        stage.scrollView.superview!.addSubview(scrollView)
        stage.app.touchDown(at: CGPoint(x: 100, y: 300))
        #expect(stage.recorder.take() == [.touchesBegan("self", at: [CGPoint(x: 100, y: 200)])])
        stage.app.advance(by: ScrollStage.step)
        stage.app.touchMove(to: CGPoint(x: 100, y: 250))
        stage.app.touchUp()
        #expect(stage.recorder.take() == [.touchesCancelled("self", at: [CGPoint(x: 100, y: 190)])])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))
    }
}

/// A scroll view recording the touch methods it receives itself, as the test kit's recording
/// views do: named "self", locations in its own coordinates.
private final class ScrollSelfLogView: UIScrollView {
    var recorder: EventRecorder?

    private func locations(_ touches: Set<UITouch>) -> [CGPoint] {
        touches.sorted { $0.fingerID < $1.fingerID }.map { $0.location(in: self) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder?.record(.touchesBegan("self", at: locations(touches)))
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder?.record(.touchesMoved("self", at: locations(touches)))
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder?.record(.touchesEnded("self", at: locations(touches)))
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder?.record(.touchesCancelled("self", at: locations(touches)))
    }
}
