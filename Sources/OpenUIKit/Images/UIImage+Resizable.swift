import Foundation
import OpenCoreGraphics

extension UIImage {
    /// The same picture with `capInsets` kept at their size when drawn into a rectangle of
    /// another size; the parts between the caps repeat (`.tile`), as UIKit's do.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/resizableimage(withcapinsets:)
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same picture drawn in nine parts: the four corners (the cap insets, in points) at
    /// their own size, the edges and the centre stretched or repeated (`resizingMode`) to fill
    /// the rest of the rectangle the image is drawn into.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/resizableimage(withcapinsets:resizingmode:)
    // UIKit divergence: UIKit takes any insets and draws what they describe; here an inset that
    // is negative or not finite counts as 0, and insets that together exceed the image's size
    // shrink in proportion until they meet, each with a log line.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        var insets = capInsets
        for path in [\UIEdgeInsets.top, \.left, \.bottom, \.right] where !(insets[keyPath: path].isFinite && insets[keyPath: path] >= 0) {
            insets[keyPath: path] = 0
        }
        if insets.left + insets.right > size.width {
            let shrink = size.width / (insets.left + insets.right)
            insets.left *= shrink
            insets.right *= shrink
        }
        if insets.top + insets.bottom > size.height {
            let shrink = size.height / (insets.top + insets.bottom)
            insets.top *= shrink
            insets.bottom *= shrink
        }
        if insets != capInsets {
            ApplicationLog.report(
                "UIImage.resizableImage(withCapInsets:resizingMode:): the insets \(capInsets) do not fit the image's size"
                    + " \(size); using \(insets)")
        }
        return UIImage(
            content: content, size: size, scale: scale, renderingMode: renderingMode, orientation: imageOrientation,
            tintColor: explicitTintColor, symbol: symbol, accessibilityLabel: explicitAccessibilityLabel,
            baselineOffset: baselineOffset, capInsets: insets, resizingMode: resizingMode,
            flipsForRightToLeft: flipsForRightToLeftLayoutDirection)
    }

    /// Whether the image is drawn in nine parts (it has cap insets).
    var isSliced: Bool { capInsets != .zero }

    /// Draws the picture into `rect` in nine parts: each corner at its own size, each edge
    /// and the centre stretched or tiled across what is left. Caps that together exceed the
    /// rectangle shrink in proportion so they meet.
    @MainActor
    func drawSlices(in rect: CGRect, context: CGContext) {
        let caps = capInsets
        let shrinkX = caps.left + caps.right > rect.width ? rect.width / (caps.left + caps.right) : 1
        let shrinkY = caps.top + caps.bottom > rect.height ? rect.height / (caps.top + caps.bottom) : 1
        // Source columns and rows (in the image's points) and where they go.
        let sourceX = [0, caps.left, size.width - caps.right, size.width]
        let sourceY = [0, caps.top, size.height - caps.bottom, size.height]
        let targetX = [rect.minX, rect.minX + caps.left * shrinkX, rect.maxX - caps.right * shrinkX, rect.maxX]
        let targetY = [rect.minY, rect.minY + caps.top * shrinkY, rect.maxY - caps.bottom * shrinkY, rect.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(
                    x: sourceX[column], y: sourceY[row],
                    width: sourceX[column + 1] - sourceX[column], height: sourceY[row + 1] - sourceY[row])
                let target = CGRect(
                    x: targetX[column], y: targetY[row],
                    width: targetX[column + 1] - targetX[column], height: targetY[row + 1] - targetY[row])
                guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else { continue }
                // Corners are never tiled: they keep their size (or shrink with the caps).
                let tiles = resizingMode == .tile && (row == 1 || column == 1)
                if tiles {
                    tile(source, over: target, context: context)
                } else {
                    drawPart(source, in: target, context: context)
                }
            }
        }
    }

    /// Repeats the part `source` at its own size from `target`'s top-left corner, the last
    /// copies cut off at `target`'s far edges. A direction the part is a cap in (its size
    /// already the target's) is stretched to the target's size, not repeated.
    @MainActor
    private func tile(_ source: CGRect, over target: CGRect, context: CGContext) {
        let stepX = source.width, stepY = source.height
        let tilesX = target.width.rounded() == stepX.rounded() ? 1 : Int((target.width / stepX).rounded(.up))
        let tilesY = target.height.rounded() == stepY.rounded() ? 1 : Int((target.height / stepY).rounded(.up))
        let copyWidth = tilesX == 1 ? target.width : stepX
        let copyHeight = tilesY == 1 ? target.height : stepY
        context.saveGState()
        context.clip(to: target)
        for j in 0..<tilesY {
            for i in 0..<tilesX {
                let copy = CGRect(
                    x: target.minX + CGFloat(i) * copyWidth, y: target.minY + CGFloat(j) * copyHeight,
                    width: copyWidth, height: copyHeight)
                drawPart(source, in: copy, context: context)
            }
        }
        context.restoreGState()
    }

    /// Draws the part `source` (in the image's points) of the picture scaled into `target`.
    @MainActor
    private func drawPart(_ source: CGRect, in target: CGRect, context: CGContext) {
        context.saveGState()
        if case .bitmap(let image) = content, imageOrientation == .up {
            // Cut the pixels out so that smoothing at the part's edges never reaches into the
            // neighbouring part.
            let pixels = CGRect(
                x: source.minX * scale, y: source.minY * scale, width: source.width * scale, height: source.height * scale
            ).integral
            if let piece = image.cropping(to: pixels) {
                context.translateBy(x: 0, y: target.minY + target.maxY)
                context.scaleBy(x: 1, y: -1)
                context.draw(piece, in: target)
            }
        } else {
            // Drawings and turned pixels: the whole picture scaled so that `source` covers
            // `target`, clipped to `target`.
            context.clip(to: target)
            let factorX = target.width / source.width, factorY = target.height / source.height
            let whole = CGRect(
                x: target.minX - source.minX * factorX, y: target.minY - source.minY * factorY,
                width: size.width * factorX, height: size.height * factorY)
            drawWholeContent(in: whole, context: context)
        }
        context.restoreGState()
    }
}
