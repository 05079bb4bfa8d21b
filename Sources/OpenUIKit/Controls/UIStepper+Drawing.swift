import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// The layers of a stepper: the rounded background, the shade over the touched half, the
/// divider, and the minus and plus glyphs (filled bars).
@MainActor
final class StepperParts {
    let actions = ControlPartActions()
    let background: CALayer
    let highlight: CALayer
    let divider: CALayer
    let minus: CAShapeLayer
    let plus: CAShapeLayer

    init() {
        background = actions.makeLayer()
        highlight = actions.makeLayer()
        divider = actions.makeLayer()
        minus = actions.makeShapeLayer()
        plus = actions.makeShapeLayer()
    }
}

extension UIStepper {
    /// The background's corner radius [OBS].
    static let cornerRadius: CGFloat = 8
    /// The divider's size [OBS].
    static let dividerSize = CGSize(width: 1, height: 18)
    /// The glyphs' bar length and thickness [OBS].
    static let glyphLength: CGFloat = 14
    static let glyphThickness: CGFloat = 2

    func installParts() {
        for part in [parts.background, parts.highlight, parts.divider, parts.minus, parts.plus] {
            layer.addSublayer(part)
        }
        layoutParts()
    }

    /// Whether the minus half can step (it wraps, or the value is above the minimum).
    var canDecrement: Bool { isEnabled && (wraps || value > minimumValue) }
    /// Whether the plus half can step (it wraps, or the value is below the maximum).
    var canIncrement: Bool { isEnabled && (wraps || value < maximumValue) }

    /// Puts the parts in the bounds, in the colours the traits and the value resolve.
    func layoutParts() {
        let traits = traitCollection
        let box = bounds
        let half = box.width / 2
        parts.background.frame = box
        parts.background.cornerRadius = Self.cornerRadius
        parts.background.backgroundColor = UIColor.stepperBackground.resolvedColor(with: traits).cgColor

        let touched = isHighlighted ? direction : 0
        parts.highlight.isHidden = touched == 0
        parts.highlight.frame = CGRect(x: touched < 0 ? box.minX : box.minX + half, y: box.minY, width: half, height: box.height)
        parts.highlight.cornerRadius = Self.cornerRadius
        parts.highlight.maskedCorners =
            touched < 0 ? [.layerMinXMinYCorner, .layerMinXMaxYCorner] : [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
        parts.highlight.backgroundColor = UIColor.stepperHighlight.resolvedColor(with: traits).cgColor

        let divider = Self.dividerSize
        parts.divider.frame = CGRect(
            x: box.midX - divider.width / 2, y: box.midY - divider.height / 2, width: divider.width, height: divider.height)
        parts.divider.backgroundColor = UIColor.controlDivider.resolvedColor(with: traits).cgColor

        let enabledColor = UIColor.label.resolvedColor(with: traits).cgColor
        let disabledColor = UIColor.tertiaryLabel.resolvedColor(with: traits).cgColor
        parts.minus.frame = CGRect(x: box.minX, y: box.minY, width: half, height: box.height)
        parts.minus.path = glyphPath(in: parts.minus.bounds.size, vertical: false)
        parts.minus.fillColor = canDecrement ? enabledColor : disabledColor
        parts.plus.frame = CGRect(x: box.minX + half, y: box.minY, width: half, height: box.height)
        parts.plus.path = glyphPath(in: parts.plus.bounds.size, vertical: true)
        parts.plus.fillColor = canIncrement ? enabledColor : disabledColor
    }

    /// A horizontal bar centred in `size`, crossed by a vertical one for the plus.
    private func glyphPath(in size: CGSize, vertical: Bool) -> CGPath {
        let path = CGMutablePath()
        let length = Self.glyphLength
        let thickness = Self.glyphThickness
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        path.addRect(CGRect(x: center.x - length / 2, y: center.y - thickness / 2, width: length, height: thickness))
        if vertical {
            path.addRect(CGRect(x: center.x - thickness / 2, y: center.y - length / 2, width: thickness, height: length))
        }
        return path
    }
}
