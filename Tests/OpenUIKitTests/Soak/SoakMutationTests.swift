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

    /// Known open bug: seed 4 ends, at step 7,004, with a scroll view (and its superview, to
    /// which it forwards) that got `touchesBegan` for a finger whose `touchesEnded` the scroll
    /// view's pan held back, and then neither the end nor a cancellation once the pan
    /// recognized with other fingers (one of them a new touch of the same finger number). Not
    /// reproduced yet outside the soak (ScrollViewHeldEndTests covers the plain case).
    @Test("Known issue: seed 4 loses a held-back touchesEnded of the scroll view")
    func seedFourLosesHeldBackEnd() {
        let engine = SoakEngine(seed: 4, mutationsPerMille: 30)
        engine.run(steps: 7_005)
        withKnownIssue("a scroll view's held-back touchesEnded is lost when its pan recognizes (soak seed 4, step 7004)") {
            for violation in engine.violations { Issue.record("\(violation)") }
        }
        #expect(engine.violations.allSatisfy { $0.invariant == .touchEndsOnce && $0.stepIndex == 7_004 })
    }
}
