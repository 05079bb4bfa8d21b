import Foundation

// A change to an animatable property asks `action(forKey:)` for an action and runs it; the
// implicit action is a CABasicAnimation from the value shown before the change (the
// presentation value while animating) to the new model value. No action runs when the current
// transaction disables actions, for presentation copies, or for layers no renderer has taken
// yet (there is nothing on screen to animate from).
extension CALayer {
    /// Records a change of the animatable property `key` from `old`: runs its action, then
    /// marks the layer changed.
    func changed(_ key: String, from old: @autoclosure () -> AnimationValue, _ kinds: LayerChanges) {
        if hasBeenCommitted && !isPresentationCopy && !CATransaction.disableActions(),
            let action = action(forKey: key)
        {
            let previous = presentationValue(forKeyPath: key) ?? old()
            actionPreviousValue = (key, previous)
            action.run(forKey: key, object: self, arguments: nil)
            actionPreviousValue = nil
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
        return animation
    }
}

/// `NSNull` is the action that means "no action": returned from a delegate or stored in
/// ``CALayer/actions``, it stops the search.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
