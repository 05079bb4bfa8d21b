import OpenUIKit
import OpenUIKitTesting
import Testing

/// The porting guide's ported code (Porting.generated.swift, from docs/PORTING.md) behaves as
/// the iOS original does: target-actions reach their methods, the display link steps on the
/// application clock, optional requirements fall back to their defaults.
@MainActor @Suite struct PortingGuideTests {
    @Test("Ported target-actions: a tapped button and a bar button item call their methods")
    func targetActions() {
        let app = HeadlessApp()
        let compose = ComposeViewController()
        app.makeWindow(rootViewController: compose)
        compose.sendButton.frame = CGRect(x: 20, y: 100, width: 80, height: 44)
        compose.view.addSubview(compose.sendButton)
        app.runUntilIdle()
        #expect(app.tap(compose.sendButton).wasPerformed)
        #expect(compose.sentCount == 1)
        compose.navigationItem.rightBarButtonItem?.performActions()
        #expect(compose.sentCount == 2)
    }

    @Test("A ported display link wrapping a method without the link steps once per frame")
    func displayLink() {
        let app = HeadlessApp()
        let pulse = PulseView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        pulse.start()
        pulse.link?.add(to: app.application.runLoop)
        app.advance(by: 1.0 / 60)
        #expect(abs(pulse.alpha - 0.4) < 0.0001)  // alpha is kept as the layer's Float opacity
        app.advance(by: 1.0 / 60)
        #expect(pulse.alpha == 1)
        pulse.link?.invalidate()
    }

    @Test("Ported optional requirements: a delegate implementing only the required method gets the defaults")
    func optionalRequirements() {
        _ = HeadlessApp()
        final class Minimal: PlayerDelegate {
            var started = 0
            func playerDidStart(_ player: PlayerView) { started += 1 }
        }
        final class Titled: PlayerDelegate {
            func playerDidStart(_ player: PlayerView) {}
            func titleForPlayer(_ player: PlayerView) -> String? { "Song" }
        }
        final class Refusing: PlayerDelegate {
            var started = 0
            func playerDidStart(_ player: PlayerView) { started += 1 }
            func playerShouldStart(_ player: PlayerView) -> Bool { false }
        }
        let player = PlayerView()
        let minimal = Minimal()
        player.delegate = minimal
        player.play()
        player.stop()
        #expect(minimal.started == 1)
        #expect(player.accessibilityLabel == nil)
        let titled = Titled()
        player.delegate = titled
        player.play()
        #expect(player.accessibilityLabel == "Song")
        let refusing = Refusing()
        player.delegate = refusing
        player.play()
        #expect(refusing.started == 0)
    }

    @Test("A ported notification observer is called while it lives and never after")
    func notificationObserver() {
        let app = HeadlessApp()
        var controller: KeyboardAwareViewController? = KeyboardAwareViewController()
        app.makeWindow(rootViewController: controller)
        app.runUntilIdle()
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(controller?.keyboardShown == 1)
        weak let released = controller
        app.makeWindow(rootViewController: UIViewController())
        controller = nil
        app.runUntilIdle()
        // Posting after the observer is gone calls nothing (and does not crash).
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(released == nil || released?.keyboardShown == 1)
    }

    @Test("Ported outlets and actions are plain properties and methods")
    func badge() {
        _ = HeadlessApp()
        let badge = BadgeView()
        badge.count = 3
        badge.reset(badge)
        #expect(badge.count == 0)
        #expect(badge.cornerRadius == 8)
    }
}
