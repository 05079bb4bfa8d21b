import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// UIButton's role, its configuration's labels, and the pointer, hold and behavioural-style
/// members that ported code reads.
@MainActor
@Suite struct ButtonRoleAndStateTests {
    @Test("role defaults to .normal, is kept, and changes nothing a standalone button draws")
    func role() {
        let stage = ControlStage()
        let button = UIButton(type: .system)
        button.setTitle("Delete", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        stage.root.addSubview(button)
        #expect(button.role == .normal)
        let before = PixelBuffer(stage.app.render(button))
        button.role = .destructive
        #expect(button.role == .destructive)
        #expect(button.currentTitleColor == button.tintColor)
        #expect(PixelBuffer(stage.app.render(button)) == before)
        #expect(UIButton.Role(rawValue: 1) == .primary && UIButton.Role.cancel.rawValue == 2)
    }

    @Test("subtitleLabel is nil for a classic button and shows the configuration's subtitle for a configured one")
    func subtitleLabel() throws {
        let classic = UIButton(type: .system)
        classic.setTitle("Title", for: .normal)
        #expect(classic.subtitleLabel == nil)

        var configuration = UIButton.Configuration.filled()
        configuration.title = "Checkout"
        configuration.subtitle = "3 items"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 60)
        button.layoutIfNeeded()
        let label = try #require(button.subtitleLabel)
        #expect(label.text == "3 items")
        #expect(label.isDescendant(of: button) && !label.isHidden)
        configuration.subtitle = "4 items"
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(button.subtitleLabel?.text == "4 items")
        button.configuration = nil
        #expect(button.subtitleLabel == nil)
    }

    @Test("A configured button's title and subtitle labels follow Dynamic Type and say so, growing at a larger text size")
    func configuredLabelsAdjust() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let window = app.makeWindow()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Download"
        configuration.subtitle = "12 MB"
        let button = UIButton(configuration: configuration)
        window.addSubview(button)
        app.runTurn()
        let title = try #require(button.titleLabel)
        let subtitle = try #require(button.subtitleLabel)
        #expect(title.adjustsFontForContentSizeCategory && subtitle.adjustsFontForContentSizeCategory)
        #expect(title.font.dynamicType != nil)
        let (titleSize, subtitleSize) = (title.font.pointSize, subtitle.font.pointSize)
        app.preferredContentSizeCategory = .accessibilityExtraLarge
        app.runTurn()
        #expect(title.font.pointSize > titleSize + 10)
        #expect(subtitle.font.pointSize > subtitleSize + 10)
        // Back at the default size, each font is its own size again (not scaled twice).
        app.preferredContentSizeCategory = .large
        app.runTurn()
        #expect(title.font.pointSize == titleSize && subtitle.font.pointSize == subtitleSize)
    }

    @Test("A configured button's titleLabel and imageView are the ones showing its configuration")
    func configurationTitleAndImage() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Star"
        configuration.image = UIImage(systemName: "star.fill")
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 44)
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel)
        let image = try #require(button.imageView)
        #expect(title.text == "Star" && title.isDescendant(of: button) && title.frame.width > 0)
        #expect(image.image === configuration.image && image.isDescendant(of: button) && image.frame.width > 0)
        // No classic label or image view was made beside them.
        #expect(button.storedTitleLabel == nil && button.storedImageView == nil)

        button.configuration = nil
        button.setTitle("Classic", for: .normal)
        #expect(button.titleLabel === button.storedTitleLabel && button.titleLabel?.text == "Classic")
    }

    @Test("isHeld is true while a long press shows the menu, false for a menu shown on a tap")
    func isHeld() {
        let stage = ControlStage()
        let button = UIButton(type: .system)
        button.setTitle("More", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        button.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        stage.root.addSubview(button)
        stage.app.runTurn()
        #expect(!button.isHeld)
        stage.app.touchDown(at: CGPoint(x: 70, y: 122))
        stage.app.advance(by: 0.6)
        #expect(button.isHeld)
        stage.app.touchUp()
        stage.app.advance(by: 0.3)
        #expect(button.contextMenuInteraction?.menuAppearance == .compact)
        #expect(button.isHeld)
        button.contextMenuInteraction?.dismissMenu()
        stage.app.advance(by: 0.3)
        #expect(!button.isHeld)

        button.showsMenuAsPrimaryAction = true
        _ = stage.app.tap(at: CGPoint(x: 70, y: 122))
        stage.app.advance(by: 0.3)
        #expect(button.contextMenuInteraction?.menuAppearance == .compact)
        #expect(!button.isHeld)
    }

    @Test("Pointer settings are stored; a pointer style provider turns pointer interaction on; isHovered stays false")
    func pointer() {
        let stage = ControlStage()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        stage.root.addSubview(button)
        #expect(!button.isPointerInteractionEnabled && button.pointerStyleProvider == nil && !button.isHovered)
        button.isPointerInteractionEnabled = true
        #expect(button.isPointerInteractionEnabled)
        button.isPointerInteractionEnabled = false
        button.pointerStyleProvider = { button, effect, _ in
            UIPointerStyle(effect: effect, shape: .roundedRect(button.bounds.insetBy(dx: -4, dy: -4), radius: 6))
        }
        #expect(button.isPointerInteractionEnabled)
        let style = button.pointerStyleProvider?(button, .lift(UITargetedPreview(view: button)), .verticalBeam(length: 10))
        if case .roundedRect(_, let radius)? = style?.shape { #expect(radius == 6) } else { Issue.record("no rounded shape") }
        #expect(UIPointerStyle.hidden().kind == .hidden && UIPointerStyle.hidden().shape == nil)
        #expect(!button.isHovered)
    }

    @Test("behavioralStyle resolves to .pad whatever is preferred")
    func behavioralStyle() {
        let button = UIButton(type: .system)
        #expect(button.preferredBehavioralStyle == .automatic && button.behavioralStyle == .pad)
        button.preferredBehavioralStyle = .mac
        #expect(button.preferredBehavioralStyle == .mac && button.behavioralStyle == .pad)
        #expect(UIBehavioralStyle(rawValue: 2) == .mac)
    }
}
