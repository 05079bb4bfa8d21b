import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The arbiter's rules one by one, with fake members (``ArenaMember``) that claim states on
/// command on a single view: who wins, who waits, what the view gets, and that every attempt
/// leaves nothing behind.
@MainActor
@Suite("Gesture arbiter arena")
struct GestureArbiterArenaTests {
    private let inside = GestureArena.inside
    private let further = CGPoint(x: 140, y: 100)
    private let furthest = CGPoint(x: 180, y: 100)
    /// The same three places in the arena's view (at 50, 50), where its recorder sees them.
    private let insideInView = CGPoint(x: 50, y: 50)
    private let furtherInView = CGPoint(x: 90, y: 50)
    private let furthestInView = CGPoint(x: 130, y: 50)

    // MARK: Who wins

    @Test("The first member to recognize wins: the others sharing the touch fail before their turn")
    func firstToRecognizeWins() {
        let arena = GestureArena()
        let winner = arena.member("winner")
        winner.claimOnBegan = .ended
        let loser = arena.member("loser")
        arena.app.touchDown(at: inside)
        #expect(winner.state == .ended)
        #expect(loser.state == .failed)
        #expect(loser.calls == [], "a member that already failed gets no touches")
        #expect(winner.actions == [.ended])
        #expect(arena.viewCalls() == [], "recognized before the view's turn: the view never sees the touch")
        arena.app.touchUp()
        #expect(arena.viewCalls() == [])
        #expect(
            winner.transitions == [
                .gestureState("winner", from: .possible, to: .ended), .gestureState("winner", from: .ended, to: .possible),
            ])
        #expect(
            loser.transitions == [
                .gestureState("loser", from: .possible, to: .failed), .gestureState("loser", from: .failed, to: .possible),
            ])
        #expect(arena.isIdle)
    }

    @Test("A member that begins later fails the undecided ones and cancels the touch its view had")
    func laterWinnerCancelsTheView() {
        let arena = GestureArena()
        let pan = arena.member("pan")
        pan.claimOnMoved = .began
        let other = arena.member("other")
        arena.app.touchDown(at: inside)
        #expect(arena.viewCalls() == [.touchesBegan("view", at: [insideInView])])
        arena.app.touchMove(to: further)
        #expect(pan.state == .began)
        #expect(other.state == .failed)
        #expect(arena.viewCalls() == [.touchesCancelled("view", at: [furtherInView])])
        arena.app.touchMove(to: furthest)
        arena.app.touchUp()
        #expect(pan.actions == [.began, .changed, .ended])
        #expect(other.calls == [.touchesBegan("other", at: [insideInView])], "nothing reaches a member after it failed")
        #expect(arena.viewCalls() == [], "after its cancellation the view gets nothing more of the touch")
        #expect(pan.state == .possible && other.state == .possible)
        #expect(arena.isIdle)
    }

    @Test("A member claiming while a rival is active, and preventable by it, fails")
    func activeRivalPreventsALaterClaim() {
        let arena = GestureArena()
        let first = arena.member("first")
        first.claimOnBegan = .began
        let second = arena.member("second")
        second.mayBePrevented = false  // survives the first one's win...
        arena.app.touchDown(at: inside)
        #expect(first.state == .began)
        #expect(second.state == .possible)
        second.mayBePrevented = true  // ...but no longer when it claims
        second.claimOnMoved = .began
        arena.app.touchMove(to: further)
        #expect(second.state == .failed)
        #expect(second.actions == [])
        #expect(first.state == .changed)
        arena.app.touchUp()
        #expect(arena.isIdle)
    }

    @Test("Delegates allowing simultaneous recognition let two members win the same touch")
    func simultaneousRecognition() {
        let arena = GestureArena()
        let a = arena.member("a")
        let b = arena.member("b")
        let delegate = ArenaDelegate()
        delegate.simultaneousWith = [b]
        a.delegate = delegate
        a.claimOnMoved = .began
        b.claimOnMoved = .began
        arena.app.touchDown(at: inside)
        arena.app.touchMove(to: further)
        #expect(a.state == .began && b.state == .began)
        arena.app.touchMove(to: furthest)
        arena.app.touchUp()
        #expect(a.actions == [.began, .changed, .ended])
        #expect(b.actions == [.began, .changed, .ended])
        #expect(arena.isIdle)
    }

    @Test("canPrevent(_:) false: the winner leaves the other undecided, and it may win too")
    func canPreventOverride() {
        let arena = GestureArena()
        let gentle = arena.member("gentle")
        gentle.mayPrevent = false
        gentle.claimOnBegan = .began
        let other = arena.member("other")
        other.claimOnMoved = .began
        arena.app.touchDown(at: inside)
        #expect(gentle.state == .began)
        #expect(other.state == .possible)
        arena.app.touchMove(to: further)
        #expect(other.state == .began, "an active member that cannot prevent it does not fail it")
        arena.app.touchUp()
        #expect(gentle.actions == [.began, .changed, .ended])
        #expect(other.actions == [.began, .ended])
        #expect(arena.isIdle)
    }

    @Test("canBePrevented(by:) false: the member survives a winner, and may win too")
    func canBePreventedOverride() {
        let arena = GestureArena()
        let winner = arena.member("winner")
        winner.claimOnBegan = .began
        let stubborn = arena.member("stubborn")
        stubborn.mayBePrevented = false
        stubborn.claimOnMoved = .began
        arena.app.touchDown(at: inside)
        #expect(stubborn.state == .possible)
        arena.app.touchMove(to: further)
        #expect(stubborn.state == .began)
        #expect(winner.state == .changed)
        arena.app.touchUp()
        #expect(stubborn.actions == [.began, .ended])
        #expect(arena.isIdle)
    }

    // MARK: Who waits

    @Test("require(toFail:) holds the member in possible until the other fails, then it fires")
    func requireToFailReleasesOnFailure() {
        let arena = GestureArena()
        let waiting = arena.member("waiting")
        let required = arena.member("required")
        waiting.require(toFail: required)
        waiting.claimOnMoved = .began
        arena.app.touchDown(at: inside)
        arena.app.touchMove(to: further)
        #expect(waiting.state == .possible)
        #expect(arena.arbiter.pendingState(of: waiting) == .began)
        #expect(waiting.actions == [])
        #expect(
            arena.viewCalls() == [.touchesBegan("view", at: [insideInView]), .touchesMoved("view", at: [furtherInView])])
        required.claimOnMoved = .failed
        arena.app.touchMove(to: furthest)
        #expect(required.state == .failed)
        #expect(waiting.state == .began)
        #expect(arena.arbiter.pendingState(of: waiting) == nil)
        #expect(waiting.actions == [.began])
        #expect(arena.viewCalls() == [.touchesCancelled("view", at: [furthestInView])])
        arena.app.touchUp()
        #expect(waiting.actions == [.began, .ended])
        #expect(arena.isIdle)
    }

    @Test("require(toFail:): the waiting member fails when the other recognizes")
    func requireToFailFailsOnRecognition() {
        let arena = GestureArena()
        let waiting = arena.member("waiting")
        let required = arena.member("required")
        waiting.require(toFail: required)
        waiting.claimOnMoved = .began
        required.claimOnMoved = .began
        arena.app.touchDown(at: inside)
        arena.app.touchMove(to: further)
        #expect(required.state == .began)
        #expect(waiting.state == .failed)
        #expect(waiting.actions == [], "a member released into failure sends no action")
        #expect(arena.arbiter.pendingState(of: waiting) == nil)
        arena.app.touchUp()
        #expect(
            waiting.transitions == [
                .gestureState("waiting", from: .possible, to: .failed), .gestureState("waiting", from: .failed, to: .possible),
            ])
        #expect(arena.isIdle)
    }

    @Test("A required member that lifts without deciding counts as failed: the waiting one fires at the lift")
    func requirementFailingAtLiftReleases() {
        let arena = GestureArena()
        let waiting = arena.member("waiting")
        waiting.claimOnEnded = .ended
        let required = arena.member("required")
        waiting.require(toFail: required)
        arena.app.touchDown(at: inside)
        arena.app.touchUp()
        #expect(waiting.actions == [.ended])
        #expect(
            required.transitions == [
                .gestureState("required", from: .possible, to: .failed), .gestureState("required", from: .failed, to: .possible),
            ])
        #expect(
            waiting.transitions == [
                .gestureState("waiting", from: .possible, to: .ended), .gestureState("waiting", from: .ended, to: .possible),
            ])
        #expect(arena.isIdle)
    }

    enum Relationship: String, CaseIterable, Sendable {
        case subclassRequiresFailureOf, subclassRequiredToFailBy, delegateRequiresFailureOf, delegateRequiredToFailBy
    }

    @Test(
        "Dynamic failure requirements (both subclass hooks, both delegate hooks) hold the member like require(toFail:)",
        arguments: Relationship.allCases)
    func dynamicFailureRequirements(_ relationship: Relationship) {
        let arena = GestureArena()
        let waiting = arena.member("waiting")
        let required = arena.member("required")
        let delegate = ArenaDelegate()
        switch relationship {
        case .subclassRequiresFailureOf: waiting.requiresFailureOfOthers = [required]
        case .subclassRequiredToFailBy: required.requiredToFailByOthers = [waiting]
        case .delegateRequiresFailureOf:
            delegate.requireFailureOf = [required]
            waiting.delegate = delegate
        case .delegateRequiredToFailBy:
            delegate.requiredToFailBy = [waiting]
            required.delegate = delegate
        }
        waiting.claimOnMoved = .began
        arena.app.touchDown(at: inside)
        arena.app.touchMove(to: further)
        #expect(waiting.state == .possible, "\(relationship.rawValue): waits for the other")
        #expect(arena.arbiter.pendingState(of: waiting) == .began)
        required.claimOnMoved = .failed
        arena.app.touchMove(to: furthest)
        #expect(waiting.state == .began, "\(relationship.rawValue): released once the other failed")
        arena.app.touchUp()
        #expect(waiting.actions == [.began, .ended])
        #expect(arena.isIdle)
    }

    @Test("Disabling the required member fails it and releases the member waiting for it")
    func disablingTheRequirementReleases() {
        let arena = GestureArena()
        let waiting = arena.member("waiting")
        let required = arena.member("required")
        waiting.require(toFail: required)
        waiting.claimOnMoved = .began
        arena.app.touchDown(at: inside)
        arena.app.touchMove(to: further)
        #expect(waiting.state == .possible)
        required.isEnabled = false
        #expect(required.state == .failed)
        #expect(waiting.state == .began)
        arena.app.runTurn()
        #expect(waiting.actions == [.began])
        arena.app.touchUp()
        #expect(arena.isIdle)
    }

    // MARK: What the view gets

    @Test("cancelsTouchesInView false: the view keeps the whole touch while the member wins")
    func cancelsTouchesInViewFalse() {
        let arena = GestureArena()
        let pan = arena.member("pan")
        pan.cancelsTouchesInView = false
        pan.claimOnMoved = .began
        arena.app.touchDown(at: inside)
        arena.app.touchMove(to: further)
        arena.app.touchMove(to: furthest)
        arena.app.touchUp()
        #expect(pan.actions == [.began, .changed, .ended])
        #expect(
            arena.viewCalls() == [
                .touchesBegan("view", at: [insideInView]), .touchesMoved("view", at: [furtherInView]),
                .touchesMoved("view", at: [furthestInView]), .touchesEnded("view", at: [furthestInView]),
            ])
        #expect(arena.isIdle)
    }

    @Test("delaysTouchesBegan: the view gets nothing until the member fails, then the withheld phases in order")
    func delaysTouchesBeganReplaysOnFailure() {
        let arena = GestureArena()
        let member = arena.member("member")
        member.delaysTouchesBegan = true
        arena.app.touchDown(at: inside)
        arena.app.touchMove(to: further)
        #expect(arena.viewCalls() == [])
        member.claimOnMoved = .failed
        arena.app.touchMove(to: furthest)
        #expect(
            arena.viewCalls() == [
                .touchesBegan("view", at: [insideInView]), .touchesMoved("view", at: [furtherInView]),
                .touchesMoved("view", at: [furthestInView]),
            ])
        arena.app.touchUp()
        #expect(arena.viewCalls() == [.touchesEnded("view", at: [furthestInView])])
        #expect(arena.isIdle)
    }

    @Test("delaysTouchesBegan: when the member wins, the view never hears of the touch")
    func delaysTouchesBeganDropsOnRecognition() {
        let arena = GestureArena()
        let member = arena.member("member")
        member.delaysTouchesBegan = true
        member.claimOnMoved = .began
        arena.app.touchDown(at: inside)
        arena.app.touchMove(to: further)
        arena.app.touchMove(to: furthest)
        arena.app.touchUp()
        #expect(member.actions == [.began, .changed, .ended])
        #expect(arena.viewCalls() == [], "withheld phases are dropped, and there is nothing to cancel")
        #expect(arena.isIdle)
    }

    @Test("delaysTouchesEnded: the lift is withheld while the member can still decide (a timer), then replayed")
    func delaysTouchesEndedUntilTheMemberFails() {
        let arena = GestureArena()
        let member = arena.member("member")
        member.timerOnEnded = 0.2
        arena.app.touchDown(at: inside)
        arena.app.touchUp()
        #expect(arena.viewCalls() == [.touchesBegan("view", at: [insideInView])])
        #expect(member.state == .possible)
        #expect(!arena.isIdle, "the member and the withheld lift are still on record")
        #expect(arena.arbiter.recordCounts == (attempts: 1, touches: 1))
        arena.app.advance(by: 0.25)
        #expect(
            member.transitions == [
                .gestureState("member", from: .possible, to: .failed), .gestureState("member", from: .failed, to: .possible),
            ])
        #expect(arena.viewCalls() == [.touchesEnded("view", at: [insideInView])])
        #expect(arena.isIdle)
    }

    @Test("delaysTouchesEnded false: the view gets the lift at once while the member still decides")
    func delaysTouchesEndedFalse() {
        let arena = GestureArena()
        let member = arena.member("member")
        member.timerOnEnded = 0.2
        member.delaysTouchesEnded = false
        arena.app.touchDown(at: inside)
        arena.app.touchUp()
        #expect(
            arena.viewCalls() == [.touchesBegan("view", at: [insideInView]), .touchesEnded("view", at: [insideInView])])
        #expect(arena.arbiter.recordCounts.attempts == 1, "the member's timer keeps its attempt open")
        arena.app.advance(by: 0.25)
        #expect(member.state == .possible && member.resets == 1)
        #expect(arena.isIdle)
    }

    @Test("A member that recognizes after every touch ended: its action, then the view's withheld lift becomes a cancel")
    func recognizesAfterTheTouchesEnded() {
        let arena = GestureArena()
        let late = arena.member("late")
        late.timerOnEnded = 0.2
        late.claimOnTimer = .ended
        let other = arena.member("other")
        arena.app.touchDown(at: inside)
        arena.app.touchUp()
        #expect(other.state == .possible && other.resets == 1, "the other failed at the lift and was reset")
        #expect(late.actions == [])
        arena.app.advance(by: 0.25)
        #expect(late.actions == [.ended])
        #expect(
            late.transitions == [
                .gestureState("late", from: .possible, to: .ended), .gestureState("late", from: .ended, to: .possible),
            ])
        #expect(
            arena.viewCalls() == [.touchesBegan("view", at: [insideInView]), .touchesCancelled("view", at: [insideInView])])
        #expect(arena.isIdle)
    }

    @Test("A touch the member ignores reaches its view uncancelled, even once the member recognizes")
    func ignoredTouchStaysWithTheView() {
        let arena = GestureArena()
        let member = arena.member("member")
        member.ignoresLandingTouches = true
        arena.app.touchDown(at: inside)
        #expect(member.numberOfTouches == 0)
        member.state = .began
        arena.app.runTurn()
        #expect(member.actions == [.began])
        arena.app.touchMove(to: further)
        #expect(member.calls == [.touchesBegan("member", at: [insideInView])], "an ignored touch is not delivered to the member again")
        member.state = .ended
        arena.app.touchUp()
        #expect(
            arena.viewCalls() == [
                .touchesBegan("view", at: [insideInView]), .touchesMoved("view", at: [furtherInView]),
                .touchesEnded("view", at: [furtherInView]),
            ])
        #expect(arena.isIdle)
    }

    @Test("A member whose delegate refuses the touch takes no part: no record, no touches")
    func refusedTouchMakesNoParticipant() {
        final class Refusing: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                false
            }
        }
        let arena = GestureArena()
        let refused = arena.member("refused")
        let refusing = Refusing()
        refused.delegate = refusing
        let taking = arena.member("taking")
        arena.app.touchDown(at: inside)
        #expect(arena.arbiter.participants.map { $0.name } == ["taking"])
        #expect(arena.arbiter.recordCounts == (attempts: 1, touches: 1))
        arena.app.touchUp()
        #expect(refused.calls == [] && refused.transitions == [])
        #expect(
            taking.calls == [.touchesBegan("taking", at: [insideInView]), .touchesEnded("taking", at: [insideInView])])
        #expect(arena.isIdle)
    }

    // MARK: Records and resets

    @Test("Every participant is reset to possible once no finger is down, and not before")
    func everyParticipantResetsWhenTheLastFingerLifts() {
        let arena = GestureArena()
        let winner = arena.member("winner")
        winner.claimOnMoved = .began
        let prevented = arena.member("prevented")
        let survivor = arena.member("survivor")
        survivor.mayBePrevented = false
        arena.app.touchDown(1, at: inside)
        arena.app.touchDown(2, at: further)
        #expect(arena.arbiter.recordCounts == (attempts: 3, touches: 2))
        arena.app.touchMove(1, to: CGPoint(x: 110, y: 150))
        #expect(winner.state == .began && prevented.state == .failed && survivor.state == .possible)
        arena.app.touchUp(1)
        #expect(prevented.state == .failed, "a finger is still down: nobody resets yet")
        #expect([winner, prevented, survivor].map(\.resets) == [0, 0, 0])
        arena.app.touchUp(2)
        #expect([winner, prevented, survivor].map(\.state) == [.possible, .possible, .possible])
        #expect([winner, prevented, survivor].map(\.resets) == [1, 1, 1])
        #expect(winner.actions == [.began, .ended])
        #expect(arena.isIdle)
    }

    @Test("A member left possible with nothing to decide by is reset when the last finger lifts, without a transition")
    func undecidedMemberResetsAtTheLift() {
        let arena = GestureArena()
        let idle = arena.member("idle")
        idle.failsAtLift = false
        idle.mayBePrevented = false  // so the waiting member's win does not fail it
        let waiting = arena.member("waiting")
        waiting.require(toFail: idle)
        waiting.claimOnEnded = .ended
        arena.app.touchDown(at: inside)
        arena.app.touchUp()
        #expect(waiting.actions == [.ended], "released once the idle member can no longer decide")
        #expect(idle.state == .possible && idle.resets == 1)
        #expect(idle.transitions == [], "it never left possible")
        #expect(arena.isIdle)
    }

    @Test("A member whose view leaves the window mid-attempt resets at once without an action; the rest reset at the lift")
    func memberWhoseViewLeftTheWindow() {
        let arena = GestureArena()
        let inner = RecordingView("inner", recorder: arena.recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        arena.view.addSubview(inner)
        let leaving = arena.member("leaving", on: inner)
        leaving.claimOnMoved = .began
        leaving.mayBePrevented = false
        let staying = arena.member("staying")
        staying.mayBePrevented = false
        arena.app.touchDown(1, at: inside)
        arena.app.touchDown(2, at: furthest)
        arena.app.touchMove(1, to: CGPoint(x: 110, y: 110))
        #expect(leaving.state == .began)
        inner.removeFromSuperview()
        #expect(leaving.state == .possible && leaving.resets == 1)
        #expect(leaving.actions == [.began], "detached mid-gesture: reset without a cancelled action")
        #expect(!arena.arbiter.participants.contains { $0 === leaving })
        arena.app.touchUp(2)
        arena.app.touchUp(1)
        #expect(staying.state == .possible && staying.resets == 1)
        #expect(leaving.resets == 1, "reset once, not again at the lift")
        #expect(arena.isIdle)
    }

    @Test("The arbiter holds records only during an attempt: after taps, drags and a cancelled touch it is idle")
    func recordsAreClearedAfterEachAttempt() {
        let arena = GestureArena()
        let tap = arena.member("tap")
        tap.claimOnEnded = .ended
        let pan = arena.member("pan")
        pan.claimOnMoved = .began
        let delegate = ArenaDelegate()
        delegate.simultaneousWith = [pan]
        tap.delegate = delegate
        #expect(arena.isIdle)
        arena.app.tap(at: inside)
        #expect(arena.isIdle)
        #expect(tap.actions == [.ended])
        arena.app.drag(from: inside, to: furthest, steps: 3, duration: 0.1)
        #expect(arena.isIdle)
        #expect(pan.actions.first == .began && pan.actions.last == .ended)
        arena.app.touchDown(at: inside)
        #expect(arena.arbiter.recordCounts == (attempts: 2, touches: 1))
        arena.app.touchCancel()
        #expect(tap.state == .possible && pan.state == .possible)
        #expect(arena.isIdle)
    }

    @Test("UITouch.gestureRecognizers lists the collected members, deepest view first, while the touch is on record")
    func touchListsItsRecognizers() {
        let arena = GestureArena()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        arena.view.addSubview(inner)
        let deep = arena.member("deep", on: inner)
        _ = arena.member("middle")
        _ = arena.member("top", on: arena.root)
        var seen: [String] = []
        var touch: UITouch?
        deep.onBegan = { touches in
            touch = touches.first
            seen = touches.first?.gestureRecognizers?.compactMap(\.name) ?? []
        }
        arena.app.touchDown(at: inside)
        #expect(seen == ["deep", "middle", "top"])
        arena.app.touchUp()
        #expect(touch?.gestureRecognizers?.isEmpty == true, "the record goes with the touch")
        #expect(arena.isIdle)
    }
}
