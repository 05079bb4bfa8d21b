import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import OpenQuartzCore

/// Seed 003's first drawRect example: an oval filled blue with UIBezierPath.
@MainActor private final class OvalView: UIView {
    override func draw(_ rect: CGRect) {
        let path = UIBezierPath(ovalIn: bounds)
        UIColor.blue.set()
        path.fill()
    }
}

/// Seed 003's second drawRect example: the rect filled through the CGContext.
@MainActor private final class FilledView: UIView {
    var fillColor = UIColor.green
    override func draw(_ rect: CGRect) {
        let context = UIGraphicsGetCurrentContext()
        context?.setFillColor(fillColor.cgColor)
        context?.fill(rect)
    }
}

/// A view that draws whatever part it is asked for and remembers the rectangles.
@MainActor private final class HugeView: UIView {
    var drawn: [CGRect] = []
    override func draw(_ rect: CGRect) {
        drawn.append(rect)
        UIColor.red.setFill()
        UIRectFill(rect)
    }
}

@MainActor @Suite struct ViewRenderingTests {
    @Test("Seed 003's two drawRect examples render at scale 1 and 2", arguments: [1.0, 2.0])
    func seedExamples(scale: CGFloat) {
        let app = HeadlessApp(screenSize: CGSize(width: 100, height: 60), scale: scale)
        let window = app.makeWindow()
        window.backgroundColor = .white
        let oval = OvalView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        oval.isOpaque = false
        oval.backgroundColor = nil
        let filled = FilledView(frame: CGRect(x: 70, y: 10, width: 20, height: 20))
        window.addSubview(oval)
        window.addSubview(filled)
        let pixels = PixelBuffer(app.render())
        func at(_ x: CGFloat, _ y: CGFloat) -> PixelBuffer.Pixel { pixels[Int(x * scale), Int(y * scale)] }
        #expect(pixels.width == Int(100 * scale))
        #expect(at(30, 20) == .rgb(0, 0, 1))  // the oval's centre
        #expect(at(1, 1) == .rgb(1, 1, 1))  // outside the oval: the window shows through
        #expect(at(59, 20).isClose(to: .rgb(0, 0, 1), tolerance: 130))  // the edge is antialiased
        #expect(at(80, 20) == .rgb(0, 1, 0))
        #expect(at(95, 20) == .rgb(1, 1, 1))
    }

    @Test("A colour change repaints only the view's pixels, with no draw(_:); the trace says where")
    func colourChangeDamage() {
        let app = HeadlessApp(screenSize: CGSize(width: 100, height: 100), scale: 2)
        let window = app.makeWindow()
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.backgroundColor = .red
        window.addSubview(badge)
        _ = app.render()
        app.trace.isEnabled = true
        let draws = app.application.framePipeline.statistics.drawCalls
        badge.backgroundColor = .blue
        let pixels = PixelBuffer(app.render())
        #expect(pixels[40, 40] == .rgb(0, 0, 1))
        #expect(app.application.framePipeline.statistics.drawCalls == draws)
        #expect(app.trace.lines([.commit]) == ["commit UIWindow: damaged (20,20 40x40) (1600 px)"])
    }

    @Test("Moving a view that draws costs composition only: its drawing moves with it")
    func moveWithoutRedraw() {
        let app = HeadlessApp(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let window = app.makeWindow()
        window.backgroundColor = .white
        let filled = FilledView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(filled)
        _ = app.render()
        let draws = app.application.framePipeline.statistics.drawCalls
        filled.center.x += 50
        let pixels = PixelBuffer(app.render())
        #expect(app.application.framePipeline.statistics.drawCalls == draws)
        #expect(pixels[60, 10] == .rgb(0, 1, 0))
        #expect(pixels[10, 10] == .rgb(1, 1, 1))
    }

    @Test("A 100,000-point view keeps a store of only its visible part, redrawn as it moves")
    func hugeView() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 3)
        let window = app.makeWindow()
        let huge = HugeView(frame: CGRect(x: 0, y: 0, width: 100_000, height: 100_000))
        huge.isOpaque = false
        window.addSubview(huge)
        var pixels = PixelBuffer(app.render())
        #expect(pixels[600, 1200] == .rgb(1, 0, 0))
        let windowBytes = 390 * 3 * 844 * 3 * 4
        #expect(app.backingStoreBytes <= windowBytes)
        #expect(app.backingStoreBytes > 0)
        #expect(huge.drawn == [CGRect(x: 0, y: 0, width: 390, height: 844)])
        // Scrolled by 5,000 points: the newly visible part is drawn; the store stays small.
        huge.frame.origin = CGPoint(x: -5_000, y: -5_000)
        pixels = PixelBuffer(app.render())
        #expect(pixels[600, 1200] == .rgb(1, 0, 0))
        #expect(huge.drawn.last == CGRect(x: 5_000, y: 5_000, width: 390, height: 844))
        #expect(app.backingStoreBytes <= windowBytes)
    }

    @Test("A zero-size view never draws and has no store")
    func zeroSize() {
        let app = HeadlessApp(scale: 1)
        let window = app.makeWindow()
        let empty = FilledView(frame: CGRect(x: 10, y: 10, width: 0, height: 30))
        window.addSubview(empty)
        _ = app.render()
        #expect(empty.layer.backingStoreByteCount == 0)
        #expect(app.application.framePipeline.statistics.drawCalls == 0)
    }
}

@MainActor @Suite struct AnimatedViewRenderingTests {
    @Test("A view animation is rendered at its presentation values halfway, with no draw(_:)")
    func viewAnimationHalfway() {
        let app = HeadlessApp(screenSize: CGSize(width: 100, height: 20), scale: 1)
        let window = app.makeWindow()
        window.backgroundColor = .white
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        dot.backgroundColor = .red
        window.addSubview(dot)
        _ = app.render()
        let draws = app.application.framePipeline.statistics.drawCalls
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { dot.center.x += 80 })
        #expect(dot.frame.minX == 80)  // the model value changes at once
        app.advance(by: 0.5)
        let half = PixelBuffer(app.render())
        #expect(half[45, 5] == .rgb(1, 0, 0))
        #expect(half[5, 5] == .rgb(1, 1, 1))
        #expect(half[85, 5] == .rgb(1, 1, 1))
        app.advance(by: 0.6)
        let done = PixelBuffer(app.render())
        #expect(done[85, 5] == .rgb(1, 0, 0))
        #expect(app.application.framePipeline.statistics.drawCalls == draws)
    }
}
