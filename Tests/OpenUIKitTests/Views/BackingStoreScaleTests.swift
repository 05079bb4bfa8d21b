import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Draws a red fill, so it has a backing store.
@MainActor
private final class FilledView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(bounds)
    }
}

/// A backing store stays within its limits even when the part of the layer the window shows
/// is larger than they allow at the layer's scale.
@MainActor @Suite struct BackingStoreScaleTests {
    @Test("contentsScale 30 on a full-screen view keeps its store within 8,192 pixels a side and 16 M pixels, with a log line")
    func hugeContentsScale() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let view = FilledView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.view.addSubview(view)
        view.layer.contentsScale = 30
        view.setNeedsDisplay()
        let image = PixelBuffer(app.render())
        let store = view.recordedDrawing
        #expect(store != nil)
        let width = store?.width ?? 0
        let height = store?.height ?? 0
        #expect(width > 0 && width <= 8192 && height <= 8192 && width * height <= 16 * 1024 * 1024, "\(width)×\(height)")
        #expect(image[100, 100] == PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }
}
