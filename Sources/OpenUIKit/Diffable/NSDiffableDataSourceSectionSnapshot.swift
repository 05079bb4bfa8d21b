import Foundation

/// The items of one section as an outline: root items, each with ordered children, each
/// parent expanded or collapsed. The section shows its ``visibleItems``: the roots, and the
/// children of every expanded parent whose own parents are expanded, depth first.
/// - Note: See https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var roots: [ItemIdentifierType] = []
    private var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expandedItems: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    // MARK: Reading

    /// Every item, depth first (parents before their children), expanded or not.
    public var items: [ItemIdentifierType] { flatten(roots, onlyVisible: false) }
    /// The items the section shows: those whose parents are all expanded, depth first.
    public var visibleItems: [ItemIdentifierType] { flatten(roots, onlyVisible: true) }
    /// The items without a parent, in order.
    public var rootItems: [ItemIdentifierType] { roots }

    /// Whether the snapshot holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool {
        parentOf[item] != nil || roots.contains(item)
    }

    /// Whether `item`'s children show (an item is collapsed until expanded).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expandedItems.contains(item) }

    /// Whether `item` shows: every parent above it is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = parentOf[item]
        while let parent = current {
            if !expandedItems.contains(parent) { return false }
            current = parentOf[parent]
        }
        return true
    }

    /// `item`'s position in ``items``, or nil when absent.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// How deep `item` is: 0 for a root item, 1 for its children… Stops for an absent item.
    public func level(of item: ItemIdentifierType) -> Int {
        check(item, "level(of:)")
        var level = 0
        var current = parentOf[item]
        while let parent = current {
            level += 1
            current = parentOf[parent]
        }
        return level
    }

    /// The parent of `child`, or nil for a root item.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        check(child, "parent(of:)")
        return parentOf[child]
    }

    /// The subtree under `parent` as a snapshot of its own: its children as roots (or the
    /// parent itself as the one root when `includingParent`), expansion kept.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        check(parent, "snapshot(of:includingParent:)")
        var result = Self()
        if includingParent {
            result.append([parent])
            copySubtree(of: parent, into: &result, under: parent)
        } else {
            result.append(childrenOf[parent] ?? [])
            for child in childrenOf[parent] ?? [] { copySubtree(of: child, into: &result, under: child) }
        }
        result.expandedItems = expandedItems.filter { result.contains($0) }
        return result
    }

    /// A text picture of the outline, one item a line, indented by level, collapsed parents
    /// marked with "+" and expanded ones with "-".
    public func visualDescription() -> String {
        var lines: [String] = []
        func describe(_ items: [ItemIdentifierType], depth: Int) {
            for item in items {
                let children = childrenOf[item] ?? []
                let mark = children.isEmpty ? " " : (expandedItems.contains(item) ? "-" : "+")
                lines.append(String(repeating: "  ", count: depth) + mark + " \(item)")
                describe(children, depth: depth + 1)
            }
        }
        describe(roots, depth: 0)
        return lines.joined(separator: "\n")
    }

    // MARK: Changing

    /// Adds `items` at the end of `parent`'s children (of the root items when nil). Stops for
    /// an item already in the snapshot or an absent parent.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        checkNew(items, "append(_:to:)")
        if let parent {
            check(parent, "append(_:to:)")
            childrenOf[parent, default: []].append(contentsOf: items)
            for item in items { parentOf[item] = parent }
        } else {
            roots.append(contentsOf: items)
        }
    }

    /// Adds `items` as siblings just before `item`.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, next: item, offset: 0, "insert(_:before:)")
    }

    /// Adds `items` as siblings just after `item`.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, next: item, offset: 1, "insert(_:after:)")
    }

    /// Adds a snapshot's outline just before `item`, as its siblings.
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        insert(snapshot.roots, before: item)
        merge(snapshot)
    }

    /// Adds a snapshot's outline just after `item`, as its siblings.
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        insert(snapshot.roots, after: item)
        merge(snapshot)
    }

    /// Removes `items` with everything under them; absent items are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            removeSubtree(of: item)
            if let parent = parentOf.removeValue(forKey: item) {
                childrenOf[parent]?.removeAll { $0 == item }
                if childrenOf[parent]?.isEmpty == true { childrenOf[parent] = nil }
            } else {
                roots.removeAll { $0 == item }
            }
            expandedItems.remove(item)
        }
    }

    /// Removes every item.
    public mutating func deleteAll() { self = Self() }

    /// Shows the children of `items`. Stops for an absent item.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items { check(item, "expand(_:)") }
        expandedItems.formUnion(items)
    }

    /// Hides the children of `items`. Stops for an absent item.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { check(item, "collapse(_:)") }
        expandedItems.subtract(items)
    }

    /// Replaces everything under `parent` with `snapshot`'s outline.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        check(parent, "replace(childrenOf:using:)")
        delete(childrenOf[parent] ?? [])
        append(snapshot.roots, to: parent)
        merge(snapshot)
    }

    // MARK: Helpers

    private func flatten(_ items: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        func walk(_ items: [ItemIdentifierType]) {
            for item in items {
                result.append(item)
                if !onlyVisible || expandedItems.contains(item), let children = childrenOf[item] { walk(children) }
            }
        }
        walk(items)
        return result
    }

    private mutating func insert(_ items: [ItemIdentifierType], next item: ItemIdentifierType, offset: Int, _ method: String) {
        check(item, method)
        checkNew(items, method)
        if let parent = parentOf[item] {
            let index = childrenOf[parent]!.firstIndex(of: item)! + offset
            childrenOf[parent]!.insert(contentsOf: items, at: index)
            for new in items { parentOf[new] = parent }
        } else {
            let index = roots.firstIndex(of: item)! + offset
            roots.insert(contentsOf: items, at: index)
        }
    }

    /// Takes `snapshot`'s children and expansion (its roots are already placed).
    private mutating func merge(_ snapshot: Self) {
        for (parent, children) in snapshot.childrenOf {
            checkNew(children, "insert")
            childrenOf[parent] = children
            for child in children { parentOf[child] = parent }
        }
        expandedItems.formUnion(snapshot.expandedItems)
    }

    private func copySubtree(of item: ItemIdentifierType, into result: inout Self, under parent: ItemIdentifierType) {
        for child in childrenOf[item] ?? [] {
            result.append([child], to: parent)
            copySubtree(of: child, into: &result, under: child)
        }
    }

    private mutating func removeSubtree(of item: ItemIdentifierType) {
        for child in childrenOf.removeValue(forKey: item) ?? [] {
            removeSubtree(of: child)
            parentOf[child] = nil
            expandedItems.remove(child)
        }
    }

    private func check(_ item: ItemIdentifierType, _ method: String) {
        Fatal.check(
            contains(item),
            "NSInternalInconsistencyException: NSDiffableDataSourceSectionSnapshot.\(method): the item \(item) is not "
                + "in the snapshot")
    }

    private func checkNew(_ items: [ItemIdentifierType], _ method: String) {
        var seen = Set<ItemIdentifierType>()
        for item in items {
            Fatal.check(
                !contains(item) && seen.insert(item).inserted,
                "NSInternalInconsistencyException: NSDiffableDataSourceSectionSnapshot.\(method): the item \(item) "
                    + "already exists; each item identifier must be unique")
        }
    }
}
