import Foundation
import OpenQuartzCore

/// The layers of a progress view: a container clipping to the bar's shape, the track, and
/// the fill over it.
@MainActor
final class ProgressViewParts {
    let actions = ControlPartActions()
    let container: CALayer
    let track: CALayer
    let fill: CALayer

    init() {
        container = actions.makeLayer()
        track = actions.makeLayer()
        fill = actions.makeLayer()
        container.masksToBounds = true
        container.addSublayer(track)
        container.addSublayer(fill)
    }
}

extension UIProgressView {
    /// The bar's height in points (iOS 13 and later).
    static let barHeight: CGFloat = 4
    /// How long ``setProgress(_:animated:)`` takes to move the fill, in seconds [OBS].
    static let fillAnimationDuration: TimeInterval = 0.25

    /// Puts the track over the bounds and the fill over the completed part (from the leading
    /// edge), in colours resolved with the view's traits; animates inside an animation block.
    func layoutParts() {
        let traits = traitCollection
        let box = bounds
        let rounded = progressViewStyle == .default
        parts.container.frame = box
        parts.container.cornerRadius = rounded ? box.height / 2 : 0
        parts.track.frame = CGRect(origin: .zero, size: box.size)
        parts.track.backgroundColor = (trackTintColor ?? .sliderMaximumTrack).resolvedColor(with: traits).cgColor
        let width = box.width * CGFloat(progress)
        let leading = effectiveUserInterfaceLayoutDirection == .rightToLeft ? box.width - width : 0
        parts.fill.frame = CGRect(x: leading, y: 0, width: width, height: box.height)
        parts.fill.cornerRadius = rounded ? box.height / 2 : 0
        parts.fill.backgroundColor = (progressTintColor ?? tintColor).resolvedColor(with: traits).cgColor
    }
}
