import Foundation
import OpenCoreGraphics

/// What the update cycle remembers about one view: which passes it waits for and why it was
/// marked (the area to redraw is the layer's).
///
/// Kept in one value on the view so the flags sit together and the view class stays small.
package struct ViewCycleState {
    /// The view waits for `layoutSubviews()`.
    package var needsLayout = false
    /// Why the view was first marked for layout since its last layout (for the trace; nil
    /// for none). A value, so no text is made unless a trace records the layout.
    package var layoutReason: LayoutReason?
    /// The view is in its application's layout queue (the flag may have been cleared since).
    package var queuedForLayout = false
    /// The update cycle is laying the view out through its layer: UIView's
    /// `layoutSublayers(of:)`, reached from the layer, runs the layout hooks.
    package var layingOutThroughLayer = false

    /// The view waits for `draw(_:)`.
    package var needsDisplay = false
    /// Why the view was first marked for display since it last drew.
    package var displayReason = ""
    /// The view is in its application's display queue.
    package var queuedForDisplay = false

    /// The view waits for `updateConstraints()`.
    package var needsUpdateConstraints = false
    /// The view is in its application's update-constraints queue.
    package var queuedForConstraints = false

    /// The view's marks wait for it to join a window (see ``DirtyViewQueues``): it was found
    /// outside any window by a frame and taken off the queues.
    package var isParked = false

    /// Set by UIView's own `draw(_:)`: the last draw reached the base implementation (the
    /// class does not override it, or its override called `super`).
    package var reachedBaseDraw = false

    /// The view's place in its tree, found by the pass sorting marked views and valid only
    /// while that pass runs (see `FramePipeline.take`).
    package var sortPlacement: SortPlacement?

    package init() {}
}
