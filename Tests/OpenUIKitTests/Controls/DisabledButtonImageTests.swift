import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A disabled system button dims its image as it dims its title, whether the image was set
/// per state (`setImage(_:for:)`) or through a configuration; enabled again, it takes the
/// tint back.
@MainActor
@Suite struct DisabledButtonImageTests {
    /// The ink of `view` (pixels at least a tenth opaque): how many pixels, and how many are
    /// the tint's blue (blue well above red, more than half opaque).
    private func ink(_ view: UIView, in app: HeadlessApp) -> (count: Int, blue: Int) {
        let pixels = PixelBuffer(app.render(view))
        var count = 0, blue = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let pixel = pixels[x, y]
                guard pixel.alpha > 25 else { continue }
                count += 1
                if Int(pixel.blue) - Int(pixel.red) > 100 && pixel.alpha > 127 { blue += 1 }
            }
        }
        return (count, blue)
    }

    @Test("A legacy system button's symbol image is blue when enabled and dimmed like its title when disabled")
    func legacySystemButton() throws {
        let stage = ControlStage()
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "star.fill"), for: .normal)
        button.setTitle("Star", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        stage.root.addSubview(button)
        stage.app.runTurn()
        let imageView = try #require(button.imageView)
        let enabled = ink(imageView, in: stage.app)
        #expect(enabled.count > 20 && enabled.blue > enabled.count / 2)
        button.isEnabled = false
        stage.app.runTurn()
        #expect(imageView.tintColor == UIColor.tertiaryLabel)
        #expect(button.currentTitleColor == UIColor.tertiaryLabel)
        let disabled = ink(imageView, in: stage.app)
        #expect(disabled.count > 20 && disabled.blue == 0)
        button.isEnabled = true
        stage.app.runTurn()
        #expect(ink(imageView, in: stage.app).blue > enabled.count / 2)
    }

    @Test("A disabled custom button keeps its image's tint, lightened (adjustsImageWhenDisabled); a disabled title colour set for the state wins")
    func customButtonAndSetTitleColour() throws {
        let stage = ControlStage()
        let custom = UIButton(type: .custom)
        custom.setImage(UIImage(systemName: "star.fill"), for: .normal)
        custom.frame = CGRect(x: 20, y: 100, width: 44, height: 44)
        stage.root.addSubview(custom)
        custom.isEnabled = false
        stage.app.runTurn()
        let imageView = try #require(custom.imageView)
        // The tint's blue at 40 % of its opacity: blue over red, nothing more than half opaque.
        let pixels = PixelBuffer(stage.app.render(imageView))
        var tinted = 0, opaque = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let pixel = pixels[x, y]
                if pixel.alpha > 25, Int(pixel.blue) - Int(pixel.red) > 40 { tinted += 1 }
                if pixel.alpha > 127 { opaque += 1 }
            }
        }
        #expect(tinted > 20 && opaque == 0)
        custom.adjustsImageWhenDisabled = false
        #expect(ink(imageView, in: stage.app).blue > 20)
        let system = UIButton(type: .system)
        system.setTitleColor(.red, for: .disabled)
        system.isEnabled = false
        #expect(system.currentTitleColor == .red)
    }

    @Test("Configured .plain() and .filled() buttons draw a disabled button's image in the disabled colour")
    func configuredButtons() throws {
        for configuration in [UIButton.Configuration.plain(), .filled()] {
            let stage = ControlStage()
            var shown = configuration
            shown.image = UIImage(systemName: "star.fill")
            shown.title = "Star"
            let button = UIButton(configuration: shown)
            button.frame = CGRect(x: 20, y: 100, width: 140, height: 44)
            stage.root.addSubview(button)
            button.isEnabled = false
            stage.app.runTurn()
            let view = try #require(button.subviews.compactMap { $0 as? ButtonConfigurationView }.first)
            #expect(view.imageView.tintColor == UIColor.tertiaryLabel)
            let disabled = ink(view.imageView, in: stage.app)
            #expect(disabled.count > 20 && disabled.blue == 0)
        }
    }
}
