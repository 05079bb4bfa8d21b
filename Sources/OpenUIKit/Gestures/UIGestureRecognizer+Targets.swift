import Foundation

/// One registered action: a weakly held target and a call that sends the action to it.
@MainActor
struct GestureTarget {
    weak var target: AnyObject?
    /// For closure actions: the token that identifies them (held strongly; there is no target).
    let closureToken: GestureActionToken?
    let send: @MainActor (AnyObject, UIGestureRecognizer) -> Void
}

/// Identifies a closure action added with ``UIGestureRecognizer/addAction(_:)``, for removal.
@MainActor @preconcurrency
public final class GestureActionToken {
    init() {}
}

extension UIGestureRecognizer {
    /// Adds an action: an unbound method of `target` that takes the recognizer, e.g.
    /// `tap.addTarget(self, action: Self.didTap)` with `func didTap(_ sender: UITapGestureRecognizer)`.
    /// The target is not retained; actions of a released target are skipped.
    // UIKit divergence: Swift method references instead of Objective-C selectors.
    @preconcurrency public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
    ) {
        targets.append(
            GestureTarget(target: target, closureToken: nil) { object, recognizer in
                guard let object = object as? Target, let recognizer = recognizer as? Recognizer else { return }
                action(object)(recognizer)
            })
    }

    /// Adds an action: an unbound method of `target` that takes no argument.
    @preconcurrency public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        targets.append(
            GestureTarget(target: target, closureToken: nil) { object, _ in
                guard let object = object as? Target else { return }
                action(object)()
            })
    }

    /// Adds a closure action; keep the returned token to remove it.
    @discardableResult
    public func addAction(_ action: @escaping @MainActor (UIGestureRecognizer) -> Void) -> GestureActionToken {
        let token = GestureActionToken()
        targets.append(
            GestureTarget(target: nil, closureToken: token) { _, recognizer in action(recognizer) })
        return token
    }

    /// Removes every action of `target` (a target object or a closure's token); `nil` removes all.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else {
            targets.removeAll()
            return
        }
        targets.removeAll { $0.closureToken === target || $0.target === target }
    }

    /// Sends the current state to every live target, in the order they were added.
    func sendActions() {
        targets.removeAll { $0.closureToken == nil && $0.target == nil }
        for entry in targets {
            if let token = entry.closureToken {
                entry.send(token, self)
            } else if let target = entry.target {
                entry.send(target, self)
            }
        }
    }
}
