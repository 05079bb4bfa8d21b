import Foundation

/// One attribute of a view or layout guide, from which constraints are made with the
/// `constraint(equalTo:…)` family. The type parameter keeps horizontal positions, vertical
/// positions and sizes from being related to each other at compile time.
/// - Note: See https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The view or guide the anchor belongs to.
    public private(set) weak var item: AnyObject?
    /// The attribute the anchor stands for.
    package let attribute: NSLayoutConstraint.Attribute

    package init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: c)
    }

    /// `self >= anchor + c`.
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// `self <= anchor + c`.
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    package func make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
        multiplier: CGFloat, constant: CGFloat
    ) -> NSLayoutConstraint {
        guard let item else { Fatal.stop("The anchor's view or guide no longer exists") }
        return NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}
