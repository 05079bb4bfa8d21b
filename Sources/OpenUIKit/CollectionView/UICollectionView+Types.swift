import Foundation

extension UICollectionView {
    /// What an element of the layout is.
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// Where ``UICollectionView/scrollToItem(at:at:animated:)`` and
    /// ``UICollectionView/selectItem(at:animated:scrollPosition:)`` put the item: at most one
    /// vertical and one horizontal position; an empty set scrolls as little as shows it.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The direction a layout scrolls in.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// The kind of section header views in a flow layout.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footer views in a flow layout.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// The numbers the collection view and its flow layout are built on.
enum CollectionViewConstants {
    /// The size of flow-layout items when neither `itemSize` nor the delegate gives one.
    static let defaultItemSize = CGSize(width: 50, height: 50)
    /// Flow layouts' default spacing between lines and between items in a line.
    static let defaultSpacing: CGFloat = 10
    /// How far (points) a finger may move from where it went down before the highlight of
    /// the item under it ends (the scroll view usually cancels the touch first).
    static let selectionMovementLimit: CGFloat = 10
    /// How many layout passes one tiling may run while self-sizing cells change their sizes.
    static let maximumSizingPasses = 16
    /// The z order flow layouts give headers and footers, above cells.
    static let supplementaryZIndex = 10
    /// How long a batch update's animation lasts (unless an enclosing `UIView.animate` block
    /// gives its own duration): UIKit does not publish it; the table view's 0.3 s [CHOSEN].
    static let updateAnimationDuration: TimeInterval = 0.3
}
