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
        // `first − multiplier × second`, both sides written into one term list (a list per
        // side, grown term by term, then copied together, was three allocations or more).
        var expression = LinearExpression()
        expression.terms.reserveCapacity(Self.expressionTermCapacity)
        expression.constant = appendTerms(
            of: edgeNode(first, constraint.firstAttribute, other: second, container: container),
            constraint.firstAttribute, in: container, mirrored: mirrored, factor: 1, to: &expression.terms,
            crossing: &crossed)
        if let second {
            let factor = -Double(constraint.multiplier)
            let otherConstant = appendTerms(
                of: edgeNode(second, constraint.secondAttribute, other: first, container: container),
                constraint.secondAttribute, in: container, mirrored: mirrored, factor: factor,
                to: &expression.terms, crossing: &crossed)
            expression.constant += otherConstant * factor
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

    /// Room for the terms of most constraints' expressions: a location is up to three terms
    /// per side (the fraction of the size, the position, a parent's position per view crossed).
    static let expressionTermCapacity = 6

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
        var expression = LinearExpression()
        expression.constant = appendTerms(
            of: node, attribute, in: container, mirrored: mirrored, factor: 1, to: &expression.terms,
            crossing: &crossing)
        return expression
    }

    /// ``expression(_:_:in:mirrored:crossing:)`` multiplied by `factor`, its terms appended to
    /// `terms` (each coefficient times `factor`); returns its constant, not multiplied.
    func appendTerms(
        of node: LayoutNode, _ attribute: NSLayoutConstraint.Attribute, in container: LayoutNode,
        mirrored: Bool, factor: Double, to terms: inout [Term], crossing: inout [UIView]
    ) -> Double {
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
        case .width:
            terms.append(Term(item.width, factor))
            return 0
        case .height:
            terms.append(Term(item.height, factor))
            return 0
        default: break
        }
        let horizontal = attribute.isHorizontalLocation
        let fraction: Double
        switch attribute {
        case .right, .trailing, .bottom: fraction = 1
        case .centerX, .centerY: fraction = 0.5
        default: fraction = 0
        }
        if fraction != 0 { terms.append(Term(horizontal ? item.width : item.height, fraction * factor)) }
        if node !== container {
            terms.append(Term(horizontal ? item.minX : item.minY, factor))
            var parent = node.layoutParentView
            while let view = parent, view !== container {
                let parentItem = self.item(for: view)
                terms.append(Term(horizontal ? parentItem.minX : parentItem.minY, factor))
                offset -= Double(horizontal ? view.layer.bounds.origin.x : view.layer.bounds.origin.y)
                if !crossing.contains(where: { $0 === view }) { crossing.append(view) }
                parent = view.storedSuperview
            }
        }
        return offset
    }
}
