/// An application's appearance rules (what its proxies recorded) and the step that applies
/// them to a view entering one of its windows.
///
/// Order, from first applied to last (a later value of the same property wins): rules with
/// fewer containers before rules with more; then rules without traits before rules with
/// traits; then rules for a superclass before rules for its subclasses; then the order the
/// rules were first asked for. Properties set directly on the view are never touched.
// UIKit divergence: UIKit documents only that more specific containment wins; the order
// between a class's trait rule and a containment rule of its superclass is this library's.
@MainActor
package final class AppearanceStore {
    private var rules: [AppearanceRule] = []

    package init() {}

    /// Whether no proxy was ever asked for: applying has nothing to do.
    package var isEmpty: Bool { rules.isEmpty }

    /// Whether some rule selects views by traits (the subtree's traits are brought up to date
    /// before such rules are matched).
    package private(set) var hasTraitRules = false

    /// The rule of a proxy, made on first use; asking again gives the same rule.
    package func rule<View: AnyObject>(
        for type: View.Type, containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?
    ) -> AppearanceRule {
        if let existing = rules.first(where: { $0.isFor(type, containers: containers, traits: traits) }) {
            return existing
        }
        let rule = AppearanceRule(viewType: type, containers: containers, traits: traits, sequence: rules.count)
        rules.append(rule)
        if traits != nil { hasTraitRules = true }
        return rule
    }

    /// Applies every rule that selects `view`, least specific first, leaving alone the
    /// properties set on the view directly.
    package func apply(to view: UIView) {
        defer { view.appearanceDidApply(from: self) }
        let wasApplying = view.appearanceTracking.isApplying
        view.appearanceTracking.isApplying = true
        defer { view.appearanceTracking.isApplying = wasApplying }
        apply(to: view, placedAt: view, tracking: view.appearanceTracking)
    }

    /// Applies every rule that selects `object` (a view, or an object a view stands for on
    /// screen, such as a bar item) when it is shown at `view`, least specific first, leaving
    /// alone the properties `tracking` says were set directly. The caller marks `object` as
    /// being applied to.
    package func apply(to object: AnyObject, placedAt view: UIView, tracking: AppearanceTracking) {
        let selecting = rules.filter { !$0.entries.isEmpty && $0.selects(object, placedAt: view) }
        guard !selecting.isEmpty else { return }
        let ordered =
            selecting
            .map { rule in
                (
                    rule: rule,
                    key: [
                        rule.containers.count, rule.traits == nil ? 0 : 1,
                        selecting.count { $0.covers(rule.viewType) }, rule.sequence,
                    ]
                )
            }
            .sorted { $0.key.lexicographicallyPrecedes($1.key) }
        for (rule, _) in ordered {
            for entry in rule.entries where !tracking.direct.contains(entry.property) {
                entry.apply(object)
            }
        }
    }
}
