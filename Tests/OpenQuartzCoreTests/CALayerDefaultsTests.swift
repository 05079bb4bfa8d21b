import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

@MainActor @Suite struct CALayerDefaultsTests {
    @Test("A new layer has Core Animation's defaults")
    func layerDefaults() {
        let layer = CALayer()
        #expect(layer.bounds == .zero && layer.position == .zero && layer.frame == .zero)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5) && layer.anchorPointZ == 0 && layer.zPosition == 0)
        #expect(CATransform3DIsIdentity(layer.transform) && CATransform3DIsIdentity(layer.sublayerTransform))
        #expect(layer.affineTransform() == .identity)
        #expect(layer.opacity == 1 && !layer.isHidden && layer.backgroundColor == nil)
        #expect(layer.cornerRadius == 0 && !layer.masksToBounds && layer.mask == nil)
        #expect(
            layer.maskedCorners == [
                .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
            ])
        #expect(layer.borderWidth == 0 && layer.borderColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1) && layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowRadius == 3)
        #expect(layer.shadowPath == nil && layer.contents == nil)
        #expect(layer.contentsGravity == .resize && layer.contentsScale == 1)
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.minificationFilter == .linear && layer.magnificationFilter == .linear)
        #expect(!layer.isOpaque && layer.allowsGroupOpacity && !layer.allowsEdgeAntialiasing && layer.isDoubleSided)
        #expect(!layer.needsDisplayOnBoundsChange && layer.name == nil && layer.delegate == nil)
        #expect(layer.sublayers == nil && layer.superlayer == nil)
        #expect(!layer.needsDisplay() && !layer.needsLayout())
        #expect(layer.presentation()?.model() === layer && layer.model() === layer)
        #expect(layer.presentation() !== layer && layer.renderingValues === layer)
        #expect((layer.action(forKey: "opacity") as? CABasicAnimation)?.keyPath == "opacity")
        #expect(layer.animationKeys() == nil && layer.actions == nil && layer.style == nil)
        #expect(layer.beginTime == 0 && layer.speed == 1 && layer.timeOffset == 0)
    }

    @Test("Shape and gradient layers have Core Animation's defaults")
    func subclassDefaults() {
        let shape = CAShapeLayer()
        #expect(shape.path == nil && shape.fillColor == CGColor(gray: 0, alpha: 1) && shape.fillRule == .nonZero)
        #expect(shape.strokeColor == nil && shape.lineWidth == 1 && shape.lineCap == .butt && shape.lineJoin == .miter)
        #expect(shape.miterLimit == 10 && shape.lineDashPhase == 0 && shape.lineDashPattern == nil)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1)
        let gradient = CAGradientLayer()
        #expect(gradient.colors == nil && gradient.locations == nil && gradient.type == .axial)
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
    }

    @Test("Named values keep Core Animation's raw strings")
    func rawValues() {
        #expect(
            [CALayerContentsGravity.center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft,
             .bottomRight, .resize, .resizeAspect, .resizeAspectFill].map(\.rawValue)
                == ["center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft",
                    "bottomRight", "resize", "resizeAspect", "resizeAspectFill"])
        #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd" && CAShapeLayerFillRule.nonZero.rawValue == "non-zero")
        #expect([CAShapeLayerLineCap.butt, .round, .square].map(\.rawValue) == ["butt", "round", "square"])
        #expect([CAShapeLayerLineJoin.miter, .round, .bevel].map(\.rawValue) == ["miter", "round", "bevel"])
        #expect([CAGradientLayerType.axial, .radial, .conic].map(\.rawValue) == ["axial", "radial", "conic"])
        #expect([CALayerContentsFilter.linear, .nearest, .trilinear].map(\.rawValue) == ["linear", "nearest", "trilinear"])
        #expect(CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
    }

    @Test("Opacity, shadow opacity and stroke ends are clamped to 0…1")
    func clamping() {
        let layer = CAShapeLayer()
        layer.opacity = 1.5
        #expect(layer.opacity == 1)
        layer.opacity = -0.5
        #expect(layer.opacity == 0)
        layer.opacity = 0.25
        #expect(layer.opacity == 0.25)
        layer.shadowOpacity = 3
        #expect(layer.shadowOpacity == 1)
        layer.strokeStart = -1
        layer.strokeEnd = 2
        #expect(layer.strokeStart == 0 && layer.strokeEnd == 1)
    }

    @Test("Negative corner radius and border width are kept as set")
    func negativeValuesKept() {
        let layer = CALayer()
        layer.cornerRadius = -4
        layer.borderWidth = -2
        #expect(layer.cornerRadius == -4 && layer.borderWidth == -2)
    }

    @Test("init(layer:) copies the layer's own properties but not its tree")
    func copyInitializer() {
        let original = CAShapeLayer()
        original.name = "o"
        original.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        original.opacity = 0.5
        original.lineWidth = 4
        original.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        original.addSublayer(CALayer())
        let copy = CAShapeLayer(layer: original)
        #expect(copy.name == "o" && copy.frame == original.frame && copy.opacity == 0.5)
        #expect(copy.lineWidth == 4 && copy.path == original.path && copy.sublayers == nil)
    }

    @Test("A path is copied when set, so mutating it later does not change the layer")
    func pathCopied() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let layer = CAShapeLayer()
        layer.path = path
        path.addRect(CGRect(x: 20, y: 20, width: 10, height: 10))
        #expect(layer.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
