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
}
