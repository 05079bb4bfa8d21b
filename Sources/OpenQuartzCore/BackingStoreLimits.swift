import Foundation
import OpenCoreGraphics

/// How large a backing store may be before it covers only the visible part of its layer.
///
/// A view of 100,000 × 100,000 points at scale 3 would need 360 GB for a whole store; past
/// these limits the store holds only what the window shows, and is redrawn as that changes.
// UIKit divergence: Core Animation's own limits are not published; these are chosen.
package enum BackingStoreLimits {
    /// The longest side, in pixels, of a store that covers its whole layer.
    package static let maximumSide: CGFloat = 8192
    /// The most pixels (64 MB of premultiplied RGBA) a store that covers its whole layer holds.
    package static let maximumPixels: CGFloat = 16 * 1024 * 1024

    /// The scale at which a store covering `region` (points) stays within the limits:
    /// `scale` itself when it fits, else the largest one that does. A store that covers only
    /// the visible part can still pass them (a full-screen layer with a `contentsScale` of 30);
    /// it is then kept at this lower scale and stretched when composited.
    // UIKit divergence: Core Animation publishes no such limit; drawing at a high scale is
    // less sharp here than asked, never gigabytes.
    package static func fittingScale(_ scale: CGFloat, for region: CGSize) -> CGFloat {
        let width = region.width * scale
        let height = region.height * scale
        guard width > maximumSide || height > maximumSide || width * height > maximumPixels else { return scale }
        let bySide = maximumSide / max(region.width, region.height)
        let byArea = (maximumPixels / (region.width * region.height)).squareRoot()
        // Rounded down a little so the pixel size, rounded up, still fits.
        return min(scale, bySide, byArea) * 0.999
    }
}
