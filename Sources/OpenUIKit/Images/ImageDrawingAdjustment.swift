import Foundation
import OpenCoreGraphics

/// How an image view changes its picture as it draws it: a classic button darkens its image
/// while highlighted (``UIButton/adjustsImageWhenHighlighted``) and lightens it while disabled
/// (``UIButton/adjustsImageWhenDisabled``).
// UIKit divergence: UIKit does not publish how much it darkens or lightens; a darkened image
// has black at ``darkeningAlpha`` laid over its own pixels, a lightened one is drawn at
// ``lightenedAlpha`` of its opacity [CHOSEN] (docs/DIVERGENCES.md, `UIButton`).
enum ImageDrawingAdjustment: Sendable, Equatable {
    /// The picture as it is.
    case none
    /// The picture with black laid over it (a highlighted classic button's image).
    case darkened
    /// The picture at part of its opacity (a disabled classic button's image).
    case lightened

    /// The opacity of the black laid over a darkened picture.
    static let darkeningAlpha: CGFloat = 0.3
    /// The share of its opacity a lightened picture keeps.
    static let lightenedAlpha: CGFloat = 0.4

    /// Draws `drawPicture` into `context` changed as this adjustment says; `rect` bounds the
    /// picture (the black of a darkened one is laid over it, only where the picture has ink).
    @MainActor
    func draw(in rect: CGRect, context: CGContext, _ drawPicture: () -> Void) {
        switch self {
        case .none:
            drawPicture()
        case .lightened:
            context.saveGState()
            context.setAlpha(Self.lightenedAlpha)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            drawPicture()
            context.endTransparencyLayer()
            context.restoreGState()
        case .darkened:
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            drawPicture()
            context.saveGState()
            context.setBlendMode(.sourceAtop)
            context.setFillColor(UIColor(white: 0, alpha: Self.darkeningAlpha).cgColor)
            context.fill(rect)
            context.restoreGState()
            context.endTransparencyLayer()
        }
    }
}
