import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Core Animation values real code animates, read at exact times on the virtual clock: shape
/// paths, presentation hit-testing, continuous corners, shadow paths, transaction completion
/// blocks, and a layer displayed directly.
@MainActor @Suite struct CoreAnimationValuesTests {
    private func stage(dark: Bool = false) -> (HeadlessApp, UIView) {
        let app = HeadlessApp()
        if dark { app.userInterfaceStyle = .dark }
        let window = app.makeWindow()
        window.backgroundColor = .systemBackground
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        window.addSubview(view)
        app.runTurn()
        return (app, view)
    }

    private func linear(_ keyPath: String) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    private func square(_ side: CGFloat, at origin: CGPoint = .zero) -> CGPath {
        CGPath(rect: CGRect(origin: origin, size: CGSize(width: side, height: side)), transform: nil)
    }

    @Test("A path animation between paths with matching elements moves every point in a straight line")
    func pathAnimates() throws {
        let (app, view) = stage()
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        shape.path = square(100)
        view.layer.addSublayer(shape)
        let morph = linear("path")
        morph.fromValue = square(100)
        morph.toValue = square(40, at: CGPoint(x: 60, y: 20))
        shape.add(morph, forKey: "morph")
        app.advance(by: 0.5)
        let halfway = try #require(shape.presentation()?.path)
        #expect(halfway.elements.first == .move(to: CGPoint(x: 30, y: 10)))
        #expect(halfway.boundingBoxOfPath == CGRect(x: 30, y: 10, width: 70, height: 70))
        app.advance(by: 0.6)
        #expect(shape.presentation()?.path?.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("Paths with different elements are logged once when added and show the end path at once")
    func pathMismatchLogs() throws {
        let (app, view) = stage()
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        view.layer.addSublayer(shape)
        let lines = LogLines()
        let triangle = CGMutablePath()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addLine(to: CGPoint(x: 50, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 50))
        triangle.closeSubpath()
        let morph = linear("path")
        morph.fromValue = square(100)
        morph.toValue = triangle
        QuartzCoreLog.$current.withValue(lines.sink) {
            shape.add(morph, forKey: "morph")
        }
        app.advance(by: 0.3)
        app.advance(by: 0.3)
        #expect(lines.lines.count == 1)
        #expect(lines.lines.first?.contains("different elements") == true)
        #expect(shape.presentation()?.path?.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test("A presentation layer hit-tests where the layer is drawn mid-animation, and answers with presentation layers")
    func presentationHitTest() throws {
        let (app, view) = stage()
        let mover = CALayer()
        mover.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let inner = CALayer()
        inner.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        mover.addSublayer(inner)
        view.layer.addSublayer(mover)
        let move = linear("position")
        move.fromValue = CGPoint(x: 25, y: 25)
        move.toValue = CGPoint(x: 225, y: 25)
        mover.add(move, forKey: "move")
        app.advance(by: 0.5)
        // Drawn at x 100…150 now; the model still says 0…50.
        let presented = try #require(mover.presentation())
        #expect(presented.hitTest(CGPoint(x: 140, y: 5)) === presented)
        #expect(presented.hitTest(CGPoint(x: 20, y: 5)) == nil)
        let innerHit = try #require(presented.hitTest(CGPoint(x: 120, y: 20)))
        #expect(innerHit.model() === inner && innerHit !== inner)
        #expect(mover.hitTest(CGPoint(x: 20, y: 5)) === mover)
    }

    @Test("Continuous corners are drawn as a smoother curve than circular ones: different pixels, same straight edges",
        arguments: [false, true])
    func continuousCorners(dark: Bool) throws {
        let (app, view) = stage(dark: dark)
        var layers: [CALayer] = []
        for (index, curve) in [CALayerCornerCurve.circular, .continuous].enumerated() {
            let layer = CALayer()
            layer.frame = CGRect(x: 20 + CGFloat(index) * 190, y: 40, width: 160, height: 160)
            layer.cornerRadius = 40
            layer.cornerCurve = curve
            layer.backgroundColor = UIColor.systemBlue.resolvedColor(with: view.traitCollection).cgColor
            view.layer.addSublayer(layer)
            layers.append(layer)
        }
        app.runTurn()
        try app.renderPNG().write(
            to: URL(fileURLWithPath: NSTemporaryDirectory() + "openuikit-corner-curves-\(dark ? "dark" : "light").png"))
        let pixels = PixelBuffer(app.render())
        let background = pixels[3, 3]
        func filled(_ layer: CALayer, _ dx: CGFloat, _ dy: CGFloat) -> Bool {
            !pixels[Int((layer.frame.minX + dx) * 3), Int((layer.frame.minY + dy) * 3)].isClose(to: background, tolerance: 40)
        }
        let (circular, continuous) = (layers[0], layers[1])
        // Both are square in the middle and rounded at the very corner.
        #expect(filled(circular, 80, 1) && filled(continuous, 80, 1))
        #expect(!filled(circular, 2, 2) && !filled(continuous, 2, 2))
        // A circular corner reaches 40 points along the edge; a continuous one about 61 and
        // bends in more gently, so 30 points along the top edge it is still about 2 points
        // down where the circle is 1.3: 1.5 points down, the circular one is filled and the
        // continuous one not yet.
        #expect(filled(circular, 30, 1.5))
        #expect(!filled(continuous, 30, 1.5))
        // On the diagonal both cross at the same place (12 points in from the corner).
        #expect(filled(circular, 13, 13) && filled(continuous, 13, 13))
        #expect(!filled(circular, 10, 10) && !filled(continuous, 10, 10))
        #expect(CALayer.cornerCurveExpansionFactor(.continuous) > 1.5)
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(CALayer().cornerCurve == .circular)
    }

    @Test("A shadow path casts the shadow's shape instead of the layer's")
    func shadowPathHonoured() throws {
        let (app, view) = stage()
        let card = CALayer()
        card.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        card.backgroundColor = UIColor.white.cgColor
        card.shadowOpacity = 1
        card.shadowRadius = 0
        card.shadowOffset = .zero
        card.shadowColor = UIColor.black.cgColor
        card.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 160, height: 40), transform: nil)
        view.layer.addSublayer(card)
        app.runTurn()
        let pixels = PixelBuffer(app.render())
        // The shadow path reaches 60 points right of the card; below the path, no shadow.
        #expect(pixels[Int(230 * 3), Int(120 * 3)].isClose(to: .init(red: 0, green: 0, blue: 0, alpha: 255), tolerance: 8))
        #expect(pixels[Int(230 * 3), Int(180 * 3)].isClose(to: .init(red: 255, green: 255, blue: 255, alpha: 255), tolerance: 8))
    }

