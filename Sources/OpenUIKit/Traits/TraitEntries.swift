import Foundation

/// One trait's value inside a collection or a set of overrides, with what is needed to compare
/// it without knowing its type.
package struct TraitEntry: Sendable {
    /// The value, of the definition's `Value` type.
    let value: any Sendable
    /// Whether the value equals the definition's default (so it equals an absent entry).
    let isDefault: Bool
    /// Whether the trait changes how colours look.
    let affectsColorAppearance: Bool
    /// The definition's readable name, for descriptions.
    let name: String
    /// Compares with another entry's value of the same trait.
    let equals: @Sendable (any Sendable) -> Bool

    init<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) {
        self.value = value
        isDefault = value == T.defaultValue
        affectsColorAppearance = T.affectsColorAppearance
        name = T.name
        equals = { ($0 as? T.Value) == value }
    }
}

/// The traits of a collection or a set of overrides, keyed by definition type; an absent
/// trait has its default value.
package struct TraitEntries: Sendable {
    package var entries: [ObjectIdentifier: TraitEntry] = [:]

    package init() {}

    /// The value of `trait`, or its default when absent.
    package func value<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        guard let entry = entries[ObjectIdentifier(trait)] else { return T.defaultValue }
        return entry.value as! T.Value
    }

    package mutating func set<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) {
        entries[ObjectIdentifier(trait)] = TraitEntry(trait, value)
    }

    package func contains(_ trait: UITrait) -> Bool { entries[ObjectIdentifier(trait)] != nil }

    package mutating func remove(_ trait: UITrait) { entries[ObjectIdentifier(trait)] = nil }

    /// The receiver with every entry of `other` written over it.
    package func applying(_ other: TraitEntries) -> TraitEntries {
        if other.entries.isEmpty { return self }
        if entries.isEmpty { return other }
        var result = self
        for (key, entry) in other.entries { result.entries[key] = entry }
        return result
    }

    /// Whether `key` has the same value on both sides (an absent entry counts as the default).
    package func sameValue(for key: ObjectIdentifier, as other: TraitEntries) -> Bool {
        switch (entries[key], other.entries[key]) {
        case (nil, nil): return true
        case (let entry?, nil), (nil, let entry?): return entry.isDefault
        case (let mine?, let theirs?): return mine.equals(theirs.value)
        }
    }

    /// The keys whose values differ between the two.
    package func differingKeys(from other: TraitEntries) -> [ObjectIdentifier] {
        var keys: [ObjectIdentifier] = []
        for key in entries.keys where !sameValue(for: key, as: other) { keys.append(key) }
        for key in other.entries.keys where entries[key] == nil && !sameValue(for: key, as: other) { keys.append(key) }
        return keys
    }

    /// Whether a trait that changes how colours look has different values in the two; the
    /// other traits' values are not compared (each comparison is a closure call and a cast).
    package func differsInColorAppearance(from other: TraitEntries) -> Bool {
        for (key, entry) in entries where entry.affectsColorAppearance && !sameValue(for: key, as: other) {
            return true
        }
        // Present only in `other`: equal to an absent entry when it holds the default.
        for (key, entry) in other.entries where entry.affectsColorAppearance && entries[key] == nil && !entry.isDefault {
            return true
        }
        return false
    }

    package func isEquivalent(to other: TraitEntries) -> Bool {
        for key in entries.keys where !sameValue(for: key, as: other) { return false }
        for key in other.entries.keys where entries[key] == nil && !sameValue(for: key, as: other) { return false }
        return true
    }

    /// The entries as `name = value`, sorted by name, for descriptions.
    package var summary: String {
        entries.values.sorted { $0.name < $1.name }.map { "\($0.name) = \($0.value)" }.joined(separator: "; ")
    }
}
