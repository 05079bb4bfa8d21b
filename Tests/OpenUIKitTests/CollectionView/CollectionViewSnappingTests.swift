import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A flow layout that ends every glide on a whole item (items 100 points tall, no spacing),
/// recording what the collection view asked.
@MainActor
private final class SnappingLayout: UICollectionViewFlowLayout {
    var asked: [(proposed: CGPoint, velocity: CGPoint)] = []

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        asked.append((proposedContentOffset, velocity))
        return CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 100).rounded() * 100)
    }
}

/// Hears the target the scroll view hands its delegate at the end of a drag.
@MainActor
private final class SnappingSource: UICollectionViewDataSource, UICollectionViewDelegate {
    var delegateTargets: [CGPoint] = []
    var initialFrames: [CGRect] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        if let sized = cell as? FrameRecordingCell, let frame = sized.frameAtInit {
            initialFrames.append(frame)
            sized.frameAtInit = nil
        }
        return cell
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        delegateTargets.append(targetContentOffset.pointee)
    }
}

/// A cell that builds its content from the frame `init(frame:)` gets, as many cells do.
@MainActor
private final class FrameRecordingCell: UICollectionViewCell {
    var frameAtInit: CGRect?
    let label: UILabel

    override init(frame: CGRect) {
        label = UILabel(frame: CGRect(x: 0, y: 0, width: frame.size.width, height: frame.size.height))
        super.init(frame: frame)
        frameAtInit = frame
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }
}

@MainActor @Suite struct CollectionViewSnappingTests {
    private func stage() -> (HeadlessApp, UICollectionView, SnappingLayout, SnappingSource) {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let layout = SnappingLayout()
        layout.itemSize = CGSize(width: 300, height: 100)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(FrameRecordingCell.self, forCellWithReuseIdentifier: "item")
        let source = SnappingSource()
        collectionView.dataSource = source
        collectionView.delegate = source
        window.addSubview(collectionView)
        app.runTurn()
        return (app, collectionView, layout, source)
    }

    @Test("A flick glides to the offset the layout's targetContentOffset returns, which the delegate sees first")
    func flickSnaps() {
        let (app, collectionView, layout, source) = stage()
        app.flick(from: CGPoint(x: 150, y: 300), velocity: CGPoint(x: 0, y: -1000))
        let released = collectionView.contentOffset.y
        #expect(layout.asked.count == 1)
        let asked = layout.asked[0]
        // The content moves up (its offset grows) at 1000 points per second: 1 per millisecond.
        #expect(asked.velocity.x == 0)
        #expect(abs(asked.velocity.y - 1) < 0.05)
        #expect(asked.proposed.y > released)
        let snapped = (asked.proposed.y / 100).rounded() * 100
        #expect(source.delegateTargets == [CGPoint(x: 0, y: snapped)])
        #expect(collectionView.isDecelerating)
        app.advance(by: 5)
        #expect(!collectionView.isDecelerating)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: snapped))
        #expect(snapped.truncatingRemainder(dividingBy: 100) == 0 && snapped > released)
    }

    @Test("A registered cell class is made with init(frame:) at its item's frame")
    func cellMadeAtItemSize() {
        let (_, collectionView, _, source) = stage()
        #expect(source.initialFrames.count == 4)
        #expect(source.initialFrames.first == CGRect(x: 0, y: 0, width: 300, height: 100))
        #expect(source.initialFrames.allSatisfy { $0.size == CGSize(width: 300, height: 100) })
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? FrameRecordingCell
        #expect(cell?.label.frame.size == CGSize(width: 300, height: 100))
    }
}