    @Test("A transaction's completion block runs when its animations end, not before")
    func transactionCompletion() {
        let (app, view) = stage()
        var finished: [TimeInterval] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { finished.append(app.now) }
        let fade = linear("opacity")
        fade.fromValue = 1
        fade.toValue = 0
        view.layer.add(fade, forKey: "fade")
        CATransaction.commit()
        app.advance(by: 0.5)
        #expect(finished.isEmpty)
        app.advance(by: 0.6)
        #expect(finished.count == 1)
    }

    /// A view that counts its draws.
    final class CountingView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.systemRed.setFill()
            UIBezierPath(rect: rect).fill()
        }
    }

    @Test("A view whose layer was displayed directly is not drawn again by the next display pass")
    func directDisplayDrawsOnce() {
        let (app, view) = stage()
        let counting = CountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.addSubview(counting)
        app.runTurn()
        let first = counting.draws
        #expect(first == 1)
        counting.setNeedsDisplay()
        counting.layer.displayIfNeeded()
        #expect(counting.draws == 2)
        app.runTurn()
        #expect(counting.draws == 2)
        #expect(!counting.needsDisplay)
        // A later mark still draws once at the next pass.
        counting.setNeedsDisplay()
        app.runTurn()
        #expect(counting.draws == 3)
    }
}

private final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var lines: [String] { lock.withLock { stored } }
    var sink: QuartzCoreLog { QuartzCoreLog { [self] line in lock.withLock { stored.append(line) } } }
}
