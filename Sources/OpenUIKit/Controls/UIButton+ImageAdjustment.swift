import Foundation

/// How a classic (unconfigured) button changes its pictures with its state:
/// - highlighted, a button that is not a system button draws its image and background image
///   darker, with ``UIButton/adjustsImageWhenHighlighted`` (a system button keeps them);
/// - disabled, any button draws its image and background image lighter, with
///   ``UIButton/adjustsImageWhenDisabled``: an original image, and a custom button's template
///   image in its tint alike (a system button's template image is drawn in the dimmed colour
///   instead);
/// - a picture set for exactly the current state is drawn as it is: the adjustment stands in
///   for one that was not set.
extension UIButton {
    /// Gives the image view and the background view the adjustment the state asks for.
    func imageAdjustmentsMayHaveChanged() {
        if let view = storedImageView {
            let own = images[exactly: state] != nil
            let adjustment = imageAdjustment(ownPicture: own, template: view.image.map(isDrawnAsTemplate) ?? false)
            if view.drawingAdjustment != adjustment { view.drawingAdjustment = adjustment }
        }
        if let view = storedBackgroundView {
            let own = backgroundImages[exactly: state] != nil
            let adjustment = imageAdjustment(ownPicture: own, template: false)
            if view.drawingAdjustment != adjustment { view.drawingAdjustment = adjustment }
        }
    }

    /// The adjustment for a picture: none when it was set for exactly the current state. A
    /// template picture is adjusted as drawn in its tint, except a disabled system button's,
    /// whose dimmed colour already marks it.
    // UIKit divergence: a system button fades nothing while highlighted [INF: UIKit fades a
    // highlighted system button's content; not modelled] (docs/DIVERGENCES.md, `UIButton`).
    private func imageAdjustment(ownPicture: Bool, template: Bool) -> ImageDrawingAdjustment {
        guard !ownPicture else { return .none }
        if !isEnabled {
            let dimmedInstead = template && buttonType == .system
            return adjustsImageWhenDisabled && !dimmedInstead ? .lightened : .none
        }
        if isHighlighted, adjustsImageWhenHighlighted, buttonType != .system { return .darkened }
        return .none
    }

    /// Whether `image` is drawn as a silhouette in a tint here.
    private func isDrawnAsTemplate(_ image: UIImage) -> Bool {
        image.renderingMode == .alwaysTemplate || (image.renderingMode == .automatic && buttonType == .system)
    }
}
