import Foundation

/// Where everything in a loaded table view sits along the scrolling axis: the section counts
/// the data source gave, each section's header and footer height, each row's height (an
/// estimate until the row is shown, then the real one), and the table header and footer.
/// Positions are computed from running sums (``TableRowHeights``), never stored per row.
final class TableLayoutModel {
    /// Rows per section, and the global index of each section's first row.
    private(set) var rowCounts: [Int]
    private(set) var firstRow: [Int]
    var headerHeights: [CGFloat]
    var footerHeights: [CGFloat]
    /// extraBefore[s]: the header and footer heights of the sections before s (count + 1 values).
    private(set) var extraBefore: [CGFloat] = []
    var rows: TableRowHeights
    /// Whether a row's height is its real one (asked of the delegate or measured from its cell).
    var measured: [Bool]
    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0

    init(rowCounts: [Int], headerHeights: [CGFloat], footerHeights: [CGFloat], rowHeights: [CGFloat], measured: [Bool]) {
        self.rowCounts = rowCounts
        var first: [Int] = []
        first.reserveCapacity(rowCounts.count)
        var total = 0
        for count in rowCounts {
            first.append(total)
            total += count
        }
        firstRow = first
        self.headerHeights = headerHeights
        self.footerHeights = footerHeights
        rows = TableRowHeights(rowHeights)
        self.measured = measured
        recomputeExtras()
    }

    /// Recomputes the running sums of header and footer heights after one changed.
    func recomputeExtras() {
        var extras: [CGFloat] = [0]
        extras.reserveCapacity(rowCounts.count + 1)
        var sum: CGFloat = 0
        for section in rowCounts.indices {
            sum += headerHeights[section] + footerHeights[section]
            extras.append(sum)
        }
        extraBefore = extras
    }

    var sectionCount: Int { rowCounts.count }
    var totalRows: Int { rows.count }

    func global(_ indexPath: IndexPath) -> Int { firstRow[indexPath.section] + indexPath.row }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < sectionCount && indexPath.row >= 0
            && indexPath.row < rowCounts[indexPath.section]
    }

    /// The section holding global row `row` (which must exist).
    func section(ofGlobalRow row: Int) -> Int {
        var low = 0
        var high = sectionCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if firstRow[middle] <= row { low = middle } else { high = middle - 1 }
        }
        return low
    }

    func indexPath(ofGlobalRow row: Int) -> IndexPath {
        let section = section(ofGlobalRow: row)
        return IndexPath(row: row - firstRow[section], section: section)
    }

    func sectionTop(_ section: Int) -> CGFloat {
        tableHeaderHeight + extraBefore[section] + rows.sum(upTo: firstRow[section])
    }

    func sectionBottom(_ section: Int) -> CGFloat {
        tableHeaderHeight + extraBefore[section + 1] + rows.sum(upTo: firstRow[section] + rowCounts[section])
    }

    /// The top of global row `row` in section `section`.
    func rowTop(_ row: Int, section: Int) -> CGFloat {
        tableHeaderHeight + extraBefore[section] + headerHeights[section] + rows.sum(upTo: row)
    }

    var contentHeight: CGFloat {
        tableHeaderHeight + extraBefore[sectionCount] + rows.sum(upTo: totalRows) + tableFooterHeight
    }

    /// The last section whose top is at or above `y` (the first section when `y` is above all).
    func section(at y: CGFloat) -> Int? {
        guard sectionCount > 0 else { return nil }
        var low = 0
        var high = sectionCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionTop(middle) <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The global index of the row `y` falls in, or of the first row below `y` when it falls in
    /// a header, footer or empty section; nil when no row is at or below `y`.
    func firstRow(atOrBelow y: CGFloat) -> Int? {
        guard var section = section(at: y) else { return nil }
        while section < sectionCount {
            let first = firstRow[section]
            let end = first + rowCounts[section]
            if end > first {
                let base = tableHeaderHeight + extraBefore[section] + headerHeights[section]
                let row = max(first, rows.rowCount(fittingIn: y - base))
                if row < end { return row }
            }
            section += 1
        }
        return nil
    }

    /// The row whose rectangle contains `y`, or nil (a header, a footer, outside the content).
    func row(containing y: CGFloat) -> Int? {
        guard let section = section(at: y), rowCounts[section] > 0 else { return nil }
        let base = tableHeaderHeight + extraBefore[section] + headerHeights[section]
        guard y >= base else { return nil }
        let row = rows.rowCount(fittingIn: y - base)
        guard row >= firstRow[section], row < firstRow[section] + rowCounts[section] else { return nil }
        return row
    }
}
