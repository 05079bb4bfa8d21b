import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Paging: drags come to rest on a page (the view's height here: 400 pt).
@MainActor
@Suite struct ScrollViewPagingTests {
    /// Four pages of 400 pt, paging on.
    private func pagingStage() -> ScrollStage {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 1600))
        stage.scrollView.isPagingEnabled = true
        return stage
    }

    /// A drag of `distance` points upwards, then a rest of 0.2 s so the lift has no velocity.
    private func slowDrag(_ stage: ScrollStage, up distance: CGFloat) {
        stage.press(from: CGPoint(x: 150, y: 480), movingTo: CGPoint(x: 150, y: 480 - distance), steps: 5)
        stage.app.advance(by: 0.2)
        stage.app.touchUp()
    }

    @Test("A slow drag past half a page settles on the next page with an ease-out on the frame clock")
    func slowDragSettlesOnNearestPage() {
        let stage = pagingStage()
        slowDrag(stage, up: 250)
        // 250 pt of finger travel less the 10-pt pan threshold: offset 240, nearer page 1.
        #expect(stage.log.events == [
            .willBeginDragging, .willEndDragging(velocity: CGPoint(x: 0, y: 0), targetContentOffset: CGPoint(x: 0, y: 400)),
            .didEndDragging(willDecelerate: true), .willBeginDecelerating,
        ])
        let link = stage.scrollView.motionDisplayLink
        #expect(link?.duration == 1.0 / 60)
        let start = stage.app.now
        stage.app.advance(by: 0.155)
        // Nine frames: progress 1 − (1 − t/0.3)³ at t = 9/60.
        let t = (link?.timestamp ?? 0) - start
        #expect(abs(t - 0.15) < 1e-9)
        let expected = 240 + 160 * (1 - pow(1 - t / 0.3, 3))
        #expect(abs(Double(stage.scrollView.contentOffset.y) - expected) < 1e-9)
        stage.app.advance(by: 0.2)
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 400))
        #expect(!stage.scrollView.isDecelerating)
        #expect(stage.log.events.last == .didEndDecelerating)
        #expect(stage.scrollView.motionDisplayLink == nil)
    }

    @Test("A slow drag short of half a page settles back on the page it started from")
    func slowDragSettlesBack() {
        let stage = pagingStage()
        slowDrag(stage, up: 150)
        #expect(stage.log.events[1] == .willEndDragging(velocity: CGPoint(x: 0, y: 0), targetContentOffset: CGPoint(x: 0, y: 0)))
        stage.app.advance(by: 0.4)
        #expect(stage.scrollView.contentOffset == .zero)
    }

    @Test("A short flick moves one page in its direction, even short of half a page; back the other way too")
    func flickMovesOnePage() {
        let stage = pagingStage()
        // 800 pt/s for 1/8 s: 100 pt of travel, offset 90 — nearest page is 0, the flick says 1.
        stage.app.flick(from: CGPoint(x: 150, y: 450), velocity: CGPoint(x: 0, y: -800))
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 90))
        #expect(stage.log.events[1] == .willEndDragging(velocity: CGPoint(x: 0, y: 0.8), targetContentOffset: CGPoint(x: 0, y: 400)))
        stage.app.advance(by: 0.4)
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 400))
        stage.log.recorder.clear()
        stage.app.flick(from: CGPoint(x: 150, y: 250), velocity: CGPoint(x: 0, y: 800))
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 310))
        #expect(stage.log.events[1] == .willEndDragging(velocity: CGPoint(x: 0, y: -0.8), targetContentOffset: CGPoint(x: 0, y: 0)))
        stage.app.advance(by: 0.4)
        #expect(stage.scrollView.contentOffset == .zero)
    }

    @Test("A flick on the last page stays there; horizontal pages are the view's width")
    func pagesAtTheEndAndHorizontally() {
        let stage = pagingStage()
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 1200)
        stage.app.flick(from: CGPoint(x: 150, y: 450), velocity: CGPoint(x: 0, y: -800))
        stage.app.advance(by: 0.4)
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 1200))

        let wide = ScrollStage(contentSize: CGSize(width: 900, height: 400))
        wide.scrollView.isPagingEnabled = true
        wide.app.flick(from: CGPoint(x: 250, y: 300), velocity: CGPoint(x: -800, y: 0))
        #expect(wide.log.events[1] == .willEndDragging(velocity: CGPoint(x: 0.8, y: 0), targetContentOffset: CGPoint(x: 300, y: 0)))
        wide.app.advance(by: 0.4)
        #expect(wide.scrollView.contentOffset == CGPoint(x: 300, y: 0))
    }

    @Test("The delegate can move the page target; the content settles there")
    func delegateMovesPageTarget() {
        let stage = pagingStage()
        stage.log.retarget = CGPoint(x: 0, y: 800)
        stage.app.flick(from: CGPoint(x: 150, y: 450), velocity: CGPoint(x: 0, y: -800))
        stage.app.advance(by: 0.4)
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 800))
    }
}
