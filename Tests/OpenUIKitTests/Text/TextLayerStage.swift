import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting

/// The screen the text-layer tests draw on: a 200 × 100 white window at scale 2 holding a red
/// 16-point `CATextLayer`, and a way to find where its ink landed.
@MainActor
enum TextLayerStage {
    /// The application and its text layer over (10, 10, `width`, `height`), configured by
    /// `configure` before it joins the window.
    static func make(
        width: CGFloat = 180, height: CGFloat = 80, _ configure: (CATextLayer) -> Void
    ) -> (HeadlessApp, CATextLayer) {
        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 100), scale: 2)
        let window = app.makeWindow()
        window.backgroundColor = .white
        let text = CATextLayer()
        text.frame = CGRect(x: 10, y: 10, width: width, height: height)
        text.contentsScale = 2
        text.fontSize = 16
        text.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        configure(text)
        window.layer.addSublayer(text)
        return (app, text)
    }

    /// The box, in points, of the reddish pixels (the text) on the rendered screen.
    static func inkBox(_ app: HeadlessApp) -> CGRect {
        let pixels = PixelBuffer(app.render())
        var box = CGRect.null
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let p = pixels[x, y]
                if Int(p.red) - Int(p.green) > 80 { box = box.union(CGRect(x: x, y: y, width: 1, height: 1)) }
            }
        }
        return box.isNull ? box : CGRect(x: box.minX / 2, y: box.minY / 2, width: box.width / 2, height: box.height / 2)
    }
}
