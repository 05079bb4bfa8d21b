import Foundation

/// The traits a view (or window) sets for itself and everything below it, over what it
/// inherits. Change them through ``UIView/traitOverrides``:
///
/// ```swift
/// sidebar.traitOverrides.userInterfaceStyle = .dark
/// sidebar.traitOverrides.remove(UITraitUserInterfaceStyle.self)
/// ```
///
/// The change reaches the subtree in the next update cycle, before layout (or at once with
/// ``UIView/updateTraitsIfNeeded()``).
/// - Note: See https://developer.apple.com/documentation/uikit/uitraitoverrides-swift.struct
public struct UITraitOverrides: UIMutableTraits, Sendable, CustomStringConvertible {
    package var entries = TraitEntries()

    package init() {}

    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { entries.value(trait) }
        set { entries.set(trait, newValue) }
    }

    /// Whether the overrides set `trait`.
    public func contains(_ trait: UITrait) -> Bool { entries.contains(trait) }

    /// Stops overriding `trait`.
    public mutating func remove(_ trait: UITrait) { entries.remove(trait) }

    /// Whether nothing is overridden.
    package var isEmpty: Bool { entries.entries.isEmpty }

    public var description: String { "<UITraitOverrides: \(entries.summary)>" }
}
