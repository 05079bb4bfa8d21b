import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A 10 × 10 point bitmap image at 3x filled with `color`.
@MainActor
func frameImage(_ color: UIColor, size: CGSize = CGSize(width: 10, height: 10)) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    return UIGraphicsImageRenderer(size: size, format: format).image { _ in
        color.setFill()
        UIRectFill(CGRect(origin: .zero, size: size))
    }
}

/// Image view frame animations on the application clock, and the highlighted image.
@MainActor @Suite struct ImageViewAnimationTests {
    private static let red = PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    private static let green = PixelBuffer.Pixel(red: 0, green: 255, blue: 0, alpha: 255)
    private static let blue = PixelBuffer.Pixel(red: 0, green: 0, blue: 255, alpha: 255)
    private static let yellow = PixelBuffer.Pixel(red: 255, green: 255, blue: 0, alpha: 255)

    /// An app with a 40-point image view at (0, 0) showing yellow, with red, green, blue frames.
    private func stage() -> (HeadlessApp, UIImageView) {
        let app = HeadlessApp(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let window = app.makeWindow()
        window.backgroundColor = .white
        let view = UIImageView(image: frameImage(.yellow))
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.animationImages = [frameImage(.red), frameImage(.green), frameImage(.blue)]
        window.addSubview(view)
        app.runTurn()
        return (app, view)
    }

    private func shown(_ app: HeadlessApp) -> PixelBuffer.Pixel { PixelBuffer(app.render())[20, 20] }

    @Test("Frames change on the application clock: each shows animationDuration ÷ count, and the pass repeats")
    func framesAgainstClock() {
        let (app, view) = stage()
        #expect(shown(app) == Self.yellow && !view.isAnimating)
        view.animationDuration = 0.3
        view.startAnimating()
        #expect(view.isAnimating)
        #expect(shown(app) == Self.red)
        app.advance(by: 0.09)
        #expect(shown(app) == Self.red)
        app.advance(by: 0.01)
        #expect(shown(app) == Self.green)
        app.advance(by: 0.1)
        #expect(shown(app) == Self.blue)
        app.advance(by: 0.1)
        #expect(shown(app) == Self.red)
        app.advance(by: 1.05)
        // 1.35 s: 13 frames changed, frame 13 % 3 = 1.
        #expect(shown(app) == Self.green && view.isAnimating)
    }

    @Test("Without a duration each frame shows 1/30 s")
    func defaultDuration() {
        let (app, view) = stage()
        view.startAnimating()
        app.advance(by: 1.0 / 30)
        #expect(shown(app) == Self.green)
        app.advance(by: 1.0 / 30)
        #expect(shown(app) == Self.blue)
    }

    @Test("A repeat count ends the animation after that many passes, showing the image again; settle() finishes")
    func repeatCountEnds() {
        let (app, view) = stage()
        let collected = CollectedFailures()
        app.failureReporter = collected.reporter
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        view.startAnimating()
        app.advance(by: 0.55)
        #expect(shown(app) == Self.blue && view.isAnimating)
        app.advance(by: 0.05)
        #expect(shown(app) == Self.yellow && !view.isAnimating)
        view.startAnimating()
        let frames = app.settle()
        #expect(frames >= 36 && frames <= 37)
        #expect(collected.failures.isEmpty && !view.isAnimating && shown(app) == Self.yellow)
    }

    @Test("stopAnimating() shows the image again; starting without frames does nothing")
    func stopRestores() {
        let (app, view) = stage()
        view.animationDuration = 0.3
        view.startAnimating()
        app.advance(by: 0.15)
        #expect(shown(app) == Self.green)
        view.stopAnimating()
        #expect(!view.isAnimating && shown(app) == Self.yellow)
        app.advance(by: 1)
        #expect(shown(app) == Self.yellow)
        view.animationImages = []
        view.startAnimating()
        #expect(!view.isAnimating)
    }

    @Test("settle() does not wait forever for a repeating image animation: it reports it, naming the view")
    func settleNamesForeverAnimation() throws {
        let (app, view) = stage()
        let collected = CollectedFailures()
        app.failureReporter = collected.reporter
        view.accessibilityIdentifier = "spinner"
        view.startAnimating()
        #expect(app.settle(timeout: 0.5) == 30)
        let failure = try #require(collected.failures.first)
        #expect(failure.message.contains("UIImageView frame animation, repeats forever on spinner"))
        view.stopAnimating()
        #expect(app.settle() == 0)
    }

    @Test("An image view outside a window starts animating when it reaches one")
    func startsInWindow() {
        let app = HeadlessApp(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let window = app.makeWindow()
        let view = UIImageView(image: frameImage(.yellow))
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.animationImages = [frameImage(.red), frameImage(.green)]
        view.animationDuration = 0.2
        view.startAnimating()
        app.advance(by: 0.5)
        window.addSubview(view)
        #expect(shown(app) == Self.red)
        app.advance(by: 0.1)
        #expect(shown(app) == Self.green)
    }

    @Test("The highlighted image (and highlighted frames) show while isHighlighted")
    func highlightedImage() {
        let (app, view) = stage()
        view.highlightedImage = frameImage(.blue)
        #expect(shown(app) == Self.yellow)
        view.isHighlighted = true
        #expect(shown(app) == Self.blue)
        view.isHighlighted = false
        #expect(shown(app) == Self.yellow)
        view.highlightedImage = nil
        view.isHighlighted = true
        #expect(shown(app) == Self.yellow)

        view.highlightedAnimationImages = [frameImage(.green)]
        view.startAnimating()
        #expect(shown(app) == Self.green)
        // Leaving the highlight while animating restarts with the normal frames.
        view.isHighlighted = false
        #expect(view.isAnimating && shown(app) == Self.red)
        view.stopAnimating()
        let made = UIImageView(image: frameImage(.red), highlightedImage: frameImage(.green))
        #expect(made.highlightedImage != nil && !made.isHighlighted)
    }
}
