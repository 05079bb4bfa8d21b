import Foundation

/// A drawing destination with Core Graphics' graphics state, path building and painting.
///
/// Two kinds exist. ``init(size:)`` makes a recording context: nothing is rasterized, every
/// request is kept in ``operations`` for a renderer to replay or a test to assert on.
/// ``init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`` (and the package
/// conveniences in `CGContext+Bitmap.swift`) make a bitmap context that paints pixels with
/// Cairo; ``makeImage()`` reads them back.
///
/// Paths are kept in the base space (each point mapped by the transform current when it was
/// added), as in Core Graphics. Any non-finite number handed to a drawing call is logged
/// ("invalid numeric value") and the call is dropped.
/// - Note: See https://developer.apple.com/documentation/coregraphics/cgcontext
public final class CGContext {
    /// The drawing area in points: the recording size, or the bitmap's size in its user space
    /// at the initial transform.
    public let size: CGSize

    let backend: any ContextBackend
    package var state: GraphicsState
    private var savedStates: [GraphicsState] = []
    /// The state each open transparency layer will be composited with.
    var layerStates: [GraphicsState] = []
    /// The path under construction, in base space.
    var pathBuilder = CGMutablePath()
    /// The state a context starts in and ``reset()`` returns to.
    let initialState: GraphicsState

    init(size: CGSize, backend: any ContextBackend, initialState: GraphicsState) {
        self.size = size
        self.backend = backend
        self.initialState = initialState
        state = initialState
    }

    /// Creates an empty recording context for a drawing area of `size` points.
    public convenience init(size: CGSize) {
        self.init(
            size: size, backend: RecordingBackend(),
            initialState: GraphicsState(clipBoundingBox: CGRect(origin: .zero, size: size)))
    }

    /// Everything drawn so far, in order; always empty for a bitmap context.
    public var operations: [Operation] { (backend as? RecordingBackend)?.operations ?? [] }

    /// Logs `function`'s rejection of a non-finite value and answers whether all are finite.
    func valid(_ function: String, _ values: CGFloat...) -> Bool {
        guard values.allSatisfy(\.isFinite) else {
            CoreGraphicsLog.error(function, "invalid numeric value (NaN or infinity); the call is ignored")
            return false
        }
        return true
    }

    func valid(_ function: String, _ rect: CGRect) -> Bool {
        valid(function, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
    }

    func valid(_ function: String, _ points: [CGPoint]) -> Bool {
        valid(function, points.flatMap { [$0.x, $0.y] } as [CGFloat])
    }

    private func valid(_ function: String, _ values: [CGFloat]) -> Bool {
        guard values.allSatisfy(\.isFinite) else {
            CoreGraphicsLog.error(function, "invalid numeric value (NaN or infinity); the call is ignored")
            return false
        }
        return true
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state.
    public func saveGState() {
        savedStates.append(state)
        backend.saveState()
    }

    /// Pops the graphics state saved last; unbalanced calls are ignored, as in Core Graphics.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        backend.restoreState()
    }

    /// The current transformation matrix, from user space to the context's base space.
    public var ctm: CGAffineTransform { state.transform }

    /// Moves the user-space origin by `(tx, ty)`.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        guard valid("CGContextTranslateCTM", tx, ty) else { return }
        state.transform = state.transform.translatedBy(x: tx, y: ty)
    }

    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        guard valid("CGContextScaleCTM", sx, sy) else { return }
        state.transform = state.transform.scaledBy(x: sx, y: sy)
    }

    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) {
        guard valid("CGContextRotateCTM", angle) else { return }
        state.transform = state.transform.rotated(by: angle)
    }

    /// Applies `transform` to user space (it acts before the current transform).
    public func concatenate(_ transform: CGAffineTransform) {
        let t = transform
        guard valid("CGContextConcatCTM", t.a, t.b, t.c, t.d, t.tx, t.ty) else { return }
        state.transform = transform.concatenating(state.transform)
    }

    /// Sets the colour used by fills.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }

    /// Sets the fill colour from sRGB components; non-finite components are logged and ignored.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard valid("CGContextSetRGBFillColor", red, green, blue, alpha) else { return }
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill colour to a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        guard valid("CGContextSetGrayFillColor", gray, alpha) else { return }
        state.fillColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the colour used by strokes.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard valid("CGContextSetRGBStrokeColor", red, green, blue, alpha) else { return }
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke colour to a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        guard valid("CGContextSetGrayStrokeColor", gray, alpha) else { return }
        state.strokeColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the stroke width in user-space units.
    public func setLineWidth(_ width: CGFloat) {
        guard valid("CGContextSetLineWidth", width) else { return }
        state.lineWidth = width
    }

    /// Sets how open line ends are drawn.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }

    /// Sets how corners are drawn.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

    /// Sets the longest miter, as a multiple of the line width, before a corner is bevelled.
    public func setMiterLimit(_ limit: CGFloat) {
        guard valid("CGContextSetMiterLimit", limit) else { return }
        state.miterLimit = limit
    }

    /// Sets a dash pattern (lengths of painted and skipped runs in user space, starting
    /// `phase` into the pattern); an empty array draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard valid("CGContextSetLineDash", [phase] + lengths) else { return }
        guard lengths.allSatisfy({ $0 >= 0 }), lengths.isEmpty || lengths.contains(where: { $0 > 0 }) else {
            CoreGraphicsLog.error("CGContextSetLineDash", "invalid dash array: lengths must be ≥ 0 and not all 0")
            return
        }
        state.dashPhase = phase
        state.dashLengths = lengths
    }

    /// Sets the opacity applied to everything painted (clamped to 0...1).
    public func setAlpha(_ alpha: CGFloat) {
        guard valid("CGContextSetAlpha", alpha) else { return }
        state.alpha = Swift.min(1, Swift.max(0, alpha))
    }

    /// Sets how painting combines with the existing pixels.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Turns antialiasing of paths on or off.
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }

    /// How images are resampled when drawn at another size.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Casts a shadow of colour `color` under everything painted afterwards: shifted by
    /// `offset` and blurred by `blur` (the blur is a Gaussian whose standard deviation is
    /// `blur / 2`). A nil or fully transparent colour turns shadows off.
    ///
    /// - Note: The offset and blur are in the base space; in the UIKit-style contexts
    ///   (`CGContext(uikitPixelsWide:...)`) they are in points and a positive height moves
    ///   the shadow down, as iOS developers see it. See
    ///   https://developer.apple.com/documentation/coregraphics/cgcontext/setshadow(offset:blur:color:)
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard valid("CGContextSetShadowWithColor", offset.width, offset.height, blur) else { return }
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        state.shadow = Shadow(offset: offset, blur: Swift.max(0, blur), color: color)
    }

    /// Casts a shadow in black at one-third opacity, the default shadow colour.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// The colour fills use now.
    public var fillColor: CGColor { state.fillColor }
    /// The colour strokes use now.
    public var strokeColor: CGColor { state.strokeColor }
    /// The stroke width now.
    public var lineWidth: CGFloat { state.lineWidth }

    /// Pushes buffered drawing to the destination (for bitmaps, into their pixel memory).
    public func flush() { backend.flush() }

    /// Forgets every recorded operation, the saved states and the path, and returns to the
    /// initial graphics state (a bitmap keeps its pixels).
    public func reset() {
        while restoreForReset() {}
        if let recorder = backend as? RecordingBackend { recorder.operations.removeAll() }
        layerStates.removeAll()
        state = initialState
        beginPath()
    }

    private func restoreForReset() -> Bool {
        guard !savedStates.isEmpty else { return false }
        restoreGState()
        return true
    }
}
