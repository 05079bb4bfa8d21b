import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The soak with handlers that change the scene while events are delivered: views removed,
/// put back, dropped and added, recognizers disabled, the first responder moved, views hidden
/// — from inside touchesBegan/Moved/Ended/Cancelled, gesture actions and control actions.
@MainActor
struct SoakMutationTests {
    @Test("Random steps with changes made inside handlers hold every soak invariant", arguments: [1, 2, 3, 4, 14, 17] as [UInt64])
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

    /// Known open bug. Of seeds 1–20 at 10,000 steps with 30 changes per thousand handler
    /// calls, 19 hold every invariant; seed 18 keeps a panel the soak detached and dropped
    /// alive after every finger is up (step 443). Fixed on the way, each found by this soak: a
    /// held-back cancellation, or a held-back end the arbiter delivers later, reaching the
    /// superviews a detached subtree forwarded the began to (`EventDispatcher.formerSuperview(of:)`,
    /// kept while the arbiter has records for its views), and a recognizer disabled by a
    /// view's handler re-entering the view pass under way (`GestureArbiter.needsFollowUp`).
    /// When seed 18 is fixed this test fails (no issue recorded): move the seed to the list
    /// above.
    @Test("Known issue: seed 18 keeps a dropped view alive")
    func seedEighteenKeepsDroppedViewAlive() {
        let engine = SoakEngine(seed: 18, mutationsPerMille: 30)
        engine.run(steps: 444)
        withKnownIssue("soak seed 18 with changes inside handlers: a dropped panel stays alive") {
            for violation in engine.violations { Issue.record("\(violation)") }
        }
        #expect(engine.violations.allSatisfy { $0.invariant == .removedViewsDeallocate })
    }
}
