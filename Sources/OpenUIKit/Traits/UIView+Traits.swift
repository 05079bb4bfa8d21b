import Foundation

extension UIView: UITraitEnvironment, UITraitChangeObservable {
    /// The traits the view sets for itself and its subtree, over those it inherits.
    ///
    /// The change reaches ``traitCollection`` in the next update cycle, before layout, or at
    /// once with ``updateTraitsIfNeeded()``.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/traitoverrides
    public var traitOverrides: UITraitOverrides {
        get { traitState.overrides }
        set {
            traitState.overrides = newValue
            traitUpdates.mark(self)
        }
    }

    /// The appearance the view and its subtree use whatever their environment's: `.light` or
    /// `.dark` force it, `.unspecified` (the default) inherits. It is the user-interface-style
    /// entry of ``traitOverrides``.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/overrideuserinterfacestyle
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get {
            traitState.overrides.contains(UITraitUserInterfaceStyle.self)
                ? traitState.overrides.userInterfaceStyle : .unspecified
        }
        set {
            if newValue == .unspecified {
                traitOverrides.remove(UITraitUserInterfaceStyle.self)
            } else {
                traitOverrides.userInterfaceStyle = newValue
            }
        }
    }

    /// Calls `handler` with the view and its previous collection each time one of `traits`
    /// changes value for the view. The handler runs during the update cycle, parents before
    /// children, with `UITraitCollection.current` set to the view's new traits.
    ///
    /// ```swift
    /// registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
    ///     self.layer.borderColor = UIColor.separator.cgColor
    /// }
    /// ```
    /// - Note: See https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits, handler: handler)
        traitState.registrations.append(registration)
        return registration
    }

    /// Stops a registration made with ``registerForTraitChanges(_:handler:)`` on this view; a
    /// registration from another object is logged and ignored.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        let before = traitState.registrations.count
        traitState.registrations.removeAll { $0 === registration }
        if traitState.registrations.count == before {
            misuseLog.log(
                "unregisterForTraitChanges: the registration was not made on \(traceName); ignored")
        }
    }

    /// Applies pending trait changes to the view and its subtree now (and to its ancestors if
    /// they wait), rather than in the next update cycle.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/updatetraitsifneeded()
    public func updateTraitsIfNeeded() {
        traitUpdates.run(scope: self, log: misuseLog)
    }

    /// The trait bookkeeping of the application the view belongs to.
    package var traitUpdates: TraitUpdates { framePipeline.traits }

    /// Called by the hierarchy after the view moved under a new superview: its subtree takes
    /// the traits of its new place at once.
    package func traitsDidMoveToSuperview() {
        traitUpdates.update(subtree: self)
    }

    /// Called after the view's collection changed in a way that changes colours: the
    /// background colour is resolved again, a view that draws redraws, and views whose tint
    /// is a dynamic colour hear that it changed.
    package func colorAppearanceDidChange() {
        if let color = traitState.backgroundColor, color.isDynamic, let resolved = traitState.resolvedBackground,
            layer.backgroundColor === resolved
        {
            applyBackgroundColor(color)
        }
        if layer.backingStore != nil {
            markNeedsDisplay(in: nil, reason: "trait change")
        }
        if let observer = self as? TintObserving, tintColor.isDynamic {
            observer.effectiveTintColorDidChange()
        }
    }

    // MARK: Background colour

    /// The background colour as set through the view (which may be dynamic) when the layer
    /// still shows it, otherwise the layer's colour.
    package var viewBackgroundColor: UIColor? {
        guard let cgColor = layer.backgroundColor else { return nil }
        if let color = traitState.backgroundColor, let resolved = traitState.resolvedBackground, resolved === cgColor {
            return color
        }
        return UIColor(cgColor: cgColor)
    }

    /// Puts `color` resolved with the view's traits in the layer, remembering `color` so a
    /// trait change can resolve it again (as UIKit does for a view's background colour).
    package func applyBackgroundColor(_ color: UIColor?) {
        guard let color else {
            traitState.backgroundColor = nil
            traitState.resolvedBackground = nil
            layer.backgroundColor = nil
            return
        }
        let resolved = color.resolvedColor(with: traitState.collection).cgColor
        traitState.backgroundColor = color
        traitState.resolvedBackground = resolved
        layer.backgroundColor = resolved
    }
}
