import Foundation

/// The settings of an image renderer: pixel scale, opacity and colour range.
///
/// ```swift
/// let format = UIGraphicsImageRendererFormat()
/// format.scale = 2
/// format.opaque = true
/// ```
/// - Note: See https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat
// UIKit divergence: UIKit's default scale is the main screen's; headless rendering has no
// screen to ask from any thread, so the default is 1 (set `scale` for sharper output).
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The colour range of the pixels.
    /// - Note: See https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/range
    public enum Range: Int, Sendable {
        /// The renderer decides (always standard here).
        case automatic = 0
        /// Extended-range pixels where the device supports them (standard here).
        case extended = 1
        /// 8-bit sRGB pixels.
        case standard = 2
        /// No preference.
        case unspecified = -1
    }

    /// Pixels per point of the images made; 1 unless set.
    open var scale: CGFloat = 1
    /// Whether the images made are fully opaque: the canvas starts opaque black instead of
    /// transparent, so anything not drawn over stays black. False unless set.
    open var opaque = false
    /// The colour range asked for; every range renders 8-bit sRGB here.
    // UIKit divergence: extended range is not rendered (pixels are 8-bit sRGB).
    open var preferredRange: Range = .automatic

    /// Creates the default settings: scale 1, transparent, automatic range.
    public required init() {
        super.init()
    }

    /// An independent copy with `bounds`, so changes to the caller's format do not reach a
    /// renderer.
    func copy(bounds: CGRect) -> UIGraphicsImageRendererFormat {
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        copy.bounds = bounds
        return copy
    }
}
