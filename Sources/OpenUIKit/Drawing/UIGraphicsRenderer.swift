import Foundation
import OpenCoreGraphics

/// The base of the graphics renderers: an area in points and the settings to draw it with.
/// - Note: See https://developer.apple.com/documentation/uikit/uigraphicsrenderer
@MainActor
open class UIGraphicsRenderer {
    let storedFormat: UIGraphicsRendererFormat

    /// The renderer's settings.
    open var format: UIGraphicsRendererFormat { storedFormat }

    /// Creates a renderer for `bounds` with `format`.
    init(bounds: CGRect, storedFormat: UIGraphicsRendererFormat) {
        self.storedFormat = storedFormat
    }

    /// Whether the renderer produces images; true for image renderers.
    open var allowsImageOutput: Bool { false }
}
