import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct UIViewGeometryTests {
    @Test("frame is derived from center and bounds size")
    func frameFromCenterAndBounds() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        view.bounds.size = CGSize(width: 40, height: 10)
        // The size changes about the centre.
        #expect(view.frame == CGRect(x: -20, y: -5, width: 40, height: 10))
        view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(view.center == CGPoint(x: 2.5, y: 4) && view.bounds == CGRect(x: 0, y: 0, width: 3, height: 4))
    }

    @Test("Changing the bounds origin scrolls the content without moving the frame")
    func boundsOrigin() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        parent.addSubview(child)
        let frameBefore = parent.frame
        parent.bounds.origin = CGPoint(x: 5, y: 7)
        #expect(parent.frame == frameBefore)
        #expect(parent.bounds == CGRect(x: 5, y: 7, width: 300, height: 300))
        #expect(child.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        // The child's origin now shows at (10-5, 10-7) of the parent's own frame space…
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 10, y: 10))
        // …and a point of the parent's top-left corner is (5, 7) in its bounds space.
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        outer.addSubview(parent)
        #expect(child.convert(CGPoint.zero, to: outer) == CGPoint(x: 5, y: 3))
        #expect(outer.convert(CGPoint(x: 5, y: 3), to: child) == CGPoint.zero)
    }

    @Test("A transform changes the frame but not the bounds or center")
    func transformChangesFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(view.frame.isClose(to: CGRect(x: 35, y: -5, width: 50, height: 100)))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test("Points and rects convert through nested frames and back")
    func nestedConversion() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 65, y: 65))
        #expect(root.convert(CGPoint(x: 65, y: 65), to: grandchild) == CGPoint(x: 5, y: 5))
        #expect(grandchild.convert(CGPoint(x: 5, y: 5), from: root) == CGPoint(x: -55, y: -55))
        #expect(child.convert(CGPoint(x: 1, y: 2), to: grandchild) == CGPoint(x: -9, y: -8))
        #expect(
            grandchild.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: root)
                == CGRect(x: 60, y: 60, width: 20, height: 20))
        child.bounds.origin = CGPoint(x: 20, y: 0)
        #expect(grandchild.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 45, y: 65))
        // Outside any window, nil means the root of the hierarchy.
        #expect(grandchild.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 45, y: 65))
    }

    @Test("Points and rects convert through scale and rotation transforms")
    func transformedConversion() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(child)
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled about the centre (100, 100): bounds (0,0) → (0,0), (75,50) → (150,100).
        #expect(child.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 0, y: 0))
        #expect(child.convert(CGPoint(x: 75, y: 50), to: root) == CGPoint(x: 150, y: 100))
        #expect(root.convert(CGPoint(x: 150, y: 100), to: child) == CGPoint(x: 75, y: 50))
        #expect(
            child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root)
                == CGRect(x: 0, y: 0, width: 20, height: 20))
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // The right edge's middle (100, 50) turns a quarter to below the centre: (100, 150).
        #expect(child.convert(CGPoint(x: 100, y: 50), to: root).isClose(to: CGPoint(x: 100, y: 150)))
        #expect(root.convert(CGPoint(x: 100, y: 150), to: child).isClose(to: CGPoint(x: 100, y: 50)))
        #expect(
            child.convert(CGRect(x: 50, y: 50, width: 50, height: 20), to: root)
                .isClose(to: CGRect(x: 80, y: 100, width: 20, height: 50)))
    }

    @Test("Points convert across two windows at different frames")
    func acrossWindows() {
        let app = HeadlessApp(screenSize: CGSize(width: 800, height: 800))
        let first = app.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let second = app.makeWindow(frame: CGRect(x: 100, y: 300, width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        first.addSubview(a)
        second.addSubview(b)
        // a's origin is (10, 10) on screen; b's is (120, 320).
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -110, y: -310))
        #expect(b.convert(CGPoint.zero, to: a) == CGPoint(x: 110, y: 310))
        #expect(b.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 21, y: 21))
        #expect(second.convert(CGPoint.zero, to: first) == CGPoint(x: 100, y: 300))
        #expect(
            a.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: b)
                == CGRect(x: -110, y: -310, width: 5, height: 5))
        #expect(b.convert(CGPoint(x: -110, y: -310), from: a) == CGPoint(x: -220, y: -620))
        #expect(a.convert(CGPoint(x: -110, y: -310), from: b) == CGPoint.zero)
    }

    @Test("UIEdgeInsets shrink a rect, and negative insets grow it")
    func edgeInsets() {
        let rect = CGRect(x: 10, y: 10, width: 100, height: 50)
        #expect(
            rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
                == CGRect(x: 20, y: 15, width: 70, height: 30))
        #expect(
            CGRect(x: 0, y: 0, width: 20, height: 20).inset(by: UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10))
                == CGRect(x: -10, y: -10, width: 40, height: 40))
        #expect(rect.inset(by: .zero) == rect)
        #expect(UIEdgeInsets() == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }
}
