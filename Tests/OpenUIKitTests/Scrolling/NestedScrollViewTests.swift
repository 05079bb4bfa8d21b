import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A scroll view subclass adopting UIGestureRecognizerDelegate, as UIKit subclasses do to
/// tune their pan; each question is recorded as `.call("inner", "shouldRecognizeSimultaneously",
/// arguments: [the other recognizer's name], returned: "true")`.
private final class SimultaneousScrollView: UIScrollView, UIGestureRecognizerDelegate {
    var recorder: EventRecorder?
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        recorder?.record(
            .call("inner", "shouldRecognizeSimultaneously", arguments: [otherGestureRecognizer.name ?? "?"], returned: "true"))
        return true
    }
}

@MainActor
@Suite struct NestedScrollViewTests {
    /// An outer vertical scroll view (the stage's) holding, at (0, 50), a 300 × 100 inner
    /// horizontal one with a content view: (150, 200) in the window is on that content.
    private func makeNested() -> (ScrollStage, UIScrollView) {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 2000))
        let inner = UIScrollView(frame: CGRect(x: 0, y: 50, width: 300, height: 100))
        inner.accessibilityIdentifier = "inner"
        inner.contentSize = CGSize(width: 1200, height: 100)
        let cell = RecordingView("cell", recorder: stage.recorder, frame: CGRect(x: 0, y: 0, width: 1200, height: 100))
        inner.addSubview(cell)
        stage.scrollView.addSubview(inner)
        return (stage, inner)
    }

    @Test("A horizontal drag scrolls the inner horizontal scroll view only")
    func horizontalDragScrollsInner() {
        let (stage, inner) = makeNested()
        stage.press(from: CGPoint(x: 150, y: 200), movingTo: CGPoint(x: 90, y: 200), steps: 2)
        #expect(inner.contentOffset == CGPoint(x: 50, y: 0))
        #expect(stage.scrollView.contentOffset == .zero)
        stage.app.advance(by: 0.3)
        stage.app.touchUp()
        #expect(stage.recorder.take().isEmpty)
    }

    @Test("A vertical drag on the inner scroll view scrolls the outer one; the inner pan fails on its axis")
    func verticalDragScrollsOuter() {
        let (stage, inner) = makeNested()
        stage.app.trace.isEnabled = true
        stage.press(from: CGPoint(x: 150, y: 200), movingTo: CGPoint(x: 150, y: 140), steps: 2)
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 50))
        #expect(inner.contentOffset == .zero)
        #expect(stage.app.trace.lines([.scroll]).contains(
            "inner pan fails: the finger moved mostly vertically, along which it cannot scroll"))
        stage.app.advance(by: 0.3)
        stage.app.touchUp()
        #expect(stage.recorder.take().isEmpty)
    }

    @Test("A subclass adopting UIGestureRecognizerDelegate answers for its pan: both pans scroll together")
    func subclassDelegateIsAsked() {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 2000))
        stage.scrollView.panGestureRecognizer.name = "outer.pan"
        let inner = SimultaneousScrollView(frame: CGRect(x: 0, y: 50, width: 300, height: 100))
        inner.contentSize = CGSize(width: 300, height: 1000)
        inner.recorder = stage.recorder
        stage.scrollView.addSubview(inner)
        stage.press(from: CGPoint(x: 150, y: 200), movingTo: CGPoint(x: 150, y: 140), steps: 2)
        #expect(
            stage.recorder.events.contains(
                .call("inner", "shouldRecognizeSimultaneously", arguments: ["outer.pan"], returned: "true")))
        #expect(inner.contentOffset == CGPoint(x: 0, y: 50))
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 50))
        stage.app.advance(by: 0.3)
        stage.app.touchUp()
    }
}
