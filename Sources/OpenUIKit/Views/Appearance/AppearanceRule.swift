/// The values recorded through one proxy: which views they are for (a class, containers and
/// traits) and, in the order they were last set, each property's value and how to apply it.
@MainActor
package final class AppearanceRule {
    /// One recorded value.
    package struct Entry {
        package let property: AppearanceProperty
        package let value: Any
        package let apply: @MainActor (AnyObject) -> Void
    }

    /// The class the proxy was asked of, for messages and comparisons.
    package let viewType: AnyClass
    /// The containers, nearest first (see ``UIAppearance/appearance(whenContainedInInstancesOf:)``).
    package let containers: [any UIAppearanceContainer.Type]
    /// The traits a view's collection must contain; nil for any.
    package let traits: UITraitCollection?
    /// The rule's place in the order rules were made: among equally specific rules, later wins.
    package let sequence: Int
    /// Whether an object is an instance of the class (a subclass counts).
    private let isInstance: (AnyObject) -> Bool
    /// Whether a class is the rule's class or a subclass of it.
    private let coversClass: (AnyClass) -> Bool
    package private(set) var entries: [Entry] = []

    package init<View: AnyObject>(
        viewType: View.Type, containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?, sequence: Int
    ) {
        self.viewType = viewType
        self.containers = containers
        self.traits = traits
        self.sequence = sequence
        isInstance = { $0 is View }
        coversClass = { $0 is View.Type }
    }

    /// Records `value` for `property`, replacing an earlier value of it.
    package func record(_ property: AppearanceProperty, value: Any, apply: @escaping @MainActor (AnyObject) -> Void) {
        entries.removeAll { $0.property == property }
        entries.append(Entry(property: property, value: value, apply: apply))
    }

    /// The value recorded for `property`, if any.
    package func value(of property: AppearanceProperty) -> Any? {
        entries.last { $0.property == property }?.value
    }

    /// Whether the rule was made for the same class, containers and traits.
    package func isFor(_ type: AnyClass, containers other: [any UIAppearanceContainer.Type], traits: UITraitCollection?)
        -> Bool
    {
        ObjectIdentifier(viewType) == ObjectIdentifier(type)
            && containers.map { ObjectIdentifier($0) } == other.map { ObjectIdentifier($0) }
            && self.traits == traits
    }

    /// Whether the rule's class is `type` or one of its superclasses.
    package func covers(_ type: AnyClass) -> Bool { coversClass(type) }

    /// Whether the rule selects `view`: an instance of its class, inside its containers in their
    /// order (walking up the responder chain: superviews and view controllers), with its traits.
    package func selects(_ view: UIView) -> Bool { selects(view, placedAt: view) }

    /// Whether the rule selects `object` shown at `view`: an instance of its class, with the
    /// view's traits, the view inside the rule's containers.
    package func selects(_ object: AnyObject, placedAt view: UIView) -> Bool {
        guard isInstance(object) else { return false }
        if let traits, !view.traitCollection.containsTraits(in: traits) { return false }
        guard !containers.isEmpty else { return true }
        var index = 0
        var responder = view.next
        while let current = responder, index < containers.count {
            if containers[index].hasInstance(current) { index += 1 }
            responder = current.next
        }
        return index == containers.count
    }
}
