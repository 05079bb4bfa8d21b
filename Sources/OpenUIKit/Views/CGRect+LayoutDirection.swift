import Foundation

extension CGRect {
    /// The rectangle reflected across the vertical centre line of `container`: what a frame
    /// worked out for a left-to-right layout becomes in a right-to-left one (same size, same
    /// vertical position, the distance from the left edge now from the right edge).
    package func mirroredHorizontally(in container: CGRect) -> CGRect {
        CGRect(x: container.minX + container.maxX - maxX, y: minY, width: width, height: height)
    }

    /// The rectangle as it is, or reflected within `container` when `rightToLeft`.
    package func mirroredHorizontally(in container: CGRect, when rightToLeft: Bool) -> CGRect {
        rightToLeft ? mirroredHorizontally(in: container) : self
    }
}

extension UIView {
    /// The sign of a step from the leading edge toward the trailing one along x: 1 left to
    /// right, −1 right to left. Horizontal motion worked out left to right (a slide, a drag's
    /// progress, a swipe offset) is multiplied by it to follow the layout direction.
    package var leadingToTrailingSign: CGFloat {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
    }

    /// Sets `frame`, reflected within `container` first when `rightToLeft`: layout code that
    /// works in left-to-right terms places views through this to follow the layout direction.
    package func setFrame(_ frame: CGRect, mirroredIn container: CGRect, when rightToLeft: Bool) {
        let placed = frame.mirroredHorizontally(in: container, when: rightToLeft)
        if self.frame != placed { self.frame = placed }
    }
}
