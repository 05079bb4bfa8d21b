import Foundation
import OpenCoreGraphics

extension UIImage {
    /// Draws the image at its own size with its top-left corner at `point`, into the current
    /// context (nothing happens without one).
    @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled to fill `rect`, into the current context (nothing happens
    /// without one). The drawing is clipped to `rect`.
    @MainActor
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        draw(in: rect, context: context)
    }

    /// Draws the image scaled to fill `rect` of `context`, clipped to `rect`, tinted if the
    /// image carries a tint colour; mirrored when it ``flipsForRightToLeftLayoutDirection`` and
    /// the current trait collection (a right-to-left view's, inside its `draw(_:)`) lays out
    /// right to left.
    // UIKit divergence: images have no trait collection of their own here; the current one
    // stands in for it.
    @MainActor
    public func draw(in rect: CGRect, context: CGContext) {
        let mirrored = flipsForRightToLeftLayoutDirection && UITraitCollection.current.layoutDirection == .rightToLeft
        draw(in: rect, context: context, tint: explicitTintColor, mirrored: mirrored)
    }

    /// Draws the image at its own size with its top-left corner at `point`, composited with
    /// `blendMode` at opacity `alpha`.
    @MainActor
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect`, composited with `blendMode` at opacity `alpha`,
    /// into the current context (nothing happens without one).
    @MainActor
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect, context: context)
        context.restoreGState()
    }

    /// Draws the image into `rect` of `context`; with a `tint`, as a silhouette in that colour
    /// (the picture's coverage filled with the tint, in a transparency layer so the
    /// silhouette composites like any drawing); `mirrored`, reflected left to right within
    /// `rect` (a view laid out right to left drawing an image that flips for it).
    @MainActor
    func draw(in rect: CGRect, context: CGContext, tint: UIColor?, mirrored: Bool = false) {
        let rect = rect.standardized
        guard size.width > 0, size.height > 0, !rect.isEmpty else { return }
        context.saveGState()
        context.clip(to: rect)
        if mirrored {
            context.translateBy(x: rect.minX + rect.maxX, y: 0)
            context.scaleBy(x: -1, y: 1)
        }
        if let tint {
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.saveGState()
            drawContent(in: rect, context: context)
            context.restoreGState()
            context.setBlendMode(.sourceIn)
            context.setFillColor(tint.cgColor)
            context.fill(rect)
            context.endTransparencyLayer()
        } else {
            drawContent(in: rect, context: context)
        }
        context.restoreGState()
    }

    /// Draws the picture itself over `rect` (already clipped to it), in nine parts when it
    /// has cap insets; may change the transform, so callers save the graphics state around it.
    @MainActor
    func drawContent(in rect: CGRect, context: CGContext) {
        if isSliced {
            drawSlices(in: rect, context: context)
        } else {
            drawWholeContent(in: rect, context: context)
        }
    }

    /// Draws the whole picture scaled over `rect`; may change the transform.
    @MainActor
    func drawWholeContent(in rect: CGRect, context: CGContext) {
        switch content {
        case .drawing(let drawing) where imageOrientation == .up:
            context.translateBy(x: rect.minX, y: rect.minY)
            context.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
            drawing(context)
        case .drawing(let drawing):
            // The drawing's own square (its size before turning) mapped onto the unit square,
            // turned or mirrored as the orientation says, then onto the rectangle.
            let drawn = imageOrientation.swapsSides ? CGSize(width: size.height, height: size.width) : size
            context.translateBy(x: rect.minX, y: rect.minY)
            context.scaleBy(x: rect.width, y: rect.height)
            context.concatenate(imageOrientation.unitTransform)
            context.scaleBy(x: 1 / drawn.width, y: 1 / drawn.height)
            drawing(context)
        case .bitmap(let image) where imageOrientation == .up:
            // Core Graphics puts an image's first row at the top of a y-up rectangle; UIKit's
            // contexts are y-down, so the rectangle is flipped onto itself first.
            context.translateBy(x: 0, y: rect.minY + rect.maxY)
            context.scaleBy(x: 1, y: -1)
            context.draw(image, in: rect)
        case .bitmap(let image):
            UIImage.drawPixels(image, turned: imageOrientation, in: rect, context: context)
        }
    }

    /// Draws `pixels` over `rect` upright, turned as `orientation` says; may change the
    /// transform. Needs no actor: thumbnails are made away from the main thread with it.
    static func drawPixels(_ pixels: CGImage, turned orientation: Orientation, in rect: CGRect, context: CGContext) {
        // Map the unit square of the pixels (y down) onto the rectangle, turned as the
        // orientation says, then draw the pixels upright in that square.
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width, y: rect.height)
        context.concatenate(orientation.unitTransform)
        context.translateBy(x: 0, y: 1)
        context.scaleBy(x: 1, y: -1)
        context.draw(pixels, in: CGRect(x: 0, y: 0, width: 1, height: 1))
    }
}
