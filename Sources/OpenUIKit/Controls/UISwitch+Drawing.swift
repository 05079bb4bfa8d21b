import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// The layers of a switch: inside a container (dimmed as a whole when disabled), the grey
/// track, the on-colour track fading in over it, and the thumb with its shadow.
@MainActor
final class SwitchParts {
    let actions = ControlPartActions()
    let container: CALayer
    let track: CALayer
    let onTrack: CALayer
    let thumb: CALayer
    /// Whether the parts show the pressed (wider) thumb.
    var showsPressed = false

    init() {
        container = actions.makeLayer()
        track = actions.makeLayer()
        onTrack = actions.makeLayer()
        thumb = actions.makeLayer()
        container.addSublayer(track)
        container.addSublayer(onTrack)
        container.addSublayer(thumb)
        thumb.shadowColor = UIColor.black.cgColor
        thumb.shadowOpacity = UISwitch.thumbShadowOpacity
        thumb.shadowRadius = UISwitch.thumbShadowRadius
        thumb.shadowOffset = UISwitch.thumbShadowOffset
    }
}

extension UISwitch {
    /// The gap between the track's edge and the thumb, in points [OBS].
    static let thumbInset: CGFloat = 2
    /// How much wider the thumb grows while a finger is down on the switch [OBS].
    static let pressedThumbStretch: CGFloat = 7
    /// The thumb's shadow [OBS: approximates iOS 17's].
    static let thumbShadowOpacity: Float = 0.15
    static let thumbShadowRadius: CGFloat = 4
    static let thumbShadowOffset = CGSize(width: 0, height: 3)
    /// How opaque a disabled switch is drawn [OBS].
    static let disabledOpacity: Float = 0.5

    func installParts() {
        layer.addSublayer(parts.container)
        layoutParts()
    }

    /// The thumb's frame for the switch's value (or the side a knob drag is on) and its
    /// pressed state, in the switch's bounds.
    var thumbFrame: CGRect {
        let box = bounds
        let diameter = max(box.height - 2 * Self.thumbInset, 0)
        let width = diameter + (parts.showsPressed ? Self.pressedThumbStretch : 0)
        let showsOn = dragSideIsOn ?? isOn
        let x = showsOn ? box.maxX - Self.thumbInset - width : box.minX + Self.thumbInset
        // Right to left the switch is mirrored: the thumb sits at the left when on.
        return CGRect(x: x, y: box.minY + Self.thumbInset, width: width, height: diameter)
            .mirroredHorizontally(in: box, when: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// Puts every part where the state says, in the colours the traits resolve; animates when
    /// called inside an animation block.
    func layoutParts() {
        let traits = traitCollection
        let box = bounds
        let radius = box.height / 2
        let showsOn = dragSideIsOn ?? isOn
        parts.container.frame = box
        parts.container.opacity = isEnabled ? 1 : Self.disabledOpacity
        parts.track.frame = box
        parts.track.cornerRadius = radius
        parts.track.backgroundColor = UIColor.switchOffTrack.resolvedColor(with: traits).cgColor
        parts.onTrack.frame = box
        parts.onTrack.cornerRadius = radius
        parts.onTrack.backgroundColor = (onTintColor ?? .systemGreen).resolvedColor(with: traits).cgColor
        parts.onTrack.opacity = showsOn ? 1 : 0
        let thumb = thumbFrame
        parts.thumb.frame = thumb
        parts.thumb.cornerRadius = thumb.height / 2
        parts.thumb.backgroundColor = (thumbTintColor ?? .white).resolvedColor(with: traits).cgColor
        parts.thumb.shadowPath = CGPath(
            roundedRect: CGRect(origin: .zero, size: thumb.size), cornerWidth: thumb.height / 2,
            cornerHeight: thumb.height / 2, transform: nil)
    }

    /// ``layoutParts()`` inside an animation block of ``ControlConstants/switchAnimationDuration``
    /// (at once when the switch is in no window: nothing shows it).
    func animateParts() {
        guard window != nil else { return layoutParts() }
        UIView.animate(withDuration: ControlConstants.switchAnimationDuration, delay: 0, options: [.allowUserInteraction]) {
            self.layoutParts()
        }
    }
}
