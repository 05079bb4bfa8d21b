import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A classic button darkens its original image while highlighted and lightens it while
/// disabled (`adjustsImageWhenHighlighted`, `adjustsImageWhenDisabled`), unless the image was
/// set for that state itself; turning either property off keeps the picture as it is.
@MainActor
@Suite struct ButtonImageAdjustmentTests {
    /// A 20-point square of opaque mid orange, drawn in its own colours.
    private func orangeImage() -> UIImage {
        UIImage(size: CGSize(width: 20, height: 20)) { context in
            context.setFillColor(UIColor(red: 1, green: 0.6, blue: 0.2, alpha: 1).cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }.withRenderingMode(.alwaysOriginal)
    }

    /// The pixel at the centre of `view`'s own rendering.
    private func centre(_ view: UIView, in app: HeadlessApp) -> PixelBuffer.Pixel {
        let pixels = PixelBuffer(app.render(view))
        return pixels[pixels.width / 2, pixels.height / 2]
    }

    private func makeButton(_ type: UIButton.ButtonType, in stage: ControlStage) -> UIButton {
        let button = UIButton(type: type)
        button.setImage(orangeImage(), for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 60, height: 44)
        stage.root.addSubview(button)
        stage.app.runTurn()
        return button
    }

    @Test("A custom button's original image is darker while a finger holds it down, and as before after")
    func highlightDarkens() throws {
        let stage = ControlStage()
        let button = makeButton(.custom, in: stage)
        let imageView = try #require(button.imageView)
        let normal = centre(imageView, in: stage.app)
        #expect(normal.isClose(to: .rgb(1, 0.6, 0.2), tolerance: 3))
        stage.app.touchDown(at: CGPoint(x: 50, y: 122))
        #expect(button.isHighlighted)
        let pressed = centre(imageView, in: stage.app)
        // 30 % black over it: every channel at 70 %, still opaque.
        #expect(pressed.alpha == 255)
        #expect(abs(Int(pressed.red) - 178) <= 3 && abs(Int(pressed.green) - 107) <= 3 && abs(Int(pressed.blue) - 36) <= 3)
        stage.app.touchUp()
        #expect(centre(imageView, in: stage.app).isClose(to: normal))
    }

    @Test("adjustsImageWhenHighlighted off, or an image set for .highlighted, is drawn as it is")
    func highlightKeptWhenAskedOrOwnImage() throws {
        let stage = ControlStage()
        let button = makeButton(.custom, in: stage)
        let imageView = try #require(button.imageView)
        let normal = centre(imageView, in: stage.app)
        button.adjustsImageWhenHighlighted = false
        button.isHighlighted = true
        #expect(centre(imageView, in: stage.app).isClose(to: normal))
        button.adjustsImageWhenHighlighted = true
        #expect(centre(imageView, in: stage.app).red < normal.red - 50)
        let own = orangeImage()
        button.setImage(own, for: .highlighted)
        #expect(imageView.image === own)
        #expect(centre(imageView, in: stage.app).isClose(to: normal))
    }

    @Test("A system button's original image is not darkened while highlighted")
    func systemButtonHighlightKeepsImage() throws {
        let stage = ControlStage()
        let button = makeButton(.system, in: stage)
        let imageView = try #require(button.imageView)
        let normal = centre(imageView, in: stage.app)
        button.isHighlighted = true
        #expect(centre(imageView, in: stage.app).isClose(to: normal))
    }

    @Test("A disabled button draws its original image lighter (custom and system alike); enabled again, as before")
    func disabledLightens() throws {
        for type in [UIButton.ButtonType.custom, .system] {
            let stage = ControlStage()
            let button = makeButton(type, in: stage)
            let imageView = try #require(button.imageView)
            let enabled = centre(imageView, in: stage.app)
            #expect(enabled.alpha == 255)
            button.isEnabled = false
            let disabled = centre(imageView, in: stage.app)
            // Drawn at 40 % of its opacity: over white it reads lighter.
            #expect(abs(Int(disabled.alpha) - 102) <= 2)
            #expect(disabled.red < enabled.red)
            button.isEnabled = true
            #expect(centre(imageView, in: stage.app).isClose(to: enabled))
        }
    }

    @Test("adjustsImageWhenDisabled off, or an image set for .disabled, keeps a disabled button's image as it is")
    func disabledKeptWhenAskedOrOwnImage() throws {
        let stage = ControlStage()
        let button = makeButton(.custom, in: stage)
        let imageView = try #require(button.imageView)
        let enabled = centre(imageView, in: stage.app)
        button.adjustsImageWhenDisabled = false
        button.isEnabled = false
        #expect(centre(imageView, in: stage.app).isClose(to: enabled))
        button.adjustsImageWhenDisabled = true
        #expect(centre(imageView, in: stage.app).alpha < 120)
        button.setImage(orangeImage(), for: .disabled)
        #expect(centre(imageView, in: stage.app).isClose(to: enabled))
    }

    @Test("A custom button's background image darkens while highlighted unless one is set for .highlighted")
    func backgroundImageDarkens() throws {
        let stage = ControlStage()
        let button = UIButton(type: .custom)
        button.setBackgroundImage(orangeImage(), for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 60, height: 44)
        stage.root.addSubview(button)
        stage.app.runTurn()
        let background = try #require(button.subviews.first as? UIImageView)
        let normal = centre(background, in: stage.app)
        button.isHighlighted = true
        #expect(centre(background, in: stage.app).red < normal.red - 50)
        button.setBackgroundImage(orangeImage(), for: .highlighted)
        #expect(centre(background, in: stage.app).isClose(to: normal))
    }

    /// A 20-point opaque square drawn as a template, in whatever tint it is given.
    private func templateSquare() -> UIImage {
        UIImage(size: CGSize(width: 20, height: 20)) { context in
            context.setFillColor(UIColor.black.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }.withRenderingMode(.alwaysTemplate)
    }

    @Test("A custom button's template image, drawn in its tint, darkens while highlighted and lightens while disabled")
    func customTemplateImageAdjusts() throws {
        let stage = ControlStage()
        let button = UIButton(type: .custom)
        button.tintColor = UIColor(red: 0, green: 0.4, blue: 1, alpha: 1)
        button.setImage(templateSquare(), for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 60, height: 44)
        stage.root.addSubview(button)
        stage.app.runTurn()
        let imageView = try #require(button.imageView)
        let enabled = centre(imageView, in: stage.app)
        #expect(enabled.isClose(to: .rgb(0, 0.4, 1), tolerance: 3))

        stage.app.touchDown(at: CGPoint(x: 50, y: 122))
        #expect(button.isHighlighted)
        let highlighted = centre(imageView, in: stage.app)
        // 30 % black over the tint: 70 % of each channel, still opaque.
        #expect(highlighted.alpha == 255)
        #expect(abs(Int(highlighted.green) - 71) <= 3 && abs(Int(highlighted.blue) - 178) <= 3)
        stage.app.touchUp()
        #expect(centre(imageView, in: stage.app).isClose(to: enabled))

        button.isEnabled = false
        let disabled = centre(imageView, in: stage.app)
        // The tint at 40 % of its opacity.
        #expect(abs(Int(disabled.alpha) - 102) <= 2)
        #expect(disabled.isClose(to: .rgb(0, 0.4, 1, alpha: 0.4), tolerance: 3))
        button.adjustsImageWhenDisabled = false
        #expect(centre(imageView, in: stage.app).isClose(to: enabled))
        button.adjustsImageWhenDisabled = true
        button.isEnabled = true
        #expect(centre(imageView, in: stage.app).isClose(to: enabled))
    }

    @Test("A disabled system button's template image takes the dimmed colour, not lightened on top")
    func systemTemplateImageDimmedNotLightened() throws {
        let stage = ControlStage()
        let button = UIButton(type: .system)
        button.setImage(templateSquare(), for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 60, height: 44)
        stage.root.addSubview(button)
        stage.app.runTurn()
        let imageView = try #require(button.imageView)
        button.isEnabled = false
        let disabled = centre(imageView, in: stage.app)
        let dimmed = UIColor.tertiaryLabel.resolvedColor(with: button.traitCollection)
        var alpha: CGFloat = 0
        dimmed.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        #expect(abs(Int(disabled.alpha) - Int((alpha * 255).rounded())) <= 2)
    }
}
