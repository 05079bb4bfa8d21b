import Foundation

/// The smallest element of a compositional layout: one cell, sized relative to the group
/// that holds it, inset by ``contentInsets``.
/// - Note: See https://developer.apple.com/documentation/uikit/nscollectionlayoutitem
@MainActor @preconcurrency
open class NSCollectionLayoutItem {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets applied inside the item's share of the group (the cell is that much smaller).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Spacing around the item outside its frame — not built yet (setting it stops).
    open var edgeSpacing: Any? {
        didSet {
            if edgeSpacing != nil {
                Fatal.stop("NSCollectionLayoutItem.edgeSpacing is not built in OpenUIKit yet; use the group's interItemSpacing")
            }
        }
    }

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// An item of `layoutSize` with supplementary items — not built yet (a non-empty list stops).
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(layoutSize: layoutSize)
        if !supplementaryItems.isEmpty {
            Fatal.stop("NSCollectionLayoutItem supplementary items (badges) are not built in OpenUIKit yet")
        }
    }
}

/// A row or column of items (or of other groups) in a compositional layout. A group whose
/// subitems do not fill it repeats them until the next would not fit.
/// - Note: See https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup
@MainActor @preconcurrency
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }

    let axis: Axis
    /// The items (or groups) the group holds, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// A fixed number of repetitions of a single subitem (`horizontal(layoutSize:subitem:count:)`).
    let count: Int?
    /// The spacing between subitems; none by default.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
        Fatal.check(!subitems.isEmpty, "NSCollectionLayoutGroup: a group needs at least one subitem")
        if let count {
            Fatal.check(count > 0, "NSCollectionLayoutGroup: the count of repeated subitems must be positive, got \(count)")
        }
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// A row of `subitems`, repeated to fill the group's width.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }

    /// A row of `count` copies of `subitem`, sharing the group's width (after spacing) equally.
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    }

    /// A row of `count` copies of `subitem`: the iOS 13 spelling of
    /// ``horizontal(layoutSize:repeatingSubitem:count:)``, which it calls.
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A column of `subitems`, repeated to fill the group's height.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }

    /// A column of `count` copies of `subitem`, sharing the group's height equally.
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    }

    /// A column of `count` copies of `subitem`: the iOS 13 spelling of
    /// ``vertical(layoutSize:repeatingSubitem:count:)``, which it calls.
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A group with custom item frames — not built yet (stops).
    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: Any) -> NSCollectionLayoutGroup {
        Fatal.stop("NSCollectionLayoutGroup.custom(layoutSize:itemProvider:) is not built in OpenUIKit yet")
    }
}
