import ConstraintSolver
import Foundation

extension LayoutEngine {
    /// The value of `attribute` of `node` as a linear expression, in the coordinate space of
    /// `container` (the node itself or one of its ancestors).
    ///
    /// Margin attributes become the attributes of the view's margins guide; baselines become
    /// the top of the baseline view plus its baseline offset, or its top (first) or bottom
    /// (last) when it has none.
    package func expression(
        _ node: LayoutNode, _ attribute: NSLayoutConstraint.Attribute, in container: LayoutNode
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
                parent = view.storedSuperview
            }
        }
        return LinearExpression(terms: terms, constant: offset)
    }
}
