import Foundation
import OpenUIKit
import Testing

@MainActor @Suite struct NSValueGeometryTests {
    @Test("Geometry values round-trip through NSValue and compare equal by content")
    func roundTrips() {
        let point = CGPoint(x: 1.5, y: -2)
        let size = CGSize(width: 3, height: 4)
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let transform = CATransform3DMakeScale(2, 3, 4)
        #expect(NSValue(cgPoint: point).cgPointValue == point)
        #expect(NSValue(cgSize: size).cgSizeValue == size)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(caTransform3D: transform).caTransform3DValue == transform)
        #expect(NSValue(cgPoint: point) == NSValue(cgPoint: point))
        #expect(NSValue(caTransform3D: transform) == NSValue(caTransform3D: transform))
        #expect(NSValue(caTransform3D: transform) != NSValue(caTransform3D: CATransform3DIdentity))
        #expect(String(cString: NSValue(cgPoint: point).objCType) == "{CGPoint=dd}")
    }

    @Test("NSCoder reads and writes UIKit's string forms of geometry")
    func stringForms() {
        #expect(NSCoder.string(for: CGPoint(x: 1, y: 2.5)) == "{1, 2.5}")
        #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
        #expect(NSCoder.cgPoint(for: "{1, 2.5}") == CGPoint(x: 1, y: 2.5))
        #expect(NSCoder.cgSize(for: "{3,4}") == CGSize(width: 3, height: 4))
        #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSCoder.cgAffineTransform(for: "{1, 0, 0, 1, -5, 6e1}") == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: -5, ty: 60))
        #expect(NSCoder.uiEdgeInsets(for: NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
            == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(NSCoder.cgPoint(for: "nonsense") == .zero)
    }
}
