import Foundation
import OpenQuartzCore

/// The delegate of the layers a control builds its look from (tracks, thumbs, dots, glyphs).
///
/// A plain sublayer would animate every change implicitly; a control's parts should instead
/// move the way its view does: not at all outside an animation block, and with the block's
/// duration and curve inside `UIView.animate…` (on the application clock). The delegate gives
/// them exactly that answer. It is not a view, so the parts stay parts of their control's
/// layer rather than becoming views of their own.
// UIKit divergence: UIKit builds its controls from private subviews; here the parts are
// sublayers of the control's layer (the slider's value images excepted), so a control's
// `subviews` stays empty and its `layer.sublayers` lists the parts.
@MainActor
final class ControlPartActions: @MainActor CALayerDelegate {
    /// Inside an animation block, the block's animation for `event`; otherwise no action.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        AnimationBlock.current?.action(for: layer, forKey: event) ?? UIView.noAction
    }

    /// A plain layer answered by this delegate.
    func makeLayer() -> CALayer {
        let layer = CALayer()
        layer.delegate = self
        return layer
    }

    /// A shape layer answered by this delegate, with no fill and no stroke yet.
    func makeShapeLayer() -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.fillColor = nil
        layer.delegate = self
        return layer
    }
}
