import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A cell that shows a title and counts how often it is prepared for reuse.
@MainActor
private final class TitleCell: UICollectionViewCell {
    var title = ""
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        title = ""
    }
}

/// A header that shows a title.
@MainActor
private final class TitleHeader: UICollectionReusableView {
    var title = ""
}

/// Cell and supplementary registrations: the handler configures every dequeued view, the
/// class is registered on first use, views are reused, and the diffable pattern of iOS code
/// compiles and runs unchanged.
@MainActor
@Suite struct CellRegistrationTests {
    enum Section: Hashable, Sendable { case main }

    private func collectionView(in app: HeadlessApp, header: CGFloat = 0) -> UICollectionView {
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        return collectionView(in: controller.view, header: header)
    }

    private func collectionView(in container: UIView, header: CGFloat = 0) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: header)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        container.addSubview(cv)
        return cv
    }

    @Test("The diffable pattern: cells configured by the registration, headers by the supplementary one")
    func diffablePattern() {
        let app = HeadlessApp()
        let cv = collectionView(in: app, header: 40)
        var handled: [IndexPath] = []
        let cellRegistration = UICollectionView.CellRegistration<TitleCell, Int> { cell, indexPath, item in
            cell.title = "item \(item)"
            handled.append(indexPath)
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<TitleHeader>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, kind, indexPath in
            header.title = "\(kind) \(indexPath.section)"
        }
        #expect(headerRegistration.elementKind == UICollectionView.elementKindSectionHeader)
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: cv) {
            collectionView, indexPath, itemIdentifier in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: itemIdentifier)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(100..<200))
        dataSource.apply(snapshot, animatingDifferences: false)
        app.runTurn()

        // 40-point header then 100-point rows: rows 0…8 meet 844 points.
        #expect(cv.indexPathsForVisibleItems.count == 9)
        #expect(handled == (0..<9).map { IndexPath(item: $0, section: 0) })
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? TitleCell
        #expect(first?.title == "item 100")
        // The dequeued cell had its frame before the handler ran.
        #expect(first?.frame == CGRect(x: 0, y: 40, width: 390, height: 100))
        let header = cv.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? TitleHeader
        #expect(header?.title == "UICollectionElementKindSectionHeader 0")
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
    }

    @Test("Scrolling 1,000 items reuses a bounded set of cells, each configured again by the handler")
    func reuseWhileScrolling() {
        let app = HeadlessApp()
        let cv = collectionView(in: app)
        let source = RegistrationSource(count: 1_000)
        cv.dataSource = source
        app.runTurn()
        #expect(source.handlerCalls == 9)
        var made = Set<ObjectIdentifier>()
        var maximumLive = 0
        for step in 1...111 {
            cv.contentOffset = CGPoint(x: 0, y: min(CGFloat(step) * 900, 100_000 - 844))
            app.runTurn()
            for cell in cv.visibleCells { made.insert(ObjectIdentifier(cell)) }
            maximumLive = max(maximumLive, cv.visibleCells.count)
            let top = cv.indexPathsForVisibleItems.first!
            #expect((cv.cellForItem(at: top) as? TitleCell)?.title == "item \(top.item)")
        }
        // Each offset shows 9 or 10 rows; a jump of 900 points leaves no row in view, so every
        // shown cell goes back to the pool before the next rows are asked for.
        #expect(cv.contentOffset.y == 99_156)
        #expect(cv.indexPathsForVisibleItems.last == IndexPath(item: 999, section: 0))
        #expect(maximumLive <= 10)
        #expect(made.count <= 10)
        #expect(source.handlerCalls == source.cellRequests)
        let reused = cv.visibleCells.compactMap { $0 as? TitleCell }.filter { $0.reuses > 0 }
        #expect(!reused.isEmpty, "cells scrolled back into view come from the reuse pool")
    }

    @Test("One registration serves two collection views, each registering its class on first use")
    func oneRegistrationTwoCollectionViews() {
        let app = HeadlessApp()
        let registration = UICollectionView.CellRegistration<TitleCell, String> { cell, _, item in cell.title = item }
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let first = collectionView(in: controller.view)
        let second = collectionView(in: controller.view)
        let sourceA = ClosureSource(count: 3) { cv, indexPath in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "a\(indexPath.item)")
        }
        let sourceB = ClosureSource(count: 2) { cv, indexPath in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "b\(indexPath.item)")
        }
        first.dataSource = sourceA
        second.dataSource = sourceB
        app.runTurn()
        #expect(first.visibleCells.compactMap { ($0 as? TitleCell)?.title } == ["a0", "a1", "a2"])
        #expect(second.visibleCells.compactMap { ($0 as? TitleCell)?.title } == ["b0", "b1"])
        // Both registered the class under the registration's one identifier.
        #expect(first.visibleCells.first?.reuseIdentifier != nil)
        #expect(first.visibleCells.first?.reuseIdentifier == second.visibleCells.first?.reuseIdentifier)
    }

    @Test("A registration made inside the cell request stops at its dequeue, naming the mistake")
    func registrationInsideCellRequestStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let app = HeadlessApp()
                let controller = UIViewController()
                app.makeWindow(rootViewController: controller)
                let cv = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
                let source = ClosureSource(count: 1) { cv, indexPath in
                    let late = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
                    return cv.dequeueConfiguredReusableCell(using: late, for: indexPath, item: 0)
                }
                cv.dataSource = source
                controller.view.addSubview(cv)
                app.runTurn()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("registration that was created inside collectionView(_:cellForItemAt:)"))
    }
}

/// A data source whose cells come from one registration made up front.
@MainActor
private final class RegistrationSource: UICollectionViewDataSource {
    let count: Int
    var handlerCalls = 0
    var cellRequests = 0
    private var registration: UICollectionView.CellRegistration<TitleCell, Int>!

    init(count: Int) {
        self.count = count
        registration = UICollectionView.CellRegistration<TitleCell, Int> { [unowned self] cell, _, item in
            handlerCalls += 1
            cell.title = "item \(item)"
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests += 1
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }
}

/// A one-section data source whose cells come from a closure.
@MainActor
private final class ClosureSource: UICollectionViewDataSource {
    let count: Int
    let makeCell: (UICollectionView, IndexPath) -> UICollectionViewCell

    init(count: Int, makeCell: @escaping (UICollectionView, IndexPath) -> UICollectionViewCell) {
        self.count = count
        self.makeCell = makeCell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        makeCell(collectionView, indexPath)
    }
}
