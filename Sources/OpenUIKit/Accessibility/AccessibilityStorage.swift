import Foundation

/// The accessibility settings made on one object; absent values mean the class's default.
///
/// A class allocated on the first setting, so objects nobody configures carry one pointer.
@MainActor
package final class AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var elements: [Any]?
    var elementsHidden: Bool?
    var viewIsModal: Bool?
    var groupsChildren: Bool?
    var customActions: [UIAccessibilityCustomAction]?
    var language: String?

    init() {}
}

extension UIResponder {
    /// The settings, made on first use.
    package var accessibility: AccessibilityStorage {
        if let accessibilityStorage { return accessibilityStorage }
        let storage = AccessibilityStorage()
        accessibilityStorage = storage
        return storage
    }
}
