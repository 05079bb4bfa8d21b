import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

@MainActor @Suite struct CALayerGeometryTests {
    @Test("Setting frame sets bounds size and position through the anchor point")
    func frameToBoundsAndPosition() {
        let layer = CALayer()
        layer.bounds.origin = CGPoint(x: 5, y: 7)
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(layer.bounds == CGRect(x: 5, y: 7, width: 100, height: 50))
        #expect(layer.position == CGPoint(x: 60, y: 45))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 60, y: 45, width: 100, height: 50))
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(layer.position == CGPoint(x: 1, y: 2) && layer.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("The frame shows the transform about the anchor point, and setting it round-trips")
    func frameWithTransform() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 100, y: 100)
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(layer.frame == CGRect(x: 0, y: 50, width: 200, height: 100))
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        #expect(layer.bounds.size == CGSize(width: 20, height: 10))
        #expect(close(layer.frame, CGRect(x: 10, y: 10, width: 40, height: 20)))

        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(close(layer.bounds, CGRect(x: 0, y: 0, width: 50, height: 100), 1e-9))
        #expect(close(layer.frame, CGRect(x: 0, y: 0, width: 100, height: 50), 1e-9))

        layer.transform = CATransform3DMakeTranslation(7, 0, 0)
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.position == CGPoint(x: -2, y: 5) && layer.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(layer.preferredFrameSize() == CGSize(width: 10, height: 10))
    }

    @Test("Points and rects convert through positions, anchor points, bounds origins and transforms")
    func conversion() {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = makeLayer("child", frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        let grandchild = makeLayer("grandchild", frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSublayer(child)
        child.addSublayer(grandchild)
        #expect(child.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 100, y: 50))
        #expect(grandchild.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 115, y: 65))
        #expect(root.convert(CGPoint(x: 115, y: 65), to: grandchild) == CGPoint(x: 5, y: 5))
        #expect(grandchild.convert(CGPoint(x: 115, y: 65), from: root) == CGPoint(x: 5, y: 5))

        child.bounds.origin = CGPoint(x: 10, y: 0)
        #expect(grandchild.convert(CGPoint.zero, to: root) == CGPoint(x: 100, y: 60))

        child.bounds.origin = .zero
        child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // The child's centre (150, 100) stays put; its top-left corner turns to the top-right.
        #expect(close(child.convert(CGPoint(x: 50, y: 50), to: root), CGPoint(x: 150, y: 100)))
        #expect(close(child.convert(CGPoint.zero, to: root), CGPoint(x: 200, y: 50)))
        #expect(close(root.convert(CGPoint(x: 200, y: 50), to: child), .zero))
        #expect(close(child.convert(CGRect(x: 0, y: 0, width: 100, height: 10), to: root), CGRect(x: 190, y: 50, width: 10, height: 100)))

        let other = makeLayer("other", frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSublayer(other)
        #expect(close(other.convert(CGPoint.zero, from: child), CGPoint(x: 195, y: 45)))
        #expect(close(root.convert(CGPoint(x: 1, y: 1), from: nil), CGPoint(x: 1, y: 1)))
    }

    @Test("A perspective sublayerTransform projects points about the superlayer's anchor point")
    func perspective() {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        let child = makeLayer("child", frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSublayer(child)
        // In the z = 0 plane a perspective changes nothing; pushed back, the layer shrinks
        // towards the root's centre.
        #expect(close(child.convert(CGPoint.zero, to: root), CGPoint(x: 50, y: 50)))
        child.zPosition = -500
        #expect(close(child.convert(CGPoint.zero, to: root), CGPoint(x: 75, y: 75)))
        #expect(close(root.convert(CGPoint(x: 75, y: 75), to: child), .zero))
        // Parallel to the screen, perspective only scales: the flattened map is still exact.
        #expect(child.projectionToSuperlayer.isAffine)
        #expect(close(CGPoint.zero.applying(child.affineTransformToSuperlayer), CGPoint(x: 75, y: 75)))
        child.zPosition = 0
        child.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        #expect(!child.projectionToSuperlayer.isAffine)
        let corner = child.convert(CGPoint.zero, to: root)
        #expect(close(child.convert(corner, from: root), .zero, 1e-9))
    }

    @Test("The renderer's transform to the superlayer maps the bounds onto the frame")
    func transformToSuperlayer() {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = makeLayer("child", frame: CGRect(x: 20, y: 30, width: 40, height: 50))
        child.bounds.origin = CGPoint(x: 5, y: 5)
        root.addSublayer(child)
        #expect(child.affineTransformToSuperlayer == CGAffineTransform(translationX: 15, y: 25))
        child.setAffineTransform(CGAffineTransform(scaleX: 2, y: 1))
        #expect(close(child.bounds.applying(child.affineTransformToSuperlayer), child.frame))
        #expect(CATransform3DIsAffine(child.transformToSuperlayer))
    }

    @Test("Paint order sorts sublayers by zPosition, keeping array order among equals")
    func paintOrder() {
        let root = makeLayer("root")
        let layers = ["a", "b", "c", "d"].map { makeLayer($0) }
        root.sublayers = layers
        #expect(root.sublayersInPaintOrder.map { $0.name ?? "" } == ["a", "b", "c", "d"])
        layers[0].zPosition = 2
        layers[2].zPosition = -1
        layers[3].zPosition = 2
        #expect(root.sublayersInPaintOrder.map { $0.name ?? "" } == ["c", "b", "a", "d"])
    }

    @Test("hitTest finds the frontmost layer by zPosition, skips hidden layers and honours masksToBounds")
    func hitTesting() {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = makeLayer("back", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = makeLayer("front", frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let outside = makeLayer("outside", frame: CGRect(x: 90, y: 90, width: 50, height: 50))
        root.sublayers = [back, front]
        back.addSublayer(outside)
        func hit(_ x: CGFloat, _ y: CGFloat) -> String? { root.hitTest(CGPoint(x: x, y: y))?.name }
        #expect(hit(75, 75) == "front")
        back.zPosition = 1
        #expect(hit(75, 75) == "back")
        #expect(hit(120, 120) == "outside")
        back.masksToBounds = true
        #expect(hit(120, 120) == "front")
        front.isHidden = true
        #expect(hit(120, 120) == "root")
        #expect(hit(250, 10) == nil)
        #expect(back.contains(CGPoint(x: 99, y: 0)) && !back.contains(CGPoint(x: 100, y: 0)))
    }

    @Test("hitTest follows transforms and anchor points")
    func hitTestingThroughTransforms() {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let bar = makeLayer("bar", frame: CGRect(x: 100, y: 140, width: 100, height: 20))
        root.addSublayer(bar)
        #expect(root.hitTest(CGPoint(x: 150, y: 110))?.name == "root")
        bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(root.hitTest(CGPoint(x: 150, y: 110))?.name == "bar")
        #expect(root.hitTest(CGPoint(x: 110, y: 150))?.name == "root")
        bar.anchorPoint = CGPoint(x: 0, y: 0.5)
        // Turning about its left end, which now sits at the position, the bar hangs down
        // from (150, 150) to (150, 250).
        #expect(root.hitTest(CGPoint(x: 150, y: 240))?.name == "bar")
        #expect(root.hitTest(CGPoint(x: 150, y: 110))?.name == "root")
        #expect(close(bar.frame, CGRect(x: 140, y: 150, width: 20, height: 100)))
    }
}
