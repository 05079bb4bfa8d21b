import Foundation

/// Something placed from the geometry of views it does not own — a popover from its source
/// view — that must be placed again in the same frame when that geometry moves. The frame's
/// layout phase asks every follower once its own layout has run (``FramePipeline/addLayoutFollower(_:)``);
/// a follower whose reference moved marks what it places for layout, and the phase lays that
/// out before the frame goes on to display.
@MainActor
package protocol LayoutFollower: AnyObject {
    /// Marks the follower's views for layout when what they follow moved since they were placed.
    func followLayout()
}

/// A follower held weakly: a pipeline never keeps a presentation alive.
struct WeakLayoutFollower {
    weak var follower: (any LayoutFollower)?
}
