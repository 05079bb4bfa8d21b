import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Rows sized by their cells' Auto Layout constraints (`UITableView.automaticDimension`).
@MainActor
@Suite struct TableViewSelfSizingTests {
    private let texts = [
        "One line",
        "Two lines: this sentence is long enough that it has to wrap once at this width.",
        "Three lines or more: this sentence goes on and on, long past the edge of the row, so the label wraps it again and again until it is done.",
    ]

    /// The height a 17-point multi-line label needs at 358 points (390 − 2 × 16).
    private func labelHeight(_ text: String) -> CGFloat {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = UIFont.systemFont(ofSize: 17)
        label.text = text
        return label.sizeThatFits(CGSize(width: 358, height: CGFloat.greatestFiniteMagnitude)).height
    }

    @Test("Each row is as tall as its label's lines plus the insets and the 1-pixel separator")
    func rowsFitTheirLabels() {
        let stage = TableStage(
            counts: [30], rowHeight: nil, cellClass: MultilineCell.self, texts: [(0..<30).map { texts[$0 % 3] }])
        let table = stage.table
        #expect(table.rowHeight == UITableView.automaticDimension)
        let separator: CGFloat = 1.0 / 3
        let heights = texts.map { labelHeight($0) + 22 + separator }
        #expect(heights[0] < heights[1] && heights[1] < heights[2])
        for row in 0..<3 {
            let indexPath = IndexPath(row: row, section: 0)
            #expect(table.rectForRow(at: indexPath).height == heights[row])
            let cell = table.cellForRow(at: indexPath) as? MultilineCell
            #expect(cell?.frame.height == heights[row])
            #expect(cell?.contentView.frame.height == heights[row] - separator)
            // The window's Auto Layout solves the label's frame to within rounding.
            let frame = cell?.label.frame ?? .zero
            #expect(frame.origin == CGPoint(x: 16, y: 11) && frame.width == 358)
            #expect(abs(frame.height - labelHeight(texts[row])) < 1e-9)
        }
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == heights[0])
        // Rows not shown yet keep the 44-point estimate until they come into view.
        let shown = table.indexPathsForVisibleRows ?? []
        let hidden = IndexPath(row: 29, section: 0)
        #expect(!shown.contains(hidden))
        #expect(table.rectForRow(at: hidden).height == 44)
        // Scrolled down to the end a screen at a time, every row has been shown and measured:
        // the content is their exact sum.
        while table.contentOffset.y < table.contentSize.height - 844 {
            table.contentOffset.y = min(table.contentOffset.y + 400, table.contentSize.height - 844)
            stage.app.runTurn()
        }
        let total = (0..<30).reduce(CGFloat(0)) { $0 + heights[$1 % 3] }
        #expect(abs(table.contentSize.height - total) < 1e-9)
        #expect(abs(table.contentOffset.y - (total - 844)) < 1e-9)
        #expect(table.rectForRow(at: hidden).height == heights[29 % 3])
        #expect(table.indexPathsForVisibleRows?.last == hidden)
    }

    @Test("Standard-style cells are at least 44 points, taller when their labels need it")
    func standardCells() {
        let stage = TableStage(counts: [3], rowHeight: nil)
        #expect(stage.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        let cell = stage.table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.contentView.frame.height == 44 - 1.0 / 3)
        #expect(cell?.textLabel?.frame.minX == 16)
    }
}
