import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The test kit's scroll-view delegate recorder: what it records, in which order, and how it
/// prints.
@MainActor @Suite struct ScrollViewDelegateRecorderTests {
    /// A 300 × 400 scroll view at (0, 100) showing `contentSize`, its recorder installed.
    private func makeScene(contentSize: CGSize) -> (HeadlessApp, UIScrollView, ScrollViewDelegateRecorder) {
        let app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scrollView.accessibilityIdentifier = "list"
        scrollView.contentSize = contentSize
        controller.view.addSubview(scrollView)
        let delegate = ScrollViewDelegateRecorder(scrollView)
        return (app, scrollView, delegate)
    }

    @Test("A drag is recorded as values, named after the scroll view: didScroll per move, then the end of the drag")
    func dragWithoutGlide() {
        let (app, scrollView, delegate) = makeScene(contentSize: CGSize(width: 300, height: 1200))
        #expect(scrollView.delegate === delegate)
        #expect(delegate.name == "list")
        let step: TimeInterval = 1.0 / 64.0
        app.touchDown(at: CGPoint(x: 150, y: 300))
        for y in [280.0, 250, 260] {
            app.advance(by: step)
            app.touchMove(to: CGPoint(x: 150, y: y))
        }
        app.advance(by: 0.2)
        app.touchUp()
        // The pan threshold (10 pt) is taken off the first move; resting before the lift means no velocity.
        #expect(
            delegate.recorder.take() == [
                .scroll("list", .willBeginDragging),
                .scroll("list", .didScroll(contentOffset: CGPoint(x: 0, y: 10))),
                .scroll("list", .didScroll(contentOffset: CGPoint(x: 0, y: 40))),
                .scroll("list", .didScroll(contentOffset: CGPoint(x: 0, y: 30))),
                .scroll("list", .willEndDragging(velocity: .zero, targetContentOffset: CGPoint(x: 0, y: 30))),
                .scroll("list", .didEndDragging(willDecelerate: false)),
            ])
        scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        app.advance(by: 1)
        #expect(delegate.calls.last == .didEndScrollingAnimation)
        #expect(delegate.offsets.last == CGPoint(x: 0, y: 100))
        #expect(delegate.calls.filter { !$0.isDidScroll } == [.didEndScrollingAnimation])
    }

    @Test("Pinching records the zoom: the view zoomed, each scale, and the final one")
    func zooming() {
        let (app, scrollView, delegate) = makeScene(contentSize: CGSize(width: 300, height: 400))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        content.accessibilityIdentifier = "content"
        scrollView.addSubview(content)
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        delegate.zoomingView = content
        app.runTurn()
        app.pinch(center: CGPoint(x: 150, y: 300), from: 100, to: 200)
        #expect(scrollView.zoomScale == 2)
        let calls = delegate.calls.filter {
            if case .didScroll = $0 { return false }
            if case .didZoom = $0 { return false }
            return true
        }
        #expect(calls.first == .willBeginZooming(view: "content"))
        #expect(calls.last == .didEndZooming(view: "content", atScale: 2))
        let scales = delegate.calls.compactMap {
            if case .didZoom(let scale) = $0 { return scale }
            return nil
        }
        #expect(scales.last == 2)
        #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("Scroll calls print as readable lines")
    func lines() {
        let recorder = EventRecorder()
        let calls: [RecordedEvent.ScrollCall] = [
            .didScroll(contentOffset: CGPoint(x: 0, y: 150.5)), .willBeginDragging,
            .willEndDragging(velocity: CGPoint(x: 0, y: 1.6), targetContentOffset: CGPoint(x: 0, y: 600)),
            .didEndDragging(willDecelerate: true), .willBeginDecelerating, .didEndDecelerating,
            .didEndScrollingAnimation, .willBeginZooming(view: "content"), .didZoom(zoomScale: 1.5),
            .didEndZooming(view: nil, atScale: 2), .shouldScrollToTop(returned: true), .didScrollToTop,
            .didChangeAdjustedContentInset,
        ]
        for call in calls { recorder.record(.scroll("list", call)) }
        #expect(
            recorder.lines == [
                "list.didScroll to (0, 150.5)", "list.willBeginDragging",
                "list.willEndDragging(velocity: (0, 1.6), target: (0, 600))",
                "list.didEndDragging(willDecelerate: true)", "list.willBeginDecelerating", "list.didEndDecelerating",
                "list.didEndScrollingAnimation", "list.willBeginZooming(content)", "list.didZoom to 1.5",
                "list.didEndZooming(nil, atScale: 2)", "list.shouldScrollToTop → true", "list.didScrollToTop",
                "list.didChangeAdjustedContentInset",
            ])
        #expect(recorder.events.allSatisfy { $0.subject == "list" })
    }
}
