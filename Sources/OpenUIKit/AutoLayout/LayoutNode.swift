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
    }
}

@MainActor
extension LayoutNode {
    /// The node and its ancestors, nearest first.
    package var layoutAncestry: [LayoutNode] {
        var chain: [LayoutNode] = [self]
        var parent = layoutParentView
        while let view = parent {
            chain.append(view)
            parent = view.storedSuperview
        }
        return chain
    }

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
@MainActor
package func closestCommonLayoutNode(_ a: LayoutNode, _ b: LayoutNode?) -> LayoutNode? {
    guard let b else { return a }
    let ancestry = a.layoutAncestry
    for node in b.layoutAncestry where ancestry.contains(where: { $0 === node }) {
        return node
    }
    return nil
}
