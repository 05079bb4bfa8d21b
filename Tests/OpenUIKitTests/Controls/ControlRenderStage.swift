import Foundation
import OpenUIKit
import OpenUIKitTesting

/// One application at scale 1 (a pixel is a point) whose root view has the system background
/// (or `background`), for reading the standard controls' pixels in light or dark mode.
@MainActor
struct ControlRenderStage {
    let app: HeadlessApp
    let window: UIWindow
    let root: UIView

    /// A mid grey, for finding white thumbs (they would vanish on a white background).
    static let grey = UIColor(white: 0.5, alpha: 1)

    init(
        style: UIUserInterfaceStyle = .light, background: UIColor = .systemBackground,
        size: CGSize = CGSize(width: 360, height: 200)
    ) {
        app = HeadlessApp(screenSize: size, scale: 1)
        app.userInterfaceStyle = style
        let controller = UIViewController()
        window = app.makeWindow(rootViewController: controller)
        root = controller.view
        root.backgroundColor = background
    }

    /// The screen's pixels now (after a turn).
    func pixels() -> PixelBuffer { PixelBuffer(app.render()) }

    /// The pixel at `point` (window coordinates, whole points).
    func pixel(_ x: Int, _ y: Int) -> PixelBuffer.Pixel { pixels()[x, y] }

    /// The middle of the longest run of near-white pixels on row `y` between `minX` and
    /// `maxX` (window coordinates), or nil when there is none: where a white thumb is.
    func whiteRunCenter(row y: Int, from minX: Int, to maxX: Int) -> CGFloat? {
        let buffer = pixels()
        let white = PixelBuffer.Pixel.rgb(1, 1, 1)
        var best: (first: Int, last: Int)?
        var start: Int?
        for x in minX...(maxX + 1) {
            let isWhite = x <= maxX && buffer[x, y].isClose(to: white, tolerance: 3)
            if isWhite, start == nil { start = x }
            if !isWhite, let first = start {
                if best.map({ x - 1 - first > $0.last - $0.first }) ?? true { best = (first, x - 1) }
                start = nil
            }
        }
        guard let best else { return nil }
        return CGFloat(best.first + best.last + 1) / 2
    }

    /// Writes the screen as PNG to the temporary folder (for looking at), returning its path.
    @discardableResult
    func savePNG(_ name: String) -> String {
        let path = NSTemporaryDirectory() + "openuikit-\(name).png"
        try? app.renderPNG().write(to: URL(fileURLWithPath: path))
        return path
    }
}

extension PixelBuffer.Pixel {
    /// A pixel of the 0–255 components given.
    static func bytes(_ red: Int, _ green: Int, _ blue: Int) -> PixelBuffer.Pixel {
        .rgb(Double(red) / 255, Double(green) / 255, Double(blue) / 255)
    }

    /// The mean of the colour components (0 black … 255 white).
    var brightness: Int { (Int(red) + Int(green) + Int(blue)) / 3 }
}
