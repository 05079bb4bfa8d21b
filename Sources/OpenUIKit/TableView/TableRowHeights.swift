import Foundation

/// The heights of a table's rows with their running sums, kept in a Fenwick (binary indexed)
/// tree: changing one height, the sum above a row and the row at an offset all take
/// O(log n), so a table of 100,000 rows whose estimated heights become real as rows appear
/// never recomputes its whole layout.
struct TableRowHeights {
    private(set) var heights: [CGFloat]
    /// tree[i] (1-based) holds the sum of heights (i − lowbit(i), i].
    private var tree: [CGFloat]
    private var highestStep = 1

    init(_ heights: [CGFloat] = []) {
        self.heights = heights
        tree = [0] + heights
        let count = heights.count
        if count > 0 {
            for index in 1...count {
                let parent = index + (index & -index)
                if parent <= count { tree[parent] += tree[index] }
            }
        }
        while highestStep * 2 <= count { highestStep *= 2 }
    }

    var count: Int { heights.count }

    subscript(index: Int) -> CGFloat { heights[index] }

    /// Sets the height of row `index`.
    mutating func set(_ index: Int, to height: CGFloat) {
        let delta = height - heights[index]
        guard delta != 0 else { return }
        heights[index] = height
        var position = index + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
    }

    /// The sum of the heights of rows 0..<end.
    func sum(upTo end: Int) -> CGFloat {
        var total: CGFloat = 0
        var position = end
        while position > 0 {
            total += tree[position]
            position -= position & -position
        }
        return total
    }

    /// The number of leading rows whose heights add up to at most `offset`: the index of the
    /// row `offset` falls in, measured from the top of row 0 (`count` when past the end).
    func rowCount(fittingIn offset: CGFloat) -> Int {
        var position = 0
        var remaining = offset
        var step = highestStep
        while step > 0 {
            let next = position + step
            if next < tree.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return position
    }
}
