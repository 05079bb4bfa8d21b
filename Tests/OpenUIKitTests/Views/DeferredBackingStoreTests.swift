import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Backing stores list their paints until their pixels are asked for: a headless test that
/// never renders maps no pixel memory, and `draw(_:)` runs exactly when it did before.
@MainActor @Suite struct DeferredBackingStoreTests {
    /// A view that counts its `draw(_:)` calls and fills what it is asked to draw.
    private final class CountingView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.systemTeal.setFill()
            UIRectFill(rect)
        }
    }

    @Test("Labels and drawing views draw in the display pass but hold no pixels until the window is rendered")
    func noPixelsUntilRendered() {
        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 120), scale: 3)
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        controller.view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 24))
        label.text = "Deferred"
        let drawing = CountingView(frame: CGRect(x: 10, y: 50, width: 60, height: 40))
        controller.view.addSubview(label)
        controller.view.addSubview(drawing)
        app.runTurn()
        let drawCalls = app.application.framePipeline.statistics.drawCalls
        #expect(drawing.draws == 1)
        #expect(label.layer.backingStore?.hasPixels == true)
        #expect(label.layer.backingStore?.hasAllocatedPixels == false)
        #expect(app.backingStoreBytes == 0)

        // A redraw before any render replaces the list (the store is cleared whole first).
        label.text = "Changed"
        drawing.setNeedsDisplay()
        app.runTurn()
        #expect(drawing.draws == 2)
        #expect(app.backingStoreBytes == 0)

        let pixels = PixelBuffer(app.render())
        #expect(app.backingStoreBytes > 0)
        #expect(label.layer.backingStore?.hasAllocatedPixels == true)
        // Rendering painted the lists; it called no draw(_:).
        #expect(drawing.draws == 2)
        #expect(app.application.framePipeline.statistics.drawCalls == drawCalls + 2)
        let teal = pixels[30 * 3, 60 * 3]
        #expect(teal.alpha == 255 && teal.blue > teal.red)
        // The label's text is there: some pixel in its first line is dark.
        var darkest = 255
        for x in stride(from: 12 * 3, to: 80 * 3, by: 1) {
            let pixel = pixels[x, 22 * 3]
            darkest = min(darkest, Int(pixel.red))
        }
        #expect(darkest < 128)
    }

    @Test("A view drawn after the first render paints straight into its pixels, as before")
    func drawingAfterRender() {
        let app = HeadlessApp(screenSize: CGSize(width: 100, height: 100), scale: 2)
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let drawing = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(drawing)
        _ = app.render()
        #expect(drawing.layer.backingStore?.hasAllocatedPixels == true)
        drawing.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        app.runTurn()
        #expect(drawing.draws == 2)
        #expect(drawing.layer.backingStore?.hasAllocatedPixels == true)
        #expect(PixelBuffer(app.render())[10, 10].alpha == 255)
    }
}
