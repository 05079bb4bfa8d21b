/// A point in symbol creation to roll back to: the symbol count and the height of the free list.
struct SymbolMark {
    /// `kinds.count` at the mark; ids from here on were appended after it.
    let count: Int
    /// `freeTop` at the mark; free-list entries between the current top and this were reused.
    let freeTop: Int
}
