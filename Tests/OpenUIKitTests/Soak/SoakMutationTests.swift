import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The soak with handlers that change the scene while events are delivered: views removed,
/// put back, dropped and added, recognizers disabled, the first responder moved, views hidden
/// — from inside touchesBegan/Moved/Ended/Cancelled, gesture actions and control actions.
@MainActor
struct SoakMutationTests {
    @Test("Random steps with changes made inside handlers hold every soak invariant", arguments: [1, 2, 3, 4] as [UInt64])
    func mutationsHoldInvariants(seed: UInt64) {
        let engine = SoakEngine(seed: seed, mutationsPerMille: 30)
        engine.run(steps: 10_000)
        for violation in engine.violations.prefix(5) { Issue.record("\(violation)") }
        #expect(engine.violationCount == 0)
        #expect(engine.settleCount > 50)
        // Every kind of change happened, many times in all.
        let counts = engine.scene.mutator.counts
        #expect(engine.scene.mutator.mutationCount > 200, "only \(engine.scene.mutator.mutationCount) changes")
        for kind in SoakMutator.Kind.allCases {
            #expect((counts[kind] ?? 0) > 0, "no \(kind) change in \(counts)")
        }
    }

    /// Known open bugs. Of seeds 1–20 at 10,000 steps with 30 changes per thousand handler
    /// calls, 16 hold every invariant; 14, 17, 18 and 20 end with a scroll view and its
    /// superview that got a forwarded `touchesBegan` and never an end or a cancellation (seed
    /// 18 also keeps a dropped panel alive). Each is a view detached inside a handler while
    /// the scroll view's recognizers still decide about its touch. Fixed on the way (each
    /// found by this soak): a held-back cancellation reaching the superviews a detached
    /// subtree forwarded to (`EventDispatcher.formerSuperview(of:)`, kept while the arbiter
    /// still holds phases for it), and a recognizer disabled by a view's handler re-entering
    /// the view pass under way (`GestureArbiter.needsFollowUp`). When seed 14 is fixed this
    /// test fails (no issue recorded): move the seed to the list above.
    @Test("Known issue: seed 14 loses the end of a forwarded touch after a view is detached inside a handler")
    func seedFourteenLosesForwardedEnd() {
        let engine = SoakEngine(seed: 14, mutationsPerMille: 30)
        engine.run(steps: 8_765)
        withKnownIssue("soak seed 14 with changes inside handlers: a forwarded began without an end") {
            for violation in engine.violations { Issue.record("\(violation)") }
        }
        #expect(engine.violations.allSatisfy { $0.invariant == .touchEndsOnce })
    }
}
