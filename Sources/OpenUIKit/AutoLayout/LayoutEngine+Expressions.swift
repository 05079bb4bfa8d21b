import ConstraintSolver
import Foundation

extension LayoutEngine {
    /// The solver expression of a user constraint, `first − multiplier × second`, before its
    /// constant is subtracted, in the space of the items' closest common ancestor; with the
    /// views whose bounds origin it depends on (see ``expression(_:_:in:mirrored:crossing:)``)
    /// and whether it was mirrored for right-to-left layout. `nil` when an item is gone or
    /// the items share no hierarchy.
    ///
    /// A constraint naming leading or trailing follows the effective layout direction of the
    /// view whose content it arranges: the common ancestor (a guide's owning view). Right to
    /// left, leading is the right edge, trailing the left, and the horizontal axis of the whole
    /// constraint is mirrored, so a positive constant still points from leading to trailing
    /// (`b.leading == a.trailing + 8` puts `b` 8 points to the left of `a`).
    package func solverExpression(
        for constraint: NSLayoutConstraint
    ) -> (expression: LinearExpression, crossed: [UIView], mirrored: Bool)? {
        guard let first = constraint.firstNode,
            let container = closestCommonLayoutNode(first, constraint.secondNode)
        else { return nil }
        let mirrored = isMirrored(constraint, in: container)
        var crossed: [UIView] = []
        let second = constraint.secondNode
        var expression = self.expression(
            edgeNode(first, constraint.firstAttribute, other: second, container: container),
            constraint.firstAttribute, in: container, mirrored: mirrored, crossing: &crossed)
        if let second {
            // `expression − multiplier × other`, appended in place (the operators would make a
            // new term list for each step).
            let other = self.expression(
                edgeNode(second, constraint.secondAttribute, other: first, container: container),
                constraint.secondAttribute, in: container, mirrored: mirrored, crossing: &crossed)
            let factor = -Double(constraint.multiplier)
            expression.terms.reserveCapacity(expression.terms.count + other.terms.count)
            for term in other.terms { expression.terms.append(Term(term.variable, term.coefficient * factor)) }
            expression.constant += other.constant * factor
        }
        if mirrored {
            for index in expression.terms.indices { expression.terms[index].coefficient *= -1 }
            expression.constant *= -1
        }
        return (expression, crossed, mirrored)
    }

    /// The node whose `attribute` a constraint item stands for: a container whose edges attach
    /// to its content (a scroll view, ``UIView/contentNodeForEdgeConstraints()``) gives that
    /// node when `attribute` is an edge and the other item is inside it; otherwise `node`.
    private func edgeNode(
        _ node: LayoutNode, _ attribute: NSLayoutConstraint.Attribute, other: LayoutNode?, container: LayoutNode
    ) -> LayoutNode {
        guard node === container, let other, other !== container, let view = node as? UIView else { return node }
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing:
            return view.contentNodeForEdgeConstraints() ?? node
        default:
            return node
        }
    }

    /// Whether `constraint` names leading or trailing and arranges content laid out right to
    /// left (see ``solverExpression(for:)``).
    package func isMirrored(_ constraint: NSLayoutConstraint, in container: LayoutNode) -> Bool {
        guard constraint.firstAttribute.isLeadingOrTrailing || constraint.secondAttribute.isLeadingOrTrailing,
            let view = (container as? UIView) ?? container.layoutParentView
        else { return false }
        return view.effectiveUserInterfaceLayoutDirection == .rightToLeft
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
    /// Leading and trailing become left and right, the other way round when `mirrored`.
    /// Margin attributes become the attributes of the view's margins guide; baselines become
    /// the top of the baseline view plus its baseline offset, or its top (first) or bottom
    /// (last) when it has none.
    package func expression(
        _ node: LayoutNode, _ attribute: NSLayoutConstraint.Attribute, in container: LayoutNode,
        mirrored: Bool, crossing: inout [UIView]
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
        switch attribute {
        case .leading: attribute = mirrored ? .right : .left
        case .trailing: attribute = mirrored ? .left : .right
        default: break
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
                offset -= Double(horizontal ? view.layer.bounds.origin.x : view.layer.bounds.origin.y)
                if !crossing.contains(where: { $0 === view }) { crossing.append(view) }
                parent = view.storedSuperview
            }
        }
        return LinearExpression(terms: terms, constant: offset)
    }
}
