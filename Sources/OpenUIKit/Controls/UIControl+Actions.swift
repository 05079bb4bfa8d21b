import Foundation

extension UIControl {
    // MARK: Closure actions

    /// Runs `action` for each of `controlEvents`. An action whose identifier is already
    /// registered replaces the old one, which keeps its events [CHOSEN].
    /// - Note: See https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        guard !controlEvents.isEmpty else { return }
        if let index = actionEntries.firstIndex(where: { $0.closure?.identifier == action.identifier }) {
            let events = actionEntries[index].events.union(controlEvents)
            actionEntries[index] = ControlActionEntry(events: events, closure: action)
        } else {
            actionEntries.append(ControlActionEntry(events: controlEvents, closure: action))
        }
    }

    /// Stops running `action` (matched by identifier) for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for entry in actionEntries where entry.closure?.identifier == actionIdentifier {
            entry.events.subtract(controlEvents)
        }
        actionEntries.removeAll { $0.events.isEmpty }
    }

    // MARK: Target-action

    /// Sends `action` — an unbound method of `target`'s type taking the sender, e.g.
    /// `addTarget(self, action: Self.didTap, for: .touchUpInside)` — for `controlEvents`.
    ///
    /// `target` is not retained; once it is deallocated the action is never sent again. With a
    /// `nil` target the action goes to the first responder up the chain that is an instance of
    /// the method's type (see ``ResponderAction``).
    /// - Note: See https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)
    // UIKit divergence: a Swift method reference instead of a selector. Method references
    // cannot be compared, so adding the same method twice registers it twice; use
    // ``addTarget(_:action:for:)-(AnyObject?,ResponderAction,_)`` with a named action to merge.
    @preconcurrency public func addTarget<Target, Sender>(
        _ target: Target?, action: @escaping @MainActor (Target) -> (Sender) -> Void, for controlEvents: Event
    ) {
        register(target, ResponderAction(action), controlEvents, merging: false)
    }

    /// Sends `action`, an unbound method taking no argument, for `controlEvents`.
    // UIKit divergence: a Swift method reference instead of a selector.
    @preconcurrency public func addTarget<Target>(
        _ target: Target?, action: @escaping @MainActor (Target) -> () -> Void, for controlEvents: Event
    ) {
        register(target, ResponderAction(action), controlEvents, merging: false)
    }

    /// Sends `action`, an unbound method taking the sender and the event, for `controlEvents`.
    // UIKit divergence: a Swift method reference instead of a selector.
    @preconcurrency public func addTarget<Target, Sender>(
        _ target: Target?, action: @escaping @MainActor (Target) -> (Sender, UIEvent?) -> Void,
        for controlEvents: Event
    ) {
        register(target, ResponderAction(action), controlEvents, merging: false)
    }

    /// Sends a prepared ``ResponderAction`` to `target` (or up the chain when `nil`) for
    /// `controlEvents`. Adding an equal target and action again only adds events [CHOSEN, F4.1].
    // UIKit divergence: the action is a ResponderAction, not a selector.
    public func addTarget(_ target: AnyObject?, action: ResponderAction, for controlEvents: Event) {
        register(target, action, controlEvents, merging: true)
    }

    private func register<Target>(_ target: Target?, _ action: ResponderAction, _ events: Event, merging: Bool) {
        guard !events.isEmpty else { return }
        var object: AnyObject?
        if let target {
            Fatal.check(
                type(of: target as Any) is AnyClass,
                "addTarget: the target must be an object (a \(type(of: target as Any)) was given); it is held weakly")
            object = target as AnyObject
        }
        actionEntries.removeAll(where: \.isDead)
        if merging,
            let entry = actionEntries.first(where: {
                $0.action == action && $0.target === object && $0.usesResponderChain == (object == nil)
            })
        {
            entry.events.formUnion(events)
            return
        }
        actionEntries.append(ControlActionEntry(events: events, target: object, action: action))
    }

    /// Removes events from target-actions: a `nil` target matches every target (and the
    /// responder chain), a `nil` action every action of the matched targets [F4.2].
    // UIKit divergence: actions are matched as ResponderAction values; a method added by
    // reference matches a ResponderAction made from its type (without a name).
    public func removeTarget(_ target: AnyObject?, action: ResponderAction? = nil, for controlEvents: Event) {
        for entry in actionEntries where entry.closure == nil {
            if let target, entry.target !== target { continue }
            if let action, entry.action != action { continue }
            entry.events.subtract(controlEvents)
        }
        actionEntries.removeAll { $0.events.isEmpty || $0.isDead }
    }

    /// The live targets of target-actions, in registration order, each once; `NSNull` stands
    /// for the responder chain.
    // UIKit divergence: an array of objects instead of a Set<AnyHashable>.
    public var allTargets: [AnyObject] {
        var result: [AnyObject] = []
        var sawChain = false
        for entry in actionEntries where entry.closure == nil && !entry.isDead {
            if entry.usesResponderChain {
                if !sawChain { result.append(NSNull()) }
                sawChain = true
            } else if let target = entry.target, !result.contains(where: { $0 === target }) {
                result.append(target)
            }
        }
        return result
    }

    /// Every event some action or target-action is registered for.
    public var allControlEvents: Event {
        actionEntries.filter { !$0.isDead }.reduce(Event()) { $0.union($1.events) }
    }

    /// The actions registered for `target` (`nil`: the responder chain) and exactly one event.
    // UIKit divergence: returns ResponderAction values, not selector names.
    public func actions(forTarget target: AnyObject?, forControlEvent controlEvent: Event) -> [ResponderAction]? {
        let found = actionEntries.compactMap { entry -> ResponderAction? in
            guard entry.closure == nil, !entry.isDead, entry.events.contains(controlEvent) else { return nil }
            if let target { return entry.target === target ? entry.action : nil }
            return entry.usesResponderChain ? entry.action : nil
        }
        return found.isEmpty ? nil : found
    }

    // MARK: Sending

    /// Sends every registration for `controlEvents` — closure actions and target-actions — in
    /// registration order, over a snapshot so handlers may add or remove registrations
    /// [CHOSEN, F4.3]. Actions of deallocated targets are skipped and forgotten.
    /// - Note: See https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
    public func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Sends the registrations for each single event in `controlEvents`, in bit order.
    package func sendActions(for controlEvents: Event, with event: UIEvent?) {
        for bit in 0..<32 {
            let single = Event(rawValue: 1 << UInt(bit))
            guard controlEvents.contains(single) else { continue }
            recordControl(.sendsActions(single.traceEvent))
            let snapshot = actionEntries
            for entry in snapshot where entry.events.contains(single) {
                // A handler may have removed this registration meanwhile.
                guard actionEntries.contains(where: { $0 === entry }), entry.events.contains(single) else { continue }
                if let closure = entry.closure {
                    sendAction(closure)
                } else if let action = entry.action {
                    if entry.usesResponderChain {
                        sendAction(action, to: nil, for: event)
                    } else if let target = entry.target {
                        sendAction(action, to: target, for: event)
                    }
                }
            }
            actionEntries.removeAll(where: \.isDead)
        }
    }
}
