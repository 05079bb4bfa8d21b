import Foundation
import OpenCoreGraphics
import Synchronization

/// An immutable picture with a size in points and a scale (pixels per point): decoded pixels
/// (PNG data or files, a `CGImage`, an image renderer's output) or a drawing replayed at any
/// resolution.
///
/// Bitmap images measure ``size`` as their pixel size divided by ``scale``. Drawing an image
/// (``draw(in:)``, an image view, a button) places it upright in UIKit's y-down contexts.
/// Templates (``renderingMode`` `.alwaysTemplate`) are drawn as a silhouette in a tint colour:
/// the view's `tintColor` in an image view, or the colour given to ``withTintColor(_:)``.
///
/// ```swift
/// let dot = UIImage(size: CGSize(width: 16, height: 16)) { context in
///     context.setFillColor(UIColor.red.cgColor)
///     context.fillEllipse(in: CGRect(x: 0, y: 0, width: 16, height: 16))
/// }
/// let icon = UIImage(named: "star")?.withRenderingMode(.alwaysTemplate)
/// ```
/// - Note: See https://developer.apple.com/documentation/uikit/uiimage
// UIKit divergence: not an NSObject; symbol images are drawn from an open icon font
// (Symbols/UIImage+Symbols.swift); no animated images, image assets or trait variants. The class is open and its state immutable, hence
// `@unchecked Sendable` as UIKit declares it.
open class UIImage: @unchecked Sendable, CustomStringConvertible {
    /// Draws the picture into a context whose user space spans (0, 0) to the image's size.
    public typealias Drawing = @MainActor @Sendable (CGContext) -> Void

    /// Where the picture comes from.
    enum Content: Sendable {
        /// Pixels, first row at the top.
        case bitmap(CGImage)
        /// A drawing replayed each time the image is drawn.
        case drawing(Drawing)
    }

    let content: Content
    /// The image's size in points.
    public let size: CGSize
    /// Pixels per point: 1 unless given (or read from an `@2x`/`@3x` file name).
    public let scale: CGFloat
    /// Whether the image draws its own colours or a tinted silhouette; `.automatic` unless made
    /// with ``withRenderingMode(_:)``.
    public let renderingMode: RenderingMode
    /// How the pixels are turned or mirrored for display (drawing applies it; ``cgImage`` is
    /// the pixels as stored).
    public let imageOrientation: Orientation
    /// Whether views whose effective layout direction is right to left draw the image mirrored
    /// (see ``imageFlippedForRightToLeftLayoutDirection()``); false unless made with that method
    /// or a directional symbol (`chevron.backward`, `arrow.uturn.forward`…).
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/flipsforrighttoleftlayoutdirection
    public let flipsForRightToLeftLayoutDirection: Bool
    /// The colour given to ``withTintColor(_:)``, used in place of a view's tint.
    let explicitTintColor: UIColor?
    /// For a symbol image (`UIImage(systemName:)`), its name and configuration; nil otherwise.
    package let symbol: (any SymbolDescription)?
    /// Where the image's baseline lies, in points up from its bottom edge; nil for an image
    /// without one (see ``baselineOffsetFromBottom``).
    let baselineOffset: CGFloat?
    /// The edges, in points, kept at their size when the image is drawn larger or smaller than
    /// it is; zero (the default) scales the whole picture (see ``resizableImage(withCapInsets:)``).
    public let capInsets: UIEdgeInsets
    /// How the parts between the cap insets fill a larger rectangle: `.stretch` unless made with
    /// ``resizableImage(withCapInsets:resizingMode:)`` or ``resizableImage(withCapInsets:)`` (`.tile`).
    public let resizingMode: ResizingMode
    /// The label set through ``accessibilityLabel``; the one mutable part of an image, hence
    /// behind a lock.
    private let storedAccessibilityLabel: Mutex<String?>

    init(content: Content, size: CGSize, scale: CGFloat, renderingMode: RenderingMode,
         orientation: Orientation, tintColor: UIColor?, symbol: (any SymbolDescription)? = nil,
         accessibilityLabel: String? = nil, baselineOffset: CGFloat? = nil,
         capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .stretch,
         flipsForRightToLeft: Bool = false) {
        self.symbol = symbol
        flipsForRightToLeftLayoutDirection = flipsForRightToLeft
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.baselineOffset = baselineOffset
        storedAccessibilityLabel = Mutex(accessibilityLabel)
        self.content = content
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        imageOrientation = orientation
        explicitTintColor = tintColor
    }

