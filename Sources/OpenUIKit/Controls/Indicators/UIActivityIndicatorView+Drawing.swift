import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// The layers of an activity indicator: a square container turned by the spin, holding one
/// round-capped stroke per spoke.
@MainActor
final class ActivityIndicatorParts {
    let actions = ControlPartActions()
    let container: CALayer
    let spokes: [CAShapeLayer]

    init() {
        container = actions.makeLayer()
        var made: [CAShapeLayer] = []
        for _ in 0..<UIActivityIndicatorView.spokeCount { made.append(actions.makeShapeLayer()) }
        spokes = made
        for spoke in spokes {
            spoke.lineCap = .round
            container.addSublayer(spoke)
        }
    }
}

extension UIActivityIndicatorView {
    /// How many spokes iOS 13 and later draw.
    static let spokeCount = 8
    /// One turn of the brightest spoke around the centre, in seconds [OBS].
    static let spinPeriod: CFTimeInterval = 1
    /// The spoke's stroke width, length and inner end as fractions of the indicator's side
    /// [OBS: measured on iOS 17 screenshots].
    static let spokeWidthRatio: CGFloat = 0.1
    static let spokeInnerRatio: CGFloat = 0.22
    static let spokeOuterRatio: CGFloat = 0.45
    /// The opacity of the spoke farthest behind the brightest one [OBS].
    static let faintestSpokeOpacity: Float = 0.25
    /// The key of the spin animation on the spokes' container.
    static let spinAnimationKey = "spin"
    /// The spokes' colour of the current styles: the secondary label colour [OBS].
    static let defaultColor = UIColor.secondaryLabel

    /// The angle of spoke `index`, clockwise from straight up (y grows downwards).
    static func spokeAngle(_ index: Int) -> CGFloat {
        -CGFloat.pi / 2 + CGFloat(index) * 2 * .pi / CGFloat(spokeCount)
    }

    /// The opacity of spoke `index`: 1 for the brightest (index 0), fading for the spokes
    /// behind it (counter-clockwise).
    static func spokeOpacity(_ index: Int) -> Float {
        let behind = (spokeCount - index) % spokeCount
        return 1 - Float(behind) * (1 - faintestSpokeOpacity) / Float(spokeCount - 1)
    }

    /// Centres the container on the bounds at the style's size and strokes the spokes in the
    /// colour resolved with the view's traits.
    func layoutParts() {
        let side = style.side
        let box = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        // The container turns about its centre, so move it by position and size it by bounds:
        // setting a frame on a turned layer would be read through its rotation.
        parts.container.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        parts.container.position = CGPoint(x: box.midX, y: box.midY)
        let colour = color.resolvedColor(with: traitCollection).cgColor
        let centre = CGPoint(x: side / 2, y: side / 2)
        for (index, spoke) in parts.spokes.enumerated() {
            let angle = Self.spokeAngle(index)
            let path = CGMutablePath()
            path.move(to: CGPoint(x: centre.x + cos(angle) * side * Self.spokeInnerRatio, y: centre.y + sin(angle) * side * Self.spokeInnerRatio))
            path.addLine(to: CGPoint(x: centre.x + cos(angle) * side * Self.spokeOuterRatio, y: centre.y + sin(angle) * side * Self.spokeOuterRatio))
            spoke.frame = CGRect(x: 0, y: 0, width: side, height: side)
            spoke.path = path
            spoke.lineWidth = side * Self.spokeWidthRatio
            spoke.strokeColor = colour
            spoke.opacity = Self.spokeOpacity(index)
        }
    }

    /// Adds the spin while the indicator animates in a window, removes it otherwise.
    func updateSpin() {
        let spinning = parts.container.animation(forKey: Self.spinAnimationKey) != nil
        let wanted = isAnimating && window != nil
        guard spinning != wanted else { return }
        guard wanted else {
            parts.container.removeAnimation(forKey: Self.spinAnimationKey)
            return
        }
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0..<Self.spokeCount).map { CGFloat($0) * 2 * .pi / CGFloat(Self.spokeCount) }
        spin.calculationMode = .discrete
        spin.duration = Self.spinPeriod
        spin.repeatCount = .infinity
        spin.isRemovedOnCompletion = false
        parts.container.add(spin, forKey: Self.spinAnimationKey)
    }
}
