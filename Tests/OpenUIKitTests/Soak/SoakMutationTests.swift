import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The soak with handlers that change the scene while events are delivered: views removed,
/// put back, dropped and added, recognizers disabled, the first responder moved, views hidden
/// — from inside touchesBegan/Moved/Ended/Cancelled, gesture actions and control actions.
@MainActor
struct SoakMutationTests {
    @Test("Random steps with changes made inside handlers hold every soak invariant", arguments: [1, 2, 3] as [UInt64])
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

    /// Known open bug: seed 4 breaks the touch-history invariants around step 6,900–7,000, with
    /// a scroll view, views in it that were detached and put back inside handlers, and several
    /// fingers on them: a view (and the superviews it forwards to) gets touchesMoved/Ended for
    /// a finger after that touch was cancelled for it (before integer-nanosecond time the same
    /// seed instead lost a touchesEnded the scroll view's pan had held back). Not reproduced
    /// outside the soak yet; ScrollViewHeldEndTests covers the plain held-back case. When it is
    /// fixed this test fails (no issue recorded) and the seed joins the list above.
    @Test("Known issue: seed 4 breaks a touch history in the scroll view after changes inside handlers")
    func seedFourBreaksTouchHistory() {
        let engine = SoakEngine(seed: 4, mutationsPerMille: 30)
        engine.run(steps: 7_005)
        withKnownIssue("soak seed 4 with changes inside handlers: touch calls after a cancellation") {
            for violation in engine.violations { Issue.record("\(violation)") }
        }
        #expect(engine.violations.allSatisfy { [.touchEndsOnce, .noPhaseWithoutBegan].contains($0.invariant) })
    }
}