    /// Creates an image of `size` points at `scale` whose content is what `drawing` draws.
    ///
    /// `drawing` runs each time the image is drawn, on the main actor, with user space mapped
    /// so that (0, 0)–`size` covers the destination rectangle. Such an image has no pixels of
    /// its own (``cgImage`` and ``pngData()`` are nil): draw it through a
    /// ``UIGraphicsImageRenderer`` to rasterize it.
    // UIKit divergence: UIKit makes drawn images with UIGraphicsImageRenderer, which
    // rasterizes once; this initializer keeps the drawing and replays it (sharp at any size,
    // and recorded as operations in recording contexts).
    public init(size: CGSize, scale: CGFloat = 1, drawing: @escaping Drawing) {
        Fatal.check(
            size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
            "UIImage(size:scale:drawing:): the size must be finite and not negative, got \(size)")
        Fatal.check(scale.isFinite && scale > 0, "UIImage(size:scale:drawing:): the scale must be positive, got \(scale)")
        content = .drawing(drawing)
        self.size = size
        self.scale = scale
        renderingMode = .automatic
        imageOrientation = .up
        flipsForRightToLeftLayoutDirection = false
        explicitTintColor = nil
        symbol = nil
        baselineOffset = nil
        capInsets = .zero
        resizingMode = .stretch
        storedAccessibilityLabel = Mutex(nil)
    }

    /// Creates an empty image: no size, nothing drawn. Bars read it as "none" where they take
    /// legacy images (`UINavigationBar.setBackgroundImage(UIImage(), for: .default)` leaves the
    /// bar transparent, `shadowImage = UIImage()` removes its hairline), as UIKit does.
    public convenience init() {
        self.init(size: .zero, scale: 1) { _ in }
    }

    /// Creates an image showing `cgImage`'s pixels at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// Creates an image showing `cgImage`'s pixels at `scale` pixels per point.
    ///
    /// `orientation` says how the stored pixels are turned for display: ``size`` is the
    /// displayed size (width and height swap for the left and right orientations) and drawing
    /// turns the pixels. A scale that is not a positive finite number stops the program.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        Fatal.check(scale.isFinite && scale > 0, "UIImage(cgImage:scale:orientation:): the scale must be positive, got \(scale)")
        content = .bitmap(cgImage)
        let width = CGFloat(cgImage.width) / scale
        let height = CGFloat(cgImage.height) / scale
        size = orientation.swapsSides ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
        self.scale = scale
        renderingMode = .automatic
        imageOrientation = orientation
        flipsForRightToLeftLayoutDirection = false
        explicitTintColor = nil
        symbol = nil
        baselineOffset = nil
        capInsets = .zero
        resizingMode = .stretch
        storedAccessibilityLabel = Mutex(nil)
    }

    /// The drawing's width and height in pixels: ``size`` times ``scale``.
    public var pixelSize: CGSize { CGSize(width: size.width * scale, height: size.height * scale) }

    /// The same picture with another ``renderingMode``.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(content: content, size: size, scale: scale, renderingMode: renderingMode,
                orientation: imageOrientation, tintColor: explicitTintColor, symbol: symbol,
                accessibilityLabel: explicitAccessibilityLabel, baselineOffset: baselineOffset,
                capInsets: capInsets, resizingMode: resizingMode,
                flipsForRightToLeft: flipsForRightToLeftLayoutDirection)
    }

    /// The same picture, drawn as a silhouette in `color` (its shape, the colour replacing its
    /// own); the rendering mode is kept.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// The same picture, drawn as a silhouette in `color`, with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(content: content, size: size, scale: scale, renderingMode: renderingMode,
                orientation: imageOrientation, tintColor: color, symbol: symbol,
                accessibilityLabel: explicitAccessibilityLabel, baselineOffset: baselineOffset,
                capInsets: capInsets, resizingMode: resizingMode,
                flipsForRightToLeft: flipsForRightToLeftLayoutDirection)
    }

    /// What assistive technologies call the picture when a control shows it without a title
    /// of its own (an image-only button, bar button item, segment or swipe action).
    ///
    /// A symbol image (`UIImage(systemName:)`) answers a short spoken name for its symbol
    /// ("Delete" for `trash`, "Share" for `square.and.arrow.up`; docs/SYMBOLS.md lists them);
    /// other images answer nil. A label set here wins over the symbol's and travels with the
    /// images derived from this one (``withRenderingMode(_:)``, ``withTintColor(_:)``, a
    /// symbol's configurations). Safe to read and set from any thread.
    /// - Note: See https://developer.apple.com/documentation/objectivec/nsobject/1615181-accessibilitylabel
    // UIKit divergence: UIKit declares the property on NSObject (informal protocol); UIImage is
    // not an NSObject here, so it declares its own. The spoken names are ours (docs/SYMBOLS.md).
    public var accessibilityLabel: String? {
        get { storedAccessibilityLabel.withLock { $0 } ?? symbol?.spokenName }
        set { storedAccessibilityLabel.withLock { $0 = newValue } }
    }

    /// The label set on this image, without the symbol's own (handed on to derived images).
    var explicitAccessibilityLabel: String? { storedAccessibilityLabel.withLock { $0 } }

    open var description: String {
        var text = "UIImage(\(traceFormat(size.width))x\(traceFormat(size.height)) @\(traceFormat(scale))x"
        if renderingMode != .automatic { text += " \(renderingMode)" }
        return text + ")"
    }
}
