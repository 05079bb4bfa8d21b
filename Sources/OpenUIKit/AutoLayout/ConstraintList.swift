import Foundation

/// Constraints in the order they were added, each at most once, with O(1) adding, removing
/// and membership: removal leaves a hole that later compaction closes (amortized O(1)), so
/// deactivating many constraints costs as little as activating them.
///
/// A short list (most views name two to five constraints) has no position index: it is
/// searched in place, which costs less than hashing, and making and growing a dictionary per
/// view was most of activation's bookkeeping. The index is built once the slots reach
/// ``indexThreshold`` and kept from then on, so a long list stays O(1) per change.
///
/// Iteration follows insertion order; the position index is looked up, never iterated, so the
/// per-process hash order cannot reach the solver.
package struct ConstraintList: Sequence {
    /// How many slots a list searches in place before it builds its position index.
    package static let indexThreshold = 16

    private var slots: [NSLayoutConstraint?] = []
    /// Empty while the list is short (searched in place), else every constraint's slot.
    private var positions: [ObjectIdentifier: Int] = [:]
    /// How many constraints the list holds.
    package private(set) var count = 0
    /// The slots its changes have visited so far: one per append or removal, plus every slot a
    /// compaction or an emptying goes over. A count, not a time, so tests check that removing
    /// many constraints stays linear (linear scans once made 10,000 deactivations take 4.3 s
    /// against 0.25 s to activate) without timing it.
    package private(set) var steps = 0

    package init() {}

    package var isEmpty: Bool { count == 0 }

    /// The constraints, in insertion order.
    package var elements: [NSLayoutConstraint] { slots.compactMap { $0 } }

    /// Whether the list has its position index (see ``indexThreshold``).
    package var isIndexed: Bool { !positions.isEmpty }

    package func contains(_ constraint: NSLayoutConstraint) -> Bool {
        if positions.isEmpty { return slot(of: constraint) != nil }
        return positions[ObjectIdentifier(constraint)] != nil
    }

    /// The slot holding `constraint`, searched in place (a short list).
    private func slot(of constraint: NSLayoutConstraint) -> Int? {
        let wanted = ObjectIdentifier(constraint)
        for index in slots.indices {
            if let held = slots[index], ObjectIdentifier(held) == wanted { return index }
        }
        return nil
    }

    /// Adds `constraint` at the end unless it is already in the list.
    package mutating func append(_ constraint: NSLayoutConstraint) {
        if positions.isEmpty {
            if slots.count < Self.indexThreshold {
                guard slot(of: constraint) == nil else { return }
                steps &+= 1
                slots.append(constraint)
                count += 1
                return
            }
            buildIndex()
        }
        // One hash lookup: the position is written through the subscript's in-place accessor
        // only when the key was absent.
        let position = slots.count
        var isNew = false
        Self.claim(&positions[ObjectIdentifier(constraint), default: -1], position: position, isNew: &isNew)
        guard isNew else { return }
        steps &+= 1
        slots.append(constraint)
        count += 1
    }

    /// Stores `position` in a slot that held the absent marker (-1).
    @inline(__always)
    private static func claim(_ slot: inout Int, position: Int, isNew: inout Bool) {
        if slot < 0 {
            slot = position
            isNew = true
        }
    }

    /// Removes `constraint` if it is in the list; the others keep their order.
    package mutating func remove(_ constraint: NSLayoutConstraint) {
        let found = positions.isEmpty ? slot(of: constraint) : positions.removeValue(forKey: ObjectIdentifier(constraint))
        guard let position = found else { return }
        steps &+= 1
        slots[position] = nil
        count -= 1
        if count == 0 {
            steps &+= slots.count
            slots.removeAll()
        } else if slots.count >= 16 && count * 2 < slots.count {
            compact()
        }
    }

    package mutating func removeAll() {
        steps &+= slots.count
        slots.removeAll()
        positions.removeAll()
        count = 0
    }

    package func makeIterator() -> IndexingIterator<[NSLayoutConstraint]> {
        elements.makeIterator()
    }

    private mutating func compact() {
        steps &+= slots.count
        slots = slots.filter { $0 != nil }
        // A short list has no index to renumber.
        guard !positions.isEmpty else { return }
        for (position, constraint) in slots.enumerated() {
            positions[ObjectIdentifier(constraint!)] = position
        }
    }

    /// Indexes the slots of a list that outgrew searching in place.
    private mutating func buildIndex() {
        steps &+= slots.count
        positions.reserveCapacity(slots.count * 2)
        for (position, constraint) in slots.enumerated() {
            if let constraint { positions[ObjectIdentifier(constraint)] = position }
        }
    }
}
