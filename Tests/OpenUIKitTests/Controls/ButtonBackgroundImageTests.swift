import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// An image of `size` points filled with `color`.
@MainActor
private func solidImage(_ color: UIColor, _ size: CGSize = CGSize(width: 4, height: 4)) -> UIImage {
    UIImage(size: size) { context in
        context.setFillColor(color.cgColor)
        context.fill(CGRect(origin: .zero, size: size))
    }
}

@MainActor @Suite struct ButtonBackgroundImageTests {
    @Test("Background images and attributed titles fall back to the normal state's")
    func stateFallback() {
        let button = UIButton(type: .custom)
        let normal = solidImage(.green)
        let pressed = solidImage(.blue)
        #expect(button.backgroundImage(for: .normal) == nil && button.currentBackgroundImage == nil)
        button.setBackgroundImage(normal, for: .normal)
        button.setBackgroundImage(pressed, for: .selected)
        #expect(button.backgroundImage(for: .highlighted) === normal)
        #expect(button.backgroundImage(for: .selected) === pressed)
        #expect(button.backgroundImage(for: [.selected, .highlighted]) === normal)
        button.isHighlighted = true
        #expect(button.currentBackgroundImage === normal)
        button.isHighlighted = false
        button.isSelected = true
        #expect(button.currentBackgroundImage === pressed)
        button.setBackgroundImage(nil, for: .selected)
        #expect(button.currentBackgroundImage === normal)

        let bold = NSAttributedString(string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        let quiet = NSAttributedString(string: "Quiet")
        button.setAttributedTitle(bold, for: .normal)
        button.setAttributedTitle(quiet, for: .disabled)
        #expect(button.attributedTitle(for: .highlighted)?.string == "Bold")
        #expect(button.attributedTitle(for: .disabled)?.string == "Quiet")
        // Selected and disabled together is a state of its own: it falls back to normal.
        #expect(button.isSelected)
        button.isEnabled = false
        #expect(button.currentAttributedTitle?.string == "Bold")
        button.isSelected = false
        #expect(button.currentAttributedTitle?.string == "Quiet")
        #expect(button.titleLabel?.text == "Quiet")
    }

    @Test("An attributed title wins over the plain title; removing it brings the plain one back")
    func attributedTitleWins() {
        let stage = ControlStage()
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        stage.root.addSubview(button)
        button.setAttributedTitle(NSAttributedString(string: "Styled title"), for: .normal)
        #expect(button.titleLabel?.text == "Styled title")
        #expect(button.currentTitle == "Plain")
        button.isHighlighted = true
        #expect(button.titleLabel?.text == "Styled title")
        button.isHighlighted = false
        let styledWidth = button.intrinsicContentSize.width
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.titleLabel?.text == "Plain")
        #expect(button.intrinsicContentSize.width < styledWidth)
        #expect(button.accessibilityLabel == "Plain")
    }

    @Test("The background image is stretched over the bounds behind the title, and sets a minimum intrinsic size")
    func backgroundStretchedBehindContent() {
        let stage = ControlRenderStage(background: .white)
        let button = UIButton(type: .custom)
        button.setBackgroundImage(solidImage(.green), for: .normal)
        button.setBackgroundImage(solidImage(.blue), for: .highlighted)
        button.setAttributedTitle(
            NSAttributedString(string: "GO", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 30)]),
            for: .normal)
        button.frame = CGRect(x: 40, y: 40, width: 160, height: 60)
        stage.root.addSubview(button)
        stage.app.runTurn()
        let background = button.subviews.first as? UIImageView
        #expect(background?.image === button.currentBackgroundImage)
        #expect(background?.frame == button.bounds)
        var pixels = stage.pixels()
        let green = PixelBuffer.Pixel.rgb(0, 1, 0)
        #expect(pixels[41, 41].isClose(to: green, tolerance: 3))
        #expect(pixels[198, 98].isClose(to: green, tolerance: 3))
        // The attributed title's red ink on top of the green.
        var red = 0
        for y in 40..<100 {
            for x in 40..<200 where pixels[x, y].red > 180 && pixels[x, y].green < 90 { red += 1 }
        }
        #expect(red > 40)

        button.isHighlighted = true
        stage.app.runTurn()
        pixels = stage.pixels()
        #expect(pixels[41, 41].isClose(to: .rgb(0, 0, 1), tolerance: 3))

        let empty = UIButton(type: .custom)
        empty.setBackgroundImage(solidImage(.green, CGSize(width: 44, height: 50)), for: .normal)
        #expect(empty.intrinsicContentSize == CGSize(width: 44, height: 50))
    }
}
