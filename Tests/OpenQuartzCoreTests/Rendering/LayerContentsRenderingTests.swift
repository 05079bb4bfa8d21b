import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

@MainActor @Suite struct LayerContentsRenderingTests {
    /// A 2×2-pixel image: red, green on top; blue, white below.
    private func quadImage() -> CGImage {
        let context = CGContext.makeFlippedBitmap(pixelWidth: 2, pixelHeight: 2, scale: 1)!
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setFillColor(green)
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        context.setFillColor(blue)
        context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
        context.setFillColor(white)
        context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        return context.makeImage()!
    }

    @Test("contents with .resize fill the bounds upright")
    func contentsResize() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let picture = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        picture.contents = quadImage()
        picture.magnificationFilter = .nearest
        root.addSublayer(picture)
        let (pixels, _) = render(root)
        #expect(close(pixels[5, 5], rgba(1, 0, 0), tolerance: 10))
        #expect(close(pixels[35, 5], rgba(0, 1, 0), tolerance: 10))
        #expect(close(pixels[5, 35], rgba(0, 0, 1), tolerance: 10))
        #expect(close(pixels[35, 35], rgba(1, 1, 1), tolerance: 10))
    }

    @Test("contentsGravity .center keeps the natural size; contentsRect shows a part")
    func gravityAndRect() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let picture = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        picture.contents = quadImage()
        picture.contentsGravity = .center
        root.addSublayer(picture)
        var (pixels, _) = render(root)
        #expect(pixels[5, 5] == [0, 0, 0, 0])
        #expect(pixels[19, 19][3] > 200)
        instantly {
            picture.contentsGravity = .resize
            picture.contentsRect = CGRect(x: 0.5, y: 0.5, width: 0.5, height: 0.5)
        }
        (pixels, _) = render(root)
        #expect(close(pixels[5, 5], rgba(1, 1, 1), tolerance: 10))  // only the white pixel, stretched
        #expect(close(pixels[35, 35], rgba(1, 1, 1), tolerance: 10))
    }

    @Test("A layer's draw(in:) fills its backing store, drawn at the contents scale")
    func drawInContext() {
        final class Dot: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(red)
                ctx.fillEllipse(in: bounds)
            }
        }
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let dot = Dot()
        dot.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        dot.contentsScale = 2
        dot.setNeedsDisplay()
        root.addSublayer(dot)
        let (pixels, _) = render(root, scale: 2)
        #expect(pixels[40, 40] == rgba(1, 0, 0))
        #expect(pixels[2, 2] == [0, 0, 0, 0])
        #expect(dot.backingStoreByteCount == 80 * 80 * 4)
    }

    @Test("A shape layer fills and strokes its path; strokeEnd 0.5 strokes half of it")
    func shapeLayer() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let shape = CAShapeLayer()
        shape.frame = root.bounds
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 20))
        path.addLine(to: CGPoint(x: 40, y: 20))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = blue
        shape.lineWidth = 4
        root.addSublayer(shape)
        var (pixels, _) = render(root)
        #expect(pixels[5, 20] == rgba(0, 0, 1))
        #expect(pixels[35, 20] == rgba(0, 0, 1))
        instantly { shape.strokeEnd = 0.5 }
        (pixels, _) = render(root)
        #expect(pixels[5, 20] == rgba(0, 0, 1))
        #expect(pixels[35, 20] == [0, 0, 0, 0])
        instantly {
            shape.strokeEnd = 1
            shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
            shape.fillColor = red
            shape.strokeColor = nil
        }
        (pixels, _) = render(root)
        #expect(pixels[20, 20] == rgba(1, 0, 0))
        #expect(pixels[5, 5] == [0, 0, 0, 0])
    }

    @Test("An axial gradient runs from startPoint to endPoint; a radial one from the centre")
    func gradients() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let ramp = CAGradientLayer()
        ramp.frame = root.bounds
        ramp.colors = [red, blue]
        root.addSublayer(ramp)
        var (pixels, _) = render(root)
        #expect(pixels[20, 0][0] > 240 && pixels[20, 0][2] < 15)
        #expect(pixels[20, 39][2] > 240 && pixels[20, 39][0] < 15)
        #expect(abs(pixels[20, 20][0] - pixels[20, 20][2]) < 20)
        instantly {
            ramp.type = .radial
            ramp.startPoint = CGPoint(x: 0.5, y: 0.5)
            ramp.endPoint = CGPoint(x: 1, y: 1)
        }
        (pixels, _) = render(root)
        #expect(pixels[20, 20][0] > 240)
        #expect(pixels[39, 20][2] > 200)
    }
}
