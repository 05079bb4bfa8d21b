import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Paths that were quadratic (or unbounded) in the size of their input give the right answer
/// on inputs large enough that a quadratic path would take minutes. Speed itself is measured
/// by benchmarks, not asserted here.
@MainActor @Suite struct LinearPathTests {
    @Test("Reversing 10,000 items with a diffable data source applies the new order to the table")
    func diffableReorder() {
        let (app, root) = makeRobustApp()
        let table = UITableView(frame: root.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        root.addSubview(table)
        let source = UITableViewDiffableDataSource<Int, Int>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.tag = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<10_000))
        source.apply(snapshot, animatingDifferences: false)
        app.runUntilIdle()
        var reversed = NSDiffableDataSourceSnapshot<Int, Int>()
        reversed.appendSections([0])
        reversed.appendItems(Array((0..<10_000).reversed()))
        source.apply(reversed, animatingDifferences: false)
        app.runUntilIdle()
        #expect(source.snapshot().itemIdentifiers.first == 9_999)
        #expect(table.numberOfRows(inSection: 0) == 10_000)
        #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 0)) == 9_999)
        #expect(table.visibleCells.first?.tag == 9_999)
        var halved = reversed
        halved.deleteItems(Array(stride(from: 0, to: 10_000, by: 2)))
        source.apply(halved, animatingDifferences: false)
        app.runUntilIdle()
        #expect(table.numberOfRows(inSection: 0) == 5_000)
        #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 0)) == 9_999)
    }

    @Test("CALayer.hitTest finds the deepest layer of a chain 10,000 layers deep")
    func deepLayerHitTest() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.position = CGPoint(x: 50, y: 50)
        var deepest = root
        for _ in 0..<10_000 {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            deepest.addSublayer(layer)
            deepest = layer
        }
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === deepest)
        #expect(root.hitTest(CGPoint(x: 150, y: 10)) == nil)
    }

    @Test("A display link asking for 2e9 frames a second runs at most 120 times a second")
    func displayLinkRateClamped() {
        let app = HeadlessApp()
        var calls = 0
        let link = CADisplayLink { _ in calls += 1 }
        link.preferredFramesPerSecond = 2_000_000_000
        link.add(to: app.application.runLoop)
        app.advance(by: 1)
        link.invalidate()
        #expect(calls > 0 && calls <= 120, "\(calls)")
        #expect(link.duration == 1.0 / 120)
    }
}
