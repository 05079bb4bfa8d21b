import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Resizable (nine-slice) images mirrored: `withHorizontallyFlippedOrientation()` swaps the
/// left and right cap insets so the same parts of the picture stay unstretched, and an image
/// that flips for right to left, drawn mirrored by a right-to-left view, keeps each corner's
/// slice at its size. Set `OPENUIKIT_RENDER_DIR` to keep the PNGs.
@MainActor
@Suite struct RightToLeftResizableImageTests {
    private static let red = PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    private static let green = PixelBuffer.Pixel(red: 0, green: 255, blue: 0, alpha: 255)
    private static let blue = PixelBuffer.Pixel(red: 0, green: 0, blue: 255, alpha: 255)
    private static let white = PixelBuffer.Pixel(red: 255, green: 255, blue: 255, alpha: 255)

    /// The caps of ``bandedImage(bitmap:)``: 14 points on the left, 6 on the right, 8 above and below.
    private static let caps = UIEdgeInsets(top: 8, left: 14, bottom: 8, right: 6)

    /// A 30 × 30 point picture: white, a 12-point red band at the left (x 0–12) with a 4-point
    /// green square at (2, 2), a 4-point blue band at the right (x 26–30). Pixels at 3x, or
    /// a drawing.
    private static func bandedImage(bitmap: Bool) -> UIImage {
        let paint: UIImage.Drawing = { context in
            context.setFillColor(UIColor.white.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 12, height: 30))
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 2, y: 2, width: 4, height: 4))
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 26, y: 0, width: 4, height: 30))
        }
        guard bitmap else { return UIImage(size: CGSize(width: 30, height: 30), drawing: paint) }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format).image { paint($0.cgContext) }
    }

    /// `image` in a 200 × 60 image view in an application of `direction` on a 3x screen.
    private func render(_ image: UIImage, _ direction: UIUserInterfaceLayoutDirection, name: String) -> PixelBuffer {
        let app = HeadlessApp(screenSize: CGSize(width: 220, height: 80), scale: 3, layoutDirection: direction)
        let window = app.makeWindow()
        window.backgroundColor = .black
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        window.addSubview(view)
        let picture = app.render(view)
        keepRender(picture, named: "resizable-rtl-" + name)
        return PixelBuffer(picture)
    }

    /// The pixel at the middle of the point (`x`, `y`).
    private func point(_ pixels: PixelBuffer, _ x: Int, _ y: Int) -> PixelBuffer.Pixel { pixels[x * 3 + 1, y * 3 + 1] }

    /// The picture drawn as it is: red band 0–12 and green square at the left, blue band 196–200
    /// at the right, white between.
    private func expectAsDrawn(_ pixels: PixelBuffer, _ label: String) {
        #expect(point(pixels, 0, 30) == Self.red && point(pixels, 11, 30) == Self.red, "\(label)")
        #expect(point(pixels, 12, 30) == Self.white && point(pixels, 100, 30) == Self.white, "\(label)")
        #expect(point(pixels, 3, 3) == Self.green && point(pixels, 6, 3) == Self.red, "\(label)")
        #expect(point(pixels, 195, 30) == Self.white && point(pixels, 196, 30) == Self.blue, "\(label)")
        #expect(point(pixels, 199, 58) == Self.blue, "\(label)")
    }

    /// The picture mirrored, each cap unstretched: blue band 0–4 at the left, red band 188–200
    /// with the green square at 194–198 at the right, white between.
    private func expectMirrored(_ pixels: PixelBuffer, _ label: String) {
        #expect(point(pixels, 0, 30) == Self.blue && point(pixels, 3, 30) == Self.blue, "\(label)")
        #expect(point(pixels, 4, 30) == Self.white && point(pixels, 100, 30) == Self.white, "\(label)")
        #expect(point(pixels, 187, 30) == Self.white && point(pixels, 188, 30) == Self.red, "\(label)")
        #expect(point(pixels, 199, 58) == Self.red, "\(label)")
        #expect(point(pixels, 196, 3) == Self.green && point(pixels, 193, 3) == Self.red, "\(label)")
    }

    @Test("withHorizontallyFlippedOrientation swaps the left and right cap insets; twice gives them back")
    func flippedOrientationSwapsCaps() {
        let resizable = Self.bandedImage(bitmap: true).resizableImage(withCapInsets: Self.caps, resizingMode: .stretch)
        let flipped = resizable.withHorizontallyFlippedOrientation()
        #expect(flipped.capInsets == UIEdgeInsets(top: 8, left: 6, bottom: 8, right: 14))
        #expect(flipped.resizingMode == .stretch)
        #expect(flipped.withHorizontallyFlippedOrientation().capInsets == Self.caps)
        // Marking an image to flip for right to left moves nothing: it is drawn mirrored whole.
        #expect(resizable.imageFlippedForRightToLeftLayoutDirection().capInsets == Self.caps)
        #expect(Self.bandedImage(bitmap: true).withHorizontallyFlippedOrientation().capInsets == .zero)
    }

    @Test(
        "A resizable image flipped by orientation keeps its caps on the parts they covered, in both directions",
        arguments: [true, false], [UIImage.ResizingMode.stretch, .tile])
    func flippedOrientationDrawsCapsInPlace(bitmap: Bool, mode: UIImage.ResizingMode) {
        let resizable = Self.bandedImage(bitmap: bitmap).resizableImage(withCapInsets: Self.caps, resizingMode: mode)
        let label = "\(bitmap ? "bitmap" : "drawing")-\(mode == .stretch ? "stretch" : "tile")"
        expectAsDrawn(render(resizable, .leftToRight, name: "plain-\(label)"), "plain \(label)")
        let flipped = resizable.withHorizontallyFlippedOrientation()
        expectMirrored(render(flipped, .leftToRight, name: "oriented-ltr-\(label)"), "oriented ltr \(label)")
        expectMirrored(render(flipped, .rightToLeft, name: "oriented-rtl-\(label)"), "oriented rtl \(label)")
    }

    @Test(
        "A resizable image that flips for right to left is drawn mirrored slice for slice in a right-to-left view",
        arguments: [true, false], [UIImage.ResizingMode.stretch, .tile])
    func flipsForRightToLeftDrawsCapsMirrored(bitmap: Bool, mode: UIImage.ResizingMode) {
        let image = Self.bandedImage(bitmap: bitmap).resizableImage(withCapInsets: Self.caps, resizingMode: mode)
            .imageFlippedForRightToLeftLayoutDirection()
        let label = "\(bitmap ? "bitmap" : "drawing")-\(mode == .stretch ? "stretch" : "tile")"
        expectAsDrawn(render(image, .leftToRight, name: "flips-ltr-\(label)"), "flips ltr \(label)")
        expectMirrored(render(image, .rightToLeft, name: "flips-rtl-\(label)"), "flips rtl \(label)")
        // Flipped by orientation as well, it is mirrored twice right to left: drawn as stored.
        let both = image.withHorizontallyFlippedOrientation()
        expectAsDrawn(render(both, .rightToLeft, name: "both-rtl-\(label)"), "both rtl \(label)")
    }

    /// A 40 × 36 point chat bubble (a template): a body with 10-point rounded corners from x 8
    /// to 40 and a tail from the body's bottom-left out to (0, 36), its slanted edge reaching
    /// x 14; capped 22 on the tail's side, 10 on the other, 14 above and 16 below (so caps left
    /// on the wrong sides would stretch the tail's edge along the bubble).
    private static func bubble() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 36), format: format).image { _ in
            UIColor.black.setFill()
            UIBezierPath(roundedRect: CGRect(x: 8, y: 0, width: 32, height: 36), cornerRadius: 10).fill()
            let tail = UIBezierPath()
            tail.move(to: CGPoint(x: 0, y: 36))
            tail.addLine(to: CGPoint(x: 14, y: 20))
            tail.addLine(to: CGPoint(x: 20, y: 36))
            tail.close()
            tail.fill()
        }
        return image.resizableImage(withCapInsets: UIEdgeInsets(top: 14, left: 22, bottom: 16, right: 10), resizingMode: .stretch)
            .withRenderingMode(.alwaysTemplate)
    }

    /// Two chat bubbles, 220 × 60, in a 300 × 160 view: an incoming one at the leading side,
    /// its tail leading (flips for right to left), and an outgoing one at the trailing side,
    /// its tail trailing (the bubble flipped by orientation, then flipping for right to left).
    @MainActor
    private final class Conversation: UIView {
        let incoming = UIImageView(image: bubble().imageFlippedForRightToLeftLayoutDirection())
        let outgoing = UIImageView(image: bubble().withHorizontallyFlippedOrientation().imageFlippedForRightToLeftLayoutDirection())

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemBackground
            incoming.tintColor = .systemGray3
            outgoing.tintColor = .systemBlue
            addSubview(incoming)
            addSubview(outgoing)
        }

        required init?(coder: NSCoder) { fatalError("not decoded") }

        override func layoutSubviews() {
            super.layoutSubviews()
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            incoming.frame = CGRect(x: rightToLeft ? bounds.width - 230 : 10, y: 10, width: 220, height: 60)
            outgoing.frame = CGRect(x: rightToLeft ? 10 : bounds.width - 230, y: 90, width: 220, height: 60)
        }
    }

    /// How many pixels of the 220 × 60 incoming bubble at `incoming` (points) are inked (not
    /// `background`) where the outgoing one at `outgoing`, seen in a mirror, is not, or the
    /// other way round.
    private func bubbleShapeMismatches(
        _ pixels: PixelBuffer, incoming: (x: Int, y: Int), outgoing: (x: Int, y: Int), background: PixelBuffer.Pixel
    ) -> Int {
        var mismatches = 0
        for y in 0..<180 {
            for x in 0..<660 {
                let a = pixels[incoming.x * 3 + x, incoming.y * 3 + y]
                let b = pixels[outgoing.x * 3 + 659 - x, outgoing.y * 3 + y]
                if (a == background) != (b == background) { mismatches += 1 }
            }
        }
        return mismatches
    }

    @Test("Chat bubbles right to left are the left-to-right ones mirrored, their tails unstretched, light and dark, at 3x")
    func chatBubblesMirrored() throws {
        let matrix = TraitMatrix(userInterfaceStyles: [.light, .dark], layoutDirections: [.leftToRight, .rightToLeft])
        let images = matrix.render(named: "chat-bubbles", device: .bareScreen) {
            Conversation(frame: CGRect(x: 0, y: 0, width: 300, height: 160))
        }
        #expect(images.count == 4)
        for image in images { keepRender(image.image, named: image.name) }
        for style in [UIUserInterfaceStyle.light, .dark] {
            let ltr = try #require(images.first { $0.variant.userInterfaceStyle == style && $0.variant.layoutDirection == .leftToRight })
            let rtl = try #require(images.first { $0.variant.userInterfaceStyle == style && $0.variant.layoutDirection == .rightToLeft })
            let left = PixelBuffer(ltr.image), right = PixelBuffer(rtl.image)
            #expect(isMirrorImage(left, right), "\(mirrorComparison(left, right))")
            let background = point(left, 150, 5)
            // Left to right the incoming bubble's tail tip is at its bottom-left (10…230), the
            // outgoing one's at its bottom-right (70…290); the other bottom corners are round.
            #expect(point(left, 12, 68) != background && point(left, 229, 68) == background)
            #expect(point(left, 287, 148) != background && point(left, 71, 148) == background)
            // Right to left, mirrored: the incoming tail at the right, the outgoing at the left.
            #expect(point(right, 287, 68) != background && point(right, 71, 68) == background)
            #expect(point(right, 12, 148) != background && point(right, 229, 148) == background)
            // The outgoing bubble (flipped by orientation) has the incoming one's shape seen in
            // a mirror: its caps moved with the tail, nothing of the tail stretched.
            #expect(bubbleShapeMismatches(left, incoming: (10, 10), outgoing: (70, 90), background: background) < 100)
        }
    }
}
