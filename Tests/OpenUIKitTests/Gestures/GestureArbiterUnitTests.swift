import Foundation
@testable import OpenUIKit
import Testing

/// The arbiter's rules tested on the arbiter alone, as Flutter tests its gesture arena: a
/// ``GestureArbiter`` built with a recording host (``RecordingArbiterHost``) and fake members
/// (``LoneMember``) on a view outside any window. No application, window, hit-testing or
/// dispatcher is involved; each test asserts the members' states and actions and what the
/// arbiter asked its host to give the view.
@MainActor
@Suite("Gesture arbiter unit")
struct GestureArbiterUnitTests {
    private let start = CGPoint(x: 10, y: 10)
    private let later = CGPoint(x: 20, y: 20)

    private func delivery(_ phase: UITouch.Phase, _ fingers: [Int] = [1], at: [CGPoint]) -> RecordingArbiterHost.Call {
        .deliver(view: "view", phase: phase, fingers: fingers, at: at)
    }

    // MARK: Who wins

    @Test("The first member to recognize wins: the others sharing the touch fail before their turn")
    func firstToRecognizeWins() {
        let arena = LoneArena()
        let winner = arena.member("winner")
        winner.claimOnBegan = .began
        winner.cancelsTouchesInView = false
        let loser = arena.member("loser")
        let touch = arena.down(at: start)
        #expect(winner.state == .began)
        #expect(loser.state == .failed)
        #expect(loser.calls.isEmpty)
        #expect(winner.actions == [.began])
        #expect(arena.host.takeDeliveries() == [delivery(.began, at: [start])])

        arena.up(touch)
        #expect(winner.actions == [.began, .ended])
        #expect(loser.actions.isEmpty)
        #expect(winner.transitions == ["possible→began", "began→ended", "ended→possible"])
        #expect(loser.transitions == ["possible→failed", "failed→possible"])
        #expect(arena.host.count(of: .pruneFormerSuperviews) == 1)
        #expect(arena.host.takeDeliveries() == [delivery(.ended, at: [start])])
        #expect(winner.resets == 1 && loser.resets == 1)
        #expect(arena.isIdle)
    }

    @Test("Members the delegate lets recognize together all recognize", arguments: [true, false])
    func simultaneousRecognition(askFirst: Bool) {
        let arena = LoneArena()
        let first = arena.member("first")
        let second = arena.member("second")
        let delegate = ArenaDelegate()
        if askFirst {
            first.delegate = delegate
            delegate.simultaneousWith = [second]
        } else {
            second.delegate = delegate
            delegate.simultaneousWith = [first]
        }
        first.claimOnBegan = .began
        second.claimOnBegan = .began
        let touch = arena.down()
        #expect(first.state == .began)
        #expect(second.state == .began)
        #expect(first.actions == [.began])
        #expect(second.actions == [.began])
        arena.up(touch)
        #expect(first.actions == [.began, .ended])
        #expect(second.actions == [.began, .ended])
        #expect(first.state == .possible && second.state == .possible)
        #expect(arena.isIdle)
    }

    @Test(
        "A winner that may not prevent the other (canPrevent or canBePrevented false) leaves it free to recognize",
        arguments: [true, false])
    func preventionHooks(winnerRefuses: Bool) {
        let arena = LoneArena()
        let winner = arena.member("winner")
        winner.claimOnBegan = .began
        let other = arena.member("other")
        other.claimOnMoved = .began
        if winnerRefuses { winner.mayPrevent = false } else { other.mayBePrevented = false }
        let touch = arena.down()
        #expect(winner.state == .began)
        #expect(other.state == .possible)
        arena.move(touch, to: later)
        #expect(other.state == .began)
        #expect(winner.state == .changed)
        #expect(other.calls == ["began [1]", "moved [1]"])
        #expect(other.actions == [.began])
        arena.up(touch)
        #expect(winner.actions == [.began, .changed, .ended])
        #expect(other.actions == [.began, .ended])
        #expect(arena.isIdle)
    }

    @Test("Members that share no touch do not compete: each recognizes on its own finger")
    func membersWithoutSharedTouchesDoNotCompete() {
        let arena = LoneArena()
        let otherView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        otherView.accessibilityIdentifier = "other"
        let first = arena.member("first")
        first.claimOnBegan = .began
        let second = arena.member("second", on: otherView)
        second.claimOnBegan = .began
        let one = arena.down(1)
        let two = arena.down(2, on: otherView)
        #expect(first.state == .began)
        #expect(second.state == .began)
        #expect(arena.arbiter.recognizers(receiving: one) == [first])
        #expect(arena.arbiter.recognizers(receiving: two) == [second])
        arena.up(one)
        // The first finger is up, the second is not: nobody resets yet.
        #expect(first.state == .ended)
        #expect(first.resets == 0)
        arena.up(two)
        #expect(first.actions == [.began, .ended])
        #expect(second.actions == [.began, .ended])
        #expect(first.resets == 1 && second.resets == 1)
        #expect(arena.isIdle)
    }

