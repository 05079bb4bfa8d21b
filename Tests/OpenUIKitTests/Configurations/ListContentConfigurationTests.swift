import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The styles of UIListContentConfiguration: their starting values, and how the content view
/// lays them out.
@MainActor
@Suite struct ListContentConfigurationTests {
    @Test("Each row style starts with body text in the label colour and the documented secondary text")
    func rowDefaults() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.textProperties.font == UIFont.systemFont(ofSize: 17))
        #expect(cell.textProperties.color == .label)
        #expect(cell.textProperties.numberOfLines == 0)
        #expect(cell.secondaryTextProperties.color == .secondaryLabel)
        #expect(cell.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        #expect(cell.axesPreservingSuperviewLayoutMargins == .horizontal)
        #expect(cell.prefersSideBySideTextAndSecondaryText == false)
        let subtitle = UIListContentConfiguration.subtitleCell()
        #expect(subtitle.secondaryTextProperties.font == UIFont.systemFont(ofSize: 15))
        #expect(subtitle.textToSecondaryTextVerticalPadding == 3)
        let value = UIListContentConfiguration.valueCell()
        #expect(value.prefersSideBySideTextAndSecondaryText)
        #expect(value.secondaryTextProperties.font == UIFont.systemFont(ofSize: 17))
        #expect(value.secondaryTextProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.sidebarCell().imageProperties.reservedLayoutSize.width
            == UIListContentConfiguration.ImageProperties.standardDimension)
    }

    @Test("Headers and footers use footnote secondary-label text, prominent headers bold label text, none uppercased")
    func headerDefaults() {
        for style in [UIListContentConfiguration.groupedHeader(), .groupedFooter()] {
            #expect(style.textProperties.font == UIFont.systemFont(ofSize: 13))
            #expect(style.textProperties.color == .secondaryLabel)
            #expect(style.textProperties.transform == .none)
        }
        #expect(UIListContentConfiguration.plainHeader().textProperties.font == UIFont.systemFont(ofSize: 15, weight: .semibold))
        #expect(UIListContentConfiguration.sidebarHeader().textProperties.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font == UIFont.systemFont(ofSize: 20, weight: .bold))
        #expect(UIListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.font
            == UIFont.systemFont(ofSize: 22, weight: .bold))
        #expect(UIListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.color == .label)
    }

    @Test("Text and attributed text replace each other; configurations compare by value")
    func textExclusivity() {
        var config = UIListContentConfiguration.cell()
        config.text = "Plain"
        config.attributedText = NSAttributedString(string: "Rich")
        #expect(config.text == nil)
        #expect(config.attributedText?.string == "Rich")
        config.text = "Plain again"
        #expect(config.attributedText == nil)
        var other = UIListContentConfiguration.cell()
        other.text = "Plain again"
        #expect(config == other)
        other.textProperties.color = .systemRed
        #expect(config != other)
        #expect(UIListContentConfiguration.cell() != UIListContentConfiguration.subtitleCell())
    }

    @Test("A cell row is 44 points with its text 16 points in and centred; the text transform applies")
    func cellFrames() {
        var config = UIListContentConfiguration.cell()
        config.text = "General"
        config.textProperties.transform = .uppercase
        let view = UIListContentView(configuration: config)
        #expect(view.sizeThatFits(CGSize(width: 390, height: 0)).height == 44)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        view.layoutIfNeeded()
        let lineHeight = view.textLabel.sizeThatFits(CGSize(width: 358, height: 1000)).height
        #expect(view.textLabel.frame == CGRect(x: 16, y: 22 - lineHeight / 2, width: 358, height: lineHeight))
        #expect(view.textLabel.text == "GENERAL")
        #expect(view.secondaryTextLabel.isHidden)
    }

    @Test("The content view's labels follow the text size when the text properties adjust, and keep it when they do not")
    func labelsAdjustForContentSizeCategory() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 200))
        let window = app.makeWindow()
        var config = UIListContentConfiguration.subtitleCell()
        config.text = "Wi-Fi"
        config.secondaryText = "Home"
        config.secondaryTextProperties.adjustsFontForContentSizeCategory = false
        let view = UIListContentView(configuration: config)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 80)
        window.addSubview(view)
        app.runTurn()
        #expect(view.textLabel.adjustsFontForContentSizeCategory)
        #expect(!view.secondaryTextLabel.adjustsFontForContentSizeCategory)
        let before = (view.textLabel.font.pointSize, view.secondaryTextLabel.font.pointSize)
        app.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        app.runTurn()
        #expect(view.textLabel.font.pointSize > before.0)
        #expect(view.secondaryTextLabel.font.pointSize == before.1)
    }

    @Test("A subtitle row stacks the 15-point secondary text 3 points below the text; its height is the sum")
    func subtitleFrames() {
        var config = UIListContentConfiguration.subtitleCell()
        config.text = "Wi-Fi"
        config.secondaryText = "Connected"
        let view = UIListContentView(configuration: config)
        let height = view.sizeThatFits(CGSize(width: 390, height: 0)).height
        view.frame = CGRect(x: 0, y: 0, width: 390, height: height)
        view.layoutIfNeeded()
        let text = view.textLabel.frame
        let secondary = view.secondaryTextLabel.frame
        #expect(secondary.minY == text.maxY + 3)
        #expect(secondary.minX == 16)
        #expect(view.secondaryTextLabel.font == UIFont.systemFont(ofSize: 15))
        #expect(height == max(44, (11 + text.height + 3 + secondary.height + 11).rounded(.up)))
        #expect(abs((text.minY + secondary.maxY) / 2 - height / 2) < 0.001)
    }

    @Test("A value row puts the secondary text at the trailing margin on the text's line, or below when both do not fit")
    func valueFrames() {
        var config = UIListContentConfiguration.valueCell()
        config.text = "Version"
        config.secondaryText = "17.2"
        let view = UIListContentView(configuration: config)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        view.layoutIfNeeded()
        #expect(view.secondaryTextLabel.frame.maxX == 374)
        #expect(view.secondaryTextLabel.frame.midY == view.textLabel.frame.midY)
        #expect(view.textLabel.frame.minX == 16)
        config.secondaryText = String(repeating: "Long value ", count: 8)
        view.configuration = config
        view.frame.size.height = view.sizeThatFits(CGSize(width: 390, height: 0)).height
        view.layoutIfNeeded()
        #expect(view.secondaryTextLabel.frame.minY > view.textLabel.frame.maxY)
        #expect(view.frame.height > 44)
    }

    @Test("An image sits at the leading margin, scaled to its maximum size, the text 16 points after its box")
    func imageFrames() {
        var config = UIListContentConfiguration.cell()
        config.text = "Photos"
        config.image = UIImage(size: CGSize(width: 40, height: 40)) { _ in }
        config.imageProperties.maximumSize = CGSize(width: 24, height: 24)
        config.imageProperties.reservedLayoutSize = CGSize(width: 30, height: 0)
        let view = UIListContentView(configuration: config)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        view.layoutIfNeeded()
        #expect(view.imageView.frame == CGRect(x: 19, y: 10, width: 24, height: 24))
        #expect(abs(view.textLabel.frame.minX - (16 + 30 + 16)) < 1e-9)
        #expect(view.supports(UIListContentConfiguration.groupedHeader()))
    }

    @Test("A margin smaller than the superview's is raised to it on the preserved axis only")
    func preservedMargins() {
        var config = UIListContentConfiguration.cell()
        config.text = "Row"
        config.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        host.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let view = UIListContentView(configuration: config)
        host.addSubview(view)
        view.frame = host.bounds
        view.layoutIfNeeded()
        #expect(view.textLabel.frame.minX == 20)
        #expect(view.textLabel.frame.width == 260)
        config.axesPreservingSuperviewLayoutMargins = []
        view.configuration = config
        view.layoutIfNeeded()
        #expect(view.textLabel.frame.minX == 4)
    }
}
