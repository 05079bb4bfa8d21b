import Foundation

/// A view's place in its tree, as the update-cycle passes sort by it (see
/// `FramePipeline.take`).
package struct SortPlacement {
    /// The number of ancestors.
    var depth: Int
    /// Whether the view is the pass's scope or inside it (always true without a scope).
    var inScope: Bool
    /// The window at the view's root; nil when its root is no window.
    var window: UIWindow?
}
