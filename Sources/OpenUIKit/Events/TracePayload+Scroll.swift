import Foundation

extension TracePayload {
    /// A scroll view's decision or movement (stage `scroll`). Offsets are content offsets,
    /// velocities in points per second.
    public enum ScrollStep: Sendable, Equatable, CustomStringConvertible {
        /// A drag began at `offset`, locked to one axis when the scroll view locks direction.
        case beganDragging(offset: CGPoint, lockedAxis: Axis?)
        /// The finger lifted: the drag ended at `offset` with `velocity`, aiming at `target`
        /// (where the glide, or the settle onto a page, will end).
        case endedDragging(offset: CGPoint, velocity: CGPoint, target: CGPoint)
        /// The drag was cancelled at `offset`.
        case dragCancelled(offset: CGPoint)
        /// A movement the scroll view runs by itself started from `from` towards `towards`.
        case motionStarted(Motion, from: CGPoint, towards: CGPoint)
        /// A glide stopped (ran out, or a finger caught it) at `offset`.
        case stoppedDecelerating(offset: CGPoint)
        /// An animated offset change (`setContentOffset(_:animated:)`…) finished at `offset`.
        case finishedAnimating(offset: CGPoint)
        /// A scroll to the top (status-bar tap) finished at `offset`.
        case scrolledToTop(offset: CGPoint)
        /// An animated zoom finished at `scale`, the content at `offset`.
        case finishedZooming(scale: CGFloat, offset: CGPoint)
        /// The scroll view left its window while a finger dragged it.
        case leftWindowWhileDragging
        /// The scroll view left its window while running `motion`.
        case leftWindow(during: Motion)
        /// A status-bar tap makes the scroll view scroll to the top.
        case statusBarTap
        /// A refresh control was pulled past its threshold and starts refreshing.
        case refreshing
        /// Fingers that went down on a gliding scroll view stopped it; no content view gets them.
        case decelerationCaught(fingers: [Int])
        /// The scroll view holds `finger` back from `view` (nil: no view) for `seconds`, to see
        /// whether it drags.
        case holdingTouch(finger: Int, view: String?, seconds: Double)
        /// The hold of `seconds` ended without a drag.
        case holdOver(seconds: Double)
        /// `touchesShouldBegin(_:with:in:)` answered `answer` for `view`'s fingers.
        case touchesShouldBegin(view: String, fingers: [Int], answer: Bool)
        /// `touchesShouldCancel(in:)` answered `answer` for `view`'s fingers: true cancels them
        /// and the scroll view drags, false leaves them with the view.
        case touchesShouldCancel(view: String, fingers: [Int], answer: Bool)
        /// `canCancelContentTouches` is false: `view` keeps its fingers and nothing scrolls.
        case contentTouchesKept(view: String, fingers: [Int])
        /// The scroll pan failed: the finger moved mostly along `axis`, which cannot scroll.
        case panFailed(movedAlong: Axis)
        /// The content size was taken from the content layout guide's frame.
        case contentSizeFromLayoutGuide(CGSize)
        /// `adjustedContentInset` changed to this value.
        case adjustedContentInset(UIEdgeInsets)
        /// A drag dismisses the keyboard: `responder` resigns first responder.
        case dismissesKeyboard(responder: String)
        /// A pinch found no view to zoom (`viewForZooming(in:)` returned nil).
        case pinchIgnored
        /// Zooming began at `scale`, about `location`.
        case beganZooming(scale: CGFloat, location: CGPoint)
        /// The fingers of a zoom lifted at `scale`.
        case endedZooming(scale: CGFloat)

        /// A direction a scroll view moves along.
        public enum Axis: Sendable, Equatable {
            case horizontal, vertical
        }

        /// A movement the scroll view runs by itself.
        public enum Motion: Sendable, Equatable, CustomStringConvertible {
            case deceleration, animation, scrollToTop, zoom

            /// The movement as the trace names it ("decelerating"…).
            public var description: String {
                switch self {
                case .deceleration: "decelerating"
                case .animation: "animating"
                case .scrollToTop: "scrolling to the top"
                case .zoom: "zooming"
                }
            }
        }

        /// The step as the trace prints it after the scroll view's name.
        public var description: String {
            switch self {
            case .beganDragging(let offset, let axis):
                "began dragging at \(traceFormat(offset))"
                    + (axis.map { " (locked to the \($0 == .horizontal ? "horizontal" : "vertical") axis)" } ?? "")
            case .endedDragging(let offset, let velocity, let target):
                "ended dragging at \(traceFormat(offset)), velocity \(traceFormat(velocity)) pt/s, target \(traceFormat(target))"
            case .dragCancelled(let offset): "drag cancelled at \(traceFormat(offset))"
            case .motionStarted(let motion, let from, let towards):
                "\(motion) from \(traceFormat(from)) towards \(traceFormat(towards))"
            case .stoppedDecelerating(let offset): "stopped decelerating at \(traceFormat(offset))"
            case .finishedAnimating(let offset): "finished animating at \(traceFormat(offset))"
            case .scrolledToTop(let offset): "scrolled to the top at \(traceFormat(offset))"
            case .finishedZooming(let scale, let offset):
                "finished zooming at scale \(traceFormat(scale)), \(traceFormat(offset))"
            case .leftWindowWhileDragging: "leaves its window while dragging"
            case .leftWindow(let motion): "leaves its window while \(motion)"
            case .statusBarTap: "status-bar tap: scrolls to the top"
            case .refreshing: "pulled past the refresh threshold: refreshing"
            case .decelerationCaught(let fingers):
                "finger \(traceList(fingers)) caught the deceleration: content views get no touches"
            case .holdingTouch(let finger, let view, let seconds):
                "holds finger \(finger) from \(view ?? "?") for \(traceFormat(CGFloat(seconds))) s"
            case .holdOver(let seconds): "hold of \(traceFormat(CGFloat(seconds))) s is over"
            case .touchesShouldBegin(let view, let fingers, let answer):
                "touchesShouldBegin(in: \(view)) → \(answer): finger \(traceList(fingers)) "
                    + (answer ? "goes to \(view)" : "kept from \(view)")
            case .touchesShouldCancel(let view, let fingers, let answer):
                "touchesShouldCancel(in: \(view)) → \(answer)"
                    + (answer
                        ? ": cancelling finger \(traceList(fingers)) to scroll"
                        : ": \(view) keeps finger \(traceList(fingers)), no scroll")
            case .contentTouchesKept(let view, let fingers):
                "canCancelContentTouches is false: \(view) keeps finger \(traceList(fingers)), no scroll"
            case .panFailed(let axis):
                "pan fails: the finger moved mostly \(axis == .horizontal ? "horizontally" : "vertically"), "
                    + "along which it cannot scroll"
            case .contentSizeFromLayoutGuide(let size):
                "content size \(traceFormat(size.width))x\(traceFormat(size.height)) from contentLayoutGuide"
            case .adjustedContentInset(let inset): "adjustedContentInset is now \(inset)"
            case .dismissesKeyboard(let responder): "dismisses the keyboard: \(responder) resigns first responder"
            case .pinchIgnored: "pinch ignored: no viewForZooming(in:)"
            case .beganZooming(let scale, let location):
                "began zooming at scale \(traceFormat(scale)) about \(traceFormat(location))"
            case .endedZooming(let scale): "ended zooming at scale \(traceFormat(scale))"
            }
        }
    }
}
