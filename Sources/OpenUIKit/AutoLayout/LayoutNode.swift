import Foundation

/// What the engine needs from the things constraints relate: views and layout guides.
@MainActor
package protocol LayoutNode: AnyObject {
    /// The node's variables in its hierarchy's engine.
    var engineItem: EngineItem? { get set }
    /// The view whose coordinate space the node's position is measured in: a view's
    /// superview, a guide's owning view.
    var layoutParentView: UIView? { get }
    /// The active constraints that name this node as an item.
    var referencingConstraints: ConstraintList { get set }
}

extension UIView: LayoutNode {
    package var layoutParentView: UIView? { storedSuperview }
    package var referencingConstraints: ConstraintList {
        get { layoutSettings.referencingConstraints }
        set { layoutSettings.referencingConstraints = newValue }
        // In place: through a getter and a setter, each append would copy the whole list
        // (its slots and its index) while the settings still held the original.
        _modify { yield &layoutSettings.referencingConstraints }
    }
}

@MainActor
extension LayoutNode {
    /// The top of the node's view hierarchy.
    package var hierarchyRoot: UIView? {
        var top = layoutParentView
        if top == nil { return self as? UIView }
        while let parent = top?.storedSuperview { top = parent }
        return top
    }

    /// Whether the node is `view` or lies inside its subtree.
    package func isInSubtree(of view: UIView) -> Bool {
        if self === view { return true }
        return layoutParentView?.isDescendant(of: view) ?? false
    }
}

/// The closest node that both `a` and `b` are in (either may be it), or `nil` when they are in
/// different hierarchies.
///
/// Both chains are climbed in place (no ancestry arrays): the deeper node first rises to the
/// other's depth, then both rise together until they meet. Activating a constraint asks this
/// several times, so it stays free of allocations.
@MainActor
package func closestCommonLayoutNode(_ a: LayoutNode, _ b: LayoutNode?) -> LayoutNode? {
    guard let b else { return a }
    if a === b { return a }
    // The usual cases without measuring depths: one item is the other's parent (a subview and
    // its superview, a guide and its owning view), or both share a parent (siblings).
    let parentA = a.layoutParentView
    if parentA === b { return b }
    let parentB = b.layoutParentView
    if parentB === a { return a }
    if let parentA, parentA === parentB { return parentA }
    var depthA = layoutDepth(of: a)
    var depthB = layoutDepth(of: b)
    var nodeA: LayoutNode = a
    var nodeB: LayoutNode = b
    while depthA > depthB {
        guard let parent = nodeA.layoutParentView else { return nil }
        nodeA = parent
        depthA -= 1
    }
    while depthB > depthA {
        guard let parent = nodeB.layoutParentView else { return nil }
        nodeB = parent
        depthB -= 1
    }
    while nodeA !== nodeB {
        guard let parentA = nodeA.layoutParentView, let parentB = nodeB.layoutParentView else { return nil }
        nodeA = parentA
        nodeB = parentB
    }
    return nodeA
}

/// How many views lie above `node` (0 for the top of a hierarchy).
@MainActor
private func layoutDepth(of node: LayoutNode) -> Int {
    var depth = 0
    var parent = node.layoutParentView
    while let view = parent {
        depth += 1
        parent = view.storedSuperview
    }
    return depth
}
