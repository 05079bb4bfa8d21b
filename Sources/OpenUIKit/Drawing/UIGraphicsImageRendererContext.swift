import Foundation
import OpenCoreGraphics

/// What ``UIGraphicsImageRenderer``'s drawing closure receives: the context, the settings and
/// the picture so far.
/// - Note: See https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext
@MainActor @preconcurrency
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The image settings of the renderer.
    open override var format: UIGraphicsImageRendererFormat {
        // The renderer only ever makes this context with an image format.
        storedFormat as! UIGraphicsImageRendererFormat
    }

    /// What has been drawn so far, as an image at the format's scale.
    open var currentImage: UIImage {
        let scale = format.scale
        guard let pixels = cgContext.makeImage() else {
            return UIImage(size: .zero, scale: scale) { _ in }
        }
        return UIImage(cgImage: pixels, scale: scale, orientation: .up)
    }
}
