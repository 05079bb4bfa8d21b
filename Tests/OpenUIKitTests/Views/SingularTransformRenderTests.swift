import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Draws bars whose heights are scaled by value ÷ maximum through the context's transform,
/// stroking each bar's outline: a zero value makes that bar's matrix singular.
@MainActor
private final class BarChartView: UIView {
    var values: [CGFloat] = [3, 0, 2]

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let maximum = values.max() ?? 1
        for (index, value) in values.enumerated() {
            context.saveGState()
            context.translateBy(x: CGFloat(index) * 30, y: bounds.height)
            context.scaleBy(x: 1, y: -value / maximum)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: bounds.height))
            context.setStrokeColor(UIColor.black.cgColor)
            context.stroke(CGRect(x: 0, y: 0, width: 20, height: bounds.height))
            context.restoreGState()
        }
    }
}

/// One frame with a singular or absurd transform never stops the window, or a view, from
/// painting afterwards: Core Graphics draws nothing for that operation and goes on.
@MainActor @Suite struct SingularTransformRenderTests {
    private static let red = PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255)

    /// A window with a red 100×100 square at (50, 50) and a blue 40×40 one at (200, 200).
    private func makeScene() -> (HeadlessApp, UIView, UIView) {
        let (app, root) = makeRobustApp()
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .red
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.black.cgColor
        let other = UIView(frame: CGRect(x: 200, y: 200, width: 40, height: 40))
        other.backgroundColor = .blue
        root.addSubview(card)
        root.addSubview(other)
        return (app, card, other)
    }

    private func pixel(_ app: HeadlessApp, _ x: CGFloat, _ y: CGFloat) -> PixelBuffer.Pixel {
        let scale = app.application.screen.scale
        return PixelBuffer(app.render())[Int(x * scale), Int(y * scale)]
    }

    @Test("A view scaled to 0 on one axis (a card flip's midpoint) paints nothing; once its transform is fixed the window paints it again")
    func cardFlipMidpoint() {
        for transform in [
            CGAffineTransform(scaleX: 0, y: 1), CGAffineTransform(rotationAngle: 0.5).scaledBy(x: 1, y: 0),
            CGAffineTransform(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0), CGAffineTransform(scaleX: 1e-200, y: 1e-200),
        ] {
            let (app, card, other) = makeScene()
            #expect(pixel(app, 100, 100) == Self.red)
            card.transform = transform
            _ = app.render()
            card.transform = .identity
            other.backgroundColor = .green
            let image = PixelBuffer(app.render())
            let scale = app.application.screen.scale
            #expect(image[Int(100 * scale), Int(100 * scale)] == Self.red, "after \(transform)")
            #expect(image[Int(220 * scale), Int(220 * scale)] == PixelBuffer.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
        }
    }

    @Test("A layer shadow offset of 1e300 casts nothing visible and later frames paint")
    func hugeShadowOffset() {
        let (app, card, other) = makeScene()
        _ = app.render()
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = CGSize(width: 1e300, height: 1e300)
        _ = app.render()
        other.backgroundColor = .green
        #expect(pixel(app, 220, 220) == PixelBuffer.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(pixel(app, 100, 100) == Self.red)
    }

    @Test("Nested huge scale transforms that compose to infinity paint nothing and do not stop the frame")
    func nestedHugeScales() {
        let (app, card, other) = makeScene()
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        inner.backgroundColor = .green
        card.addSubview(inner)
        _ = app.render()
        card.transform = CGAffineTransform(scaleX: 1e200, y: 1e200)
        inner.transform = CGAffineTransform(scaleX: 1e200, y: 1e200)
        _ = app.render()
        card.transform = .identity
        inner.transform = .identity
        other.backgroundColor = .green
        #expect(pixel(app, 220, 220) == PixelBuffer.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(pixel(app, 100, 100) == Self.red)
    }

    @Test("A bar chart whose zero bar strokes under a singular matrix still draws its other bars, frame after frame")
    func barChartWithZeroBar() {
        let (app, root) = makeRobustApp()
        let chart = BarChartView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        chart.backgroundColor = .white
        root.addSubview(chart)
        let scale = app.application.screen.scale
        var image = PixelBuffer(app.render())
        #expect(image[Int(10 * scale), Int(90 * scale)] == Self.red, "first bar")
        #expect(image[Int(70 * scale), Int(90 * scale)] == Self.red, "third bar, drawn after the zero one")
        #expect(image[Int(40 * scale), Int(90 * scale)] == PixelBuffer.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        chart.values = [3, 0, 3]
        chart.setNeedsDisplay()
        image = PixelBuffer(app.render())
        #expect(image[Int(70 * scale), Int(10 * scale)] == Self.red, "the third bar grew to full height")
    }
}
