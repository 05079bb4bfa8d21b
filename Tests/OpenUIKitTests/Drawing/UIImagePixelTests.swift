import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A 4 × 4 point picture: red top half, blue bottom half, rendered at `scale`.
@MainActor
private func twoTone(scale: CGFloat = 1) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        UIColor.blue.setFill()
        context.fill(CGRect(x: 0, y: 2, width: 4, height: 2))
    }
}

/// A 6 × 6 point red square inset by 1 point in a transparent picture.
@MainActor
private func insetSquare() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6)).image { _ in
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 1, y: 1, width: 4, height: 4))
    }
}

@MainActor @Suite struct UIImagePixelTests {
    @Test("PNG round trip: render, encode, decode give the same pixels", arguments: [1, 2])
    func pngRoundTrip(scale: Int) throws {
        let original = twoTone(scale: CGFloat(scale))
        let data = try #require(original.pngData())
        let decoded = try #require(UIImage(data: data, scale: CGFloat(scale)))
        #expect(decoded.size == original.size && decoded.scale == original.scale)
        #expect(decoded.cgImage?.width == 4 * scale)
        for y in 0..<(4 * scale) {
            for x in 0..<(4 * scale) {
                #expect(pixel(decoded, x, y) == pixel(original, x, y))
            }
        }
        #expect(pixel(decoded, 0, 0) == opaqueRed)
        #expect(pixel(decoded, 0, 4 * scale - 1) == opaqueBlue)
        #expect(UIImage(data: data)?.size == CGSize(width: 4 * scale, height: 4 * scale))
    }

    @Test("Data that is not a PNG gives no image")
    func badData() {
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/file.png") == nil)
    }

