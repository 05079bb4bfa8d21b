import Foundation

/// The scroll view's gatekeeper between touches and content views (reference C4.1–C4.3).
///
/// A discrete recognizer installed on the scroll view ahead of its pan. It never sends an
/// action and never forces another recognizer to fail; it only steers the gesture arbiter's
/// delivery to views:
/// - touches on the scroll view itself are ignored at once (they reach it as usual);
/// - a touch-down on a content view is held back (`delaysTouchesBegan`) for
///   ``ScrollViewConstants/contentTouchDelay`` while the scroll view delays content touches
///   and can scroll; otherwise the decision is made at once;
/// - when the hold ends, or the finger lifts first, the scroll view's
///   `touchesShouldBegin(_:with:in:)` decides for each content view: accepted touches are
///   ignored by this recognizer, which releases them to the view with their original values;
/// - once every touch is decided it fails if all were accepted, and recognizes if some were
///   refused — recognizing with `cancelsTouchesInView` makes the arbiter drop the refused
///   touches' held phases, so their view never sees them;
/// - a pan that begins first (any recognizer that cancels view touches) makes it fail, and
///   the arbiter drops the held touch-down: the content view never sees the touch;
/// - a touch that lands while the content is gliding only stops the glide: it recognizes at
///   once and content views get nothing.
@MainActor
final class ContentTouchDelayRecognizer: UIGestureRecognizer {
    weak var scrollView: UIScrollView?
    /// Content touches `touchesShouldBegin(_:with:in:)` refused.
    private var refused: [UITouch] = []
    private var latestEvent: UIEvent?
    private var holdStarted = false

    override init() {
        super.init()
        cancelsTouchesInView = true
        delaysTouchesEnded = false
    }

    package override var traceName: String {
        name ?? "\(scrollView?.traceName ?? "UIScrollView").contentTouchDelay"
    }

    /// Never makes another recognizer fail.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Gives way only to recognizers that take the touches from the views anyway (the pan, a
    /// content view's tap…), so the hold is never released without asking the scroll view.
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventingGestureRecognizer.cancelsTouchesInView
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView else { return }
        latestEvent = event
        let sorted = touches.sorted { $0.fingerID < $1.fingerID }
        // The glide is still under way when this runs: the pan, installed after, stops it.
        if scrollView.isDecelerating {
            scrollView.recordScroll(.decelerationCaught(fingers: sorted.map(\.fingerID)))
            state = .ended
            return
        }
        var content: [UITouch] = []
        for touch in sorted {
            if touch.view === scrollView || touch.view == nil {
                ignore(touch, for: event)
            } else {
                content.append(touch)
            }
        }
        let holds = scrollView.delaysContentTouches && scrollView.isScrollEnabled
        delaysTouchesBegan = holds
        if content.isEmpty {
            finishIfDecided()
        } else if holds {
            for touch in content {
                scrollView.recordScroll(
                    .holdingTouch(
                        finger: touch.fingerID, view: touch.view?.traceName, seconds: ScrollViewConstants.contentTouchDelay))
            }
            if !holdStarted {
                holdStarted = true
                scheduleTimer(after: ScrollViewConstants.contentTouchDelay) { [weak self] in self?.holdElapsed() }
            }
        } else {
            decide(content)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        latestEvent = event
        // A finger lifted before the hold ended: its content view gets the whole tap now.
        decide(trackedTouches.filter { touches.contains($0) && !isRefused($0) })
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func reset() {
        super.reset()
        refused.removeAll()
        latestEvent = nil
        holdStarted = false
    }

    private func holdElapsed() {
        guard state == .possible, let scrollView else { return }
        scrollView.recordScroll(.holdOver(seconds: ScrollViewConstants.contentTouchDelay))
        decide(trackedTouches.filter { !isRefused($0) })
    }

    /// Asks the scroll view about `touches`, one question per content view.
    private func decide(_ touches: [UITouch]) {
        guard state == .possible, let scrollView else { return }
        var groups: [(view: UIView, touches: [UITouch])] = []
        for touch in touches {
            guard let view = touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.view === view }) {
                groups[index].touches.append(touch)
            } else {
                groups.append((view, [touch]))
            }
        }
        for group in groups {
            let answer = scrollView.touchesShouldBegin(Set(group.touches), with: latestEvent, in: group.view)
            scrollView.recordScroll(
                .touchesShouldBegin(view: group.view.traceName, fingers: UIScrollView.fingers(group.touches), answer: answer))
            for touch in group.touches {
                if answer {
                    if let event = latestEvent { ignore(touch, for: event) }
                } else {
                    refused.append(touch)
                }
            }
        }
        finishIfDecided()
    }

    private func isRefused(_ touch: UITouch) -> Bool {
        refused.contains { $0 === touch }
    }

    /// Fails once every touch went to its view; recognizes (dropping the refused ones) once
    /// every touch is decided and some were refused.
    private func finishIfDecided() {
        guard state == .possible else { return }
        guard trackedTouches.allSatisfy(isRefused) else { return }
        state = refused.isEmpty ? .failed : .ended
    }
}
