import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The glide and animated offsets run on a CADisplayLink, the frame machinery UIView
/// animations use, with the same numbers as before.
@MainActor
@Suite struct ScrollViewFrameMachineryTests {
    private let normalDecay = -1000 * log(0.998)

    @Test("A glide is stepped by a 60 Hz display link; each frame lands on the exponential curve")
    func glideOnDisplayLink() throws {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 3000))
        stage.app.flick(from: CGPoint(x: 150, y: 450), velocity: CGPoint(x: 0, y: -1600))
        let start = stage.app.now
        let link = try #require(stage.scrollView.motionDisplayLink)
        #expect(link.preferredFramesPerSecond == 60 && link.duration == 1.0 / 60)
        let target = 190 + 1590 / normalDecay
        var previous = stage.scrollView.contentOffset.y
        var lastStamp = link.timestamp
        var moves = 0
        // 120 Hz frames: the 60 Hz link moves the content on every other one only, always onto
        // the curve at the link's timestamp.
        for _ in 1...12 {
            stage.app.stepFrame(rate: .hz120)
            let y = stage.scrollView.contentOffset.y
            if link.timestamp == lastStamp {
                #expect(y == previous)
            } else {
                moves += 1
                #expect(abs(link.timestamp - lastStamp - 1.0 / 60) < 1e-9 || lastStamp == 0)
                let t = link.timestamp - start
                let expected = 190 + (target - 190) * (1 - exp(-normalDecay * t)) / (1 - 10.0 / 1600)
                #expect(abs(Double(y) - expected) < 1e-9)
                // Frame times are whole nanoseconds on the link's 1/60 s grid: the next frame is
                // 16,666,667 or 16,666,666 ns later, never drifting further from 1/60 s.
                let step = (link.targetFrameInstant - link.frameInstant).nanoseconds
                #expect(step == 16_666_667 || step == 16_666_666)
                #expect(abs(link.targetTimestamp - link.timestamp - 1.0 / 60) < 1e-9)
            }
            lastStamp = link.timestamp
            previous = y
        }
        #expect(moves == 6)
        stage.app.advance(by: 3)
        #expect(abs(Double(stage.scrollView.contentOffset.y) - target) < 1e-9)
        #expect(stage.scrollView.motionDisplayLink == nil)
        #expect(stage.app.application.runLoop.nextTimerFireTime == nil)
    }

    @Test("An animated setContentOffset eases in and out on the same link: smoothstep at each frame")
    func animatedOffsetOnDisplayLink() throws {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 3000))
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        let start = stage.app.now
        let link = try #require(stage.scrollView.motionDisplayLink)
        stage.app.stepFrames(9)
        let t = (link.timestamp - start) / 0.3
        #expect(abs(t - 0.5) < 1e-9)
        #expect(abs(Double(stage.scrollView.contentOffset.y) - 300 * t * t * (3 - 2 * t)) < 1e-9)
        stage.app.stepFrames(9)
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(stage.log.events == [.didEndScrollingAnimation])
        #expect(stage.scrollView.motionDisplayLink == nil)
    }
}
