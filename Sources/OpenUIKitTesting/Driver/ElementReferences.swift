import Foundation
import OpenUIKit

/// The driver's names for accessibility elements: "e1", "e2"… given in the order elements are
/// first seen and kept for as long as the object lives, so a reference survives any change
/// that does not remove its element (other views added, moved or relabelled, the tree read
/// again). A reference is never reused for another object.
@MainActor
final class ElementReferences {
    private struct Entry {
        weak var object: AnyObject?
        let reference: String
    }

    private var byObject: [ObjectIdentifier: Entry] = [:]
    private var byReference: [String: Entry] = [:]
    private var next = 1

    /// The reference of `object`, made now when it has none.
    func reference(for object: AnyObject) -> String {
        let key = ObjectIdentifier(object)
        if let entry = byObject[key], entry.object === object { return entry.reference }
        let entry = Entry(object: object, reference: "e\(next)")
        next += 1
        byObject[key] = entry
        byReference[entry.reference] = entry
        return entry.reference
    }

    /// The object `reference` names, when it is still alive.
    func object(for reference: String) -> AnyObject? {
        byReference[reference]?.object
    }

    /// Forgets the entries of objects that are gone. Removes them in place: rebuilding both
    /// tables at every `tree` copied each entry's weak reference twice, a tenth of the answer.
    func prune() {
        let goneObjects = byObject.compactMap { $0.value.object == nil ? $0.key : nil }
        for key in goneObjects { byObject[key] = nil }
        let goneReferences = byReference.compactMap { $0.value.object == nil ? $0.key : nil }
        for reference in goneReferences { byReference[reference] = nil }
    }
}
