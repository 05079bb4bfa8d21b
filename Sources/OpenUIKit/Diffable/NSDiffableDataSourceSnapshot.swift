import Foundation

/// The state of a diffable data source's content: an ordered list of section identifiers,
/// each with an ordered list of item identifiers. Identifiers are unique across the whole
/// snapshot; giving one twice stops, as in UIKit. A data source applies a snapshot by working
/// out the difference from the one it shows.
/// - Note: See https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The sections, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    /// The items of each section, parallel to `sectionIdentifiers`.
    private var items: [[ItemIdentifierType]] = []
    /// Each item's section.
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// Each section's index.
    private var indexOfSection: [SectionIdentifierType: Int] = [:]
    /// Items and sections marked for reloading or reconfiguring, in the order marked.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in every section.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The number of items in `identifier`'s section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        items[sectionIndex(identifier, "numberOfItems(inSection:)")].count
    }

    /// The items of `identifier`'s section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        items[sectionIndex(identifier, "itemIdentifiers(inSection:)")]
    }

    /// The section holding `identifier`, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The item's index in the whole snapshot (counting every section before it), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let index = indexOfSection[section],
            let item = items[index].firstIndex(of: identifier)
        else { return nil }
        return items[..<index].reduce(0) { $0 + $1.count } + item
    }

    /// The section's index, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { indexOfSection[identifier] }

    /// The item's index path, or nil.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let index = indexOfSection[section],
            let item = items[index].firstIndex(of: identifier)
        else { return nil }
        return IndexPath(item: item, section: index)
    }

    /// Every item's index path, built in one pass (a difference looks up every item, which
    /// ``indexPath(of:)`` would do by a search through its section).
    func indexPathsOfItems() -> [ItemIdentifierType: IndexPath] {
        var result: [ItemIdentifierType: IndexPath] = [:]
        result.reserveCapacity(sectionOfItem.count)
        for (section, sectionItems) in items.enumerated() {
            for (item, identifier) in sectionItems.enumerated() { result[identifier] = IndexPath(item: item, section: section) }
        }
        return result
    }

    /// The item at `indexPath`, or nil.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < items.count, indexPath.item >= 0,
            indexPath.item < items[indexPath.section].count
        else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// The items of the section at `index`.
    func items(inSectionAt index: Int) -> [ItemIdentifierType] { items[index] }

    // MARK: Items

    /// Adds items at the end of `section` (the last section when nil).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        let index: Int
        if let section {
            index = sectionIndex(section, "appendItems(_:toSection:)")
        } else {
            guard !sectionIdentifiers.isEmpty else {
                Fatal.stop(
                    "NSInternalInconsistencyException: There are currently no sections in the data source. Please add "
                        + "a section first.")
            }
            index = sectionIdentifiers.count - 1
        }
        checkNew(identifiers)
        items[index] += identifiers
        for identifier in identifiers { sectionOfItem[identifier] = sectionIdentifiers[index] }
    }

    /// Inserts items just before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, offset: 0, "insertItems(_:beforeItem:)")
    }

    /// Inserts items just after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, offset: 1, "insertItems(_:afterItem:)")
    }

    private mutating func insert(
        _ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int, _ method: String
    ) {
        let (section, index) = location(of: anchor, method)
        checkNew(identifiers)
        items[section].insert(contentsOf: identifiers, at: index + offset)
        for identifier in identifiers { sectionOfItem[identifier] = sectionIdentifiers[section] }
    }

    /// Removes the items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var removed: [Int: Set<ItemIdentifierType>] = [:]
        for identifier in identifiers {
            // The section alone: finding each item's index would make deleting many quadratic.
            guard let sectionIdentifier = sectionOfItem[identifier], let section = indexOfSection[sectionIdentifier] else {
                _ = location(of: identifier, "deleteItems(_:)")  // stops, naming the missing item
                continue
            }
            removed[section, default: []].insert(identifier)
            sectionOfItem[identifier] = nil
        }
        for (section, gone) in removed { items[section].removeAll { gone.contains($0) } }
        let gone = Set(identifiers)
        reloadedItemIdentifiers.removeAll { gone.contains($0) }
        reconfiguredItemIdentifiers.removeAll { gone.contains($0) }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves an item just before `toIdentifier` (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, offset: 0, "moveItem(_:beforeItem:)")
    }

    /// Moves an item just after `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, offset: 1, "moveItem(_:afterItem:)")
    }

    private mutating func move(_ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, offset: Int, _ method: String) {
        Fatal.check(
            identifier != anchor,
            "NSInternalInconsistencyException: \(method): an item cannot be moved relative to itself: \(identifier)")
        let (fromSection, fromIndex) = location(of: identifier, method)
        _ = location(of: anchor, method)
        items[fromSection].remove(at: fromIndex)
        let (section, index) = location(of: anchor, method)
        items[section].insert(identifier, at: index + offset)
        sectionOfItem[identifier] = sectionIdentifiers[section]
    }

    /// Marks items to be given new cells when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            Fatal.check(
                sectionOfItem[identifier] != nil,
                "NSInternalInconsistencyException: Attempted to reload item identifier that does not exist in the "
                    + "snapshot: \(identifier)")
            if !reloadedItemIdentifiers.contains(identifier) { reloadedItemIdentifiers.append(identifier) }
        }
    }

    /// Marks items to have their cells configured again when the snapshot is applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            Fatal.check(
                sectionOfItem[identifier] != nil,
                "NSInternalInconsistencyException: Attempted to reconfigure item identifier that does not exist in "
                    + "the snapshot: \(identifier)")
            if !reconfiguredItemIdentifiers.contains(identifier) { reconfiguredItemIdentifiers.append(identifier) }
        }
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sectionIdentifiers.count)
    }

    /// Inserts sections just before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: sectionIndex(toIdentifier, "insertSections(_:beforeSection:)"))
    }

    /// Inserts sections just after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: sectionIndex(toIdentifier, "insertSections(_:afterSection:)") + 1)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var seen = Set<SectionIdentifierType>()
        let duplicates = identifiers.filter { indexOfSection[$0] != nil || !seen.insert($0).inserted }
        if !duplicates.isEmpty {
            Fatal.stop(
                "NSInternalInconsistencyException: Fatal: supplied section identifiers are not unique. Duplicate "
                    + "identifiers: \(Self.list(duplicates))")
        }
        sectionIdentifiers.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        reindexSections()
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let indexes = identifiers.map { sectionIndex($0, "deleteSections(_:)") }
        for index in indexes.sorted(by: >) {
            for item in items[index] { sectionOfItem[item] = nil }
            items.remove(at: index)
            sectionIdentifiers.remove(at: index)
        }
        reindexSections()
        let gone = Set(identifiers)
        reloadedSectionIdentifiers.removeAll { gone.contains($0) }
        reloadedItemIdentifiers.removeAll { sectionOfItem[$0] == nil }
        reconfiguredItemIdentifiers.removeAll { sectionOfItem[$0] == nil }
    }

    /// Moves a section just before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, offset: 0, "moveSection(_:beforeSection:)")
    }

    /// Moves a section just after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, offset: 1, "moveSection(_:afterSection:)")
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, offset: Int, _ method: String
    ) {
        Fatal.check(
            identifier != anchor,
            "NSInternalInconsistencyException: \(method): a section cannot be moved relative to itself: \(identifier)")
        let from = sectionIndex(identifier, method)
        _ = sectionIndex(anchor, method)
        let sectionItems = items.remove(at: from)
        sectionIdentifiers.remove(at: from)
        reindexSections()
        let to = sectionIndex(anchor, method) + offset
        sectionIdentifiers.insert(identifier, at: to)
        items.insert(sectionItems, at: to)
        reindexSections()
    }

    /// Marks sections to be loaded again when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            _ = sectionIndex(identifier, "reloadSections(_:)")
            if !reloadedSectionIdentifiers.contains(identifier) { reloadedSectionIdentifiers.append(identifier) }
        }
    }

    // MARK: Checks

    private mutating func reindexSections() {
        indexOfSection.removeAll(keepingCapacity: true)
        for (index, identifier) in sectionIdentifiers.enumerated() { indexOfSection[identifier] = index }
    }

    private func sectionIndex(_ identifier: SectionIdentifierType, _ method: String) -> Int {
        guard let index = indexOfSection[identifier] else {
            Fatal.stop(
                "NSInternalInconsistencyException: \(method): Invalid section identifier specified; the snapshot has "
                    + "no section \(identifier)")
        }
        return index
    }

    private func location(of identifier: ItemIdentifierType, _ method: String) -> (section: Int, index: Int) {
        guard let section = sectionOfItem[identifier], let sectionIndex = indexOfSection[section],
            let index = items[sectionIndex].firstIndex(of: identifier)
        else {
            Fatal.stop(
                "NSInternalInconsistencyException: \(method): Invalid item identifier specified; the snapshot has no "
                    + "item \(identifier)")
        }
        return (sectionIndex, index)
    }

    /// Stops when an identifier is given twice or is already in the snapshot.
    private func checkNew(_ identifiers: [ItemIdentifierType]) {
        var seen = Set<ItemIdentifierType>()
        let duplicates = identifiers.filter { sectionOfItem[$0] != nil || !seen.insert($0).inserted }
        if !duplicates.isEmpty {
            Fatal.stop(
                "NSInternalInconsistencyException: Fatal: supplied item identifiers are not unique. Duplicate "
                    + "identifiers: \(Self.list(duplicates))")
        }
    }

    private static func list<T>(_ values: [T]) -> String {
        "{(" + values.map { "\($0)" }.joined(separator: ", ") + ")}"
    }
}
