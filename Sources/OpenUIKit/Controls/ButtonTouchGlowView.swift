import Foundation
import OpenCoreGraphics

/// The soft white glow a classic button with ``UIButton/showsTouchWhenHighlighted`` shows
/// over its content while highlighted: a disc ``diameter`` points across, white at
/// ``centreAlpha`` in the middle fading to clear at the rim, centred on the button.
// UIKit divergence: UIKit draws the glow from an image it does not publish; its size and
// brightness here are [CHOSEN] (docs/DIVERGENCES.md, `UIButton`).
final class ButtonTouchGlowView: UIView {
    /// The glow's width and height, in points.
    static let diameter: CGFloat = 40
    /// The white's opacity at the centre.
    static let centreAlpha: CGFloat = 0.8

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = false
        isAccessibilityElement = false
    }

    required init?(coder: NSCoder) {
        Fatal.stop("ButtonTouchGlowView(coder:) is not supported")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let colors = [UIColor(white: 1, alpha: Self.centreAlpha).cgColor, UIColor(white: 1, alpha: 0).cgColor]
        guard let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: [0, 1]) else { return }
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2
        context.drawRadialGradient(
            gradient, startCenter: centre, startRadius: 0, endCenter: centre, endRadius: radius, options: [])
    }
}
