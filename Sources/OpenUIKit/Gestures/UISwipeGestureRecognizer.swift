import Foundation

/// Recognizes a quick stroke in one of the allowed directions: a discrete gesture, recognized
/// while the fingers are still down, as soon as they travelled far enough.
///
/// Recognized when the fingers' centroid moved at least
/// ``GestureConstants/swipeMinimumPrimaryMovement`` along an allowed direction, more than it
/// moved across it, drifting no more than ``GestureConstants/swipeMaximumSecondaryMovement``
/// across it, all within ``GestureConstants/swipeMaximumDuration`` of the first touch-down.
/// Fails when time runs out, when the drift rules out every allowed direction, when a finger
/// lifts first, or when more fingers than required land.
/// - Note: See https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer
@MainActor @preconcurrency
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Directions a swipe may take; combine them to accept several.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Towards increasing x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards decreasing x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards decreasing y.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards increasing y.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count. Default `.right`.
    open var direction: Direction = .right
    /// How many fingers must swipe together. Default 1.
    open var numberOfTouchesRequired = 1

    /// Where the swipe started (window space): the centroid once every required finger is down.
    private var start: CGPoint?
    private var deadline: ScheduledTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired { return fail() }
        if deadline == nil {
            deadline = scheduleTimer(after: GestureConstants.swipeMaximumDuration) { [weak self] in
                self?.fail()
            }
        }
        if numberOfTouches == numberOfTouchesRequired { start = centroidInWindow() }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, numberOfTouches == numberOfTouchesRequired else { return }
        let now = centroidInWindow()
        let dx = now.x - start.x
        let dy = now.y - start.y
        // (movement along the direction, movement across it) for each allowed direction.
        var candidates: [(primary: CGFloat, secondary: CGFloat)] = []
        if direction.contains(.right) { candidates.append((dx, abs(dy))) }
        if direction.contains(.left) { candidates.append((-dx, abs(dy))) }
        if direction.contains(.up) { candidates.append((-dy, abs(dx))) }
        if direction.contains(.down) { candidates.append((dy, abs(dx))) }
        let viable = candidates.filter { $0.secondary <= GestureConstants.swipeMaximumSecondaryMovement }
        guard !viable.isEmpty else { return fail() }
        let done = viable.contains {
            $0.primary >= GestureConstants.swipeMinimumPrimaryMovement && $0.primary > $0.secondary
        }
        if done {
            deadline?.invalidate()
            state = .recognized
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fail()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fail()
    }

    open override func reset() {
        super.reset()
        start = nil
        deadline?.invalidate()
        deadline = nil
    }

    /// Where the swipe started (the centroid of its fingers at that moment).
    open override func location(in view: UIView?) -> CGPoint {
        guard let start, let window = self.view?.window else { return super.location(in: view) }
        guard let view, view !== window else { return start }
        return window.convert(start, to: view)
    }

    private func fail() {
        deadline?.invalidate()
        guard state == .possible else { return }
        state = .failed
    }
}
