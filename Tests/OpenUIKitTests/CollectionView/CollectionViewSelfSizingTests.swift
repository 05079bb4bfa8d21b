import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A cell whose content view holds a box of `width` × 30 pinned 10 points inside it, so Auto
/// Layout fits the content view to (width + 20) × 50.
final class BoxCell: UICollectionViewCell {
    let box = UIView()
    var widthConstraint: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        widthConstraint = box.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            widthConstraint,
            box.heightAnchor.constraint(equalToConstant: 30),
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}

/// A data source whose cells' boxes are 40 + 10 × item points wide.
@MainActor
final class BoxSource: UICollectionViewDataSource {
    let count: Int
    var calls = 0

    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        calls += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath) as! BoxCell
        cell.widthConstraint.constant = 40 + 10 * CGFloat(indexPath.item % 10)
        return cell
    }
}

@MainActor
@Suite struct CollectionViewSelfSizingTests {
    private func makeStage(count: Int, estimate: CGSize) -> (HeadlessApp, UICollectionView, BoxSource) {
        let app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = estimate
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(BoxCell.self, forCellWithReuseIdentifier: "box")
        let source = BoxSource(count: count)
        cv.dataSource = source
        controller.view.addSubview(cv)
        app.runTurn()
        return (app, cv, source)
    }

    @Test("automaticSize: each cell takes the size its constraints fit, and lines reflow around it")
    func automaticSize() {
        let (_, cv, _) = makeStage(count: 6, estimate: UICollectionViewFlowLayout.automaticSize)
        let sizes = (0..<6).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.size }
        #expect(sizes == (0..<6).map { CGSize(width: 60 + 10 * CGFloat($0), height: 50) })
        // Widths 60, 70, 80, 90 fit a 390 line (330 with 3 gaps of 10); 100 does not: line
        // one is justified (gaps of 30), line two holds 100 and 110.
        let frames = (0..<6).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 60, height: 50))
        #expect(frames[1] == CGRect(x: 90, y: 0, width: 70, height: 50))
        #expect(frames[3] == CGRect(x: 300, y: 0, width: 90, height: 50))
        #expect(frames[4] == CGRect(x: 0, y: 60, width: 100, height: 50))
        #expect(frames[5] == CGRect(x: 110, y: 60, width: 110, height: 50))
        #expect(cv.contentSize == CGSize(width: 390, height: 110))
        #expect(cv.cellForItem(at: IndexPath(item: 5, section: 0))?.frame == frames[5])
    }

    @Test("An estimated size is replaced by the measured size for items shown; the rest keep the estimate")
    func estimatedSize() {
        let (app, cv, source) = makeStage(count: 1_000, estimate: CGSize(width: 100, height: 100))
        // Items shown are measured (50 high); the others keep the 100 × 100 estimate.
        let shown = cv.indexPathsForVisibleItems
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size == CGSize(width: 60, height: 50))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 999, section: 0))?.size == CGSize(width: 100, height: 100))
        #expect(shown.count == source.calls)
        #expect(shown.allSatisfy { cv.layoutAttributesForItem(at: $0)!.size.height == 50 })
        let before = cv.contentSize.height
        cv.contentOffset = CGPoint(x: 0, y: 1_000)
        app.runTurn()
        // Items measured on the way are smaller than the estimate: the content shrinks.
        #expect(cv.contentSize.height < before)
        #expect(cv.indexPathsForVisibleItems.allSatisfy { cv.layoutAttributesForItem(at: $0)!.size.height == 50 })
    }
}
