import Foundation

// UIKit's responders (so every view, window, view controller and the application), gesture
// recognizers, constraints, layout guides, bar items, screens, events, display links and
// collection view layouts derive from NSObject, whose default `isEqual:` is identity and whose
// `hash` is the object's address. Ported code keeps them in sets and dictionaries and compares
// them with ==; here each is Hashable the same way: equal only to itself, hashed by identity.
// UIKit divergence: NSObject's `isEqual(_:)` and `hash` are not offered as overridable methods;
// equality of these classes is identity and cannot be customised.

extension UIResponder: Hashable {
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIGestureRecognizer: Hashable {
    nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension NSLayoutConstraint: Hashable {
    nonisolated public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UILayoutGuide: Hashable {
    nonisolated public static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIBarItem: Hashable {
    nonisolated public static func == (lhs: UIBarItem, rhs: UIBarItem) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIScreen: Hashable {
    nonisolated public static func == (lhs: UIScreen, rhs: UIScreen) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIEvent: Hashable {
    nonisolated public static func == (lhs: UIEvent, rhs: UIEvent) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension CADisplayLink: Hashable {
    nonisolated public static func == (lhs: CADisplayLink, rhs: CADisplayLink) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UICollectionViewLayout: Hashable {
    nonisolated public static func == (lhs: UICollectionViewLayout, rhs: UICollectionViewLayout) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
