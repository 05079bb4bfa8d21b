import Foundation
import OpenUIKit
import OpenUIKitTesting

/// The box of the pixels whose alpha passes `threshold`, in pixels; nil when nothing is drawn.
func inkBounds(_ pixels: PixelBuffer, threshold: UInt8 = 40, where include: (PixelBuffer.Pixel) -> Bool = { _ in true }) -> CGRect? {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<pixels.height {
        for x in 0..<pixels.width {
            let pixel = pixels[x, y]
            guard pixel.alpha > threshold, include(pixel) else { continue }
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
        }
    }
    guard maxX >= 0 else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

/// A label in a fresh headless application's window.
@MainActor
func makeLabel(_ text: String, font: UIFont = .systemFont(ofSize: 17), scale: CGFloat = 1, frame: CGRect? = nil) -> (HeadlessApp, UILabel) {
    let app = HeadlessApp(screenSize: CGSize(width: 400, height: 300), scale: scale)
    let window = app.makeWindow()
    let label = UILabel()
    label.text = text
    label.font = font
    label.textColor = .black
    if let frame {
        label.frame = frame
    } else {
        label.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: label.intrinsicContentSize)
    }
    window.addSubview(label)
    return (app, label)
}
