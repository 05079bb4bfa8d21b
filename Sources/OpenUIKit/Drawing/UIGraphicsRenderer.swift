import Foundation
import OpenCoreGraphics

/// The base of the graphics renderers: settings, including the area in points to draw.
/// - Note: See https://developer.apple.com/documentation/uikit/uigraphicsrenderer
@MainActor @preconcurrency
open class UIGraphicsRenderer {
    let storedFormat: UIGraphicsRendererFormat

    /// The renderer's settings.
    open var format: UIGraphicsRendererFormat { storedFormat }

    /// Creates a renderer with `storedFormat`, whose bounds are the area drawn.
    init(storedFormat: UIGraphicsRendererFormat) {
        self.storedFormat = storedFormat
    }

    /// Whether the renderer produces images; true for image renderers.
    open var allowsImageOutput: Bool { false }
}
