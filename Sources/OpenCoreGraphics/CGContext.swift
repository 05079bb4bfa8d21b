import Foundation

/// A drawing destination that records what is drawn into it instead of producing pixels.
///
/// Views draw into one of these during `draw(_:)`; the operations are kept in order
/// (``operations``) with their colours, transforms and clips so a renderer can replay them
/// later, and tests can assert on them. The graphics state (current transform, colours, line
/// width, font, clip) is saved and restored as in Core Graphics.
/// - Note: See https://developer.apple.com/documentation/coregraphics/cgcontext
// Limitation: nothing is rasterized here; that is the renderer's job.
public final class CGContext {
    /// The graphics state saved and restored by ``saveGState()`` / ``restoreGState()``.
    struct GraphicsState {
        var transform: CGAffineTransform = .identity
        var fillColor: CGColor = .black
        var strokeColor: CGColor = .black
        var lineWidth: CGFloat = 1
        var fontName = "Helvetica"
        var fontSize: CGFloat = 12
        var clipBoundingBox: CGRect
    }

    /// The size of the drawing area in points.
    public let size: CGSize
    /// Everything drawn so far, in order.
    public private(set) var operations: [Operation] = []

    private var state: GraphicsState
    private var savedStates: [GraphicsState] = []
    private var path: [PathElement] = []
    private var pathStart: CGPoint?
    private var pathPoint: CGPoint?

    /// Creates an empty recording context for a drawing area of `size` points.
    public init(size: CGSize) {
        self.size = size
        state = GraphicsState(clipBoundingBox: CGRect(origin: .zero, size: size))
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state.
    public func saveGState() {
        savedStates.append(state)
        operations.append(.saveState)
    }

    /// Pops the graphics state saved last; unbalanced calls are ignored, as in Core Graphics.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        operations.append(.restoreState)
    }

    /// The current transformation matrix, from user space to the context's base space.
    public var ctm: CGAffineTransform { state.transform }

