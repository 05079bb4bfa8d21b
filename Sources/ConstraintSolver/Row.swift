/// One equation of the tableau: `basic = constant + Σ coefficient·symbol`.
///
/// Cells live in one contiguous array sorted by symbol id, so that adding a multiple of another
/// row is a linear merge and a lookup is a binary search. Objective rows use the same storage
/// with a negative `basic` marker.
struct Row {
    /// A symbol with its coefficient.
    struct Cell {
        var symbol: Int32
        var coefficient: Double
    }

    /// Coefficients smaller than this in magnitude are treated as zero and dropped.
    static let epsilon = 1e-8
    /// `basic` of an objective row.
    static let objective: Int32 = -1
    /// `basic` of a slot on the free list.
    static let free = Int32.min

    var cells: [Cell]
    var constant: Double
    var basic: Int32

    static var freeSlot: Row { Row(cells: [], constant: 0, basic: free) }

    /// The position of `symbol` among the cells, or nil.
    func position(of symbol: Int32) -> Int? {
        cells.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            while low < high {
                let middle = (low + high) >> 1
                let found = buffer[middle].symbol
                if found < symbol {
                    low = middle + 1
                } else if found > symbol {
                    high = middle
                } else {
                    return middle
                }
            }
            return nil
        }
    }

    /// The coefficient of `symbol`, zero when absent.
    func coefficient(of symbol: Int32) -> Double {
        guard let index = position(of: symbol) else { return 0 }
        return cells[index].coefficient
    }

    /// Negates the whole equation `0 = constant + Σ cells`.
    mutating func negate() {
        constant = -constant
        for index in cells.indices {
            cells[index].coefficient = -cells[index].coefficient
        }
    }

    /// Rewrites `0 = constant + a·symbol + rest` as `symbol = (constant + rest) / -a`.
    mutating func solve(for symbol: Int32) {
        guard let index = position(of: symbol) else { return }
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for position in cells.indices {
            cells[position].coefficient *= factor
        }
    }

    /// Rewrites `previous = constant + a·symbol + rest` (previous being the current basic
    /// symbol) as `symbol = (previous - constant - rest) / a`.
    mutating func solve(for symbol: Int32, replacing previous: Int32) {
        guard let index = position(of: symbol) else { return }
        let coefficient = cells[index].coefficient
        let factor = -1 / coefficient
        cells.remove(at: index)
        constant *= factor
        for position in cells.indices {
            cells[position].coefficient *= factor
        }
        var insertAt = cells.count
        while insertAt > 0 && cells[insertAt - 1].symbol > previous {
            insertAt -= 1
        }
        cells.insert(Cell(symbol: previous, coefficient: 1 / coefficient), at: insertAt)
    }

    /// Removes the cell of `symbol` if present.
    mutating func remove(_ symbol: Int32) {
        if let index = position(of: symbol) {
            cells.remove(at: index)
        }
    }

    /// Writes `a + scale·b` into `output`, leaving out `skipped` and coefficients below
    /// ``epsilon``; appends to `introduced` every symbol of `b` that `a` lacked and that stays.
    ///
    /// Both inputs must be sorted by symbol; so is the output. Runs in O(|a| + |b|).
    static func merge(
        _ a: [Cell], _ b: [Cell], scale: Double, skipping skipped: Int32,
        into output: inout [Cell], introduced: inout [Int32]
    ) {
        output.removeAll(keepingCapacity: true)
        // A buffer that must grow at least doubles: buffers pass from row to row (the output
        // becomes the target row's cells, its old cells the next output), and rows grow as
        // they are substituted into, so exact sizes would make nearly every merge allocate.
        // Reserved unconditionally: after the call the buffer is known to be unique and large
        // enough, which spares the appends below their checks.
        let needed = a.count + b.count
        output.reserveCapacity(output.capacity >= needed ? needed : Swift.max(needed, 2 * output.capacity))
        a.withUnsafeBufferPointer { left in
            b.withUnsafeBufferPointer { right in
                var i = 0
                var j = 0
                let leftCount = left.count
                let rightCount = right.count
                while i < leftCount || j < rightCount {
                    let leftSymbol = i < leftCount ? left[i].symbol : Int32.max
                    let rightSymbol = j < rightCount ? right[j].symbol : Int32.max
                    if leftSymbol < rightSymbol {
                        if leftSymbol != skipped {
                            output.append(left[i])
                        }
                        i += 1
                    } else if rightSymbol < leftSymbol {
                        if rightSymbol != skipped {
                            let value = right[j].coefficient * scale
                            if abs(value) >= epsilon {
                                output.append(Cell(symbol: rightSymbol, coefficient: value))
                                introduced.append(rightSymbol)
                            }
                        }
                        j += 1
                    } else {
                        if leftSymbol != skipped {
                            let value = left[i].coefficient + right[j].coefficient * scale
                            if abs(value) >= epsilon {
                                output.append(Cell(symbol: leftSymbol, coefficient: value))
                            }
                        }
                        i += 1
                        j += 1
                    }
                }
            }
        }
    }
}
