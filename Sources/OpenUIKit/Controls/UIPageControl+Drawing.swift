import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// The layers of a page control: a container holding one round layer per page.
@MainActor
final class PageControlParts {
    let actions = ControlPartActions()
    let container: CALayer
    var dots: [CALayer] = []

    init() {
        container = actions.makeLayer()
    }
}

extension UIPageControl {
    /// How opaque a disabled page control is drawn [OBS].
    static let disabledOpacity: Float = 0.5

    /// The centre of page `page`'s dot, in the control's coordinates: the row of dots is
    /// centred in the bounds.
    func indicatorCenter(forPage page: Int) -> CGPoint {
        let pitch = ControlConstants.pageIndicatorPitch
        let rowWidth = CGFloat(numberOfPages) * pitch
        let startX = bounds.midX - rowWidth / 2
        // Right to left the first page's dot is at the right.
        let slot = effectiveUserInterfaceLayoutDirection == .rightToLeft ? numberOfPages - 1 - page : page
        return CGPoint(x: startX + (CGFloat(slot) + 0.5) * pitch, y: bounds.midY)
    }

    /// Adds or removes dots to match the page count, then places and colours them.
    func layoutParts() {
        let traits = traitCollection
        while parts.dots.count < numberOfPages {
            let dot = parts.actions.makeLayer()
            parts.container.addSublayer(dot)
            parts.dots.append(dot)
        }
        while parts.dots.count > numberOfPages {
            parts.dots.removeLast().removeFromSuperlayer()
        }
        parts.container.frame = bounds
        parts.container.isHidden = hidesForSinglePage && numberOfPages <= 1
        parts.container.opacity = isEnabled ? 1 : Self.disabledOpacity
        let other = (pageIndicatorTintColor ?? .tertiaryLabel).resolvedColor(with: traits).cgColor
        let current = (currentPageIndicatorTintColor ?? .label).resolvedColor(with: traits).cgColor
        let diameter = ControlConstants.pageIndicatorDiameter
        for (page, dot) in parts.dots.enumerated() {
            let center = indicatorCenter(forPage: page)
            dot.frame = CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
            dot.cornerRadius = diameter / 2
            dot.backgroundColor = page == currentPage ? current : other
        }
    }
}
