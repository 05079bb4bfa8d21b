import Foundation

/// The settings of a graphics renderer: the base of ``UIGraphicsImageRendererFormat``.
/// - Note: See https://developer.apple.com/documentation/uikit/uigraphicsrendererformat
open class UIGraphicsRendererFormat {
    /// Creates default settings.
    public required init() {}

    /// The area the renderer draws, in points: set by the renderer the format belongs to;
    /// zero until then.
    public internal(set) var bounds: CGRect = .zero

    /// Settings for the current device.
    open class func `default`() -> Self { Self() }

    /// Settings for the best output the current device can show.
    open class func preferred() -> Self { Self() }
}
