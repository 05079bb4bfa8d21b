import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view backed by a shape layer.
@MainActor private final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}

/// A view that overrides the geometry properties and records each setter that reaches it as a
/// call on "view" (`view.setFrame`, `view.setBounds`, `view.setCenter`).
@MainActor private final class FrameOverridingView: UIView {
    let recorder = EventRecorder()
    override var frame: CGRect {
        get { super.frame }
        set {
            recorder.record(.call("view", "setFrame"))
            super.frame = newValue
        }
    }
    override var bounds: CGRect {
        get { super.bounds }
        set {
            recorder.record(.call("view", "setBounds"))
            super.bounds = newValue
        }
    }
    override var center: CGPoint {
        get { super.center }
        set {
            recorder.record(.call("view", "setCenter"))
            super.center = newValue
        }
    }
}

/// A view that remembers the context current during each draw.
@MainActor private final class DrawingView: UIView {
    var draws: [(rect: CGRect, context: CGContext?)] = []
    override func draw(_ rect: CGRect) {
        draws.append((rect, UIGraphicsGetCurrentContext()))
        UIColor.red.setFill()
        UIRectFill(rect)
    }
}

@MainActor @Suite struct ViewLayerTests {
    @Test("View properties and layer properties are the same values, both ways")
    func mirroring() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.delegate === view)
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.isOpaque && view.layer.isOpaque)

        view.layer.position = CGPoint(x: 200, y: 100)
        #expect(view.center == CGPoint(x: 200, y: 100))
        #expect(view.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
        view.layer.bounds = CGRect(x: 5, y: 5, width: 40, height: 20)
        #expect(view.bounds == CGRect(x: 5, y: 5, width: 40, height: 20))
        view.layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        view.alpha = 0.25
        #expect(view.layer.opacity == 0.25)
        view.layer.isHidden = true
        #expect(view.isHidden)
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        #expect(!view.clipsToBounds)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
        view.layer.setAffineTransform(.identity)
        #expect(view.transform.isIdentity)
        view.backgroundColor = .red
        #expect(view.layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        view.layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(view.backgroundColor?.cgColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        view.backgroundColor = nil
        #expect(view.layer.backgroundColor == nil)
        view.isOpaque = false
        #expect(!view.layer.isOpaque)
    }

    @Test("contentMode sets the layer's gravity; .redraw asks the layer to redraw on resize")
    func contentModeGravity() {
        let view = UIView()
        #expect(view.layer.contentsGravity == .resize)
        view.contentMode = .scaleAspectFit
        #expect(view.layer.contentsGravity == .resizeAspect && !view.layer.needsDisplayOnBoundsChange)
        // Core Animation names gravity edges y-up, so UIKit's top is the layer's bottom.
        view.contentMode = .topLeft
        #expect(view.layer.contentsGravity == .bottomLeft)
        view.contentMode = .bottom
        #expect(view.layer.contentsGravity == .top)
        view.contentMode = .redraw
        #expect(view.layer.contentsGravity == .resize && view.layer.needsDisplayOnBoundsChange)
    }

    @Test("Subview order is sublayer order; extra sublayers stay where they are and take no touches")
    func order() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(parent)
        let a = UIView(frame: parent.bounds)
        let b = UIView(frame: parent.bounds)
        let c = UIView(frame: parent.bounds)
        let shape = CAShapeLayer()
        shape.frame = parent.bounds
        parent.addSubview(a)
        parent.layer.addSublayer(shape)
        parent.addSubview(b)
        #expect(same(parent.subviews, [a, b]))
        #expect(same(parent.layer.sublayers ?? [], [a.layer, shape, b.layer]))
        // Indexes count views: index 1 is just below b, above the shape layer.
        parent.insertSubview(c, at: 1)
        #expect(same(parent.subviews, [a, c, b]))
        #expect(same(parent.layer.sublayers ?? [], [a.layer, shape, c.layer, b.layer]))
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(same(parent.subviews, [b, c, a]))
        #expect(same(parent.layer.sublayers ?? [], [b.layer, shape, c.layer, a.layer]))
        parent.bringSubviewToFront(b)
        #expect(same(parent.subviews, [c, a, b]))
        parent.sendSubviewToBack(a)
        #expect(same(parent.layer.sublayers ?? [], [a.layer, shape, c.layer, b.layer]))
        parent.insertSubview(b, belowSubview: c)
        #expect(same(parent.subviews, [a, b, c]))
        #expect(a.superview === parent && shape.owningViewForTests == nil)
        // The shape layer on top of everything does not hide the views from hit-testing.
        parent.layer.addSublayer(shape)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === c)
        c.removeFromSuperview()
        #expect(same(parent.layer.sublayers ?? [], [a.layer, b.layer, shape]))
        #expect(c.superview == nil && c.layer.superlayer == nil)
    }

    @Test("A view keeps its subviews alive though layers hold their delegates weakly")
    func ownership() {
        let parent = UIView()
        weak var child: UIView?
        do {
            let made = UIView()
            parent.addSubview(made)
            child = made
        }
        #expect(child != nil && child?.superview === parent)
        child?.removeFromSuperview()
        #expect(parent.subviews.isEmpty && parent.ownedSubviewCount == 0)
    }

    @Test("layerClass decides the layer: a view backed by a CAShapeLayer")
    func layerClass() {
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer is CAShapeLayer)
        #expect(view.layer.delegate === view)
        #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
    }

    @Test("Overriding frame, bounds and center: super keeps layout and the layer in step")
    func overriddenGeometry() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let view = FrameOverridingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        app.runTurn()
        view.recorder.clear()
        view.frame = CGRect(x: 5, y: 5, width: 30, height: 20)
        // As in UIKit, setting the frame does not go through the bounds and center overrides.
        #expect(view.recorder.take() == [.call("view", "setFrame")])
        #expect(view.layer.bounds.size == CGSize(width: 30, height: 20))
        #expect(view.needsLayout)
        app.runTurn()
        view.bounds.size = CGSize(width: 40, height: 20)
        view.center = CGPoint(x: 50, y: 50)
        #expect(view.recorder.take() == [.call("view", "setBounds"), .call("view", "setCenter")])
        #expect(view.needsLayout)
        #expect(view.layer.position == CGPoint(x: 50, y: 50))
    }

    @Test("draw(_:) runs through the layer's delegate with the backing store as current context")
    func drawThroughLayer() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        window.addSubview(view)
        view.setNeedsDisplay()
        #expect(view.layer.needsDisplay())
        app.runTurn()
        #expect(!view.layer.needsDisplay())
        #expect(view.draws.count == 1)
        let store = try! #require(view.layer.backingStore)
        #expect(view.draws.first?.context === store)
        #expect(view.draws.first?.rect == view.bounds)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(app.application.framePipeline.statistics.drawCalls == 1)

        // Displaying the layer directly also reaches draw(_:), as in UIKit.
        view.layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        view.layer.displayIfNeeded()
        #expect(view.draws.count == 2)
        #expect(view.draws.last?.rect == CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    @Test("A plain view with a background colour never displays and has no backing store")
    func plainViewNoStore() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.backgroundColor = .blue
        window.addSubview(view)
        app.runTurn()
        #expect(view.layer.backingStore == nil)
        #expect(app.application.framePipeline.statistics.drawCalls == 0)
    }

    @Test("Redrawing part of a view clears only that part of the reused store before drawing")
    func partialRedrawClears() {
        final class Painter: UIView {
            var color = UIColor.blue
            override func draw(_ rect: CGRect) {
                color.setFill()
                UIRectFill(rect)
            }
        }
        let app = HeadlessApp(scale: 1)
        let window = app.makeWindow()
        let view = Painter(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.isOpaque = false
        window.addSubview(view)
        view.setNeedsDisplay()
        app.runTurn()
        let store = try! #require(view.layer.backingStore)
        view.color = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        var pixels = PixelBuffer(app.render(view))
        #expect(view.layer.backingStore === store)
        #expect(pixels[2, 2].isClose(to: .rgb(1, 0, 0, alpha: 0.5)))  // cleared, then half red
        #expect(pixels[7, 2] == .rgb(0, 0, 1))  // outside the redrawn part: kept
        view.clearsContextBeforeDrawing = false
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        pixels = PixelBuffer(app.render(view))
        // Not cleared: the new half red lands on the half red already there.
        #expect(pixels[2, 2].isClose(to: .rgb(1, 0, 0, alpha: 0.75)))
    }

    @Test("contentMode .redraw redraws on resize; .scaleToFill keeps the drawn contents")
    func redrawOnResize() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        window.addSubview(view)
        view.setNeedsDisplay()
        app.runTurn()
        view.frame.size = CGSize(width: 40, height: 10)
        app.runTurn()
        #expect(view.draws.count == 1)
        view.contentMode = .redraw
        view.frame.size = CGSize(width: 60, height: 10)
        app.runTurn()
        #expect(view.draws.count == 2)
        #expect(view.draws.last?.rect == CGRect(x: 0, y: 0, width: 60, height: 10))
    }

    @Test("Backing stores are drawn at the screen's scale, taken when a view joins a window")
    func contentsScale() {
        let app = HeadlessApp(scale: 2)
        let window = app.makeWindow()
        #expect(window.layer.contentsScale == 2)
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(view.layer.contentsScale == 1)
        window.addSubview(view)
        #expect(view.layer.contentsScale == 2)
    }
}

extension UIView {
    /// How many subviews the view holds strongly.
    fileprivate var ownedSubviewCount: Int { ownedSubviews.count }
}

/// Whether two lists hold the same objects in the same order.
private func same(_ lhs: [AnyObject], _ rhs: [AnyObject]) -> Bool {
    lhs.map(ObjectIdentifier.init) == rhs.map(ObjectIdentifier.init)
}

extension CALayer {
    /// Whether the layer belongs to a view, read the way the tests can.
    @MainActor fileprivate var owningViewForTests: UIView? { delegate as? UIView }
}
