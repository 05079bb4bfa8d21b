import Foundation

// A change to an animatable property asks `action(forKey:)` for an action and runs it; the
// implicit action is a CABasicAnimation from the value shown before the change (the
// presentation value while animating) to the new model value. No action runs when the current
// transaction disables actions or for presentation copies; the built-in implicit animation
// also waits until a renderer has taken the layer once (there is nothing on screen to animate
// from), while actions from the delegate, `actions` or `style` run at once.
extension CALayer {
    /// Records a change of the animatable property `key` from `old`: runs its action, then
    /// marks the layer changed.
    func changed(_ key: String, from old: @autoclosure () -> AnimationValue, _ kinds: LayerChanges) {
        if !isPresentationCopy && !CATransaction.disableActions() {
            let oldValue = old()
            actionOldModelValue = (key, oldValue)
            actionPreviousValue = (key, presentationValue(forKeyPath: key, before: oldValue) ?? oldValue)
            if let action = action(forKey: key),
                hasBeenCommitted || (action as? CAAnimation)?.isBuiltInImplicitAction != true
            {
                action.run(forKey: key, object: self, arguments: nil)
            }
            actionPreviousValue = nil
            actionOldModelValue = nil
        }
        markChanged(kinds)
    }

    func searchAction(forKey event: String) -> (any CAAction)? {
        if let answer = delegate?.action(for: self, forKey: event) { return answer is NSNull ? nil : answer }
        if let answer = actions?[event] { return answer is NSNull ? nil : answer }
        var style = self.style
        while let current = style {
            if let answer = (current["actions"] as? [String: any CAAction])?[event] {
                return answer is NSNull ? nil : answer
            }
            style = current["style"] as? [AnyHashable: Any]
        }
        if let answer = type(of: self).defaultAction(forKey: event) { return answer is NSNull ? nil : answer }
        return implicitAnimation(forKey: event)
    }

    /// The built-in action of an animatable property: a basic animation with the current
    /// transaction's duration and timing function (the default curve unless set).
    private func implicitAnimation(forKey event: String) -> CAAction? {
        guard AnimatableProperty.named(event) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        animation.isBuiltInImplicitAction = true
        return animation
    }
}

/// `NSNull` is the action that means "no action": returned from a delegate or stored in
/// ``CALayer/actions``, it stops the search.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
