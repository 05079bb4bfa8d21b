import ConstraintSolver
import Foundation

extension LayoutEngine {
    /// The solver expression of a user constraint, `first − multiplier × second`, before its
    /// constant is subtracted, in the space of the items' closest common ancestor; with the
    /// views whose bounds origin it depends on (see ``expression(_:_:in:crossing:)``).
    /// `nil` when an item is gone or the items share no hierarchy.
    package func solverExpression(
        for constraint: NSLayoutConstraint
    ) -> (expression: LinearExpression, crossed: [UIView])? {
        guard let first = constraint.firstItem as? LayoutNode,
            let container = closestCommonLayoutNode(first, constraint.secondItem as? LayoutNode)
        else { return nil }
        var crossed: [UIView] = []
        var expression = self.expression(first, constraint.firstAttribute, in: container, crossing: &crossed)
        if let second = constraint.secondItem as? LayoutNode {
            expression = expression - self.expression(second, constraint.secondAttribute, in: container, crossing: &crossed)
                * Double(constraint.multiplier)
        }
        return (expression, crossed)
    }

    /// The value of `attribute` of `node` as a linear expression, in the coordinate space of
    /// `container` (the node itself or one of its ancestors).
    ///
    /// Each item's position is in its parent's bounds space, where the parent's own edges are
    /// at 0 whatever its `bounds.origin` (a subview pinned to its superview's leading edge has
    /// `frame.origin.x == 0` however far the superview scrolled). Going up to the container
    /// through a view therefore subtracts that view's `bounds.origin`: content scrolled by an
    /// ancestor moves relative to items outside it. The views crossed that way are appended to
    /// `crossing`, so the constraint can follow when their bounds origin changes.
    ///
    /// Margin attributes become the attributes of the view's margins guide; baselines become
    /// the top of the baseline view plus its baseline offset, or its top (first) or bottom
    /// (last) when it has none.
    package func expression(
        _ node: LayoutNode, _ attribute: NSLayoutConstraint.Attribute, in container: LayoutNode,
        crossing: inout [UIView]
    ) -> LinearExpression {
        var node = node
        var attribute = attribute
        var offset: Double = 0
        let (plain, isMargin) = attribute.withoutMargin
        if isMargin, let view = node as? UIView {
            node = view.layoutMarginsGuide
            attribute = plain
        }
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = node as? UIView {
            let isFirst = attribute == .firstBaseline
            let candidate = isFirst ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            let baselineView = candidate.isDescendant(of: view) ? candidate : view
            node = baselineView
            if let offsets = baselineView.baselineOffsetsFromTop() {
                attribute = .top
                offset = Double(isFirst ? offsets.first : offsets.last)
            } else {
                attribute = isFirst ? .top : .bottom
            }
        }
        let item = self.item(for: node)
        switch attribute {
        case .width: return LinearExpression(item.width)
        case .height: return LinearExpression(item.height)
        default: break
        }
        let horizontal = attribute.isHorizontalLocation
        let fraction: Double
        switch attribute {
        case .right, .trailing, .bottom: fraction = 1
        case .centerX, .centerY: fraction = 0.5
        default: fraction = 0
        }
        var terms: [Term] = []
        if fraction != 0 { terms.append(Term(horizontal ? item.width : item.height, fraction)) }
        if node !== container {
            terms.append(Term(horizontal ? item.minX : item.minY))
            var parent = node.layoutParentView
            while let view = parent, view !== container {
                let parentItem = self.item(for: view)
                terms.append(Term(horizontal ? parentItem.minX : parentItem.minY))
                offset -= Double(horizontal ? view.storedBounds.origin.x : view.storedBounds.origin.y)
                if !crossing.contains(where: { $0 === view }) { crossing.append(view) }
                parent = view.storedSuperview
            }
        }
        return LinearExpression(terms: terms, constant: offset)
    }
}
