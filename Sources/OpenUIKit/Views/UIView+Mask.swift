import Foundation
import OpenQuartzCore

// A view's mask view is its layer's mask: the compositor paints the mask layer into a group of
// its own and composites the view's content through that group's alpha. The view keeps the
// mask view alive (the layer holds only the layer, whose delegate reference is weak).
extension UIView {
    /// The mask view, while its layer is still the layer's mask (setting `layer.mask`
    /// directly, or making the view another view's mask, ends it).
    var currentMaskView: UIView? {
        guard let maskViewStorage, layer.mask === maskViewStorage.layer else { return nil }
        return maskViewStorage
    }

    func setMaskView(_ newValue: UIView?) {
        guard newValue !== currentMaskView else { return }
        if let view = newValue {
            Fatal.check(view !== self, "UIView.mask: a view cannot be its own mask")
            Fatal.check(
                view.superview == nil && view.layer.superlayer == nil,
                "UIView.mask: the mask view \(view) has a superview (\(String(describing: view.superview))); a mask "
                    + "view is not part of the hierarchy: remove it from its superview first")
            // The mask paints at the receiver's pixel density.
            if view.layer.contentsScale != layer.contentsScale {
                view.layer.contentsScale = layer.contentsScale
                view.setNeedsDisplay()
            }
        }
        maskViewStorage = newValue
        layer.mask = newValue?.layer
    }
}
