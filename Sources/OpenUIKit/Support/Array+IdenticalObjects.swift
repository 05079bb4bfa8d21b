/// Searches by object identity for the main actor's hot paths. These are plain loops outside
/// any actor: a `contains(where:)` or `firstIndex(where:)` closure written inside a main-actor
/// method is isolated to it and checks the current executor at every call (docs/ARCHITECTURE.md).
extension Array where Element: AnyObject {
    /// The index of the first element that is `object` itself, or nil.
    func firstIndex(ofIdentical object: Element) -> Int? {
        for index in indices where self[index] === object { return index }
        return nil
    }

    /// Whether `object` itself is an element.
    func containsIdentical(_ object: Element) -> Bool {
        firstIndex(ofIdentical: object) != nil
    }
}