    /// Moves the user-space origin by `(tx, ty)`.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        state.transform = state.transform.translatedBy(x: tx, y: ty)
    }

    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        state.transform = state.transform.scaledBy(x: sx, y: sy)
    }

    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) {
        state.transform = state.transform.rotated(by: angle)
    }

    /// Applies `transform` to user space (it acts before the current transform).
    public func concatenate(_ transform: CGAffineTransform) {
        state.transform = transform.concatenating(state.transform)
    }

    /// Sets the colour used by fills.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }

    /// Sets the colour used by strokes.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    /// Sets the stroke width in user-space points.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }

    /// The colour fills use now.
    public var fillColor: CGColor { state.fillColor }
    /// The colour strokes use now.
    public var strokeColor: CGColor { state.strokeColor }
    /// The stroke width now.
    public var lineWidth: CGFloat { state.lineWidth }

    /// The bounding box of the current clip, in user space.
    public var boundingBoxOfClipPath: CGRect {
        state.clipBoundingBox.applying(state.transform.inverted())
    }

    // MARK: Building paths

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        let mapped = point.applying(state.transform)
        path.append(.move(to: mapped))
        pathStart = mapped
        pathPoint = mapped
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        guard pathPoint != nil else { return move(to: point) }
        let mapped = point.applying(state.transform)
        path.append(.line(to: mapped))
        pathPoint = mapped
    }

    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        if pathPoint == nil { move(to: control) }
        let mapped = end.applying(state.transform)
        path.append(.quadCurve(to: mapped, control: control.applying(state.transform)))
        pathPoint = mapped
    }

    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if pathPoint == nil { move(to: control1) }
        let mapped = end.applying(state.transform)
        path.append(
            .curve(
                to: mapped, control1: control1.applying(state.transform),
                control2: control2.applying(state.transform)))
        pathPoint = mapped
    }

    /// Closes the current subpath back to its start.
    public func closePath() {
        guard pathStart != nil else { return }
        path.append(.closeSubpath)
        pathPoint = pathStart
    }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closePath()
    }

    /// Adds several closed rectangles.
    public func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Adds a closed ellipse inscribed in `rect`, made of four cubic curves.
    public func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        // Control-point distance for a quarter circle drawn with one cubic Bézier.
        let k: CGFloat = 0.5522847498
        let rx = r.width / 2
        let ry = r.height / 2
        let cx = r.midX
        let cy = r.midY
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
            control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
            control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closePath()
    }

    /// Adds an arc of a circle, split into curves of at most a quarter turn each.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        // Core Graphics' `clockwise` refers to a y-up space: in the flipped UIKit space,
        // clockwise == true means the angle decreases.
        var sweep = endAngle - startAngle
        let fullTurn = 2 * CGFloat.pi
        if clockwise {
            while sweep > 0 { sweep -= fullTurn }
        } else {
            while sweep < 0 { sweep += fullTurn }
        }
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(
                x: center.x + radius * CGFloat(cos(Double(angle))),
                y: center.y + radius * CGFloat(sin(Double(angle))))
        }
        let start = point(startAngle)
        if pathPoint == nil { move(to: start) } else { addLine(to: start) }
        let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let handle = 4.0 / 3.0 * CGFloat(tan(Double(step) / 4)) * radius
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = point(angle)
            let p1 = point(next)
            let c1 = CGPoint(
                x: p0.x - handle * CGFloat(sin(Double(angle))), y: p0.y + handle * CGFloat(cos(Double(angle))))
            let c2 = CGPoint(
                x: p1.x + handle * CGFloat(sin(Double(next))), y: p1.y - handle * CGFloat(cos(Double(next))))
            addCurve(to: p1, control1: c1, control2: c2)
            angle = next
        }
    }

    /// Forgets the path under construction.
    public func beginPath() {
        path.removeAll()
        pathStart = nil
        pathPoint = nil
    }

    /// Whether no path is under construction.
    public var isPathEmpty: Bool { path.isEmpty }

    /// The current point of the path under construction, in user space.
    public var currentPointOfPath: CGPoint {
        (pathPoint ?? .zero).applying(state.transform.inverted())
    }

    // MARK: Painting

    /// Fills the current path with the fill colour and clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        guard !path.isEmpty else { return }
        operations.append(.fill(path: path, rule: rule, color: state.fillColor, transform: state.transform))
        beginPath()
    }

    /// Strokes the current path with the stroke colour and clears the path.
    public func strokePath() {
        guard !path.isEmpty else { return }
        operations.append(
            .stroke(path: path, color: state.strokeColor, lineWidth: state.lineWidth, transform: state.transform))
        beginPath()
    }

    /// Fills `rect` with the fill colour (the current path is left alone).
    public func fill(_ rect: CGRect) {
        let saved = (path, pathStart, pathPoint)
        beginPath()
        addRect(rect)
        fillPath()
        (path, pathStart, pathPoint) = saved
    }

    /// Fills several rectangles.
    public func fill(_ rects: [CGRect]) {
        for rect in rects { fill(rect) }
    }

    /// Strokes the outline of `rect`.
    public func stroke(_ rect: CGRect) {
        let saved = (path, pathStart, pathPoint)
        beginPath()
        addRect(rect)
        strokePath()
        (path, pathStart, pathPoint) = saved
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        let saved = (path, pathStart, pathPoint)
        beginPath()
        addEllipse(in: rect)
        fillPath()
        (path, pathStart, pathPoint) = saved
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        let saved = (path, pathStart, pathPoint)
        beginPath()
        addEllipse(in: rect)
        strokePath()
        (path, pathStart, pathPoint) = saved
    }

    /// Erases `rect` to transparent.
    public func clear(_ rect: CGRect) {
        operations.append(.clear(rect: rect, transform: state.transform))
    }

    /// Intersects the clip with the current path and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        guard !path.isEmpty else { return }
        operations.append(.clip(path: path, rule: rule))
        state.clipBoundingBox = state.clipBoundingBox.intersection(Self.boundingBox(of: path))
        beginPath()
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        let saved = (path, pathStart, pathPoint)
        beginPath()
        addRect(rect)
        clip()
        (path, pathStart, pathPoint) = saved
    }

    // MARK: Text

    /// Sets the font used by ``showText(_:at:)``.
    // UIKit divergence: Core Graphics selects fonts with CGFont objects; a name and size is
    // all a recording needs.
    public func setFont(name: String, size: CGFloat) {
        state.fontName = name
        state.fontSize = size
    }

    /// Records a run of text whose baseline starts at `origin`, in the fill colour.
    public func showText(_ text: String, at origin: CGPoint) {
        operations.append(
            .text(
                text, origin: origin, fontName: state.fontName, fontSize: state.fontSize,
                color: state.fillColor, transform: state.transform))
    }

    // MARK: Helpers

    /// Forgets every recorded operation and resets the graphics state.
    public func reset() {
        operations.removeAll()
        savedStates.removeAll()
        state = GraphicsState(clipBoundingBox: CGRect(origin: .zero, size: size))
        beginPath()
    }

    private static func boundingBox(of path: [PathElement]) -> CGRect {
        var points: [CGPoint] = []
        for element in path {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() {
            box = box.union(CGRect(origin: point, size: .zero))
        }
        return box
    }
}
