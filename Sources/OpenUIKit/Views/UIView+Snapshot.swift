import Foundation
import OpenCoreGraphics

extension UIView {
    /// A new view, the size of this one's bounds, showing what this view and its subviews look
    /// like now: their rendered pixels at the screen's scale, fixed (later changes to this view
    /// do not show in it). With `afterScreenUpdates`, pending layout and drawing are done first;
    /// without, the view is shown as last drawn. Nil for a view with empty bounds.
    ///
    /// The snapshot is a plain view whose layer holds the picture as its contents; position it
    /// and add it where it is needed (a transition's stand-in, a drag preview).
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:)
    // UIKit divergence: UIKit's snapshot is a live reference to the render server's surface and
    // may be nil off screen; here it is a copy of the pixels, made whether or not the view is in
    // a window.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let scale = snapshotScale
        guard let image = renderedImage(scale: scale, afterScreenUpdates: afterUpdates) else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.isUserInteractionEnabled = false
        snapshot.layer.contentsScale = scale
        snapshot.layer.contents = image
        return snapshot
    }

    /// Draws this view and its subviews as they look on screen into `rect` of the current
    /// graphics context (scaled to fill it), as a `UIGraphicsImageRenderer` or a view's
    /// `draw(_:)` sets up. With `afterScreenUpdates`, pending layout and drawing are done
    /// first. Returns false, drawing nothing, without a current context or with empty bounds.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/drawhierarchy(in:afterscreenupdates:)
    // UIKit divergence: UIKit copies the render server's pixels; here the layer tree is painted
    // into the context directly (as CALayer.render(in:)), so the result is as sharp as the
    // context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), !bounds.isEmpty, !rect.isEmpty else { return false }
        if afterUpdates { finishPendingUpdates() }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        layer.render(in: context)
        context.restoreGState()
        return true
    }

    /// The view's pixels at `scale`, over transparency; nil for empty bounds.
    func renderedImage(scale: CGFloat, afterScreenUpdates afterUpdates: Bool) -> CGImage? {
        guard !bounds.isEmpty else { return nil }
        if afterUpdates { finishPendingUpdates() }
        let width = Int((bounds.width * scale).rounded(.up))
        let height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0,
            let context = CGContext.makeFlippedBitmap(pixelWidth: width, pixelHeight: height, scale: scale)
        else { return nil }
        layer.render(in: context)
        return context.makeImage()
    }

    /// Pixels per point for snapshots: the window's screen's, else the traits'.
    private var snapshotScale: CGFloat {
        if let screen = window?.application?.screen { return screen.scale }
        let traits = traitCollection.displayScale
        return traits > 0 ? traits : 1
    }

    /// Lays out this view's subtree and draws every view in it marked for display, as the
    /// next frame would.
    private func finishPendingUpdates() {
        layoutIfNeeded()
        visitSubtree { view in
            guard view.cycle.needsDisplay, !view.layer.bounds.isEmpty else { return }
            view.cycle.needsDisplay = false
            if !view.layer.needsDisplay() { view.layer.setNeedsDisplay() }
            view.layer.displayIfNeeded()
            view.cycle.displayReason = ""
        }
    }
}