    // MARK: Failure requirements

    @Test("require(toFail:) holds the member back while the other is undecided, and lets it go when that one fails")
    func requirementReleasedByFailure() {
        let arena = LoneArena()
        let waiter = arena.member("waiter")
        waiter.claimOnBegan = .began
        waiter.cancelsTouchesInView = false
        let required = arena.member("required")
        waiter.require(toFail: required)
        let touch = arena.down(at: start)
        #expect(waiter.state == .possible)
        #expect(arena.arbiter.pendingState(of: waiter) == .began)
        #expect(waiter.actions.isEmpty)
        #expect(required.calls == ["began [1]"])

        // Outside delivery: the state changes at once, the action waits for the gesture flush.
        required.claim(.failed)
        #expect(waiter.state == .began)
        #expect(arena.arbiter.pendingState(of: waiter) == nil)
        #expect(waiter.actions.isEmpty)
        #expect(arena.host.takeDeliveries() == [delivery(.began, at: [start])])
        arena.flush()
        #expect(waiter.actions == [.began])
        #expect(arena.host.calls == [.deferCancellations])

        arena.up(touch)
        #expect(waiter.actions == [.began, .ended])
        #expect(required.transitions == ["possible→failed", "failed→possible"])
        #expect(arena.isIdle)
    }

    @Test("require(toFail:) fails the member when the other recognizes, even if they may recognize together")
    func requirementFailsWhenOtherRecognizes() {
        let arena = LoneArena()
        let waiter = arena.member("waiter")
        waiter.claimOnBegan = .began
        let required = arena.member("required")
        let delegate = ArenaDelegate()
        delegate.simultaneousWith = [required]
        waiter.delegate = delegate
        waiter.require(toFail: required)
        let touch = arena.down()
        #expect(arena.arbiter.pendingState(of: waiter) == .began)

        required.claim(.began)
        #expect(required.state == .began)
        #expect(waiter.state == .failed)
        #expect(arena.arbiter.pendingState(of: waiter) == nil)
        arena.flush()
        #expect(required.actions == [.began])
        #expect(waiter.actions.isEmpty)

        arena.up(touch)
        #expect(required.actions == [.began, .ended])
        #expect(waiter.transitions == ["possible→failed", "failed→possible"])
        #expect(arena.isIdle)
    }

    /// The four ways besides `require(toFail:)` to make one recognizer wait for another.
    enum RequirementSource: CaseIterable, Sendable {
        case waiterSubclass, requiredSubclass, waiterDelegate, requiredDelegate
    }

    @Test("The subclass and delegate requirement hooks make a member wait as require(toFail:) does",
          arguments: RequirementSource.allCases)
    func dynamicRequirements(source: RequirementSource) {
        let arena = LoneArena()
        let waiter = arena.member("waiter")
        waiter.claimOnBegan = .began
        let required = arena.member("required")
        let delegate = ArenaDelegate()
        switch source {
        case .waiterSubclass: waiter.requiresFailureOfOthers = [required]
        case .requiredSubclass: required.requiredToFailByOthers = [waiter]
        case .waiterDelegate:
            waiter.delegate = delegate
            delegate.requireFailureOf = [required]
        case .requiredDelegate:
            required.delegate = delegate
            delegate.requiredToFailBy = [waiter]
        }
        let touch = arena.down()
        #expect(waiter.state == .possible)
        #expect(arena.arbiter.pendingState(of: waiter) == .began)
        required.claim(.failed)
        #expect(waiter.state == .began)
        arena.up(touch)
        arena.flush()
        #expect(waiter.actions == [.began, .ended])
        #expect(required.actions.isEmpty)
        #expect(arena.isIdle)
    }

    @Test("A required member left possible with nothing to decide by counts as failed once the finger lifts")
    func undecidableRequirementReleasesWaiter() {
        let arena = LoneArena()
        let waiter = arena.member("waiter")
        waiter.claimOnEnded = .ended
        let required = arena.member("required")
        required.failsAtLift = false
        waiter.require(toFail: required)
        let touch = arena.down()
        arena.up(touch)
        // The waiter asked for `.ended` before the required member saw the lift; once every
        // member had it, the required one could no longer decide, so the waiter went, and
        // its recognition failed the other.
        #expect(waiter.actions == [.ended])
        #expect(waiter.transitions == ["possible→ended", "ended→possible"])
        #expect(required.transitions == ["possible→failed", "failed→possible"])
        #expect(arena.isIdle)
    }

