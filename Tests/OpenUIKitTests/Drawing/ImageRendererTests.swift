import Foundation
import OpenUIKit
import Testing

/// Seed 003's first drawRect: an oval filling the view, in blue, through UIBezierPath.
@MainActor private final class SeedOvalView: UIView {
    override func draw(_ rect: CGRect) {
        let path = UIBezierPath(ovalIn: rect)
        let fillColor = UIColor.blue
        fillColor.set()
        path.fill()
    }
}

/// Seed 003's second drawRect: the rectangle filled through the context with the components of
/// the view's fill colour.
@MainActor private final class SeedFillView: UIView {
    var fillColor = UIColor.red
    override func draw(_ rect: CGRect) {
        let context = UIGraphicsGetCurrentContext()!
        let c = fillColor.cgColor.components!
        context.setFillColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        context.fill(rect)
    }
}

@MainActor @Suite struct ImageRendererTests {
    @Test("A filled rectangle lands on the right pixels at scale 1 and 2", arguments: [1, 2])
    func fillRect(scale: Int) {
        let format = UIGraphicsImageRendererFormat()
        format.scale = CGFloat(scale)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format)
        let image = renderer.image { _ in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 5, y: 2, width: 10, height: 4)).fill()
        }
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(image.scale == CGFloat(scale))
        #expect(image.cgImage?.width == 20 * scale)
        #expect(image.cgImage?.height == 10 * scale)
        #expect(pixel(image, 10 * scale, 4 * scale) == opaqueRed)
        #expect(pixel(image, 5 * scale, 2 * scale) == opaqueRed)  // top-left pixel inside
        #expect(pixel(image, 5 * scale - 1, 4 * scale) == transparent)
        #expect(pixel(image, 10 * scale, 2 * scale - 1) == transparent)  // just above: y is down
        #expect(pixel(image, 10 * scale, 6 * scale) == transparent)
    }

    @Test("A stroke is centred on the outline with the path's line width", arguments: [1, 2])
    func strokeRect(scale: Int) {
        let format = UIGraphicsImageRendererFormat()
        format.scale = CGFloat(scale)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            UIColor.blue.setStroke()
            let path = UIBezierPath(rect: CGRect(x: 4, y: 4, width: 12, height: 12))
            path.lineWidth = 2
            path.stroke()
        }
        // The 2-point line covers 3…5 on each side.
        #expect(pixel(image, Int(3.5 * Double(scale)), 10 * scale) == opaqueBlue)
        #expect(pixel(image, 10 * scale, Int(4.5 * Double(scale))) == opaqueBlue)
        #expect(pixel(image, 10 * scale, 10 * scale) == transparent)
        #expect(pixel(image, 1 * scale, 10 * scale) == transparent)
    }

    @Test("Seed 003: drawRect with UIBezierPath fills an oval with blue")
    func seedOval() {
        let view = SeedOvalView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let image = UIGraphicsImageRenderer(size: view.bounds.size).image { _ in view.draw(view.bounds) }
        #expect(pixel(image, 20, 10) == opaqueBlue)
        #expect(pixel(image, 2, 10) == opaqueBlue)
        #expect(pixel(image, 1, 1) == transparent)
        #expect(pixel(image, 38, 18) == transparent)
    }

    @Test("Seed 003: drawRect with the context fills the rectangle with a colour's components")
    func seedContextFill() {
        let view = SeedFillView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        view.fillColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { _ in view.draw(view.bounds) }
        for (x, y) in [(0, 0), (15, 15), (3, 9)] {
            #expect(matches(pixel(image, x, y), [51, 102, 153, 255], tolerance: 1))
        }
    }

    @Test("The renderer context's helpers fill, clip and show the image so far")
    func rendererContext() {
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(renderer.format.bounds == CGRect(x: 10, y: 10, width: 10, height: 10))
        var midway: UIImage?
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 5, height: 10))
            midway = context.currentImage
            context.clip(to: CGRect(x: 15, y: 10, width: 5, height: 5))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        // Bounds (10, 10) is the image's top-left.
        #expect(pixel(image, 2, 8) == opaqueRed)
        #expect(pixel(image, 7, 2) == opaqueBlue)
        #expect(pixel(image, 7, 8) == transparent)
        #expect(pixel(midway!, 7, 2) == transparent)
        #expect(pixel(midway!, 2, 2) == opaqueRed)
    }

    @Test("An opaque format starts black; the default starts transparent")
    func opaqueFormat() {
        let format = UIGraphicsImageRendererFormat()
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in }
        #expect(pixel(image, 1, 1) == [0, 0, 0, 255])
        let clear = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        #expect(pixel(clear, 1, 1) == transparent)
        #expect(UIGraphicsImageRendererFormat().scale == 1)
        #expect(UIGraphicsImageRendererFormat().preferredRange == .automatic)
    }

    @Test("Even-odd paths leave their hole unpainted; addClip limits later drawing")
    func fillRuleAndClip() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in
            let ring = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
            ring.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
            ring.usesEvenOddFillRule = true
            UIColor.red.setFill()
            ring.fill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 15, height: 30)).addClip()
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 12, y: 12, width: 6, height: 6)).fill()
        }
        #expect(pixel(image, 5, 5) == opaqueRed)
        #expect(pixel(image, 13, 15) == opaqueBlue)
        #expect(pixel(image, 17, 15) == transparent)
    }

    @Test("An arc drawn clockwise in UIKit's sense covers the lower half on screen")
    func arcPixels() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            let path = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi, clockwise: true)
            path.close()
            UIColor.red.setFill()
            path.fill()
        }
        #expect(pixel(image, 10, 15) == opaqueRed)
        #expect(pixel(image, 10, 5) == transparent)
    }

    @Test("Round caps and dashes reach the pixels")
    func lineSettings() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 10)).image { _ in
            UIColor.red.setStroke()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 5, y: 5))
            path.addLine(to: CGPoint(x: 35, y: 5))
            path.lineWidth = 4
            path.lineCapStyle = .square
            path.setLineDash([10, 10], count: 2, phase: 0)
            path.stroke()
        }
        #expect(pixel(image, 4, 5) == opaqueRed)  // square cap reaches back 2 points
        #expect(pixel(image, 10, 5) == opaqueRed)
        #expect(pixel(image, 20, 5) == transparent)  // the gap 15…25 (with caps: 17…23)
        #expect(pixel(image, 30, 5) == opaqueRed)
    }

    @Test("fill(with:alpha:) paints at the given opacity")
    func fillWithAlpha() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).fill(with: .normal, alpha: 0.5)
        }
        #expect(matches(pixel(image, 2, 2), [0, 0, 128, 128]))
    }

    @Test("pngData(actions:) encodes what the actions drew")
    func rendererPNG() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: format)
        let data = renderer.pngData { _ in
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 3, height: 3)).fill()
        }
        let decoded = try #require(UIImage(data: data, scale: 2))
        #expect(decoded.size == CGSize(width: 3, height: 3))
        #expect(pixel(decoded, 3, 3) == opaqueBlue)
        // The corner pixel only catches the oval's anti-aliased edge.
        #expect(matches(pixel(decoded, 0, 0), transparent, tolerance: 8))
    }

    @Test("An empty canvas gives an empty image without running the actions")
    func emptyCanvas() {
        var ran = false
        let image = UIGraphicsImageRenderer(size: .zero).image { _ in ran = true }
        #expect(!ran)
        #expect(image.size == .zero && image.cgImage == nil)
    }

    @Test("The legacy image context functions make the same picture")
    func legacyImageContext() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 2)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        let drawn = try! #require(image)
        #expect(drawn.size == CGSize(width: 10, height: 10) && drawn.scale == 2)
        #expect(pixel(drawn, 9, 10) == opaqueRed)
        #expect(pixel(drawn, 10, 10) == transparent)
    }
}
