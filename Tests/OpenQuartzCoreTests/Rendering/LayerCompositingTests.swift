import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

@MainActor @Suite struct LayerCompositingTests {
    @Test("A background colour fills exactly the bounds, at scale 1 and 2", arguments: [1.0, 2.0])
    func background(scale: CGFloat) {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        root.addSublayer(layer(CGRect(x: 10, y: 10, width: 10, height: 10), red))
        let (pixels, _) = render(root, scale: scale)
        let s = Int(scale)
        #expect(pixels.width == 40 * s)
        #expect(pixels[15 * s, 15 * s] == rgba(1, 0, 0))
        #expect(pixels[10 * s, 10 * s] == rgba(1, 0, 0))
        #expect(pixels[20 * s, 15 * s] == [0, 0, 0, 0])
        #expect(pixels[10 * s - 1, 15 * s] == [0, 0, 0, 0])
    }

    @Test("cornerRadius rounds the background; masksToBounds clips sublayers to the rounded bounds")
    func cornersAndClipping() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let card = layer(CGRect(x: 0, y: 0, width: 40, height: 40), red)
        card.cornerRadius = 20
        let child = layer(CGRect(x: 20, y: 20, width: 30, height: 30), blue)
        card.addSublayer(child)
        root.addSublayer(card)
        var (pixels, _) = render(root, scale: 2)
        #expect(pixels[2, 2] == [0, 0, 0, 0])  // outside the circle
        #expect(pixels[40, 20] == rgba(1, 0, 0))
        #expect(pixels[78, 78] == rgba(0, 0, 1))  // not clipped: the child shows in the corner
        instantly { card.masksToBounds = true }
        (pixels, _) = render(root, scale: 2)
        #expect(pixels[78, 78] == [0, 0, 0, 0])  // clipped to the circle
        #expect(pixels[50, 50] == rgba(0, 0, 1))  // inside the circle
    }

    @Test("maskedCorners rounds only the chosen corners")
    func maskedCorners() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let card = layer(CGRect(x: 0, y: 0, width: 40, height: 40), red)
        card.cornerRadius = 10
        card.maskedCorners = [.layerMinXMinYCorner]
        root.addSublayer(card)
        let (pixels, _) = render(root)
        #expect(pixels[0, 0] == [0, 0, 0, 0])
        #expect(pixels[39, 0] == rgba(1, 0, 0))
        #expect(pixels[0, 39] == rgba(1, 0, 0))
        #expect(pixels[39, 39] == rgba(1, 0, 0))
    }

    @Test("The border is drawn inside the bounds, above the sublayers")
    func border() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let card = layer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        card.borderWidth = 3
        card.borderColor = blue
        card.addSublayer(layer(CGRect(x: 0, y: 0, width: 20, height: 20), green))
        root.addSublayer(card)
        let (pixels, _) = render(root)
        #expect(pixels[11, 20] == rgba(0, 0, 1))  // border over the green child
        #expect(pixels[13, 20] == rgba(0, 1, 0))  // inside the border
        #expect(pixels[9, 20] == [0, 0, 0, 0])  // nothing outside the bounds
    }

    @Test("Group opacity: overlapping sublayers fade together; without it they blend one by one")
    func groupOpacity() {
        func scene(group: Bool) -> [Int] {
            let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
            let parent = layer(CGRect(x: 0, y: 0, width: 40, height: 40), red)
            parent.opacity = 0.5
            parent.allowsGroupOpacity = group
            parent.addSublayer(layer(CGRect(x: 0, y: 0, width: 20, height: 40), blue))
            root.addSublayer(parent)
            return render(root).0[10, 10]
        }
        #expect(close(scene(group: true), rgba(0, 0, 1, 0.5)))  // the red under the blue is hidden
        let separate = scene(group: false)
        #expect(separate[0] > 40)  // red shows through the half-transparent blue
        #expect(close([separate[3]], [Int((0.75 * 255).rounded())]))
    }

    @Test("A lone layer's opacity multiplies its colour without an offscreen group")
    func loneOpacity() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let badge = layer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
        badge.opacity = 0.8
        root.addSublayer(badge)
        #expect(close(render(root).0[5, 5], rgba(1, 0, 0, 0.8)))
    }

    @Test("Hidden layers are skipped; zPosition comes before sublayer order")
    func hiddenAndZOrder() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let first = layer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
        first.zPosition = 1
        let second = layer(CGRect(x: 0, y: 0, width: 20, height: 20), blue)
        let hidden = layer(CGRect(x: 20, y: 20, width: 20, height: 20), green)
        hidden.isHidden = true
        root.sublayers = [first, second, hidden]
        let (pixels, _) = render(root)
        #expect(pixels[5, 5] == rgba(1, 0, 0))  // red is above blue by zPosition
        #expect(pixels[30, 30] == [0, 0, 0, 0])
    }

    @Test("An affine transform turns the layer about its anchor point")
    func transform() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let bar = layer(CGRect(x: 0, y: 15, width: 40, height: 10), red)
        bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        root.addSublayer(bar)
        let (pixels, _) = render(root)
        #expect(pixels[20, 5] == rgba(1, 0, 0))  // now vertical through the centre
        #expect(pixels[5, 20] == [0, 0, 0, 0])
    }

    @Test("A mask layer's alpha cuts the layer and its sublayers")
    func maskLayer() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let masked = layer(CGRect(x: 0, y: 0, width: 40, height: 40), red)
        masked.addSublayer(layer(CGRect(x: 20, y: 0, width: 20, height: 40), blue))
        let mask = layer(CGRect(x: 0, y: 0, width: 40, height: 20), CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        masked.mask = mask
        root.addSublayer(masked)
        let (pixels, _) = render(root)
        #expect(close(pixels[10, 10], rgba(1, 0, 0, 0.5)))
        #expect(close(pixels[30, 10], rgba(0, 0, 1, 0.5)))
        #expect(pixels[10, 30] == [0, 0, 0, 0])
        #expect(pixels[30, 30] == [0, 0, 0, 0])
    }

    @Test("A shadow is blurred, offset, and absent at shadowOpacity 0")
    func shadow() {
        let root = layer(CGRect(x: 0, y: 0, width: 60, height: 60))
        let card = layer(CGRect(x: 20, y: 20, width: 20, height: 20), white)
        root.addSublayer(card)
        #expect(render(root, size: CGSize(width: 60, height: 60)).0[30, 45][3] == 0)
        instantly {
            card.shadowOpacity = 1
            card.shadowOffset = CGSize(width: 0, height: 5)
            card.shadowRadius = 2
        }
        let (pixels, _) = render(root, size: CGSize(width: 60, height: 60))
        let near = pixels[30, 42][3]  // just below the card: inside the offset shadow
        let edge = pixels[30, 46][3]  // the blurred lower edge
        let far = pixels[30, 55][3]
        #expect(near > 200)
        #expect(edge > 0 && edge < near)
        #expect(far == 0)
        #expect(pixels[30, 17][3] < 40)  // the offset moves the shadow down, little above
        #expect(pixels[30, 30] == rgba(1, 1, 1))  // the layer covers its own shadow
    }

    @Test("shadowPath shapes the shadow independently of the content")
    func shadowPath() {
        let root = layer(CGRect(x: 0, y: 0, width: 60, height: 60))
        let card = layer(CGRect(x: 20, y: 20, width: 10, height: 10))
        card.shadowOpacity = 1
        card.shadowOffset = .zero
        card.shadowRadius = 0.5
        card.shadowPath = CGPath(rect: CGRect(x: 20, y: 20, width: 10, height: 10), transform: nil)
        root.addSublayer(card)
        let (pixels, _) = render(root, size: CGSize(width: 60, height: 60))
        #expect(pixels[45, 45][3] > 200)
        #expect(pixels[25, 25][3] == 0)
    }
}
