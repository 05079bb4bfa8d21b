import Foundation
import OpenUIKit

/// What the arena's fake members share, whether they run inside a window
/// (`ArenaMember`) or against a lone arbiter (`LoneMember`): the states to claim as touches
/// land, move and lift, the answers of the four subclass relationship hooks, and counts of
/// the actions sent and the resets.
@MainActor
class ScriptedArenaMember: UIGestureRecognizer {
    /// The state to claim from `possible` when a touch lands, moves or lifts.
    var claimOnBegan: State?
    var claimOnMoved: State?
    var claimOnEnded: State?
    /// Whether the last touch lifting fails a member still `possible` (a discrete recognizer's
    /// duty); false leaves it `possible` with nothing to decide by.
    var failsAtLift = true
    /// Answers of the four subclass hooks.
    var mayPrevent = true
    var mayBePrevented = true
    var requiresFailureOfOthers: [UIGestureRecognizer] = []
    var requiredToFailByOthers: [UIGestureRecognizer] = []
    /// Ignores every touch it is given (`ignore(_:for:)`) once it lands.
    var ignoresLandingTouches = false

    /// The state of every action sent.
    private(set) var actions: [State] = []
    private(set) var resets = 0

    init(name: String) {
        super.init()
        self.name = name
        addAction { [weak self] recognizer in self?.actions.append(recognizer.state) }
    }

    override func reset() {
        super.reset()
        resets += 1
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { mayPrevent }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { mayBePrevented }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requiresFailureOfOthers.contains { $0 === otherGestureRecognizer }
    }
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requiredToFailByOthers.contains { $0 === otherGestureRecognizer }
    }
}
