import Foundation

extension CGContext {
    /// Intersects the clip with the current path under `rule`, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let elements = pathStorage
        beginPath()
        guard !elements.isEmpty else { return }
        addClip(elements, rule: rule)
    }

    func addClip(_ elements: [CGPath.Element], rule: CGPathFillRule) {
        backend.clip(elements, rule: rule)
        state.clips.append(.path(elements, rule))
        state.clipBoundingBox = state.clipBoundingBox.intersection(PathGeometry.tightBox(of: elements))
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        guard valid("CGContextClipToRect", rect) else { return }
        let path = CGMutablePath()
        path.addRect(rect, transform: state.transform)
        addClip(path.storage, rule: .winding)
    }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        guard rects.allSatisfy({ valid("CGContextClipToRects", $0) }) else { return }
        let path = CGMutablePath()
        path.addRects(rects, transform: state.transform)
        addClip(path.storage, rule: .winding)
    }

    /// Intersects the clip with a mask image stretched over `rect` (user space, drawn upright
    /// like ``draw(_:in:)``). Grey images mask by brightness, others by their alpha.
    public func clip(to rect: CGRect, mask: CGImage) {
        guard valid("CGContextClipToMask", rect) else { return }
        if let item = backend.maskClip(mask, in: rect, state: state) {
            state.clips.append(item)
        }
        let box = rect.applying(state.transform)
        state.clipBoundingBox = state.clipBoundingBox.intersection(box)
    }

    /// Returns the clip to the whole context.
    // UIKit divergence: Core Graphics documents resetClip as restoring the initial clip;
    // so does this, and it also drops mask clips.
    public func resetClip() {
        state.clips = initialState.clips
        state.clipBoundingBox = initialState.clipBoundingBox
        backend.clip([], rule: .winding)
    }

    /// The bounding box of the current clip, in user space.
    public var boundingBoxOfClipPath: CGRect {
        let box = state.clipBoundingBox
        return box.isNull ? box : box.applying(state.transform.inverted())
    }
}
