import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// `UIListContentView`'s text, secondary-text and image layout guides: present only while their
/// part is shown, and views constrained to them land where the part really is, following it
/// when the configuration or the direction changes.
@MainActor
@Suite struct ListContentLayoutGuideTests {
    /// A list content view 390 wide in a window, with `configuration`.
    private func stage(_ configuration: UIListContentConfiguration) -> (HeadlessApp, UIListContentView) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 200))
        let window = app.makeWindow()
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 20, width: 390, height: 60)
        window.addSubview(view)
        app.runUntilIdle()
        return (app, view)
    }

    @Test("A guide exists only while its part is shown, and the same guide comes back")
    func guidesFollowWhatIsShown() {
        var config = UIListContentConfiguration.cell()
        config.text = "General"
        let (app, view) = stage(config)
        let text = view.textLayoutGuide
        #expect(text != nil)
        #expect(view.secondaryTextLayoutGuide == nil)
        #expect(view.imageLayoutGuide == nil)
        #expect(view.layoutGuides.contains { $0 === text })
        config.image = UIImage(systemName: "gear")
        config.secondaryText = "On"
        view.configuration = config
        app.runUntilIdle()
        #expect(view.imageLayoutGuide != nil)
        #expect(view.secondaryTextLayoutGuide != nil)
        #expect(view.textLayoutGuide === text)
        config.text = nil
        view.configuration = config
        app.runUntilIdle()
        #expect(view.textLayoutGuide == nil)
    }

    @Test("A badge pinned 60 points into the text guide sits there, and moves with the text when an image pushes it along")
    func badgeFollowsText() throws {
        var config = UIListContentConfiguration.cell()
        config.text = "Inbox"
        let (app, view) = stage(config)
        let guide = try #require(view.textLayoutGuide)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 60),
            badge.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        app.runUntilIdle()
        let label = view.textLabel.frame
        #expect(label.minX == 16)
        #expect(guide.layoutFrame == label)
        #expect(badge.frame.minX == label.minX + 60)
        #expect(abs(badge.frame.midY - label.midY) < 0.001)

        // An image moves the text (and the badge) along.
        config.image = UIImage(systemName: "gear")
        view.configuration = config
        app.runUntilIdle()
        let moved = view.textLabel.frame
        #expect(moved.minX > label.minX)
        #expect(guide.layoutFrame == moved)
        #expect(badge.frame.minX == moved.minX + 60)
        let image = try #require(view.imageLayoutGuide)
        #expect(image.layoutFrame == view.imageView.frame)
    }

    @Test("In a right-to-left layout the guides are mirrored with their parts")
    func rightToLeft() throws {
        var config = UIListContentConfiguration.subtitleCell()
        config.text = "Wi-Fi"
        config.secondaryText = "Home"
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 200))
        let window = app.makeWindow()
        window.semanticContentAttribute = .forceRightToLeft
        let view = UIListContentView(configuration: config)
        view.semanticContentAttribute = .forceRightToLeft
        view.frame = CGRect(x: 0, y: 20, width: 390, height: 80)
        window.addSubview(view)
        let secondary = try #require(view.secondaryTextLayoutGuide)
        app.runUntilIdle()
        #expect(secondary.layoutFrame == view.secondaryTextLabel.frame)
        #expect(abs(view.secondaryTextLabel.frame.maxX - (390 - 16)) < 0.001)
    }
}
