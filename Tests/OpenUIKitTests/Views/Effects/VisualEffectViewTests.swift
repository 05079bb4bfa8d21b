import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UIVisualEffectView`: a blur effect blurs what the compositor painted beneath the view
/// and tints it; a vibrancy effect paints the content in its style's colour; effects set in
/// an animation block fade.
@MainActor
@Suite struct VisualEffectViewTests {
    private let red = PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    private let blue = PixelBuffer.Pixel(red: 0, green: 0, blue: 255, alpha: 255)

    /// A 200 × 200 screen at scale 2: red left half, blue right half, and a visual effect
    /// view over (40, 40, 120, 120).
    private func stage(_ effect: UIVisualEffect?) -> (HeadlessApp, UIWindow, UIVisualEffectView) {
        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 200), scale: 2)
        let window = app.makeWindow()
        window.backgroundColor = .white
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        left.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let right = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 200))
        right.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let effectView = UIVisualEffectView(effect: effect)
        effectView.frame = CGRect(x: 40, y: 40, width: 120, height: 120)
        for view in [left, right, effectView] { window.addSubview(view) }
        return (app, window, effectView)
    }

    private func pixel(_ pixels: PixelBuffer, _ x: CGFloat, _ y: CGFloat) -> PixelBuffer.Pixel {
        pixels[Int(x * 2), Int(y * 2)]
    }

    @Test("The content view fills the effect view and is where content goes")
    func contentView() {
        let (app, _, effectView) = stage(UIBlurEffect(style: .systemMaterial))
        app.runTurn()
        #expect(effectView.contentView.superview === effectView)
        #expect(effectView.contentView.frame == effectView.bounds)
        #expect(effectView.effect is UIBlurEffect)
        #expect(effectView.effectBackdropView.blurRadius == 18)
    }

    @Test("A blur effect turns the edge beneath it into a tinted gradient and leaves the rest sharp")
    func blurs() {
        let (app, _, _) = stage(UIBlurEffect(style: .systemUltraThinMaterialLight))
        let pixels = PixelBuffer(app.render())
        // Outside the effect view the edge at x = 100 is sharp.
        #expect(pixel(pixels, 99.5, 20) == red)
        #expect(pixel(pixels, 100.5, 20) == blue)
        // Inside, both colours mix across the edge, lightened by the tint.
        let middle = pixel(pixels, 100, 100)
        #expect(middle.red > 90 && middle.blue > 90, "\(middle)")
        let leftOfEdge = pixel(pixels, 90, 100)
        let rightOfEdge = pixel(pixels, 110, 100)
        #expect(leftOfEdge.red > rightOfEdge.red && leftOfEdge.blue < rightOfEdge.blue)
        #expect(pixel(pixels, 50, 100).green > 40, "the white tint: \(pixel(pixels, 50, 100))")
    }

    @Test("Dark mode tints with the material's dark colour")
    func darkTint() {
        let (app, _, _) = stage(UIBlurEffect(style: .systemMaterial))
        let light = pixel(PixelBuffer(app.render()), 50, 100)
        app.userInterfaceStyle = .dark
        let dark = pixel(PixelBuffer(app.render()), 50, 100)
        #expect(light.green > 120, "\(light)")
        #expect(dark.green < 60 && dark.red < light.red, "\(dark)")
    }

    @Test("A change beneath the effect view repaints its blur")
    func repaintsOnChange() {
        let (app, window, _) = stage(UIBlurEffect(style: .systemUltraThinMaterialLight))
        _ = app.render()
        window.subviews[0].backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let pixels = PixelBuffer(app.render())
        let inside = pixel(pixels, 50, 100)
        #expect(inside.green > 200 && inside.red < 120, "\(inside)")
    }

    @Test("A change inside the effect view's content repaints over the kept blur: no blur pass runs")
    func contentChangeKeepsBlur() {
        let (app, window, effectView) = stage(UIBlurEffect(style: .systemChromeMaterial))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.backgroundColor = .systemRed
        effectView.contentView.addSubview(badge)
        _ = app.render()
        let backdrop = effectView.effectBackdropView.backdropLayer
        let passes = backdrop.blurPassCount
        #expect(passes >= 1)
        for colour in [UIColor.systemGreen, .systemBlue, .systemYellow] {
            badge.backgroundColor = colour
            _ = app.render()
        }
        #expect(backdrop.blurPassCount == passes, "nothing beneath the bar changed")
        window.subviews[0].backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let pixels = PixelBuffer(app.render())
        #expect(backdrop.blurPassCount == passes + 1, "a change beneath blurs again")
        #expect(pixel(pixels, 50, 100).green > 200, "\(pixel(pixels, 50, 100))")
    }

    @Test("Setting the effect to nil in an animation block fades the blur out on the clock")
    func fadesOut() {
        let (app, _, effectView) = stage(UIBlurEffect(style: .systemMaterial))
        _ = app.render()
        UIView.animate(withDuration: 1) { effectView.effect = nil }
        app.advance(by: 0.5)
        _ = app.render()
        let midway = effectView.effectBackdropView.layer.presentation()?.opacity ?? -1
        #expect(midway > 0.1 && midway < 0.9, "\(midway)")
        app.advance(by: 1)
        let pixels = PixelBuffer(app.render())
        #expect(effectView.effect == nil)
        #expect(pixel(pixels, 99.5, 100) == red)
        #expect(pixel(pixels, 100.5, 100) == blue)
    }

    @Test("A vibrancy effect paints its content in the style's colour, shaped by the content")
    func vibrancy() {
        let blur = UIBlurEffect(style: .systemMaterial)
        let (app, _, effectView) = stage(blur)
        let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .label))
        vibrancyView.frame = effectView.bounds
        effectView.contentView.addSubview(vibrancyView)
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        square.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        vibrancyView.contentView.addSubview(square)
        let pixels = PixelBuffer(app.render())
        // The green square shows in the label colour (black in light mode).
        #expect(pixel(pixels, 60, 60) == PixelBuffer.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        // Around it, the blur.
        #expect(pixel(pixels, 80, 60).green > 100)
    }

    @Test("Adding a subview to the effect view itself is logged once")
    func directSubview() {
        let (app, _, effectView) = stage(UIBlurEffect(style: .systemMaterial))
        effectView.addSubview(UIView())
        effectView.addSubview(UIView())
        #expect(app.log.messages.filter { $0.contains("add subviews to its contentView") }.count == 1)
    }

    @Test("Every style has a material with a blur and a tint")
    func materials() {
        for style in UIBlurEffect.Style.allCases {
            let view = UIVisualEffectView(effect: UIBlurEffect(style: style))
            #expect(view.effectBackdropView.blurRadius > 0)
            #expect(view.effectBackdropView.backgroundColor != nil)
        }
    }
}
