import Foundation

/// A view of this module that restyles itself when its effective tint colour changes, whether
/// or not a subclass's ``UIView/tintColorDidChange()`` override calls `super`.
@MainActor
package protocol TintObserving: AnyObject {
    /// Called after the view's effective tint (colour or adjustment mode) changed.
    func effectiveTintColorDidChange()
}

/// A view's effective tint: the colour it inherits or was given, and the adjustment mode.
struct EffectiveTint: Equatable {
    var color: UIColor
    var mode: UIView.TintAdjustmentMode
}

// The tint is inherited down the view hierarchy: a view's `tintColor` is its own, else the
// nearest ancestor's, else system blue; its effective adjustment mode is its own unless
// `.automatic`, else the nearest ancestor's that is not, else `.normal`. A dimmed view's tint
// reads as ``UIView/dimmedTintColor``. Whenever a colour or mode set on a view or an ancestor
// changes a view's effective tint, `tintColorDidChange()` is called on it and on every view
// below that inherits the change, parents first. A view moved to another superview (or
// removed from its own) is told the same way when the move changed the tint it inherits. To
// compare without a walk to the root per move, each view caches its effective tint; the cache
// is dropped on the views whose colour, mode or superview changes and on the descendants that
// inherit the change (the same views the notification visits), so it is never stale.
extension UIView {
    /// The tint a dimmed view shows (the tint adjustment mode `.dimmed`).
    // UIKit divergence: UIKit does not publish its dimmed colour; this is a chosen grey
    // (listed in docs/DIVERGENCES.md).
    package static var dimmedTintColor: UIColor { UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1) }

    /// The tint of a view with no tinted ancestor: system blue.
    static var defaultTintColor: UIColor { .systemBlue }

    /// The colour set on the receiver or its nearest ancestor, or the default; not dimmed.
    package var inheritedTintColor: UIColor {
        var view: UIView? = self
        while let current = view {
            if let color = current.layoutSettings.explicitTintColor { return color }
            view = current.superview
        }
        return UIView.defaultTintColor
    }

    /// The receiver's mode unless `.automatic`, else its nearest ancestor's, else `.normal`.
    package var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let current = view {
            let mode = current.layoutSettings.tintAdjustmentMode
            if mode != .automatic { return mode }
            view = current.superview
        }
        return .normal
    }

    /// The colour and mode the receiver shows now. Cached per view: the walk stops at the
    /// nearest ancestor that knows its own, then fills in the views below it, so building a
    /// deep tree top-down costs one step per view added.
    var effectiveTint: EffectiveTint {
        if let cached = layoutSettings.cachedEffectiveTint { return cached }
        // The usual case, a view added under one that knows its tint (or under none), needs
        // no list of the views to fill in.
        let fromParent: EffectiveTint? =
            if let parent = superview {
                parent.layoutSettings.cachedEffectiveTint
            } else {
                EffectiveTint(color: UIView.defaultTintColor, mode: .normal)
            }
        // The two settings are read field by field: a copy of the whole settings struct
        // retains and releases everything it holds.
        if let inherited = fromParent {
            let mode = layoutSettings.tintAdjustmentMode
            let tint = EffectiveTint(
                color: layoutSettings.explicitTintColor ?? inherited.color,
                mode: mode == .automatic ? inherited.mode : mode)
            layoutSettings.cachedEffectiveTint = tint
            return tint
        }
        var unknown: [UIView] = []
        var inherited = EffectiveTint(color: UIView.defaultTintColor, mode: .normal)
        var view: UIView? = self
        while let current = view {
            if let cached = current.layoutSettings.cachedEffectiveTint {
                inherited = cached
                break
            }
            unknown.append(current)
            view = current.superview
        }
        for current in unknown.reversed() {
            let mode = current.layoutSettings.tintAdjustmentMode
            let tint = EffectiveTint(
                color: current.layoutSettings.explicitTintColor ?? inherited.color,
                mode: mode == .automatic ? inherited.mode : mode)
            current.layoutSettings.cachedEffectiveTint = tint
            inherited = tint
        }
        return inherited
    }

    /// `tintColor`'s getter: the inherited colour, dimmed when the effective mode says so.
    package func resolvedTintColor() -> UIColor {
        effectiveTintAdjustmentMode == .dimmed ? UIView.dimmedTintColor : inheritedTintColor
    }

    /// `tintColor`'s setter: nil goes back to inheriting.
    package func setExplicitTintColor(_ color: UIColor?) {
        let old = effectiveTint
        layoutSettings.explicitTintColor = color
        layoutSettings.cachedEffectiveTint = nil
        notifyTintChange(from: old)
    }

    /// `tintAdjustmentMode`'s setter.
    package func setTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        let old = effectiveTint
        layoutSettings.tintAdjustmentMode = mode
        layoutSettings.cachedEffectiveTint = nil
        notifyTintChange(from: old)
    }

    /// The effective tint before the receiver moves, or nil when it sets both its colour and
    /// its mode, so that no move can change what it shows.
    func tintBeforeMove() -> EffectiveTint? {
        guard layoutSettings.explicitTintColor == nil || layoutSettings.tintAdjustmentMode == .automatic else { return nil }
        return effectiveTint
    }

    /// Tells this view, when its effective tint differs from `old`, and every descendant that
    /// inherits the difference, that the tint changed. The receiver's cached tint is dropped
    /// first: the caller has just changed what it inherits or sets.
    func notifyTintChange(from old: EffectiveTint) {
        layoutSettings.cachedEffectiveTint = nil
        let new = effectiveTint
        guard new != old else { return }
        notifyTintChange(colorChanged: new.color != old.color, modeChanged: new.mode != old.mode)
    }

    /// `tintColorDidChange()` on the receiver, then on the subviews that inherit a changed
    /// colour or mode, parents first; this module's own views restyle first.
    func notifyTintChange(colorChanged: Bool, modeChanged: Bool) {
        (self as? TintObserving)?.effectiveTintColorDidChange()
        tintColorDidChange()
        for subview in subviews {
            let inheritsColor = colorChanged && subview.layoutSettings.explicitTintColor == nil
            let inheritsMode = modeChanged && subview.layoutSettings.tintAdjustmentMode == .automatic
            guard inheritsColor || inheritsMode else { continue }
            subview.layoutSettings.cachedEffectiveTint = nil
            subview.notifyTintChange(colorChanged: inheritsColor, modeChanged: inheritsMode)
        }
    }
}
