import Foundation

/// A context menu's rows moving by themselves: the scroll view's motion and which part of a
/// flick it is.
@MainActor
struct ContextMenuScrollMotion {
    enum Phase {
        /// The glide after a flick, which stops at its natural end.
        case glide
        /// Past an end: the overshoot of a glide that reached it.
        case bounceOut
        /// Back to an end after an overshoot or a pull past it.
        case settle
    }

    let phase: Phase
    let motion: ScrollMotion
}
