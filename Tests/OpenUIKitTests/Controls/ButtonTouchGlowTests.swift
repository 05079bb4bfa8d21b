import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// `showsTouchWhenHighlighted` lays a soft white glow over a classic button's centre while a
/// finger holds it down; the glow goes with the highlight.
@MainActor
@Suite struct ButtonTouchGlowTests {
    /// The button's rendering over black: the centre pixel and one near the corner.
    private func samples(_ panel: UIView, _ button: UIButton, in app: HeadlessApp) -> (centre: PixelBuffer.Pixel, corner: PixelBuffer.Pixel) {
        let pixels = PixelBuffer(app.render(panel))
        let scale = Int(app.application.screen.scale)
        let centre = pixels[Int(button.frame.midX) * scale, Int(button.frame.midY) * scale]
        let corner = pixels[(Int(button.frame.minX) + 2) * scale, (Int(button.frame.minY) + 2) * scale]
        return (centre, corner)
    }

    private func makeStage() -> (ControlStage, UIView, UIButton) {
        let stage = ControlStage()
        let panel = UIView(frame: CGRect(x: 0, y: 80, width: 200, height: 100))
        panel.backgroundColor = .black
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 50, y: 20, width: 100, height: 60)
        panel.addSubview(button)
        stage.root.addSubview(panel)
        stage.app.runTurn()
        return (stage, panel, button)
    }

    @Test("With showsTouchWhenHighlighted, a white glow brightens the centre while highlighted and is gone after")
    func glowWhileHighlighted() {
        let (stage, panel, button) = makeStage()
        #expect(!button.showsTouchWhenHighlighted)
        button.showsTouchWhenHighlighted = true
        let before = samples(panel, button, in: stage.app)
        #expect(before.centre.isClose(to: .rgb(0, 0, 0)))

        stage.app.touchDown(at: CGPoint(x: 100, y: 130))
        #expect(button.isHighlighted)
        let lit = samples(panel, button, in: stage.app)
        // Bright and neutral in the middle, fading to nothing at the corner.
        #expect(lit.centre.red > 180 && lit.centre.red == lit.centre.green && lit.centre.green == lit.centre.blue)
        #expect(lit.corner.isClose(to: .rgb(0, 0, 0)))

        // The finger slides out: the highlight and the glow go.
        stage.app.touchMove(to: CGPoint(x: 100, y: 400))
        #expect(!button.isHighlighted)
        #expect(samples(panel, button, in: stage.app).centre.isClose(to: .rgb(0, 0, 0)))
        stage.app.touchUp()
        #expect(samples(panel, button, in: stage.app).centre.isClose(to: .rgb(0, 0, 0)))
    }

    @Test("Without showsTouchWhenHighlighted, or on a configured button, no glow is shown")
    func noGlowWhenOffOrConfigured() {
        let (stage, panel, button) = makeStage()
        button.isHighlighted = true
        #expect(samples(panel, button, in: stage.app).centre.isClose(to: .rgb(0, 0, 0)))
        button.isHighlighted = false

        var configuration = UIButton.Configuration.plain()
        configuration.title = " "
        button.configuration = configuration
        button.showsTouchWhenHighlighted = true
        button.isHighlighted = true
        #expect(samples(panel, button, in: stage.app).centre.red < 60)
    }

    @Test("The glow is centred on the button, on top of its content, and takes no touches")
    func glowPlacement() throws {
        let (stage, _, button) = makeStage()
        button.setTitle("Go", for: .normal)
        button.showsTouchWhenHighlighted = true
        button.isHighlighted = true
        stage.app.runTurn()
        let glow = try #require(button.subviews.last as? ButtonTouchGlowView)
        #expect(!glow.isHidden && !glow.isUserInteractionEnabled)
        #expect(glow.center == CGPoint(x: 50, y: 30))
        #expect(glow.bounds.size == CGSize(width: ButtonTouchGlowView.diameter, height: ButtonTouchGlowView.diameter))
        button.isHighlighted = false
        #expect(glow.isHidden)
    }
}
