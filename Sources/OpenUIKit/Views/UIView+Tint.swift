import Foundation

/// A view that redraws or restyles itself when its effective tint colour changes.
@MainActor
package protocol TintObserving: AnyObject {
    /// Called after the view's `tintColor` (its own or an ancestor's) changed.
    func effectiveTintColorDidChange()
}

extension UIView {
    /// The colour template images and tinted controls use: the view's own if set, otherwise
    /// its superview's, otherwise system blue. Setting `nil` goes back to inheriting.
    ///
    /// A change reaches every view below that inherits the colour.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/tintcolor
    // UIKit divergence: no `tintAdjustmentMode` (dimming under presented views) and no
    // overridable `tintColorDidChange()` yet (an extension cannot declare an overridable
    // method; UIView's class body belongs to the layer work); views of this module that care
    // (image views) adopt a package protocol instead.
    public var tintColor: UIColor! {
        get {
            var view: UIView? = self
            while let current = view {
                if let color = current.layoutSettings.explicitTintColor { return color }
                view = current.superview
            }
            return UIView.defaultTintColor
        }
        set {
            let old = tintColor
            layoutSettings.explicitTintColor = newValue
            if tintColor != old { notifyTintChange() }
        }
    }

    /// The tint of a view with no tinted ancestor: system blue.
    static var defaultTintColor: UIColor { .systemBlue }

    /// Tells this view, and every descendant that inherits its tint, that the tint changed.
    func notifyTintChange() {
        (self as? TintObserving)?.effectiveTintColorDidChange()
        for subview in subviews where subview.layoutSettings.explicitTintColor == nil {
            subview.notifyTintChange()
        }
    }
}
