import Foundation
import OpenUIKit

/// What a query node stands for. Views and accessibility elements today; bar items
/// (`UIBarItem` with an accessibility identifier) join as a case of their own, as children of
/// their bar's node, without changing the queries.
@MainActor
enum ElementSubject {
    case responder(UIResponder)

    var object: AnyObject {
        switch self {
        case .responder(let responder): return responder
        }
    }

    var label: String? {
        switch self {
        case .responder(let responder): return responder.accessibilityLabel
        }
    }

    var identifier: String? {
        switch self {
        case .responder(let responder): return responder.accessibilityIdentifier
        }
    }

    var value: String? {
        switch self {
        case .responder(let responder): return responder.accessibilityValue
        }
    }

    var traits: UIAccessibilityTraits {
        switch self {
        case .responder(let responder): return responder.accessibilityTraits
        }
    }

    /// The frame in screen coordinates.
    var frame: CGRect {
        switch self {
        case .responder(let responder): return responder.accessibilityFrame
        }
    }

    var isEnabled: Bool {
        switch self {
        case .responder(let responder):
            if let control = responder as? UIControl, !control.isEnabled { return false }
            return !responder.accessibilityTraits.contains(.notEnabled)
        }
    }

    var isSelected: Bool {
        switch self {
        case .responder(let responder):
            if let control = responder as? UIControl, control.isSelected { return true }
            return responder.accessibilityTraits.contains(.selected)
        }
    }

    /// Whether the subject is still on screen: a view in a visible window, or an element whose
    /// container is.
    var isOnScreen: Bool {
        switch self {
        case .responder(let responder):
            var current: AnyObject? = responder
            while let candidate = current {
                if let view = candidate as? UIView {
                    guard let window = view.window, !window.isHidden else { return false }
                    var ancestor: UIView? = view
                    while let each = ancestor {
                        if each.isHidden || each.alpha < 0.01 { return false }
                        ancestor = each.superview
                    }
                    return true
                }
                current = (candidate as? UIAccessibilityElement)?.accessibilityContainer as AnyObject?
            }
            return false
        }
    }
}
