import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view that draws a filled circle in its bounds.
@MainActor
private final class CircleView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func draw(_ rect: CGRect) {
        UIColor.black.setFill()
        UIBezierPath(ovalIn: bounds).fill()
    }
}

/// `UIView.mask`: the mask view's alpha limits where the view (and its subviews) shows.
@MainActor
@Suite struct ViewMaskTests {
    private let red = PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    private let white = PixelBuffer.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    private let blue = PixelBuffer.Pixel(red: 0, green: 0, blue: 255, alpha: 255)

    /// A 200 × 200 screen at scale 2 with a white window and a red 100 × 100 view at (20, 20)
    /// that has a blue subview over its right half.
    private func stage() -> (HeadlessApp, UIWindow, UIView) {
        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 200), scale: 2)
        let window = app.makeWindow()
        window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let half = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 100))
        half.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.addSubview(half)
        window.addSubview(view)
        return (app, window, view)
    }

    /// The pixel at a point of the screen (scale 2).
    private func pixel(_ pixels: PixelBuffer, _ x: CGFloat, _ y: CGFloat) -> PixelBuffer.Pixel {
        pixels[Int(x * 2), Int(y * 2)]
    }

    @Test("An opaque mask view shows the view and its subviews only inside the mask's frame")
    func rectangularMask() {
        let (app, _, view) = stage()
        let maskView = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        maskView.backgroundColor = .black
        view.mask = maskView
        #expect(view.mask === maskView)
        #expect(view.layer.mask === maskView.layer)
        #expect(maskView.superview == nil)
        #expect(!view.subviews.contains { $0 === maskView })
        let pixels = PixelBuffer(app.render())
        // The mask spans 45…95 on screen: red left of 70, blue right of it; white outside.
        #expect(pixel(pixels, 50, 50) == red)
        #expect(pixel(pixels, 90, 50) == blue)
        #expect(pixel(pixels, 30, 30) == white)
        #expect(pixel(pixels, 110, 110) == white)
        #expect(pixel(pixels, 100, 60) == white)
        // Exactly the mask's 50 × 50 points (100 × 100 pixels) are not white.
        var covered = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels[x, y] != white { covered += 1 }
        }
        #expect(covered == 100 * 100)
    }

    @Test("A half-transparent mask shows the view at half strength; removing the mask shows it whole")
    func translucentMaskAndRemoval() {
        let (app, _, view) = stage()
        let maskView = UIView(frame: view.bounds)
        maskView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        view.mask = maskView
        let pixels = PixelBuffer(app.render())
        #expect(pixel(pixels, 30, 60).isClose(to: .rgb(1, 0.5, 0.5)))
        #expect(pixel(pixels, 100, 60).isClose(to: .rgb(0.5, 0.5, 1)))
        view.mask = nil
        #expect(view.layer.mask == nil)
        let whole = PixelBuffer(app.render())
        #expect(pixel(whole, 30, 60) == red)
        #expect(pixel(whole, 100, 60) == blue)
    }

    @Test("A mask view that draws a circle lets the view show through the circle only; moving it repaints")
    func drawnMaskMoves() {
        let (app, window, view) = stage()
        let circle = CircleView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        view.mask = circle
        var pixels = PixelBuffer(app.render())
        // The circle is centred at (50, 50) on screen, 30 in radius.
        #expect(pixel(pixels, 50, 50) == red)
        #expect(pixel(pixels, 50, 75) == red)
        #expect(pixel(pixels, 22, 22) == white)
        #expect(pixel(pixels, 75, 75) == white)
        circle.frame.origin = CGPoint(x: 40, y: 40)
        pixels = PixelBuffer(app.render())
        // Now centred at (90, 90): over the blue half.
        #expect(pixel(pixels, 50, 50) == white)
        #expect(pixel(pixels, 90, 90) == blue)
        #expect(pixel(pixels, 65, 90) == red)
        // The partial repaint after the move agrees with painting everything again.
        app.repaintAll()
        #expect(PixelBuffer(app.render()).differingPixels(from: pixels) == 0)
        _ = window
    }

    @Test("Setting the layer's mask directly, or giving the mask view to another view, ends the view's mask")
    func maskViewFollowsTheLayer() {
        let (_, window, view) = stage()
        let maskView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.mask = maskView
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(other)
        other.mask = maskView
        #expect(other.mask === maskView)
        #expect(view.mask == nil)
        #expect(view.layer.mask == nil)
        other.layer.mask = CALayer()
        #expect(other.mask == nil)
    }

    @Test("A view in the hierarchy cannot be a mask")
    func maskWithSuperviewStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let app = HeadlessApp()
                let window = app.makeWindow()
                let view = UIView()
                let child = UIView()
                window.addSubview(view)
                window.addSubview(child)
                view.mask = child
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("UIView.mask: the mask view"))
    }
}
