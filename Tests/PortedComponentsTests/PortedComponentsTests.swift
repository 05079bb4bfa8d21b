import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Components written as one would for iOS, driven through a headless application.
@MainActor @Suite struct PortedComponentsTests {
    /// The centre of `view` in window coordinates.
    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test("Profile header: a vertical stack of image, labels and a row of buttons, laid out exactly")
    func profileLayout() {
        let app = HeadlessApp()
        let controller = ProfileViewController()
        app.makeWindow(rootViewController: controller)
        app.runTurn()
        let header = controller.headerView
        let top = controller.view.safeAreaInsets.top
        let name = header.nameLabel.intrinsicContentSize, bio = header.bioLabel.intrinsicContentSize
        #expect(name.width > 0 && bio.width > 0)
        #expect(header.frame == CGRect(x: 0, y: top, width: 390, height: 20 + 80 + 8 + name.height + 8 + bio.height + 16 + 36 + 20))
        #expect(header.avatarImageView.frame == CGRect(x: 155, y: 20, width: 80, height: 80))
        #expect(header.nameLabel.frame == CGRect(x: 16 + (358 - name.width) / 2, y: 108, width: name.width, height: name.height))
        #expect(header.bioLabel.frame == CGRect(x: 16 + (358 - bio.width) / 2, y: 116 + name.height, width: bio.width, height: bio.height))
        let buttonRow = header.followButton.superview
        #expect(buttonRow?.frame == CGRect(x: 16, y: 132 + name.height + bio.height, width: 358, height: 36))
        #expect(header.followButton.frame == CGRect(x: 0, y: 0, width: 358, height: 36))
        #expect(header.messageButton.isHidden && header.messageButton.frame.width == 0)
    }

    @Test("Profile header: tapping Follow reaches the controller, shows Message and splits the row; Message taps arrive")
    func profileTaps() {
        let app = HeadlessApp()
        let controller = ProfileViewController()
        app.makeWindow(rootViewController: controller)
        app.runTurn()
        let header = controller.headerView
        app.tap(at: center(of: header.followButton))
        app.runTurn()
        #expect(controller.isFollowing && header.followButton.title(for: .normal) == "Following")
        #expect(!header.messageButton.isHidden)
        #expect(header.followButton.frame == CGRect(x: 0, y: 0, width: 173, height: 36))
        #expect(header.messageButton.frame == CGRect(x: 185, y: 0, width: 173, height: 36))
        app.tap(at: center(of: header.messageButton))
        app.runTurn()
        #expect(controller.messagesOpened == 1)
        app.tap(at: center(of: header.followButton))
        app.runTurn()
        #expect(!controller.isFollowing && header.messageButton.isHidden && header.followButton.frame.width == 358)
    }

    @Test("Settings rows: icon, stretching title and switch in a row stack; switching off hides rows with an animation")
    func settings() throws {
        let app = HeadlessApp()
        let controller = NotificationSettingsViewController()
        app.makeWindow(rootViewController: controller)
        app.runTurn()
        let row = controller.allowRow
        let label = row.titleLabel.intrinsicContentSize
        let rowHeight = max(31, label.height) + 16
        #expect(row.frame == CGRect(x: 0, y: 0, width: 390, height: rowHeight))
        #expect(row.iconView.frame == CGRect(x: 16, y: 8 + (rowHeight - 16 - 28) / 2, width: 28, height: 28))
        #expect(row.toggle.frame == CGRect(x: 390 - 16 - 51, y: 8 + (rowHeight - 16 - 31) / 2, width: 51, height: 31))
        #expect(row.titleLabel.frame.minX == 56 && row.titleLabel.frame.maxX == 390 - 16 - 51 - 12)
        let footer = controller.footerLabel
        #expect(footer.frame.minY == 3 * rowHeight + 2 + 12)

        app.tap(at: center(of: controller.soundsRow.toggle))
        #expect(controller.changes == ["sounds false"])
        app.tap(at: center(of: row.toggle))
        #expect(controller.changes == ["sounds false", "allow false"])
        // The action ran the stack's layout inside its animation block: final frames now, moves animating.
        #expect(controller.soundsRow.isHidden && controller.badgesRow.isHidden)
        #expect(footer.frame.minY == rowHeight + 1)
        let move = try #require(footer.layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(move.duration == 0.25)
        #expect(controller.soundsRow.frame.height == 0 && controller.badgesRow.frame.height == 0)
        app.advance(by: 1)
        #expect(footer.layer.animationKeys() == nil && footer.frame.minY == rowHeight + 1)
        #expect(!app.log.messages.contains { $0.contains("Unable to simultaneously satisfy constraints") })
        app.tap(at: center(of: row.toggle))
        app.runTurn()
        #expect(controller.changes.last == "allow true" && footer.frame.minY == 3 * rowHeight + 2 + 12)
    }
}
