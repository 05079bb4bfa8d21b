import Foundation

/// One drag of a list row by its reorder control: the row follows the finger above the
/// others, the rows it passes slide a row's height out of its way, and when the finger lifts
/// the data source moves the item to the slot the row is over, in its own section or another.
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
    /// In another section everything between the two slides too (the rows after its home,
    /// the sections in between with their headers and footers, the target section's rows before
    /// the slot), so while dragging the list looks as it will once the row is dropped.
    func move(with touch: UITouch) {
        let dy = touch.location(in: collectionView).y - startY
        cell.transform = CGAffineTransform(translationX: 0, y: dy)
        let target = slot(at: homeFrame.midY + dy)
        guard target != destination else { return }
        destination = target
        let height = homeFrame.height
        UIView.animate(withDuration: Self.slideDuration) {
            for section in 0..<self.collectionView.numberOfSections {
                for item in 0..<self.collectionView.numberOfItems(inSection: section) {
                    let path = IndexPath(item: item, section: section)
                    guard path != self.source else { continue }
                    self.collectionView.cellForItem(at: path)?.transform =
                        CGAffineTransform(translationX: 0, y: self.shift(of: path, toward: target, height: height))
                }
                for (kind, place) in Self.boundaryKinds {
                    guard let view = self.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))
                    else { continue }
                    let shift = self.shift(ofPlace: Place(section: section, part: place, item: 0), toward: target, height: height)
                    view.transform = CGAffineTransform(translationX: 0, y: shift)
                }
            }
        }
    }

    /// Section headers come before a section's rows, footers after them.
    private static let boundaryKinds: [(String, Int)] = [
        (UICollectionView.elementKindSectionHeader, 0), (UICollectionView.elementKindSectionFooter, 2),
    ]

    /// Where an element stands in the list, top to bottom: its section, then header (0), rows
    /// (1) or footer (2), then the row's index.
    private struct Place: Comparable {
        let section: Int
        let part: Int
        let item: Int

        static func < (a: Place, b: Place) -> Bool {
            (a.section, a.part, a.item) < (b.section, b.part, b.item)
        }
    }

    /// How far the row at `path` slides while the dragged row is over `target`.
    private func shift(of path: IndexPath, toward target: IndexPath, height: CGFloat) -> CGFloat {
        if target.section == source.section {
            guard path.section == source.section else { return 0 }
            if source.item < target.item, path.item > source.item, path.item <= target.item { return -height }
            if target.item < source.item, path.item >= target.item, path.item < source.item { return height }
            return 0
        }
        return shift(ofPlace: Place(section: path.section, part: 1, item: path.item), toward: target, height: height)
    }

    /// How far the element at `place` slides while the dragged row is over `target`: in its own
    /// section only rows move; into another section everything between the row's home and the
    /// slot (before the target's row at `target.item`) moves by a row's height towards home.
    private func shift(ofPlace place: Place, toward target: IndexPath, height: CGFloat) -> CGFloat {
        guard target.section != source.section else { return 0 }
        let home = Place(section: source.section, part: 1, item: source.item)
        let slot = Place(section: target.section, part: 1, item: target.item)
        if home < slot { return home < place && place < slot ? -height : 0 }
        return slot <= place && place < home ? height : 0
    }

    /// The frames of the rows of `section`, in order.
    private func frames(inSection section: Int) -> [CGRect] {
        (0..<collectionView.numberOfItems(inSection: section)).map {
            collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame ?? .null
        }
    }

    /// Where `section` starts for a drop: its first row's top; for an empty section, its
    /// header's top, else its footer's (infinity when it has neither: it takes no drop).
    /// Read once per section for each move, without building the section's frames.
    private func dropTop(of section: Int) -> CGFloat {
        if collectionView.numberOfItems(inSection: section) > 0 {
            return collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: section))?.frame.minY ?? .infinity
        }
        for (kind, _) in Self.boundaryKinds {
            if let frame = collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame,
                frame.height > 0
            {
                return frame.minY
            }
        }
        return .infinity
    }

    /// The slot the dragged row's centre at `centre` is over. A section that takes drops
    /// reaches from its drop top (`dropTop(of:)`) to the next such section's (the first
    /// section up, the last down without end). In the row's own section the slot is the row
    /// under the centre (clamped to the section's ends); in another, the place before the first
    /// row whose middle is below the centre, or after its last row (the first place of an
    /// empty section).
    private func slot(at centre: CGFloat) -> IndexPath {
        let tops = (0..<collectionView.numberOfSections).map { (section: $0, top: dropTop(of: $0)) }.filter { $0.top.isFinite }
        var section = source.section
        for (index, candidate) in tops.enumerated() {
            let top = index == 0 ? -CGFloat.infinity : candidate.top
            let next = index + 1 < tops.count ? tops[index + 1].top : .infinity
            if centre >= top, centre < next {
                section = candidate.section
                break
            }
        }
        let rows = frames(inSection: section)
        guard section == source.section else {
            return IndexPath(item: rows.firstIndex { $0.midY > centre } ?? rows.count, section: section)
        }
        var target = source.item
        if let first = rows.first, centre < first.minY {
            target = 0
        } else if let last = rows.last, centre >= last.maxY {
            target = rows.count - 1
        } else if let index = rows.firstIndex(where: { centre >= $0.minY && centre < $0.maxY }) {
            target = index
        }
        return IndexPath(item: target, section: section)
    }

    /// Puts the rows back and, when `commit`, has the data source move the item.
    func finish(commit: Bool) {
        cell.layer.zPosition = 0
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                collectionView.cellForItem(at: IndexPath(item: item, section: section))?.transform = .identity
            }
            for (kind, _) in Self.boundaryKinds {
                collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))?.transform = .identity
            }
        }
        if commit, destination != source { reorderer.reorderItem(at: source, to: destination) }
    }
}
