import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A button that records its configuration updates.
final class ConfigurationRecordingButton: UIButton {
    var log: [String] = []

    override func updateConfiguration() {
        log.append("updateConfiguration highlighted=\(isHighlighted)")
        super.updateConfiguration()
    }
}

/// UIButton.Configuration: sizes, colours per state, update order, selection toggling and menus.
@MainActor
@Suite struct ButtonConfigurationTests {
    /// The height of one line of the system font at `size`.
    func lineHeight(_ size: CGFloat) -> CGFloat {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: size)
        label.text = "Button"
        return label.sizeThatFits(CGSize(width: 1000, height: 1000)).height
    }

    func titleWidth(_ text: String, _ size: CGFloat) -> CGFloat {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: size)
        label.text = text
        return label.sizeThatFits(CGSize(width: 1000, height: 1000)).width
    }

    @Test("Every style starts large with 7 × 12 content insets; each size has its own insets and font")
    func defaultsAndSizes() {
        for config in [UIButton.Configuration.plain(), .tinted(), .gray(), .filled(), .borderless(), .bordered(),
            .borderedTinted(), .borderedProminent()]
        {
            #expect(config.buttonSize == .large)
            #expect(config.cornerStyle == .dynamic)
            #expect(config.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
            #expect(config.imagePlacement == .leading)
            #expect(config.imagePadding == 0)
            #expect(config.titleAlignment == .automatic)
        }
        var config = UIButton.Configuration.filled()
        config.title = "Button"
        let large = UIButton(configuration: config).intrinsicContentSize
        #expect(large == CGSize(
            width: (titleWidth("Button", 17) + 24).rounded(.up), height: (lineHeight(17) + 14).rounded(.up)))
        config.buttonSize = .small
        #expect(config.contentInsets == NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8))
        let small = UIButton(configuration: config).intrinsicContentSize
        #expect(small.height == (lineHeight(13) + 6).rounded(.up))
        config.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        config.buttonSize = .mini
        #expect(config.contentInsets.top == 1)
        config.setDefaultContentInsets()
        #expect(config.contentInsets == NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6))
    }

    @Test("Image and subtitle add to the size with their paddings; a top image stacks above the titles")
    func imageAndSubtitle() {
        var config = UIButton.Configuration.gray()
        config.title = "Send"
        config.image = UIImage(size: CGSize(width: 20, height: 20)) { _ in }
        config.imagePadding = 8
        let beside = UIButton(configuration: config).intrinsicContentSize
        #expect(beside.width == (titleWidth("Send", 17) + 20 + 8 + 24).rounded(.up))
        config.imagePlacement = .top
        config.subtitle = "Now"
        config.titlePadding = 2
        let stacked = UIButton(configuration: config).intrinsicContentSize
        let labels = lineHeight(17) + 2 + lineHeight(13)
        #expect(stacked.height == (20 + 8 + labels + 14).rounded(.up))
        config.showsActivityIndicator = true
        config.imagePlacement = .leading
        config.subtitle = nil
        let spinning = UIButton(configuration: config).intrinsicContentSize
        #expect(spinning.width == (titleWidth("Send", 17) + 20 + 8 + 24).rounded(.up))
    }

    @Test("A state change runs updateConfiguration() then the handler, once per layout, with the state already set")
    func updateOrder() {
        var config = UIButton.Configuration.filled()
        config.title = "Go"
        let button = ConfigurationRecordingButton(type: .system)
        button.configuration = config
        button.configurationUpdateHandler = { button in
            (button as? ConfigurationRecordingButton)?.log.append("handler highlighted=\(button.isHighlighted)")
        }
        button.layoutIfNeeded()
        #expect(button.log == ["updateConfiguration highlighted=false", "handler highlighted=false"])
        button.isHighlighted = true
        button.isEnabled = false
        button.layoutIfNeeded()
        #expect(button.log.suffix(2) == ["updateConfiguration highlighted=true", "handler highlighted=true"])
        #expect(button.log.count == 4)
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        #expect(button.log.count == 6)
    }

    @Test("updated(for:) keeps the configuration as set and records the state; equal configurations compare equal")
    func updatedForButton() {
        var config = UIButton.Configuration.tinted()
        config.title = "A"
        let button = UIButton(configuration: config)
        #expect(button.configuration == config)
        button.isSelected = true
        let updated = config.updated(for: button)
        #expect(updated.title == "A")
        #expect(updated != config)
        #expect(UIButton.Configuration.bordered() == UIButton.Configuration.gray())
    }

    @Test("changesSelectionAsPrimaryAction toggles the selection before the action runs")
    func togglesSelection() {
        let app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        var config = UIButton.Configuration.gray()
        config.title = "Follow"
        var seen: [Bool] = []
        let button = UIButton(configuration: config, primaryAction: nil)
        button.addAction(UIAction { [unowned button] _ in seen.append(button.isSelected) }, for: .primaryActionTriggered)
        button.changesSelectionAsPrimaryAction = true
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        controller.view.addSubview(button)
        app.runTurn()
        app.tap(at: CGPoint(x: 100, y: 120))
        app.tap(at: CGPoint(x: 100, y: 120))
        #expect(seen == [true, false])
    }

    @Test("A button whose menu is its primary action shows the menu anchored to it and sends no action")
    func menuAsPrimaryAction() {
        let app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        var chosen: [String] = []
        var config = UIButton.Configuration.plain()
        config.title = "Sort"
        let button = UIButton(configuration: config, primaryAction: UIAction { _ in chosen.append("primary") })
        button.menu = UIMenu(children: [
            UIAction(title: "Name") { _ in chosen.append("Name") }, UIAction(title: "Date") { _ in chosen.append("Date") },
        ])
        button.showsMenuAsPrimaryAction = true
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        controller.view.addSubview(button)
        app.runTurn()
        app.tap(at: CGPoint(x: 100, y: 120))
        app.runUntilIdle()
        let interaction = button.contextMenuInteraction
        #expect(interaction?.menuAppearance == .compact)
        #expect(interaction?.visibleMenuTitles == ["Name", "Date"])
        #expect(chosen.isEmpty)
    }
}