    @Test("Removing the required member mid-attempt resets it at once and releases the waiter")
    func detachReleasesWaiter() {
        let arena = LoneArena()
        let waiter = arena.member("waiter")
        waiter.claimOnBegan = .began
        let required = arena.member("required")
        waiter.require(toFail: required)
        let touch = arena.down()
        #expect(arena.arbiter.pendingState(of: waiter) == .began)
        arena.arbiter.detach(required)
        #expect(required.resets == 1)
        #expect(arena.arbiter.participants == [waiter])
        #expect(waiter.state == .began)
        arena.up(touch)
        arena.flush()
        #expect(waiter.actions == [.began, .ended])
        #expect(required.actions.isEmpty)
        #expect(arena.isIdle)
    }

    // MARK: Who takes part, who may begin

    @Test("A member whose delegate refuses the touch is not collected for it")
    func shouldReceiveRefused() {
        let arena = LoneArena()
        let refused = arena.member("refused")
        let delegate = AnsweringDelegate()
        delegate.receives = false
        refused.delegate = delegate
        let taken = arena.member("taken")
        let touch = arena.down()
        #expect(arena.arbiter.recognizers(receiving: touch) == [taken])
        #expect(arena.arbiter.participants == [taken])
        arena.up(touch)
        #expect(refused.calls.isEmpty)
        #expect(refused.resets == 0)
        #expect(taken.calls == ["began [1]", "ended [1]"])
        #expect(taken.resets == 1)
        #expect(arena.isIdle)
    }

    @Test("A member may not begin when its delegate or a view its touch is in refuses", arguments: [true, false])
    func shouldBeginRefused(byDelegate: Bool) {
        let arena = LoneArena()
        let delegate = AnsweringDelegate()
        let member = arena.member("member")
        member.claimOnBegan = .began
        var target: UIView?
        if byDelegate {
            delegate.begins = false
            member.delegate = delegate
        } else {
            let child = RefusingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            child.accessibilityIdentifier = "child"
            arena.view.addSubview(child)
            target = child
        }
        let touch = arena.down(on: target)
        #expect(member.state == .failed)
        #expect(member.actions.isEmpty)
        arena.up(touch)
        #expect(member.transitions == ["possible→failed", "failed→possible"])
        #expect(arena.isIdle)
    }

    // MARK: Reset

    @Test("Members in a final state reset to possible only once no finger is down")
    func resetWaitsForEveryFinger() {
        let arena = LoneArena()
        let member = arena.member("member")
        member.claimOnBegan = .ended
        let first = arena.down(1, at: start)
        #expect(member.state == .ended)
        #expect(member.actions == [.ended])
        let second = arena.down(2, at: later)
        // A final member is not collected again; the second finger has no recognizer.
        #expect(arena.arbiter.recognizers(receiving: second).isEmpty)
        arena.up(first)
        #expect(member.state == .ended)
        #expect(member.resets == 0)
        arena.up(second)
        #expect(member.state == .possible)
        #expect(member.resets == 1)
        // The first finger's began never reached the view: the member recognized on it.
        #expect(arena.host.takeDeliveries() == [delivery(.began, [2], at: [later]), delivery(.ended, [2], at: [later])])
        #expect(arena.isIdle)
    }

    @Test("A member left possible with nothing to decide by is reset when the fingers lift")
    func undecidableMemberResets() {
        let arena = LoneArena()
        let member = arena.member("member")
        member.failsAtLift = false
        let touch = arena.down()
        #expect(arena.arbiter.participants == [member])
        arena.up(touch)
        #expect(member.state == .possible)
        #expect(member.resets == 1)
        #expect(member.transitions.isEmpty)
        #expect(member.actions.isEmpty)
        #expect(arena.isIdle)
    }

    @Test("Disabling a member under way cancels it and has the host run the follow-up")
    func disablingCancels() {
        let arena = LoneArena()
        let member = arena.member("member")
        member.claimOnBegan = .began
        let touch = arena.down()
        #expect(arena.host.takeDeliveries().isEmpty)
        // Outside a window the recognizer cannot find the arbiter itself: tell it, as
        // `isEnabled`'s observer does.
        member.isEnabled = false
        arena.arbiter.recognizerWasDisabled(member)
        #expect(member.state == .cancelled)
        #expect(member.actions == [.began, .cancelled])
        #expect(arena.host.calls == [.deferCancellations])
        arena.up(touch)
        #expect(member.state == .possible)
        #expect(member.calls == ["began [1]"])
        #expect(arena.isIdle)
    }