    @Test("A bitmap image is drawn upright, scaled into its rectangle")
    func drawUpright() {
        let image = twoTone(scale: 2)
        let canvas = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            image.draw(at: CGPoint(x: 1, y: 1))
            image.draw(in: CGRect(x: 10, y: 10, width: 8, height: 8))
        }
        #expect(pixel(canvas, 2, 1) == opaqueRed)
        #expect(pixel(canvas, 2, 4) == opaqueBlue)
        #expect(pixel(canvas, 2, 6) == transparent)
        #expect(pixel(canvas, 14, 11) == opaqueRed)
        #expect(pixel(canvas, 14, 16) == opaqueBlue)
        #expect(pixel(canvas, 14, 19) == transparent)
    }

    @Test("draw(in:blendMode:alpha:) composites at the given opacity")
    func drawWithAlpha() {
        let image = twoTone()
        let canvas = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4), blendMode: .normal, alpha: 0.5)
        }
        #expect(matches(pixel(canvas, 1, 0), [128, 0, 0, 128]))
    }

    @Test("A drawn image has no pixels of its own; a renderer rasterizes it")
    func drawnImagePixels() {
        let image = UIImage(size: CGSize(width: 3, height: 2), scale: 2) { context in
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
        #expect(image.cgImage == nil && image.pngData() == nil)
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        let pixels = UIGraphicsImageRenderer(size: image.size, format: format).image { _ in image.draw(at: .zero) }
        #expect(pixels.cgImage?.width == 6)
        #expect(pixel(pixels, 5, 3) == opaqueBlue)
    }

    @Test("withTintColor draws the picture's shape in the tint, keeping the rendering mode")
    func tintedImage() {
        let tinted = insetSquare().withTintColor(.blue)
        #expect(tinted.renderingMode == .automatic)
        #expect(insetSquare().withTintColor(.blue, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        let canvas = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6)).image { _ in
            tinted.draw(at: .zero)
        }
        #expect(pixel(canvas, 3, 3) == opaqueBlue)
        #expect(pixel(canvas, 0, 0) == transparent)
        #expect(pixel(tinted, 3, 3) == opaqueBlue)  // its own pixels are tinted too
    }

    @Test("An image view draws template images in its tint and original ones as they are")
    func imageViewTemplates() {
        let template = insetSquare().withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        let imageView = UIImageView(image: template)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 6))
        container.addSubview(imageView)
        func render() -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6)).image { _ in imageView.draw(imageView.bounds) }
        }
        #expect(imageView.tintColor == .systemBlue)
        #expect(matches(pixel(render(), 3, 3), [0, 122, 255, 255]))

        container.tintColor = .green
        #expect(imageView.tintColor == .green)
        #expect(pixel(render(), 3, 3) == [0, 255, 0, 255])
        #expect(pixel(render(), 0, 0) == transparent)

        imageView.image = insetSquare()
        #expect(pixel(render(), 3, 3) == opaqueRed)

        // The image's own tint wins over the view's.
        imageView.image = template.withTintColor(.blue)
        #expect(pixel(render(), 3, 3) == opaqueBlue)
    }

    @Test("tintColor is inherited from the nearest ancestor that sets one; nil inherits again")
    func tintInheritance() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let parent = UIView()
        let child = UIView()
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        window.tintColor = .red
        #expect(child.tintColor == .red)
        parent.tintColor = .green
        #expect(child.tintColor == .green && window.tintColor == .red)
        parent.tintColor = nil
        #expect(child.tintColor == .red)
    }

    @Test("A tint change redraws image views showing templates")
    func tintChangeRedraws() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let imageView = UIImageView(image: insetSquare().withRenderingMode(.alwaysTemplate))
        window.addSubview(imageView)
        app.runTurn()
        #expect(!imageView.needsDisplay)
        window.tintColor = .red
        #expect(imageView.needsDisplay)
    }

    @Test("A system button draws an automatic image in its tint; a custom button does not")
    func systemButton() {
        let system = UIButton(type: .system)
        system.setImage(insetSquare(), for: .normal)
        system.tintColor = .green
        let custom = UIButton(type: .custom)
        custom.setImage(insetSquare(), for: .normal)
        func render(_ button: UIButton) -> UIImage {
            let imageView = button.imageView!
            return UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6)).image { _ in imageView.draw(imageView.bounds) }
        }
        #expect(pixel(render(system), 3, 3) == [0, 255, 0, 255])
        #expect(pixel(render(custom), 3, 3) == opaqueRed)
    }
}

@MainActor @Suite struct UIImageOrientationTests {
    /// 2 × 1 pixels: red on the left, blue on the right.
    private func pair() -> CGImage {
        UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }.cgImage!
    }

    /// The colours of the displayed image, row by row, as drawn into a renderer.
    private func shown(_ orientation: UIImage.Orientation) -> [[Int]] {
        let image = UIImage(cgImage: pair(), scale: 1, orientation: orientation)
        let canvas = UIGraphicsImageRenderer(size: image.size).image { _ in image.draw(at: .zero) }
        let width = Int(image.size.width)
        let height = Int(image.size.height)
        return (0..<height).flatMap { y in (0..<width).map { x in pixel(canvas, x, y) } }
    }

    @Test("Orientations turn and mirror the pixels when drawn, and swap the size for left and right")
    func orientations() {
        #expect(UIImage(cgImage: pair(), scale: 1, orientation: .right).size == CGSize(width: 1, height: 2))
        #expect(shown(.up) == [opaqueRed, opaqueBlue])
        #expect(shown(.upMirrored) == [opaqueBlue, opaqueRed])
        #expect(shown(.down) == [opaqueBlue, opaqueRed])
        #expect(shown(.downMirrored) == [opaqueRed, opaqueBlue])
        #expect(shown(.right) == [opaqueRed, opaqueBlue])  // turned clockwise: left column goes on top
        #expect(shown(.left) == [opaqueBlue, opaqueRed])
        #expect(shown(.leftMirrored) == [opaqueRed, opaqueBlue])
        #expect(shown(.rightMirrored) == [opaqueBlue, opaqueRed])
    }
}
