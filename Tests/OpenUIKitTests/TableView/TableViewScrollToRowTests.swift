import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Scrolling a row to a position, at once or animated.
@MainActor
@Suite struct TableViewScrollToRowTests {
    @Test("Top, middle, bottom and none put the row where asked, within the content")
    func positions() {
        let stage = TableStage(counts: [1000])
        let table = stage.table
        let row = IndexPath(row: 500, section: 0)
        table.scrollToRow(at: row, at: .top, animated: false)
        #expect(table.contentOffset.y == 22_000)
        #expect(table.indexPathsForVisibleRows?.first == row)
        table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(table.contentOffset.y == CGFloat(22_000 + 22 - 422))
        table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(22_044 - 844))
        table.scrollToRow(at: IndexPath(row: 495, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == CGFloat(22_044 - 844))
        table.scrollToRow(at: IndexPath(row: 400, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 17_600)
        table.scrollToRow(at: IndexPath(row: 999, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(44_000 - 844))
        stage.app.runTurn()
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 999, section: 0))
    }

    @Test("Animated, the table glides there on the clock and shows the row")
    func animated() {
        let stage = TableStage(counts: [1000])
        let table = stage.table
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: true)
        #expect(table.contentOffset.y == 0)
        stage.app.advance(by: 0.5)
        #expect(table.contentOffset.y == 4400)
        #expect(table.cellForRow(at: IndexPath(row: 100, section: 0))?.frame.minY == 4400)
    }

    @Test("With self-sizing rows, the row lands exactly at the top although its estimate was wrong")
    func selfSizingTop() {
        let text = "A row long enough to take two lines of text at this width, so it is taller than estimated."
        let stage = TableStage(
            counts: [200], rowHeight: nil, cellClass: MultilineCell.self, texts: [Array(repeating: text, count: 200)])
        let table = stage.table
        let row = IndexPath(row: 150, section: 0)
        table.scrollToRow(at: row, at: .top, animated: false)
        stage.app.runTurn()
        #expect(table.rectForRow(at: row).height > 44)
        #expect(table.rectForRow(at: row).minY == table.contentOffset.y)
        #expect(table.indexPathsForVisibleRows?.first == row)
    }
}
