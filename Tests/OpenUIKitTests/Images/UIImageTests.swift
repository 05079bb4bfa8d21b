import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A 10 × 5 point image that fills itself red.
@MainActor
func redBlock(scale: CGFloat = 1) -> UIImage {
    UIImage(size: CGSize(width: 10, height: 5), scale: scale) { context in
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
    }
}

/// The closed rectangle path a recording context stores for `rect` under no transform.
func rectanglePath(_ rect: CGRect) -> [CGContext.PathElement] {
    [
        .move(to: CGPoint(x: rect.minX, y: rect.minY)), .line(to: CGPoint(x: rect.maxX, y: rect.minY)),
        .line(to: CGPoint(x: rect.maxX, y: rect.maxY)), .line(to: CGPoint(x: rect.minX, y: rect.maxY)),
        .closeSubpath,
    ]
}

@MainActor @Suite struct UIImageTests {
    @Test("An image reports its size in points, its scale and its size in pixels")
    func sizeAndScale() {
        let image = redBlock(scale: 3)
        #expect(image.size == CGSize(width: 10, height: 5))
        #expect(image.scale == 3)
        #expect(image.pixelSize == CGSize(width: 30, height: 15))
        #expect(redBlock().scale == 1)
    }

    @Test("Drawing an image into a rectangle maps its space onto the rectangle, clipped to it")
    func drawInRect() {
        let context = CGContext(size: CGSize(width: 100, height: 100))
        UIGraphicsPushContext(context)
        redBlock().draw(in: CGRect(x: 10, y: 20, width: 20, height: 10))
        redBlock().draw(at: CGPoint(x: 50, y: 50))
        UIGraphicsPopContext()
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(context.operations == [
            .saveState,
            .clip(path: rectanglePath(CGRect(x: 10, y: 20, width: 20, height: 10)), rule: .winding),
            .fill(
                path: rectanglePath(CGRect(x: 10, y: 20, width: 20, height: 10)), rule: .winding, color: red,
                transform: CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20)),
            .restoreState,
            .saveState,
            .clip(path: rectanglePath(CGRect(x: 50, y: 50, width: 10, height: 5)), rule: .winding),
            .fill(
                path: rectanglePath(CGRect(x: 50, y: 50, width: 10, height: 5)), rule: .winding, color: red,
                transform: CGAffineTransform(translationX: 50, y: 50)),
            .restoreState,
        ])
        // The drawing left the context's state as it found it.
        #expect(context.ctm == .identity && context.fillColor == .black)
    }

    @Test("An image view is sized by its image, takes no touches, and draws the image as its content mode says")
    func imageView() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let imageView = UIImageView(image: redBlock())
        #expect(imageView.frame == CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(imageView.intrinsicContentSize == CGSize(width: 10, height: 5))
        #expect(!imageView.isUserInteractionEnabled)
        #expect(UIImageView(frame: .zero).intrinsicContentSize
            == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))

        imageView.frame = CGRect(x: 40, y: 40, width: 20, height: 10)
        imageView.contentMode = .center
        window.addSubview(imageView)
        app.runTurn()
        let drawing = try! #require(imageView.recordedDrawing)
        let fills = drawing.operations.compactMap { operation -> [CGContext.PathElement]? in
            if case .fill(let path, _, _, _) = operation { return path }
            return nil
        }
        #expect(fills == [rectanglePath(CGRect(x: 5, y: 2.5, width: 10, height: 5))])
        // A tap on it reaches the view behind.
        #expect(window.hitTest(CGPoint(x: 50, y: 45), with: nil) === window)

        imageView.contentMode = .scaleAspectFit
        imageView.setNeedsDisplay()
        app.runTurn()
        // The backing store is reused: the redraw clears what it covers, then fills again.
        let operations = imageView.recordedDrawing?.operations ?? []
        let lastClear = operations.lastIndex { if case .clear = $0 { true } else { false } } ?? 0
        let fitted = operations[lastClear...].compactMap { operation -> [CGContext.PathElement]? in
            if case .fill(let path, _, _, _) = operation { return path }
            return nil
        }
        #expect(fitted == [rectanglePath(CGRect(x: 0, y: 0, width: 20, height: 10))])
    }
}
