import Foundation
import OpenCoreGraphics

// Display order, as Core Animation does it:
//   1. `displayIfNeeded()` finds the layer marked and calls `display()` (a zero-size layer is
//      unmarked without drawing).
//   2. `display()` asks the delegate's `display(_:)`; a delegate that implements it supplies
//      the contents itself and nothing below happens.
//   3. Otherwise (no delegate, or the protocol's default `display(_:)`) the backing store is
//      drawn: the delegate's `layerWillDraw(_:)`, a context from the root's host (a recording
//      context when there is no host), then `draw(in:)`, whose default calls the delegate's
//      `draw(_:in:)`. Drawing is clipped to the rectangles marked since the last display.
extension CALayer {
    func markWholeNeedsDisplay() {
        needsFullDisplay = true
        markNeedsDisplay()
    }

    func markNeedsDisplay(in r: CGRect) {
        Self.requireFinite(r, "setNeedsDisplay rect")
        guard !r.isEmpty else { return }
        needsDisplayRect = needsDisplayRect.union(r)
        markNeedsDisplay()
    }

    private func markNeedsDisplay() {
        guard !needsDisplayFlag else { return }
        requireMainThreadIfHosted("marked for display")
        let wasFlagged = isOnFlaggedPath
        needsDisplayFlag = true
        if !wasFlagged { propagateCommitWork() }
    }

    /// Whether the layer is inside its own display pass (``displayIfNeeded()``), drawing now.
    package var isDisplaying: Bool { rectBeingDisplayed != nil }

    /// The part of the bounds marked for display; null when nothing is.
    package var pendingDisplayRect: CGRect {
        guard needsDisplayFlag else { return .null }
        return needsFullDisplay ? bounds : needsDisplayRect.intersection(bounds)
    }

    func displayNowIfNeeded() {
        guard needsDisplayFlag else { return }
        let rect = pendingDisplayRect
        needsDisplayFlag = false
        needsFullDisplay = false
        needsDisplayRect = .null
        if bounds.width <= 0 || bounds.height <= 0 {
            dropBackingStore()
            return
        }
        guard !rect.isEmpty else { return }
        rectBeingDisplayed = rect
        defer { rectBeingDisplayed = nil }
        display()
    }

    func displayContents() {
        if let delegate {
            delegate.display(self)
        } else {
            drawIntoBackingStore()
        }
    }

    /// Makes (or reuses) the backing store and runs `draw(in:)` into it, clipped to the
    /// marked rectangle (the whole bounds when called outside a display pass or when the store
    /// is new). What a delegate without `display(_:)` gets.
    package func drawIntoBackingStore() {
        guard bounds.width > 0, bounds.height > 0 else {
            dropBackingStore()
            return
        }
        let region = backingStoreRegion(scale: contentsScale)
        guard !region.isEmpty else {
            // A layer too large for a whole store with no visible part: nothing to keep.
            dropBackingStore()
            return
        }
        let scale = BackingStoreLimits.fittingScale(contentsScale, for: region.size)
        delegate?.layerWillDraw(self)
        let size = region.size
        let context: CGContext
        var rect = (rectBeingDisplayed ?? region).intersection(region)
        let reused: Bool
        if let store = backingStore, backingStoreSize == size, backingStoreScale == scale,
            backingStoreRect == region
        {
            context = store
            reused = true
        } else {
            reused = false
            if scale < contentsScale {
                QuartzCoreLog.warning(
                    "a backing store of \(region.width)×\(region.height) points at contentsScale \(contentsScale) "
                        + "passes the store limits (\(Int(BackingStoreLimits.maximumSide)) pixels a side, "
                        + "\(Int(BackingStoreLimits.maximumPixels)) pixels); it is drawn at scale \(scale) instead")
            }
            context = treeHost?.makeBackingStore(for: self, size: size, scale: scale) ?? CGContext(size: size)
            backingStoreSize = size
            backingStoreScale = scale
            backingStoreRect = region
            backingStoreCoversPart = region != bounds
            rect = region
        }
        context.saveGState()
        context.translateBy(x: -region.minX, y: -region.minY)
        context.clip(to: rect)
        // A fresh store starts transparent; a reused one is cleared where it is redrawn.
        if reused && !isOpaque && clearsBackingStoreBeforeRedraw { context.clear(rect) }
        draw(in: context)
        context.restoreGState()
        if drawingPaintedNothing {
            // The delegate found that its drawing paints nothing: no store is kept.
            drawingPaintedNothing = false
            backingStore = context
            dropBackingStore()
            return
        }
        backingStore = context
        redrawnRect = redrawnRect.union(rect)
        markChanged(.contents)
    }

    /// The part of the bounds the backing store covers: all of it, unless a whole store would
    /// pass ``BackingStoreLimits`` — then only the part the host shows now, on whole pixels
    /// (empty when nothing is visible). The host redraws the layer when that part moves.
    func backingStoreRegion(scale: CGFloat) -> CGRect {
        let width = bounds.width * scale
        let height = bounds.height * scale
        guard width > BackingStoreLimits.maximumSide || height > BackingStoreLimits.maximumSide
            || width * height > BackingStoreLimits.maximumPixels
        else { return bounds }
        let visible = (treeHost?.visibleRect(of: self) ?? .null).intersection(bounds)
        guard !visible.isNull, !visible.isEmpty else { return .zero }
        // Whole pixels, so the store lines up with the screen's.
        let minX = (visible.minX * scale).rounded(.down) / scale
        let minY = (visible.minY * scale).rounded(.down) / scale
        let maxX = (visible.maxX * scale).rounded(.up) / scale
        let maxY = (visible.maxY * scale).rounded(.up) / scale
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).intersection(bounds)
    }

    /// Forgets the backing store (a layer whose drawing turned out to paint nothing).
    package func dropBackingStore() {
        guard backingStore != nil else { return }
        backingStore = nil
        backingStoreSize = .zero
        backingStoreRect = .null
        markChanged(.contents)
    }

    /// Displays the marked layers below and including this one, following only flagged
    /// paths (the mask first, then sublayers in array order). A window's frame uses its
    /// renderer's long-lived ``LayerTreeWalker``; this one-off walk serves everything else.
    package func displaySubtreeIfNeeded() {
        LayerTreeWalker().display(self)
    }
}
