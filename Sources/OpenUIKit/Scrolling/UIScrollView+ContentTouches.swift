import Foundation

extension UIScrollView {
    /// The content views (not the scroll view itself) that the gesture arbiter has given the
    /// pan's touches to and that have not finished with them, each with its touches.
    func contentViewsHoldingTouches() -> [(view: UIView, touches: [UITouch])] {
        guard let arbiter = window?.application?.gestureArbiter else { return [] }
        var result: [(view: UIView, touches: [UITouch])] = []
        for touch in scrollPan.trackedTouches {
            guard let view = arbiter.viewReceivingTouch(touch), view !== self else { continue }
            if let index = result.firstIndex(where: { $0.view === view }) {
                result[index].touches.append(touch)
            } else {
                result.append((view, [touch]))
            }
        }
        return result
    }

    /// C4.4–C4.5: whether the pan may start scrolling, given the content views that already
    /// have its touches. Each such view is asked ``touchesShouldCancel(in:)`` (unless
    /// ``canCancelContentTouches`` is false); one refusal keeps the scroll from starting.
    func contentTouchesAllowScrolling() -> Bool {
        let holders = contentViewsHoldingTouches()
        guard !holders.isEmpty else { return true }
        if !canCancelContentTouches {
            for holder in holders {
                recordScroll(.contentTouchesKept(view: holder.view.traceName, fingers: Self.fingers(holder.touches)))
            }
            return false
        }
        for holder in holders {
            let answer = touchesShouldCancel(in: holder.view)
            recordScroll(
                .touchesShouldCancel(view: holder.view.traceName, fingers: Self.fingers(holder.touches), answer: answer))
            if !answer { return false }
        }
        return true
    }

    /// The fingers of `touches`, in increasing order (for the trace).
    static func fingers(_ touches: [UITouch]) -> [Int] {
        touches.map(\.fingerID).sorted()
    }
}
