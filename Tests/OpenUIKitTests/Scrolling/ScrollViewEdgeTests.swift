import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Where dragging stops: negative insets, content smaller than the view, and offsets that code
/// left beyond the content's edges.
@MainActor
@Suite struct ScrollViewEdgeTests {
    /// Finger 1 drags by `distance` (positive is down the screen) from (150, 450) in 20 moves,
    /// rests 0.2 s and lifts, so nothing glides.
    private func restingDrag(_ stage: ScrollStage, by distance: CGFloat) {
        stage.app.drag(
            from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 450 + distance), steps: 20, duration: 0.3,
            lift: false)
        stage.app.advance(by: 0.2)
        stage.app.touchUp()
    }

    @Test("Negative insets shrink the scrollable range from both ends")
    func negativeInsets() {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 1200))
        let scrollView = stage.scrollView
        scrollView.contentInset = UIEdgeInsets(top: -50, left: 0, bottom: -100, right: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        restingDrag(stage, by: -2000)
        // 1200 − 100 − 400: the last 100 pt of content cannot be scrolled to.
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 700))
        restingDrag(stage, by: 2000)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
        #expect(stage.log.offsets.allSatisfy { $0.y >= 50 && $0.y <= 700 })
        #expect(!scrollView.isDecelerating)
    }

    @Test("Negative insets can make content fit: the drag does not scroll and the content view gets the touch")
    func negativeInsetsMakeContentFit() {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 480))
        stage.scrollView.contentInset = UIEdgeInsets(top: -40, left: 0, bottom: -40, right: 0)
        _ = stage.addLogView("content", frame: CGRect(x: 0, y: 0, width: 300, height: 480))
        stage.press(from: CGPoint(x: 150, y: 300), movingTo: CGPoint(x: 150, y: 200), steps: 4)
        stage.app.touchUp()
        #expect(stage.scrollView.contentOffset == .zero)
        #expect(stage.log.events.isEmpty)
        #expect(stage.recorder.take().first == .scrollTouchesShouldBegin("content"))
    }

    @Test("Content smaller than the view rests at the top inset whichever way it is dragged")
    func contentSmallerThanView() {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 200))
        let scrollView = stage.scrollView
        scrollView.alwaysBounceVertical = true
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        // The offset 0 that code left is past the far end (−20): pulling further does nothing…
        restingDrag(stage, by: -100)
        #expect(stage.log.offsets.isEmpty)
        #expect(stage.log.events == [
            .willBeginDragging, .willEndDragging(velocity: CGPoint(x: 0, y: 0), targetContentOffset: CGPoint(x: 0, y: -20)),
            .didEndDragging(willDecelerate: true), .willBeginDecelerating,
        ])
        // …and the lift settles it at the inset.
        stage.app.advance(by: ScrollViewConstants.scrollAnimationDuration + 0.05)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
        #expect(stage.log.events.last == .didEndDecelerating)
        #expect(!scrollView.isDecelerating)

        stage.log.recorder.clear()
        restingDrag(stage, by: 100)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
        restingDrag(stage, by: -100)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
        #expect(!stage.log.events.contains(.willBeginDecelerating))
    }

    @Test("A drag from beyond the content's end never jumps: it brings the content back, never further out")
    func dragFromBeyondTheEnd() {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 1000))
        let scrollView = stage.scrollView
        let app = stage.app
        scrollView.contentOffset = CGPoint(x: 0, y: 700)
        stage.log.recorder.clear()
        app.touchDown(at: CGPoint(x: 150, y: 300))
        app.advance(by: ScrollStage.step)
        // Finger up: the content would go further past its end (600); it stays.
        app.touchMove(to: CGPoint(x: 150, y: 280))
        #expect(scrollView.isDragging)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 700))
        // Finger down by 40: the content follows it back.
        app.advance(by: ScrollStage.step)
        app.touchMove(to: CGPoint(x: 150, y: 320))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 660))
        app.advance(by: 0.2)
        app.touchUp()
        #expect(stage.log.events == [
            .willBeginDragging, .willEndDragging(velocity: CGPoint(x: 0, y: 0), targetContentOffset: CGPoint(x: 0, y: 600)),
            .didEndDragging(willDecelerate: true), .willBeginDecelerating,
        ])
        #expect(scrollView.isDecelerating)
        app.advance(by: ScrollViewConstants.scrollAnimationDuration + 0.05)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
        #expect(stage.log.events.last == .didEndDecelerating)
        let ys = stage.log.offsets.map(\.y)
        #expect(ys.first == 660 && ys.last == 600)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 > $1 })
    }
}
