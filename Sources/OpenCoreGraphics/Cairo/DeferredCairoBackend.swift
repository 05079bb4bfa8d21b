import Foundation

/// A bitmap backend that keeps its paints in a list until its pixels are first needed, then
/// replays them, in order, into the Cairo backend it wraps; from then on it paints directly.
///
/// Why: a layer's backing store is drawn in the display phase of every frame that marks it,
/// but its pixels matter only when something composites or reads them. A headless
/// application that never renders (a UI test that taps and asserts) would otherwise pay, for
/// every label, a fresh mapping of a 3x store, a page fault per page the text touches and the
/// glyph rasterization. Listed, a store costs only its list.
///
/// The pixels come out the same: the same requests reach the same Cairo backend in the same
/// order, each carrying the graphics state that was current when it was made (the context
/// hands every request its state). Pixels are needed when the store is composited or read (an
/// image, its surface, a backdrop blur), and before a request that must act at once (a mask
/// clip, which answers with a clip item); ``CGContext/bitmapBackend`` replays first for every
/// such use. A clear that covers every pixel while no transparency layer is open drops the
/// list instead of adding to it (what came before it cannot show), and a list longer than
/// ``maximumPending`` is replayed, so a store redrawn many times without being shown stays
/// small.
package final class DeferredCairoBackend: ContextBackend {
    /// Where the paints go; it allocates its pixels at the first paint replayed into it.
    let target: CairoBackend
    /// Paints not replayed yet, oldest first.
    private var pending: [(CairoBackend) -> Void] = []
    /// How many transparency layers the pending paints leave open.
    private var openLayers = 0

    /// The longest list kept before it is replayed. A label redrawn whole adds two or three
    /// paints and drops the earlier ones when its store is a whole number of pixels; when it is
    /// not, its whole clear leaves part of the last pixel row or column and the list grows, so
    /// after about ten such redraws the store gets its pixels as it always did. Each listed
    /// paint keeps what it draws alive (a shaped text layout, an image).
    package static let maximumPending = 32

    init(target: CairoBackend) {
        self.target = target
    }

    /// Whether anything was painted: pixels exist, or paints wait for them.
    var hasPaint: Bool { target.surface != nil || !pending.isEmpty }

    /// Whether paints are still being listed rather than painted (no pixels yet).
    var isDeferring: Bool { target.surface == nil }

    /// Replays the pending paints into the target and returns it, pixels up to date.
    func replayed() -> CairoBackend {
        guard !pending.isEmpty else { return target }
        let paints = pending
        pending = []
        openLayers = 0
        for paint in paints { paint(target) }
        return target
    }

    /// Lists `paint` while there are no pixels, otherwise paints now.
    func add(_ paint: @escaping (CairoBackend) -> Void) {
        guard isDeferring else {
            paint(target)
            return
        }
        pending.append(paint)
        if pending.count > Self.maximumPending { _ = replayed() }
    }

    // MARK: ContextBackend

    // The Cairo backend keeps no state of its own for these (the context does).
    func saveState() { target.saveState() }
    func restoreState() { target.restoreState() }
    func clip(_ path: [CGPath.Element], rule: CGPathFillRule) { target.clip(path, rule: rule) }

    // Each request goes straight to the target once it has pixels, without making a closure.

    func fill(_ path: [CGPath.Element], rule: CGPathFillRule, state: CGContext.GraphicsState) {
        guard isDeferring else { return target.fill(path, rule: rule, state: state) }
        add { $0.fill(path, rule: rule, state: state) }
    }

    func stroke(_ path: [CGPath.Element], state: CGContext.GraphicsState) {
        guard isDeferring else { return target.stroke(path, state: state) }
        add { $0.stroke(path, state: state) }
    }

    func clear(_ rect: CGRect, state: CGContext.GraphicsState) {
        guard isDeferring else {
            target.clear(rect, state: state)
            return
        }
        // Nothing painted yet: the pixels to be are clear already.
        guard !pending.isEmpty else { return }
        if openLayers == 0 && clearsEveryPixel(rect, state: state) {
            pending.removeAll()
            return
        }
        add { $0.clear(rect, state: state) }
    }

    func maskClip(_ image: CGImage, in rect: CGRect, state: CGContext.GraphicsState) -> CGContext.ClipItem? {
        replayed().maskClip(image, in: rect, state: state)
    }

    func draw(_ image: CGImage, in rect: CGRect, tiled: Bool, state: CGContext.GraphicsState) {
        guard isDeferring else { return target.draw(image, in: rect, tiled: tiled, state: state) }
        add { $0.draw(image, in: rect, tiled: tiled, state: state) }
    }

    func drawGradient(
        _ gradient: CGGradient, geometry: GradientGeometry, options: CGGradientDrawingOptions,
        state: CGContext.GraphicsState
    ) {
        guard isDeferring else { return target.drawGradient(gradient, geometry: geometry, options: options, state: state) }
        add { $0.drawGradient(gradient, geometry: geometry, options: options, state: state) }
    }

    func beginLayer(state: CGContext.GraphicsState) {
        guard isDeferring else { return target.beginLayer(state: state) }
        openLayers += 1
        add { $0.beginLayer(state: state) }
    }

    func endLayer(state: CGContext.GraphicsState) {
        guard isDeferring else { return target.endLayer(state: state) }
        openLayers = max(0, openLayers - 1)
        add { $0.endLayer(state: state) }
    }

    func showText(_ text: String, at origin: CGPoint, state: CGContext.GraphicsState) {
        guard isDeferring else { return target.showText(text, at: origin, state: state) }
        add { $0.showText(text, at: origin, state: state) }
    }

    /// Flushing is for pixels someone reads; they are replayed when read.
    func flush() {
        guard !isDeferring else { return }
        target.flush()
    }

    // MARK: Whole clears

    /// Whether clearing `rect` under `state` erases every pixel: the rectangle, mapped to
    /// pixels by a transform without rotation or skew, covers the bitmap, and so does every
    /// clip (each must be one axis-aligned rectangle; anything else counts as not covering).
    private func clearsEveryPixel(_ rect: CGRect, state: CGContext.GraphicsState) -> Bool {
        let pixels = CGRect(x: 0, y: 0, width: target.pixelWidth, height: target.pixelHeight)
        let toDevice = state.transform.concatenating(target.deviceFromBase)
        guard toDevice.b == 0, toDevice.c == 0, rect.applying(toDevice).contains(pixels) else { return false }
        for item in state.clips {
            guard case .path(let elements, _) = item, let box = Self.rectangle(elements),
                box.applying(target.deviceFromBase).contains(pixels)
            else { return false }
        }
        return true
    }

    /// The rectangle `elements` outline when they are one closed axis-aligned rectangle
    /// (four corners, each edge horizontal or vertical); nil otherwise.
    private static func rectangle(_ elements: [CGPath.Element]) -> CGRect? {
        var points: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let point) where index == 0: points.append(point)
            case .line(let point) where index > 0: points.append(point)
            case .closeSubpath where index == elements.count - 1: break
            default: return nil
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return nil }
        // Four different points on two x values and two y values are the four corners; edges
        // all horizontal or vertical then go round the rectangle rather than across it.
        for index in 0..<4 {
            let a = points[index]
            let b = points[(index + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return nil }
            for other in points[(index + 1)...] where other == a { return nil }
        }
        let xs = Set(points.map(\.x))
        let ys = Set(points.map(\.y))
        guard xs.count == 2, ys.count == 2, let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
        else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
