import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The glide after a flick, on the virtual clock.
@MainActor
@Suite struct ScrollViewDecelerationTests {
    /// −1000 · ln(0.998): how fast `.normal` deceleration decays the velocity, per second.
    private let normalDecay = -1000 * log(0.998)

    /// A flick upwards at 1600 pt/s for 1/8 s (200 pt of finger travel, 190 pt of scrolling).
    private func flickUp(_ stage: ScrollStage) {
        stage.app.flick(from: CGPoint(x: 150, y: 450), velocity: CGPoint(x: 0, y: -1600))
    }

    @Test("After a flick the content glides on the clock, slows down, stops where the delegate was told, once")
    func decelerationAfterFlick() throws {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 3000))
        let scrollView = stage.scrollView
        flickUp(stage)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 190))
        #expect(scrollView.isDecelerating && !scrollView.isDragging && !scrollView.isTracking)
        // Velocity 1.6 pt/ms; the glide covers (1600 − 10) / decay points before it stops.
        let target = 190 + 1590 / normalDecay
        let willEnd = try #require(stage.log.events.first {
            if case .willEndDragging = $0 { return true }
            return false
        })
        guard case .willEndDragging(let velocity, let proposed) = willEnd else { return }
        #expect(velocity == CGPoint(x: 0, y: 1.6) && proposed.x == 0)
        #expect("\(Double(proposed.y))".hasPrefix("984.2"))
        #expect(stage.log.events == [
            .willBeginDragging, willEnd, .didEndDragging(willDecelerate: true), .willBeginDecelerating,
        ])

        // Half a second later (30 frames of 1/60 s) it follows the exponential curve.
        stage.app.advance(by: 0.51)
        let expected = 190 + (target - 190) * (1 - exp(-normalDecay * 0.5)) / (1 - 10.0 / 1600)
        #expect(abs(Double(scrollView.contentOffset.y) - expected) < 1e-6)
        #expect(scrollView.isDecelerating)

        // It stops after ln(1600 / 10) / decay ≈ 2.54 s, exactly at the announced target.
        stage.app.advance(by: 1.9)
        #expect(scrollView.isDecelerating)
        stage.app.advance(by: 0.2)
        #expect(!scrollView.isDecelerating)
        #expect(abs(Double(scrollView.contentOffset.y) - target) < 1e-9)
        #expect(stage.log.events.filter { $0 == .didEndDecelerating }.count == 1)
        let stopped = scrollView.contentOffset
        let callbacks = stage.log.offsets.count
        stage.app.advance(by: 2)
        #expect(scrollView.contentOffset == stopped)
        #expect(stage.log.offsets.count == callbacks)
        let ys = stage.log.offsets.map(\.y)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("A glide that would pass the content's end stops at the edge, early, with no bounce")
    func decelerationStopsAtEdge() {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 1000))
        let scrollView = stage.scrollView
        flickUp(stage)
        #expect(stage.log.events[1] == .willEndDragging(velocity: CGPoint(x: 0, y: 1.6), targetContentOffset: CGPoint(x: 0, y: 600)))
        stage.app.advance(by: 0.5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
        #expect(!scrollView.isDecelerating)
        #expect(stage.log.events.last == .didEndDecelerating)
        #expect(stage.log.offsets.allSatisfy { $0.y <= 600 })
        #expect(stage.log.offsets.last == CGPoint(x: 0, y: 600))
    }

    @Test("decelerationRate .fast stops sooner and shorter")
    func fastDeceleration() {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 3000))
        stage.scrollView.decelerationRate = .fast
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        flickUp(stage)
        stage.app.advance(by: 0.6)
        #expect(!stage.scrollView.isDecelerating)
        let fastDecay = -1000 * log(0.99)
        #expect(abs(Double(stage.scrollView.contentOffset.y) - (190 + 1590 / fastDecay)) < 1e-9)
    }

    @Test("A finger landing on gliding content stops it there; the content view under it gets nothing")
    func touchCatchesDeceleration() {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 3000))
        let scrollView = stage.scrollView
        _ = stage.addLogView("content", frame: CGRect(x: 0, y: 0, width: 300, height: 3000))
        flickUp(stage)
        stage.app.advance(by: 0.2)
        #expect(scrollView.isDecelerating)
        stage.recorder.clear()
        stage.app.touchDown(at: CGPoint(x: 150, y: 300))
        let caught = scrollView.contentOffset
        #expect(!scrollView.isDecelerating)
        #expect(stage.log.events.last == .didEndDecelerating)
        stage.app.advance(by: 0.5)
        stage.app.touchUp()
        #expect(scrollView.contentOffset == caught)
        #expect(stage.recorder.take().isEmpty)
        // The next tap is an ordinary one again.
        stage.app.tap(at: CGPoint(x: 150, y: 300))
        // The content view fills the content: the finger is 200 pt below the scroll view's top.
        let landing = CGPoint(x: 150, y: caught.y + 200)
        #expect(stage.recorder.take() == [
            .scrollTouchesShouldBegin("content"), .touchesBegan("content", at: [landing]),
            .touchesEnded("content", at: [landing]),
        ])
    }

    @Test("The delegate can move the target in scrollViewWillEndDragging; the glide ends there")
    func delegateMovesTarget() {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 3000))
        stage.log.retarget = CGPoint(x: 0, y: 500)
        flickUp(stage)
        stage.app.advance(by: 3)
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 500))
        #expect(stage.log.events.last == .didEndDecelerating)
    }

    @Test("setContentOffset(animated: false) during a glide stops it without didEndDecelerating")
    func setContentOffsetStopsGlide() {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 3000))
        flickUp(stage)
        stage.app.advance(by: 0.2)
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(!stage.scrollView.isDecelerating)
        stage.app.advance(by: 1)
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(!stage.log.events.contains(.didEndDecelerating))
    }

    @Test("A drag released at rest does not decelerate")
    func releaseAtRest() {
        let stage = ScrollStage()
        stage.press(from: CGPoint(x: 150, y: 450), movingTo: CGPoint(x: 150, y: 350), steps: 4)
        stage.app.advance(by: 0.2)
        stage.app.touchUp()
        #expect(stage.log.events == [
            .willBeginDragging, .willEndDragging(velocity: CGPoint(x: 0, y: 0), targetContentOffset: CGPoint(x: 0, y: 90)),
            .didEndDragging(willDecelerate: false),
        ])
        #expect(!stage.scrollView.isDecelerating)
    }
}
