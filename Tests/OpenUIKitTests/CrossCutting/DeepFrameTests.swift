import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Whole frames over chains far deeper than a screen shows: the update cycle's sort, layout,
/// display, the layer commit, the compositor, hit-testing, the responder chain and freeing
/// take no stack per level and no walk to the root per view.
@MainActor @Suite struct DeepFrameTests {
    /// What running a chain through a frame and a tap found.
    private struct Outcome {
        var hitDeepest = false
        /// The touches that reached the top of the chain (passed up the responder chain).
        var topTouches: [RecordedEvent] = []
        var repaintedPixels = 0
        var layoutCalls = 0
        var freed = false
    }

    /// Builds a chain of `depth` views in a window — a blue 300-point square, then plain
    /// 100-point views each inside the last, ending in a red 50-point one — lays it out,
    /// renders a frame, hit-tests and taps the deepest view (a plain view, so the touches
    /// travel up the responder chain to the top, which records them) and frees the chain.
    private func runChain(depth: Int) -> Outcome {
        var outcome = Outcome()
        weak var deepestSeen: UIView?
        weak var topSeen: UIView?
        do {
            let app = HeadlessApp()
            let window = app.makeWindow()
            let recorder = EventRecorder()
            let top = RecordingView("top", recorder: recorder, frame: CGRect(x: 10, y: 10, width: 300, height: 300))
            top.backgroundColor = .systemBlue
            window.addSubview(top)
            var bottom: UIView = top
            for _ in 2..<depth {
                let next = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                bottom.addSubview(next)
                bottom = next
            }
            let deepest = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            deepest.backgroundColor = .systemRed
            bottom.addSubview(deepest)
            let layoutBefore = app.application.framePipeline.statistics.layoutSubviewsCalls
            window.layoutIfNeeded()
            outcome.layoutCalls = app.application.framePipeline.statistics.layoutSubviewsCalls - layoutBefore
            outcome.repaintedPixels = app.renderFrame()
            outcome.hitDeepest = window.hitTest(CGPoint(x: 20, y: 20), with: nil) === deepest
            app.tap(at: CGPoint(x: 20, y: 20))
            app.runUntilIdle()
            outcome.topTouches = recorder.events
            deepestSeen = deepest
            topSeen = top
            top.removeFromSuperview()
        }
        outcome.freed = deepestSeen == nil && topSeen == nil
        return outcome
    }

    @Test("A 10,000-deep chain is laid out, rendered, tapped at its deepest view and freed")
    func tenThousandDeep() {
        let outcome = runChain(depth: 10_000)
        #expect(outcome.hitDeepest)
        #expect(outcome.topTouches == [.touchesBegan("top", at: [CGPoint(x: 10, y: 10)]), .touchesEnded("top", at: [CGPoint(x: 10, y: 10)])])
        // Once each: the window and every view of the chain (all were marked as they joined).
        #expect(outcome.layoutCalls == 10_001)
        #expect(outcome.repaintedPixels > 0)
        #expect(outcome.freed)
    }

    @Test("A 100,000-deep chain is laid out, rendered, tapped at its deepest view and freed", LongRuns.only)
    func hundredThousandDeep() {
        let outcome = runChain(depth: 100_000)
        #expect(outcome.hitDeepest)
        #expect(outcome.topTouches == [.touchesBegan("top", at: [CGPoint(x: 10, y: 10)]), .touchesEnded("top", at: [CGPoint(x: 10, y: 10)])])
        #expect(outcome.layoutCalls == 100_001)
        #expect(outcome.repaintedPixels > 0)
        #expect(outcome.freed)
    }

    @Test("Sorting a deep batch of marked views costs one step per view, not a walk to the root each")
    func sortIsLinear() {
        let depth = 3_000
        let app = HeadlessApp()
        let window = app.makeWindow()
        var chain: [UIView] = []
        var bottom: UIView = window
        for _ in 0..<depth {
            let next = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            bottom.addSubview(next)
            chain.append(next)
            bottom = next
        }
        app.stepFrame()
        let queues = app.application.framePipeline.queues
        let before = queues.sortSteps
        let layoutBefore = app.application.framePipeline.statistics.layoutSubviewsCalls
        // Marked deepest first, so a sort walking each view to the root would take
        // depth × (depth + 1) / 2 ≈ 4.5 million steps.
        for view in chain.reversed() { view.setNeedsLayout() }
        app.stepFrame()
        #expect(app.application.framePipeline.statistics.layoutSubviewsCalls - layoutBefore == depth)
        // One step per view of the chain and one for the window.
        #expect(queues.sortSteps - before == depth + 1)
    }
}
