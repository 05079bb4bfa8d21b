import Foundation

/// An immutable set of traits describing an interface environment: light or dark, size
/// classes, scale, layout direction, text size, device idiom, bold text, contrast, and any
/// custom trait (``UITraitDefinition``).
///
/// A trait not set has its default (unspecified) value. The screen sets the system's traits;
/// windows add their size classes; each view inherits its superview's (its controller's, for
/// a controller's root view) with its own ``UIView/traitOverrides`` applied. Two collections
/// are equal when every trait has the same value.
/// - Note: See https://developer.apple.com/documentation/uikit/uitraitcollection
// `@unchecked Sendable`: open, as in UIKit, so the checked form is not allowed; the stored
// properties are values written only inside the initializers (their setters are private), and
// no member can be overridden outside the module, so a collection never changes once made.
// UIKit divergence: open as in UIKit, but its members are public, not open (docs/DIVERGENCES.md,
// "Classes UIKit declares `open`").
open class UITraitCollection: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The traits set. Written only while the collection is being made (see ``init(entries:)``).
    package private(set) var entries: TraitEntries
    /// Every dynamic system colour resolved asks for it (each label measured resolves its
    /// text colour): read once here instead of looked up in the entries each time.
    public private(set) var userInterfaceStyle: UIUserInterfaceStyle

    /// A collection with every trait unspecified.
    // The only designated initializer, and public as UIKit's `init()` is: a class with a
    // designated initializer a client module cannot see does not pass its convenience
    // initializers on to that module's subclasses, so `AppTraits(userInterfaceStyle: .dark)`
    // would not compile in a ported app.
    public init() {
        entries = TraitEntries()
        userInterfaceStyle = entries.value(UITraitUserInterfaceStyle.self)
    }

    /// A collection holding `entries`; both stored properties are set here, before the
    /// collection is shared, and never again, which keeps it Sendable.
    package convenience init(entries: TraitEntries) {
        self.init()
        self.entries = entries
        userInterfaceStyle = entries.value(UITraitUserInterfaceStyle.self)
    }

    /// A collection holding the traits of `trait` collections, later ones winning where they
    /// set a trait.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var entries = TraitEntries()
        for collection in traitCollections { entries = entries.applying(collection.entries) }
        self.init(entries: entries)
    }

    /// A collection made by changing an empty one in `mutations`.
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        self.init(entries: UITraitCollection.mutate(TraitEntries(), mutations))
    }

    /// A copy of the receiver changed in `mutations`.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        UITraitCollection(entries: UITraitCollection.mutate(entries, mutations))
    }

    private static func mutate(_ entries: TraitEntries, _ mutations: (inout any UIMutableTraits) -> Void) -> TraitEntries {
        var traits: any UIMutableTraits = TraitMutations(entries: entries)
        mutations(&traits)
        return (traits as! TraitMutations).entries
    }

    /// A collection setting one trait; an unspecified value sets nothing.
    private convenience init<T: UITraitDefinition>(only trait: T.Type, _ value: T.Value) {
        var entries = TraitEntries()
        if value != T.defaultValue { entries.set(trait, value) }
        self.init(entries: entries)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(only: UITraitUserInterfaceStyle.self, userInterfaceStyle)
    }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(only: UITraitHorizontalSizeClass.self, horizontalSizeClass)
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(only: UITraitVerticalSizeClass.self, verticalSizeClass)
    }
    public convenience init(displayScale: CGFloat) {
        self.init(only: UITraitDisplayScale.self, displayScale)
    }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(only: UITraitLayoutDirection.self, layoutDirection)
    }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(only: UITraitPreferredContentSizeCategory.self, preferredContentSizeCategory)
    }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(only: UITraitUserInterfaceIdiom.self, userInterfaceIdiom)
    }
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(only: UITraitLegibilityWeight.self, legibilityWeight)
    }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(only: UITraitAccessibilityContrast.self, accessibilityContrast)
    }
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(only: UITraitUserInterfaceLevel.self, userInterfaceLevel)
    }

    // MARK: Values

    /// The value of any trait, system or custom: `traitCollection[UITraitUserInterfaceStyle.self]`.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { entries.value(trait) }

    public var horizontalSizeClass: UIUserInterfaceSizeClass { self[UITraitHorizontalSizeClass.self] }
    public var verticalSizeClass: UIUserInterfaceSizeClass { self[UITraitVerticalSizeClass.self] }
    public var displayScale: CGFloat { self[UITraitDisplayScale.self] }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { self[UITraitLayoutDirection.self] }
    public var preferredContentSizeCategory: UIContentSizeCategory { self[UITraitPreferredContentSizeCategory.self] }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { self[UITraitUserInterfaceIdiom.self] }
    public var legibilityWeight: UILegibilityWeight { self[UITraitLegibilityWeight.self] }
    public var accessibilityContrast: UIAccessibilityContrast { self[UITraitAccessibilityContrast.self] }
    public var userInterfaceLevel: UIUserInterfaceLevel { self[UITraitUserInterfaceLevel.self] }

    // MARK: Comparing

    /// Whether every trait `trait` sets has the same value in the receiver (true for `nil`).
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        for key in trait.entries.entries.keys where !entries.sameValue(for: key, as: trait.entries) {
            return false
        }
        return true
    }

    /// Whether dynamic colours can resolve differently here than in `traitCollection`: a trait
    /// that affects colour appearance (style, contrast, or a custom trait that says so)
    /// differs. A `nil` collection counts as different.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        if traitCollection === self { return false }
        return entries.differsInColorAppearance(from: traitCollection.entries)
    }

    /// The traits whose values differ from `other`'s, by definition type identity.
    package func changedTraitKeys(from other: UITraitCollection) -> [ObjectIdentifier] {
        other === self ? [] : entries.differingKeys(from: other.entries)
    }

    /// The readable names (`UserInterfaceStyle`, a custom definition's `name`) of the traits
    /// whose values differ from `other`'s, sorted; the test kit prints trait changes with them.
    package func changedTraitNames(from other: UITraitCollection) -> [String] {
        changedTraitKeys(from: other).compactMap { key in
            (entries.entries[key] ?? other.entries.entries[key])?.name
        }.sorted()
    }

    /// The receiver with `overrides` applied; the receiver itself when there are none.
    package func applying(_ overrides: UITraitOverrides) -> UITraitCollection {
        overrides.isEmpty ? self : UITraitCollection(entries: entries.applying(overrides.entries))
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs === rhs || lhs.entries.isEquivalent(to: rhs.entries)
    }

    public func hash(into hasher: inout Hasher) {
        // System traits only: custom values need not be Hashable; equal collections hash alike.
        hasher.combine(userInterfaceStyle)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(layoutDirection)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(userInterfaceIdiom)
    }

    public var description: String { "<UITraitCollection: \(entries.summary)>" }

    /// The collection of a view outside any window with no overrides: every trait unspecified.
    package static let unspecified = UITraitCollection()

    // MARK: The current collection

    /// The traits dynamic colours resolve with when no collection is given: those of the view
    /// being laid out (`layoutSubviews`, `updateConstraints`), drawn (`draw(_:)`) or told of a
    /// trait change while that runs, or the one you set; one per thread, as in UIKit.
    /// - Note: See https://developer.apple.com/documentation/uikit/uitraitcollection/current
    // UIKit divergence: outside those scopes and with nothing set it is a fixed light
    // collection (UIKit leaves it unspecified there), so colours read outside drawing resolve
    // as in light mode.
    public static var current: UITraitCollection {
        get { CurrentTraitCollection.value ?? fallback }
        set { CurrentTraitCollection.set(newValue) }
    }

    /// What ``current`` is with nothing set: light, the default text size.
    package static let fallback = UITraitCollection(mutations: { traits in
        traits.userInterfaceStyle = .light
        traits.preferredContentSizeCategory = .large
    })

    /// Runs `actions` with the receiver as ``current``, then puts the previous one back.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = CurrentTraitCollection.swap(self)
        defer { CurrentTraitCollection.restore(saved) }
        try actions()
    }
}
