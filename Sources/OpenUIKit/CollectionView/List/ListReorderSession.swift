import Foundation

/// One drag of a list row by its reorder control: the row follows the finger above the
/// others, the rows it passes slide a row's height out of its way, and when the finger lifts
/// the data source moves the item to the slot the row is over (in its own section).
///
/// The rows are moved with transforms while the finger is down, and put back before the
/// data source applies the new order, which lays them out where they belong.
@MainActor
final class ListReorderSession {
    private let collectionView: UICollectionView
    private let cell: UICollectionViewListCell
    private let reorderer: any ListReordering
    private let source: IndexPath
    private let startY: CGFloat
    private let homeFrame: CGRect
    /// The slot the row would take if the finger lifted now.
    private(set) var destination: IndexPath
    /// How long a row takes to slide out of the way.
    static let slideDuration: TimeInterval = 0.2

    /// Starts a drag of `cell` under `touch`, or nil when the data source does not allow it
    /// (a data source that cannot reorder is logged).
    init?(cell: UICollectionViewListCell, touch: UITouch) {
        guard let collectionView = cell.enclosingCollectionView, let indexPath = collectionView.indexPath(for: cell) else {
            return nil
        }
        guard let reorderer = collectionView.dataSource as? any ListReordering else {
            cell.misuseLog.log(
                "UICollectionViewListCell: dragging a reorder accessory moves items of a UICollectionViewDiffableDataSource "
                    + "with reorderingHandlers; this collection view's data source is not one")
            return nil
        }
        guard reorderer.canReorderItem(at: indexPath) else { return nil }
        self.collectionView = collectionView
        self.cell = cell
        self.reorderer = reorderer
        source = indexPath
        destination = indexPath
        startY = touch.location(in: collectionView).y
        homeFrame = cell.frame
        cell.layer.zPosition = 1
    }

    /// The row follows `touch`; the rows between its home and the slot under it slide aside.
    func move(with touch: UITouch) {
        let dy = touch.location(in: collectionView).y - startY
        cell.transform = CGAffineTransform(translationX: 0, y: dy)
        let centre = homeFrame.midY + dy
        let count = collectionView.numberOfItems(inSection: source.section)
        let frames = (0..<count).map {
            collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: source.section))?.frame ?? .null
        }
        var target = source.item
        if let first = frames.first, centre < first.minY {
            target = 0
        } else if let last = frames.last, centre >= last.maxY {
            target = count - 1
        } else if let index = frames.firstIndex(where: { centre >= $0.minY && centre < $0.maxY }) {
            target = index
        }
        guard target != destination.item else { return }
        destination = IndexPath(item: target, section: source.section)
        let height = homeFrame.height
        UIView.animate(withDuration: Self.slideDuration) {
            for item in 0..<count where item != self.source.item {
                let shift: CGFloat
                if self.source.item < target, item > self.source.item, item <= target {
                    shift = -height
                } else if target < self.source.item, item >= target, item < self.source.item {
                    shift = height
                } else {
                    shift = 0
                }
                self.collectionView.cellForItem(at: IndexPath(item: item, section: self.source.section))?.transform =
                    CGAffineTransform(translationX: 0, y: shift)
            }
        }
    }

    /// Puts the rows back and, when `commit`, has the data source move the item.
    func finish(commit: Bool) {
        cell.layer.zPosition = 0
        for item in 0..<collectionView.numberOfItems(inSection: source.section) {
            collectionView.cellForItem(at: IndexPath(item: item, section: source.section))?.transform = .identity
        }
        if commit, destination != source { reorderer.reorderItem(at: source, to: destination) }
    }
}
