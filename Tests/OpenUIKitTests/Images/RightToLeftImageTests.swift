import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Images that flip for right-to-left layouts (`imageFlippedForRightToLeftLayoutDirection()`,
/// directional symbols) are drawn mirrored by views laid out right to left and as they are left
/// to right; images whose orientation is mirrored (`withHorizontallyFlippedOrientation()`) are
/// drawn mirrored in every direction.
@MainActor
@Suite struct RightToLeftImageTests {
    /// A 20 × 10 picture: its left half red, its right half blue.
    private func halves() -> UIImage {
        UIImage(size: CGSize(width: 20, height: 10)) { context in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
    }

    /// An application of `direction` showing `view` at `frame` in its window, laid out.
    private func install(_ view: UIView, at frame: CGRect, _ direction: UIUserInterfaceLayoutDirection) -> HeadlessApp {
        let app = HeadlessApp(device: .bareScreen, layoutDirection: direction)
        let window = app.makeWindow()
        view.frame = frame
        window.addSubview(view)
        app.runTurn()
        return app
    }

    /// The side of `pixels` that is red ("left" or "right"), read at a quarter and three
    /// quarters of the width on the middle row; "neither" otherwise.
    private func redSide(_ pixels: PixelBuffer) -> String {
        let y = pixels.height / 2
        let left = pixels[pixels.width / 4, y], right = pixels[pixels.width * 3 / 4, y]
        func isRed(_ pixel: PixelBuffer.Pixel) -> Bool { pixel.red > 200 && pixel.blue < 60 }
        func isBlue(_ pixel: PixelBuffer.Pixel) -> Bool { pixel.blue > 200 && pixel.red < 60 }
        if isRed(left) && isBlue(right) { return "left" }
        if isRed(right) && isBlue(left) { return "right" }
        return "neither: \(left) \(right)"
    }

    /// The red side of an image view showing `image` in an application of `direction`.
    private func imageViewRedSide(_ image: UIImage, _ direction: UIUserInterfaceLayoutDirection) -> String {
        let view = UIImageView(image: image)
        let app = install(view, at: CGRect(x: 40, y: 100, width: 40, height: 20), direction)
        return redSide(PixelBuffer(app.render(view)))
    }

    @Test("A flipped image shows its red half at the right in a right-to-left image view, at the left left to right")
    func flippedImageInImageView() {
        let flipped = halves().imageFlippedForRightToLeftLayoutDirection()
        #expect(imageViewRedSide(flipped, .rightToLeft) == "right")
        #expect(imageViewRedSide(flipped, .leftToRight) == "left")
    }

    @Test("An image that does not flip is drawn as it is right to left")
    func unflaggedImageNotFlipped() {
        #expect(imageViewRedSide(halves(), .rightToLeft) == "left")
    }

    @Test("A forced left-to-right image view inside a right-to-left app does not flip the image")
    func forcedLeftToRightView() {
        let view = UIImageView(image: halves().imageFlippedForRightToLeftLayoutDirection())
        view.semanticContentAttribute = .forceLeftToRight
        let app = install(view, at: CGRect(x: 40, y: 100, width: 40, height: 20), .rightToLeft)
        #expect(redSide(PixelBuffer(app.render(view))) == "left")
        view.semanticContentAttribute = .unspecified
        app.runTurn()
        #expect(redSide(PixelBuffer(app.render(view))) == "right")
    }

    @Test("withHorizontallyFlippedOrientation mirrors drawn and bitmap images in both directions")
    func horizontallyFlippedOrientation() throws {
        let drawn = halves().withHorizontallyFlippedOrientation()
        #expect(drawn.imageOrientation == .upMirrored)
        #expect(drawn.size == CGSize(width: 20, height: 10))
        #expect(!drawn.flipsForRightToLeftLayoutDirection)
        #expect(imageViewRedSide(drawn, .leftToRight) == "right")
        #expect(imageViewRedSide(drawn, .rightToLeft) == "right")
        let bitmap = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in halves().draw(at: .zero) }
        try #require(bitmap.cgImage != nil)
        let mirroredBitmap = bitmap.withHorizontallyFlippedOrientation()
        #expect(imageViewRedSide(bitmap, .leftToRight) == "left")
        #expect(imageViewRedSide(mirroredBitmap, .leftToRight) == "right")
        #expect(imageViewRedSide(mirroredBitmap, .rightToLeft) == "right")
        // Flipped twice is the picture as it was.
        let twice = drawn.withHorizontallyFlippedOrientation()
        #expect(twice.imageOrientation == .up)
        #expect(imageViewRedSide(twice, .leftToRight) == "left")
    }

    @Test("Each orientation flips to its mirrored twin and back")
    func orientationPairs() {
        let pairs: [(UIImage.Orientation, UIImage.Orientation)] = [
            (.up, .upMirrored), (.down, .downMirrored), (.left, .leftMirrored), (.right, .rightMirrored),
        ]
        for (plain, mirrored) in pairs {
            #expect(plain.horizontallyMirrored == mirrored)
            #expect(mirrored.horizontallyMirrored == plain)
        }
    }

    @Test("A mirrored, flipping image in a right-to-left view is mirrored twice: drawn as stored")
    func mirroredAndFlipped() {
        let both = halves().withHorizontallyFlippedOrientation().imageFlippedForRightToLeftLayoutDirection()
        #expect(imageViewRedSide(both, .rightToLeft) == "left")
        #expect(imageViewRedSide(both, .leftToRight) == "right")
    }

    @Test("The flip travels with derived images; the flag round-trips")
    func roundTrips() {
        let image = halves()
        #expect(!image.flipsForRightToLeftLayoutDirection)
        let flipped = image.imageFlippedForRightToLeftLayoutDirection()
        #expect(flipped.flipsForRightToLeftLayoutDirection)
        #expect(flipped.imageOrientation == .up && flipped.size == image.size)
        #expect(flipped.imageFlippedForRightToLeftLayoutDirection().flipsForRightToLeftLayoutDirection)
        #expect(flipped.withRenderingMode(.alwaysTemplate).flipsForRightToLeftLayoutDirection)
        #expect(flipped.withTintColor(.green).flipsForRightToLeftLayoutDirection)
        #expect(flipped.withHorizontallyFlippedOrientation().flipsForRightToLeftLayoutDirection)
        #expect(flipped.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)).flipsForRightToLeftLayoutDirection)
        #expect(flipped.imageWithoutBaseline().flipsForRightToLeftLayoutDirection)
    }

    @Test("Directional symbols flip; symbols naming a side and media symbols do not")
    func directionalSymbols() throws {
        for name in ["chevron.backward", "chevron.forward", "arrow.uturn.backward", "arrow.uturn.forward"] {
            let symbol = try #require(UIImage(systemName: name))
            #expect(symbol.flipsForRightToLeftLayoutDirection, "\(name)")
        }
        for name in ["chevron.left", "chevron.right", "backward.fill", "forward.fill", "star"] {
            let symbol = try #require(UIImage(systemName: name))
            #expect(!symbol.flipsForRightToLeftLayoutDirection, "\(name)")
        }
        let configured = try #require(UIImage(systemName: "chevron.backward"))
            .withConfiguration(UIImage.SymbolConfiguration(pointSize: 30))
        #expect(configured.flipsForRightToLeftLayoutDirection)
        let flippedLeft = try #require(UIImage(systemName: "chevron.left")).imageFlippedForRightToLeftLayoutDirection()
        #expect(flippedLeft.withConfiguration(UIImage.SymbolConfiguration(pointSize: 30)).flipsForRightToLeftLayoutDirection)
    }

    /// The ink (alpha over half) of `pixels` as a set of "x,y" points.
    private func ink(_ pixels: PixelBuffer, mirrored: Bool = false) -> Set<Int> {
        var points = Set<Int>()
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels[x, y].alpha > 127 {
                points.insert(y * pixels.width + (mirrored ? pixels.width - 1 - x : x))
            }
        }
        return points
    }

    /// The share of `a` and `b`'s points that both have.
    private func overlap(_ a: Set<Int>, _ b: Set<Int>) -> Double {
        Double(a.intersection(b).count) / Double(max(1, a.union(b).count))
    }

    @Test("chevron.backward in a right-to-left button is the left-to-right one mirrored; chevron.left is not")
    func backChevronButton() throws {
        func render(_ name: String, _ direction: UIUserInterfaceLayoutDirection) throws -> PixelBuffer {
            let button = UIButton(type: .system)
            button.setImage(UIImage(systemName: name), for: .normal)
            let app = install(button, at: CGRect(x: 40, y: 100, width: 44, height: 44), direction)
            let imageView = try #require(button.imageView)
            return PixelBuffer(app.render(imageView))
        }
        let ltr = try render("chevron.backward", .leftToRight)
        let rtl = try render("chevron.backward", .rightToLeft)
        #expect(ink(ltr).count > 20)
        #expect(overlap(ink(rtl), ink(ltr, mirrored: true)) > 0.9)
        #expect(overlap(ink(rtl), ink(ltr)) < 0.5)
        let left = try render("chevron.left", .rightToLeft)
        #expect(overlap(ink(left), ink(ltr)) > 0.9)
    }

    @Test("A configured button's and a list cell's flipping images are mirrored right to left")
    func configuredButtonAndListContent() throws {
        func buttonInk(_ direction: UIUserInterfaceLayoutDirection) -> Set<Int> {
            var configuration = UIButton.Configuration.plain()
            configuration.image = UIImage(systemName: "arrow.uturn.backward")
            let button = UIButton(configuration: configuration)
            let app = install(button, at: CGRect(x: 40, y: 100, width: 60, height: 44), direction)
            let imageView = button.subviews.compactMap { $0 as? ButtonConfigurationView }.first?.imageView
            return imageView.map { ink(PixelBuffer(app.render($0)), mirrored: direction == .rightToLeft) } ?? []
        }
        let ltr = buttonInk(.leftToRight), rtl = buttonInk(.rightToLeft)
        #expect(ltr.count > 20)
        #expect(overlap(ltr, rtl) > 0.9)
        func listRedSide(_ direction: UIUserInterfaceLayoutDirection) throws -> String {
            var content = UIListContentConfiguration.cell()
            content.image = halves().imageFlippedForRightToLeftLayoutDirection()
            content.text = "Row"
            let view = UIListContentView(configuration: content)
            let app = install(view, at: CGRect(x: 0, y: 100, width: 300, height: 44), direction)
            let imageView = try #require(view.subviews.compactMap { $0 as? UIImageView }.first { $0.image != nil })
            return redSide(PixelBuffer(app.render(imageView)))
        }
        #expect(try listRedSide(.rightToLeft) == "right")
        #expect(try listRedSide(.leftToRight) == "left")
    }

    @Test("draw(in:) mirrors a flipping image when the current traits lay out right to left")
    func drawInCurrentTraits() {
        let flipped = halves().imageFlippedForRightToLeftLayoutDirection()
        func drawn(_ direction: UITraitEnvironmentLayoutDirection) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in
                UITraitCollection(layoutDirection: direction).performAsCurrent {
                    flipped.draw(in: CGRect(x: 0, y: 0, width: 20, height: 10))
                }
            }
        }
        #expect(imageViewRedSide(drawn(.rightToLeft), .leftToRight) == "right")
        #expect(imageViewRedSide(drawn(.leftToRight), .leftToRight) == "left")
    }
}
