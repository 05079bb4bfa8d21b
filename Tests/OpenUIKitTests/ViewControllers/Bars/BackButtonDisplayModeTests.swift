import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UINavigationItem.backButtonDisplayMode` on the item below the top one: the back button
/// shows that item's title (`.default`), the word "Back" (`.generic`) or the chevron alone
/// (`.minimal`).
@MainActor @Suite struct BackButtonDisplayModeTests {
    @Test("The back button follows the display mode of the item below: default, generic, minimal")
    func displayModes() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let inbox = UIViewController()
        inbox.title = "Inbox"
        let navigation = UINavigationController(rootViewController: inbox)
        app.makeWindow(rootViewController: navigation)
        let message = UIViewController()
        message.title = "Message"
        navigation.pushViewController(message, animated: false)
        app.runTurn()
        let back = try #require(
            navigation.navigationBar.subviews.compactMap { $0 as? UIButton }
                .first { $0.accessibilityIdentifier == "UINavigationBar.back" })
        #expect(inbox.navigationItem.backButtonDisplayMode == .default)
        #expect(back.title(for: .normal) == "\u{2039} Inbox")
        inbox.navigationItem.backButtonDisplayMode = .generic
        app.runTurn()
        #expect(back.title(for: .normal) == "\u{2039} Back")
        inbox.navigationItem.backButtonDisplayMode = .minimal
        app.runTurn()
        #expect(back.title(for: .normal) == "\u{2039}")
        #expect(!back.isHidden)
        // The top item's own mode changes nothing: the mode belongs to the item below.
        inbox.navigationItem.backButtonDisplayMode = .default
        message.navigationItem.backButtonDisplayMode = .minimal
        app.runTurn()
        #expect(back.title(for: .normal) == "\u{2039} Inbox")
        // A backButtonTitle shows in the default mode only.
        inbox.navigationItem.backButtonTitle = "Mail"
        app.runTurn()
        #expect(back.title(for: .normal) == "\u{2039} Mail")
        inbox.navigationItem.backButtonDisplayMode = .generic
        app.runTurn()
        #expect(back.title(for: .normal) == "\u{2039} Back")
        // The mode is read only without a backBarButtonItem: the item's title wins in every mode.
        inbox.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Done")
        for mode in [UINavigationItem.BackButtonDisplayMode.default, .generic, .minimal] {
            inbox.navigationItem.backButtonDisplayMode = mode
            app.runTurn()
            #expect(back.title(for: .normal) == "\u{2039} Done", "\(mode)")
        }
    }
}
