import Foundation

/// The frame pipeline's animation work: in the commit phase, the implicit transaction is
/// committed and every window's layer tree is moved to the clock's time (presentation values,
/// change marks for the renderer, stops queued); once the frame is over, the queued delegate
/// calls and completions run, so their code never runs inside a frame phase (what it marks is
/// done next frame).
@MainActor
enum ViewAnimationFrames {
    /// Commit-phase work (FramePipeline phase 5), before any renderer composites.
    static func commit(_ application: UIApplication) {
        CATransaction.flush()
        let now = application.runLoop.clock.now
        application.forEachWindow { window in
            CALayer.advanceAnimationsWithoutDelivering(in: window.layer, to: now)
        }
    }

    /// After the last phase: animation delegates and completions.
    static func frameDidEnd(_ application: UIApplication) {
        application.forEachWindow { window in CALayer.deliverAnimationEvents(in: window.layer) }
    }
}
