import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite struct ScrollViewGeometryTests {
    @Test("A new scroll view has UIKit's defaults and its own pan recognizer installed")
    func defaults() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.delaysContentTouches && scrollView.canCancelContentTouches)
        #expect(scrollView.isScrollEnabled && scrollView.bounces && scrollView.clipsToBounds)
        #expect(!scrollView.isDirectionalLockEnabled)
        #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
        #expect(scrollView.decelerationRate == .normal)
        #expect(scrollView.contentOffset == .zero && scrollView.contentSize == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
        #expect(scrollView.panGestureRecognizer.view === scrollView)
        #expect(scrollView.gestureRecognizers?.last === scrollView.panGestureRecognizer)
        let touchless = Set<UITouch>()
        #expect(scrollView.touchesShouldBegin(touchless, with: nil, in: UIView()))
        #expect(scrollView.touchesShouldCancel(in: UIView()))
        #expect(!scrollView.touchesShouldCancel(in: UIButton(type: .system)))
        #expect(!scrollView.touchesShouldCancel(in: UISlider()))
        #expect(!scrollView.touchesShouldCancel(in: UIControl()))
    }

    @Test("contentOffset is bounds.origin, both ways; subviews keep their frames and move on screen")
    func contentOffsetIsBoundsOrigin() {
        let stage = ScrollStage()
        let scrollView = stage.scrollView
        let row = stage.addLogView("row", frame: CGRect(x: 20, y: 500, width: 100, height: 50))
        let window = stage.app.window!

        #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 20, y: 600))
        // (30, 460) in the window lies above the row before scrolling.
        #expect(window.hitTest(CGPoint(x: 30, y: 460), with: nil) === scrollView)

        scrollView.contentOffset = CGPoint(x: 0, y: 150)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 150))
        #expect(scrollView.bounds.size == CGSize(width: 300, height: 400))
        #expect(scrollView.frame == CGRect(x: 0, y: 100, width: 300, height: 400))
        #expect(row.frame == CGRect(x: 20, y: 500, width: 100, height: 50))
        #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 20, y: 450))
        #expect(scrollView.convert(CGPoint(x: 30, y: 460), from: nil) == CGPoint(x: 30, y: 510))
        #expect(window.hitTest(CGPoint(x: 30, y: 460), with: nil) === row)

        scrollView.bounds.origin = CGPoint(x: 0, y: 60)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 60))
        #expect(stage.log.offsets == [CGPoint(x: 0, y: 150), CGPoint(x: 0, y: 60)])
    }

    @Test("A tap on a content view after scrolling reaches the view now under the finger")
    func tapAfterScrolling() {
        let stage = ScrollStage()
        _ = stage.addLogView("row", frame: CGRect(x: 20, y: 500, width: 100, height: 50))
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 150)
        stage.app.tap(at: CGPoint(x: 30, y: 460))
        #expect(
            stage.recorder.take() == [
                .scrollTouchesShouldBegin("row"), .touchesBegan("row", at: [CGPoint(x: 10, y: 10)]),
                .touchesEnded("row", at: [CGPoint(x: 10, y: 10)]),
            ])
    }

    @Test("Programmatic offsets are not clamped and each change calls scrollViewDidScroll once")
    func programmaticOffsets() {
        let stage = ScrollStage()
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 5000)
        stage.scrollView.contentOffset = CGPoint(x: -30, y: -40)
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 10))
        #expect(stage.log.offsets == [CGPoint(x: 0, y: 5000), CGPoint(x: -30, y: -40), CGPoint(x: 0, y: 10)])
        #expect(stage.log.events.isEmpty)
    }

    @Test("Dragging clamps the offset at both ends of the content, insets included, without rubber-banding")
    func draggingClampsWithInsets() {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 1000))
        let scrollView = stage.scrollView
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
        #expect(scrollView.bounces)

        // Finger up by 1000 pt, resting before the lift: the content stops at 1000 + 30 − 400.
        stage.app.drag(
            from: CGPoint(x: 150, y: 480), to: CGPoint(x: 150, y: -520), steps: 20, duration: 0.3, lift: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 630))
        stage.app.advance(by: 0.2)
        stage.app.touchUp()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 630))
        #expect(stage.log.offsets.allSatisfy { $0.y <= 630 && $0.x == 0 })

        // Then down by 1000 pt, lifting while moving: the top inset is the limit, no glide.
        stage.log.recorder.clear()
        stage.app.drag(from: CGPoint(x: 150, y: 110), to: CGPoint(x: 150, y: 1110), steps: 20, duration: 0.3)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
        #expect(stage.log.events.first == .willBeginDragging)
        #expect(stage.log.events.last == .didEndDragging(willDecelerate: false))
        stage.app.advance(by: 1)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
        #expect(!scrollView.isDecelerating)
    }

    @Test("A drag scrolls by the finger's travel less the pan threshold, calling scrollViewDidScroll per move")
    func dragCallsDidScroll() {
        let stage = ScrollStage()
        let scrollView = stage.scrollView
        let app = stage.app
        app.touchDown(at: CGPoint(x: 150, y: 300))
        #expect(scrollView.isTracking && !scrollView.isDragging)
        app.advance(by: ScrollStage.step)
        app.touchMove(to: CGPoint(x: 150, y: 280))
        #expect(scrollView.isDragging)
        app.advance(by: ScrollStage.step)
        app.touchMove(to: CGPoint(x: 150, y: 250))
        app.advance(by: ScrollStage.step)
        app.touchMove(to: CGPoint(x: 150, y: 260))
        #expect(stage.log.offsets == [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 30)])
        app.advance(by: 0.2)
        app.touchUp()
        #expect(stage.log.events == [
            .willBeginDragging, .willEndDragging(velocity: CGPoint(x: 0, y: 0), targetContentOffset: CGPoint(x: 0, y: 30)),
            .didEndDragging(willDecelerate: false),
        ])
        #expect(stage.log.flagsAtEndDragging?.tracking == true)
        #expect(stage.log.flagsAtEndDragging?.dragging == false)
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
    }

    @Test("A scroll view whose content fits does not scroll, and its content keeps the touch")
    func contentThatFitsDoesNotScroll() {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 400))
        _ = stage.addLogView("content", frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        stage.press(from: CGPoint(x: 150, y: 300), movingTo: CGPoint(x: 150, y: 200), steps: 4)
        stage.app.touchUp()
        #expect(stage.scrollView.contentOffset == .zero)
        #expect(stage.log.events.isEmpty)
        // The pan failed at its threshold; the held touch-down reached the view at the lift.
        #expect(stage.recorder.take() == [
            .scrollTouchesShouldBegin("content"), .touchesBegan("content", at: [CGPoint(x: 150, y: 200)]),
            .touchesMoved("content", at: [CGPoint(x: 150, y: 175)]),
            .touchesMoved("content", at: [CGPoint(x: 150, y: 150)]),
            .touchesMoved("content", at: [CGPoint(x: 150, y: 125)]),
            .touchesMoved("content", at: [CGPoint(x: 150, y: 100)]),
            .touchesEnded("content", at: [CGPoint(x: 150, y: 100)]),
        ])
    }

    @Test("alwaysBounceVertical lets a drag start on content that fits; clamping keeps it in place")
    func alwaysBounceVertical() {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 400))
        stage.scrollView.alwaysBounceVertical = true
        let content = stage.addLogView("content", frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        stage.press(from: CGPoint(x: 150, y: 300), movingTo: CGPoint(x: 150, y: 200), steps: 4)
        stage.app.touchUp()
        #expect(stage.scrollView.contentOffset == .zero)
        #expect(stage.log.events.first == .willBeginDragging)
        #expect(stage.recorder.take().isEmpty)
        _ = content
    }

    @Test("setContentOffset(animated: true) moves on the application clock and reports the end once")
    func animatedSetContentOffset() {
        let stage = ScrollStage()
        let scrollView = stage.scrollView
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scrollView.contentOffset == .zero)
        stage.app.advance(by: 0.16)
        // The last frame ran at 9/60 s: half-way along the ease-in-out curve.
        #expect(abs(scrollView.contentOffset.y - 150) < 1e-6)
        #expect(stage.log.events.isEmpty)
        stage.app.advance(by: 0.19)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(stage.log.events == [.didEndScrollingAnimation])
        let ys = stage.log.offsets.map(\.y)
        #expect(ys.count > 2)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 < $1 })
        #expect(ys.last == 300)
        stage.app.advance(by: 1)
        #expect(stage.log.events == [.didEndScrollingAnimation])
    }

    /// Content 1000 × 1000, so both axes scroll; a drag whose first travel is (−40, −10).
    private func diagonalDrag(lock: Bool) -> [CGPoint] {
        let stage = ScrollStage(contentSize: CGSize(width: 1000, height: 1000))
        stage.scrollView.isDirectionalLockEnabled = lock
        stage.app.touchDown(at: CGPoint(x: 150, y: 300))
        stage.app.advance(by: ScrollStage.step)
        stage.app.touchMove(to: CGPoint(x: 110, y: 290))
        stage.app.advance(by: ScrollStage.step)
        stage.app.touchMove(to: CGPoint(x: 80, y: 270))
        stage.app.advance(by: 0.2)
        stage.app.touchUp()
        return stage.log.offsets
    }

    @Test("Without directional lock a diagonal drag scrolls both axes")
    func diagonalDragWithoutLock() {
        #expect(diagonalDrag(lock: false) == [CGPoint(x: 30, y: 7.5), CGPoint(x: 60, y: 27.5)])
    }

    @Test("With directional lock a drag that starts mostly horizontally stays horizontal")
    func diagonalDragWithLock() {
        #expect(diagonalDrag(lock: true) == [CGPoint(x: 30, y: 0), CGPoint(x: 60, y: 0)])
    }
}
