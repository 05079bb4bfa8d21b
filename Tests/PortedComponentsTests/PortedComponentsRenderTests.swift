import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The ported screens rendered to pixels (PNG files in the temporary directory, to look at).
@MainActor @Suite struct PortedComponentsRenderTests {
    /// The opaque pixel of `color` in the light appearance.
    private func pixel(_ color: UIColor) -> PixelBuffer.Pixel {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return .rgb(Double(red), Double(green), Double(blue))
    }

    /// A 160×160 avatar drawn the way an app might make a placeholder: a filled square.
    private func avatar() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 160, height: 160)).image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 160, height: 160))
            UIColor.white.setFill()
            context.fill(CGRect(x: 60, y: 40, width: 40, height: 40))
        }
    }

    @Test("The profile screen renders: avatar clipped round, both buttons in their colours")
    func profile() throws {
        let app = HeadlessApp(scale: 1)
        let controller = ProfileViewController()
        controller.profile.avatar = avatar()
        app.makeWindow(rootViewController: controller)
        let header = controller.headerView
        app.tap(at: header.followButton.convert(CGPoint(x: 20, y: 18), to: nil))
        app.runTurn()
        let pixels = PixelBuffer(app.render())
        try app.renderPNG().write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "stack-profile.png"))
        let avatarFrame = header.avatarImageView.convert(header.avatarImageView.bounds, to: nil)
        let teal = pixel(UIColor.systemTeal)
        #expect(pixels[Int(avatarFrame.minX) + 10, Int(avatarFrame.midY)].isClose(to: teal, tolerance: 4))
        // The corner lies outside the 40-point radius: the header's background shows.
        let corner = pixels[Int(avatarFrame.minX) + 2, Int(avatarFrame.minY) + 2]
        #expect(!corner.isClose(to: teal, tolerance: 40))
        let follow = header.followButton.convert(header.followButton.bounds, to: nil)
        let message = header.messageButton.convert(header.messageButton.bounds, to: nil)
        #expect(pixels[Int(follow.minX) + 6, Int(follow.midY)].isClose(to: pixel(UIColor.systemBlue), tolerance: 4))
        #expect(pixels[Int(message.maxX) - 6, Int(message.midY)].isClose(to: pixel(UIColor.systemGray5), tolerance: 4))
    }

    @Test("The settings screen renders its rows, and after switching off only the first row and the footer")
    func settings() throws {
        let app = HeadlessApp(scale: 1)
        let controller = NotificationSettingsViewController()
        app.makeWindow(rootViewController: controller)
        try app.renderPNG().write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "stack-settings-on.png"))
        let badges = controller.badgesRow.iconView.convert(controller.badgesRow.iconView.bounds, to: nil)
        #expect(PixelBuffer(app.render())[Int(badges.midX), Int(badges.midY)].isClose(to: pixel(UIColor.systemOrange), tolerance: 4))
        app.tap(at: controller.allowRow.toggle.convert(CGPoint(x: 25, y: 15), to: nil))
        app.advance(by: 1)
        try app.renderPNG().write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "stack-settings-off.png"))
        #expect(!PixelBuffer(app.render())[Int(badges.midX), Int(badges.midY)].isClose(to: pixel(UIColor.systemOrange), tolerance: 40))
    }
}
