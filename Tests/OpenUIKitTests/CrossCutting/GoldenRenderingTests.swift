import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct GoldenRenderingTests {
    @Test("The cards scene (docs/bench/cards_scene.md) at scale 1 matches its golden image")
    func cards() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let window = app.makeWindow()
        window.backgroundColor = CardsScene.backgroundColor
        for i in 0..<8 { window.addSubview(CardsScene.makeCard(i).card) }
        expectGolden(app.render(), named: "cards-scale1")
    }

    @Test("Shadows, masks, gradients, shape layers and transforms at scale 2 match their golden image")
    func layerSampler() {
        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 120), scale: 2)
        let window = app.makeWindow()
        window.backgroundColor = .white

        let shadowed = UIView(frame: CGRect(x: 15, y: 15, width: 50, height: 40))
        shadowed.backgroundColor = .systemTeal
        shadowed.layer.cornerRadius = 8
        shadowed.layer.shadowOpacity = 0.5
        shadowed.layer.shadowRadius = 4
        shadowed.layer.shadowOffset = CGSize(width: 0, height: 4)
        window.addSubview(shadowed)

        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 80, y: 15, width: 50, height: 40)
        gradient.colors = [UIColor.systemOrange.cgColor, UIColor.systemPurple.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: CGRect(x: 5, y: 0, width: 40, height: 40)).cgPath
        gradient.mask = circle
        window.layer.addSublayer(gradient)

        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 145, y: 15, width: 40, height: 40)
        ring.path = UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 32, height: 32)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.lineWidth = 6
        ring.lineCap = .round
        ring.strokeEnd = 0.7
        window.layer.addSublayer(ring)

        let turned = UIView(frame: CGRect(x: 30, y: 75, width: 60, height: 20))
        turned.backgroundColor = .systemIndigo
        turned.transform = CGAffineTransform(rotationAngle: .pi / 12)
        window.addSubview(turned)

        let faded = UIView(frame: CGRect(x: 120, y: 70, width: 60, height: 40))
        faded.backgroundColor = .systemRed
        faded.alpha = 0.5
        let inner = UIView(frame: CGRect(x: 20, y: 10, width: 60, height: 20))
        inner.backgroundColor = .systemBlue
        faded.addSubview(inner)
        faded.layer.borderWidth = 2
        faded.layer.borderColor = UIColor.black.cgColor
        window.addSubview(faded)

        expectGolden(app.render(), named: "layers-scale2")
    }

    @Test("Seed 003's drawRect examples at scale 3 match their golden image")
    func seedDrawingScale3() {
        final class Oval: UIView {
            override func draw(_ rect: CGRect) {
                let path = UIBezierPath(ovalIn: bounds)
                UIColor.blue.set()
                path.fill()
            }
        }
        final class Filled: UIView {
            override func draw(_ rect: CGRect) {
                let context = UIGraphicsGetCurrentContext()
                context?.setFillColor(UIColor.systemGreen.cgColor)
                context?.fill(rect)
            }
        }
        let app = HeadlessApp(screenSize: CGSize(width: 80, height: 40), scale: 3)
        let window = app.makeWindow()
        window.backgroundColor = .white
        let oval = Oval(frame: CGRect(x: 4, y: 4, width: 44, height: 32))
        oval.isOpaque = false
        window.addSubview(oval)
        window.addSubview(Filled(frame: CGRect(x: 54, y: 8, width: 20, height: 24)))
        expectGolden(app.render(), named: "seed003-scale3")
    }
}
