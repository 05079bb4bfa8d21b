import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A data source and flow-layout delegate over section item counts that counts
/// `collectionView(_:cellForItemAt:)` calls and the distinct cells handed out, and records
/// what the collection view tells its delegate about selection and highlighting, as
/// `.call("collection", "didSelectItemAt", at: indexPath)` (the questions too, without their
/// answers).
@MainActor
final class CountingCollectionSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var cellForItemCalls = 0
    var cellsSeen = Set<ObjectIdentifier>()
    /// Where the selection and highlight calls are recorded.
    let recorder = EventRecorder()
    /// Per-item sizes given through the delegate (nil: the layout's itemSize).
    var sizes: ((IndexPath) -> CGSize)?
    var refusesSelection: Set<IndexPath> = []

    init(counts: [Int]) {
        self.counts = counts
    }

    /// The calls recorded since the source was made or ``recorder`` last emptied, in order.
    var calls: [RecordedEvent] { recorder.events }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellForItemCalls += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cellsSeen.insert(ObjectIdentifier(cell))
        cell.tag = indexPath.section * 100_000 + indexPath.item
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        view.tag = indexPath.section
        return view
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        record("didHighlightItemAt", indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        record("didUnhighlightItemAt", indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        record("shouldSelectItemAt", indexPath)
        return !refusesSelection.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        record("didSelectItemAt", indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        record("shouldDeselectItemAt", indexPath)
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        record("didDeselectItemAt", indexPath)
    }

    /// Records the delegate method whose argument label is `method`, about the item at `indexPath`.
    private func record(_ method: String, _ indexPath: IndexPath) {
        recorder.record(.call("collection", method, at: indexPath))
    }
}

/// One application with a full-screen (390 × 844) collection view over a counting source and
/// a flow layout with 100 × 100 items.
@MainActor
struct CollectionStage {
    let app: HeadlessApp
    let collectionView: UICollectionView
    let layout: UICollectionViewFlowLayout
    let source: CountingCollectionSource

    init(
        counts: [Int], frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
        cellClass: UICollectionViewCell.Type = UICollectionViewCell.self,
        configure: (UICollectionViewFlowLayout) -> Void = { _ in }
    ) {
        app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        configure(layout)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        source = CountingCollectionSource(counts: counts)
        collectionView.register(cellClass, forCellWithReuseIdentifier: "item")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: "header")
        collectionView.dataSource = source
        collectionView.delegate = source
        controller.view.addSubview(collectionView)
        app.runTurn()
    }

    /// The cells that are the collection view's subviews now.
    var liveCells: [UICollectionViewCell] { collectionView.subviews.compactMap { $0 as? UICollectionViewCell } }

    /// The item's frame in content coordinates.
    func frame(_ item: Int, section: Int = 0) -> CGRect {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    }

    /// The centre of the item in the window (the collection view is at the window's origin).
    func center(of indexPath: IndexPath) -> CGPoint {
        let rect = collectionView.layoutAttributesForItem(at: indexPath)!.frame
        return CGPoint(x: rect.midX - collectionView.contentOffset.x, y: rect.midY - collectionView.contentOffset.y)
    }
}