    // MARK: What the view gets

    @Test("A member that recognizes with cancelsTouchesInView has the view's touch cancelled", arguments: [true, false])
    func cancelsTouchesInView(cancels: Bool) {
        let arena = LoneArena()
        let member = arena.member("member")
        member.claimOnMoved = .began
        member.cancelsTouchesInView = cancels
        let touch = arena.down(at: start)
        #expect(arena.host.takeDeliveries() == [delivery(.began, at: [start])])
        arena.move(touch, to: later)
        #expect(member.state == .began)
        #expect(arena.host.takeDeliveries() == [delivery(cancels ? .cancelled : .moved, at: [later])])
        arena.up(touch)
        #expect(arena.host.takeDeliveries() == (cancels ? [] : [delivery(.ended, at: [later])]))
        #expect(member.actions == [.began, .ended])
        #expect(arena.isIdle)
    }

    @Test("A member that ignores its touch leaves the view's touch uncancelled when it recognizes")
    func ignoredTouchIsNotCancelled() {
        let arena = LoneArena()
        let member = arena.member("member")
        member.ignoresLandingTouches = true
        member.claimOnBegan = .ended
        let touch = arena.down(at: start)
        #expect(member.state == .ended)
        arena.up(touch)
        #expect(member.calls == ["began [1]"])
        #expect(arena.host.takeDeliveries() == [delivery(.began, at: [start]), delivery(.ended, at: [start])])
        #expect(arena.isIdle)
    }

    @Test("delaysTouchesBegan holds the view's phases until the member fails, then replays them as they were")
    func delaysTouchesBeganReleasedOnFailure() {
        let arena = LoneArena()
        let member = arena.member("member")
        member.delaysTouchesBegan = true
        let touch = arena.down(at: start)
        arena.move(touch, to: later)
        #expect(arena.host.takeDeliveries().isEmpty)
        #expect(touch.phase == .moved)

        member.claim(.failed)
        #expect(arena.host.calls.isEmpty)
        arena.flush()
        #expect(
            arena.host.calls == [.deferCancellations, delivery(.began, at: [start]), delivery(.moved, at: [later])])
        // The replay showed the held values only for the call.
        #expect(touch.phase == .moved)
        #expect(touch.locationInWindow == later)
        _ = arena.host.takeDeliveries()

        arena.up(touch)
        #expect(arena.host.takeDeliveries() == [delivery(.ended, at: [later])])
        #expect(arena.isIdle)
    }

    @Test("delaysTouchesBegan: when the member recognizes, the held phases are dropped and the view never sees the touch")
    func delaysTouchesBeganDroppedOnRecognition() {
        let arena = LoneArena()
        let member = arena.member("member")
        member.delaysTouchesBegan = true
        member.claimOnMoved = .began
        let touch = arena.down(at: start)
        arena.move(touch, to: later)
        #expect(member.state == .began)
        arena.up(touch)
        #expect(member.actions == [.began, .ended])
        #expect(arena.host.takeDeliveries().isEmpty)
        #expect(arena.isIdle)
    }

    @Test("delaysTouchesEnded holds the view's ended while a member can still decide (a timer runs)", arguments: [true, false])
    func delaysTouchesEnded(delays: Bool) {
        let arena = LoneArena()
        let member = arena.member("member")
        member.failsAtLift = false
        member.delaysTouchesEnded = delays
        let touch = arena.down(at: start)
        // The timer of a multi-tap between taps; it never fires here, the test decides instead.
        let timer = ScheduledTimer(fireInstant: .zero, cadence: nil, sequence: 0) { _ in }
        arena.arbiter.adopt(timer, of: member)
        #expect(arena.host.takeDeliveries() == [delivery(.began, at: [start])])

        arena.up(touch)
        #expect(member.state == .possible)
        #expect(arena.arbiter.recordCounts == (attempts: 1, touches: delays ? 1 : 0))
        #expect(arena.host.takeDeliveries() == (delays ? [] : [delivery(.ended, at: [start])]))

        member.claim(.failed)
        arena.flush()
        #expect(arena.host.takeDeliveries() == (delays ? [delivery(.ended, at: [start])] : []))
        #expect(member.state == .possible)
        #expect(member.resets == 1)
        #expect(!timer.isValid)
        #expect(arena.isIdle)
    }
}

/// A delegate that answers whether its recognizer may receive a touch and may begin.
@MainActor
private final class AnsweringDelegate: UIGestureRecognizerDelegate {
    var receives = true
    var begins = true

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }
}
