import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// The layers of a slider: inside a container (dimmed as a whole when disabled), the grey
/// track, the tinted track from the start to the thumb, and the thumb with its shadow; plus an
/// image view for each value image that is set.
@MainActor
final class SliderParts {
    let actions = ControlPartActions()
    let container: CALayer
    let maximumTrack: CALayer
    let minimumTrack: CALayer
    let thumb: CALayer
    var minimumImageView: UIImageView?
    var maximumImageView: UIImageView?
    /// Shows the thumb image, when one is set, in place of the drawn thumb.
    var thumbImageView: UIImageView?

    init() {
        container = actions.makeLayer()
        maximumTrack = actions.makeLayer()
        minimumTrack = actions.makeLayer()
        thumb = actions.makeLayer()
        container.addSublayer(maximumTrack)
        container.addSublayer(minimumTrack)
        container.addSublayer(thumb)
        thumb.shadowColor = UIColor.black.cgColor
        thumb.shadowOpacity = UISwitch.thumbShadowOpacity
        thumb.shadowRadius = UISwitch.thumbShadowRadius
        thumb.shadowOffset = UISwitch.thumbShadowOffset
    }
}

extension UISlider {
    /// The space between a value image and the track, in points [CHOSEN].
    static let valueImageGap: CGFloat = 8
    /// How opaque a disabled slider is drawn [OBS].
    static let disabledOpacity: Float = 0.5

    func installParts() {
        layer.addSublayer(parts.container)
        layoutParts()
    }

    /// Adds, removes or refreshes the image views for the value images, then lays out.
    func valueImagesDidChange() {
        parts.minimumImageView = updatedImageView(parts.minimumImageView, image: minimumValueImage)
        parts.maximumImageView = updatedImageView(parts.maximumImageView, image: maximumValueImage)
        layoutParts()
    }

    private func updatedImageView(_ view: UIImageView?, image: UIImage?) -> UIImageView? {
        guard let image else {
            view?.removeFromSuperview()
            return nil
        }
        let imageView = view ?? UIImageView(frame: .zero)
        imageView.image = image
        imageView.isUserInteractionEnabled = false
        if imageView.superview !== self { addSubview(imageView) }
        return imageView
    }

    /// Puts the track and the thumb where the value says, in the colours the traits resolve;
    /// animates when called inside an animation block.
    func layoutParts() {
        let traits = traitCollection
        let box = bounds
        let track = trackRect(forBounds: box)
        let thumb = thumbRect(forBounds: box, trackRect: track, value: value)
        let radius = track.height / 2
        parts.container.frame = box
        parts.container.opacity = isEnabled ? 1 : Self.disabledOpacity
        parts.maximumTrack.frame = track
        parts.maximumTrack.cornerRadius = radius
        parts.maximumTrack.backgroundColor =
            (maximumTrackTintColor ?? .sliderMaximumTrack).resolvedColor(with: traits).cgColor
        // The tinted part runs from the track's start (its right end when mirrored) to the
        // thumb's centre.
        let tinted = min(max(isMirrored ? track.maxX - thumb.midX : thumb.midX - track.minX, 0), track.width)
        parts.minimumTrack.frame = CGRect(
            x: isMirrored ? track.maxX - tinted : track.minX, y: track.minY, width: tinted, height: track.height)
        parts.minimumTrack.cornerRadius = radius
        parts.minimumTrack.backgroundColor = (minimumTrackTintColor ?? tintColor).resolvedColor(with: traits).cgColor
        parts.thumb.frame = thumb
        parts.thumb.cornerRadius = thumb.height / 2
        parts.thumb.backgroundColor = (thumbTintColor ?? .white).resolvedColor(with: traits).cgColor
        parts.thumb.shadowPath = CGPath(
            ellipseIn: CGRect(origin: .zero, size: thumb.size), transform: nil)
        let thumbImage = currentThumbImage
        parts.thumb.isHidden = thumbImage != nil
        parts.thumbImageView = updatedImageView(parts.thumbImageView, image: thumbImage)
        parts.thumbImageView?.frame = thumb
        parts.thumbImageView?.alpha = isEnabled ? 1 : CGFloat(Self.disabledOpacity)
        parts.minimumImageView?.frame = minimumValueImageRect(forBounds: box)
        parts.maximumImageView?.frame = maximumValueImageRect(forBounds: box)
    }
}

extension UISlider: TintObserving {
    /// The tinted track follows the tint colour when ``minimumTrackTintColor`` is not set.
    package func effectiveTintColorDidChange() {
        if minimumTrackTintColor == nil { layoutParts() }
    }
}
