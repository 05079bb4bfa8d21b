import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Nine-slice drawing of resizable images (`resizableImage(withCapInsets:resizingMode:)`).
@MainActor @Suite struct ResizableImageTests {
    private static let red = PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    private static let green = PixelBuffer.Pixel(red: 0, green: 255, blue: 0, alpha: 255)
    private static let blue = PixelBuffer.Pixel(red: 0, green: 0, blue: 255, alpha: 255)
    private static let white = PixelBuffer.Pixel(red: 255, green: 255, blue: 255, alpha: 255)

    /// A 30 × 30 point image at 3x: white, a 3-point red border, a 4-point green square at
    /// (4, 4) in the top-left cap, and a 2-point blue stripe at x 14–16 in the centre slice
    /// (y 10–20).
    static func framedImage() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 30, height: 30))
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 3, y: 3, width: 24, height: 24))
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 4, y: 4, width: 4, height: 4))
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 14, y: 10, width: 2, height: 10))
        }
    }

    /// The image drawn by a 300 × 60 image view on a 3x screen.
    private func render(_ image: UIImage, name: String? = nil) -> PixelBuffer {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 100), scale: 3)
        let window = app.makeWindow()
        window.backgroundColor = .black
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        window.addSubview(view)
        let picture = app.render()
        if let name, let directory = ProcessInfo.processInfo.environment["OPENUIKIT_RENDER_DIR"], let data = picture.pngData() {
            try? data.write(to: URL(fileURLWithPath: directory).appendingPathComponent("nine-slice-\(name).png"))
        }
        return PixelBuffer(picture)
    }

    /// Checks the parts every mode keeps: the corners at their size and the border 3 points
    /// (9 pixels) wide on every side.
    private func expectCapsIntact(_ pixels: PixelBuffer) {
        // Border: 9 pixels of red, then white, on all four sides.
        #expect(pixels[4, 90] == Self.red && pixels[8, 90] == Self.red && pixels[9, 50] == Self.white)
        #expect(pixels[895, 90] == Self.red && pixels[891, 90] == Self.red && pixels[890, 50] == Self.white)
        #expect(pixels[450, 4] == Self.red && pixels[450, 8] == Self.red && pixels[450, 9] == Self.white)
        #expect(pixels[450, 175] == Self.red && pixels[450, 171] == Self.red && pixels[450, 170] == Self.white)
        // The green square stays 4 points (12 pixels) wide and tall at (4, 4).
        #expect(pixels[12, 12] == Self.green && pixels[23, 23] == Self.green)
        #expect(pixels[24, 14] == Self.white && pixels[14, 24] == Self.white && pixels[40, 14] == Self.white)
    }

    @Test("Stretch: corners unscaled, border width unchanged, the centre stretched across 280 points")
    func stretch() {
        let image = Self.framedImage().resizableImage(
            withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
        #expect(image.resizingMode == .stretch)
        #expect(image.capInsets == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(image.size == CGSize(width: 30, height: 30))
        let pixels = render(image, name: "stretch")
        expectCapsIntact(pixels)
        // The stripe (x 4–6 of the 10-point centre) is 28 times wider: 122–178 points.
        #expect(pixels[3 * 150, 90] == Self.blue && pixels[3 * 128, 90] == Self.blue && pixels[3 * 172, 90] == Self.blue)
        #expect(pixels[3 * 45, 90] == Self.white && pixels[3 * 15, 90] == Self.white)
    }

    @Test("Tile: corners unscaled, border width unchanged, the centre repeated every 10 points")
    func tile() {
        let image = Self.framedImage().resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(image.resizingMode == .tile)
        let pixels = render(image, name: "tile")
        expectCapsIntact(pixels)
        // The 2-point stripe repeats at 14–16, 24–26, … 284–286 points, at its own width.
        for start in stride(from: 14, through: 284, by: 10) {
            #expect(pixels[3 * start + 3, 90] == Self.blue)
            #expect(pixels[3 * start + 7, 90] == Self.white)
        }
        // The repeated centre keeps its height too: rows 10–20 of the image fill 10–50 points.
        #expect(pixels[3 * 14 + 3, 3 * 15] == Self.blue && pixels[3 * 14 + 3, 3 * 45] == Self.blue)
    }

    @Test("Insets that are negative, not finite or larger than the image are mended with a log line, not a stop")
    func unfittingInsetsAreMended() {
        let app = HeadlessApp()
        let image = Self.framedImage()
        let oversized = image.resizableImage(withCapInsets: UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 10))
        #expect(oversized.capInsets == UIEdgeInsets(top: 15, left: 22.5, bottom: 15, right: 7.5))
        let negative = image.resizableImage(withCapInsets: UIEdgeInsets(top: -4, left: .nan, bottom: 5, right: 6))
        #expect(negative.capInsets == UIEdgeInsets(top: 0, left: 0, bottom: 5, right: 6))
        #expect(app.application.log.messages.filter { $0.contains("resizableImage(withCapInsets:resizingMode:)") }.count == 2)
        let fitting = image.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(fitting.capInsets == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(app.application.log.messages.filter { $0.contains("resizableImage(withCapInsets:resizingMode:)") }.count == 2)
    }

    @Test("Without cap insets an image scales whole; a drawn image slices too")
    func plainAndDrawn() {
        let plain = render(Self.framedImage())
        // Scaled by 10 across: the border on the left is 30 points wide.
        #expect(plain[3 * 20, 90] == Self.red)
        let drawn = UIImage(size: CGSize(width: 30, height: 30), scale: 3) { context in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
            context.setFillColor(UIColor.white.cgColor)
            context.fill(CGRect(x: 3, y: 3, width: 24, height: 24))
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
        let sliced = render(drawn)
        #expect(sliced[4, 90] == Self.red && sliced[10, 90] == Self.white && sliced[3 * 20, 90] == Self.white)
        #expect(sliced[895, 90] == Self.red && sliced[889, 90] == Self.white)
    }

    @Test("A button's resizable background image is drawn in nine slices over the button")
    func buttonBackground() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 100), scale: 3)
        let window = app.makeWindow()
        window.backgroundColor = .black
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        button.setBackgroundImage(
            Self.framedImage().resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)),
            for: .normal)
        window.addSubview(button)
        expectCapsIntact(PixelBuffer(app.render()))
    }
}
