import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A navigation controller shown in a popover takes the preferred size of the controller on
/// top: a push to a controller of another size resizes the popover along with the push, a pop
/// takes it back to the revealed controller's size.
@MainActor @Suite struct PopoverNavigationResizeTests {
    /// A regular-width app (1,024 × 768) with a navigation controller in a popover pointing
    /// at a 40 × 40 source at (100, 100); its root controller prefers 240 × 160.
    private func makePopover() throws -> (HeadlessApp, UIWindow, UINavigationController, UIViewController) {
        let (app, window, root, source) = makePopoverStage()
        let first = UIViewController()
        first.title = "First"
        first.view.backgroundColor = .systemBackground
        first.preferredContentSize = CGSize(width: 240, height: 160)
        let navigation = UINavigationController(rootViewController: first)
        navigation.modalPresentationStyle = .popover
        try #require(navigation.popoverPresentationController).sourceView = source
        root.present(navigation, animated: false)
        app.runUntilIdle()
        return (app, window, navigation, first)
    }

    private func child(_ size: CGSize, title: String = "Second") -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.view.backgroundColor = .secondarySystemBackground
        controller.preferredContentSize = size
        return controller
    }

    @Test("A push to a controller of another size resizes the popover with the push; a pop takes it back")
    func pushAndPopResize() throws {
        let (app, window, navigation, _) = try makePopover()
        let bar = navigation.navigationBar.frame.height
        #expect(navigation.view.frame.size == CGSize(width: 240, height: 160 + bar))
        let origin = navigation.view.frame.origin

        navigation.pushViewController(child(CGSize(width: 360, height: 300)), animated: true)
        // The model frame is the new size at once; the card gets there with the push.
        #expect(navigation.view.frame.size == CGSize(width: 360, height: 300 + bar))
        #expect(navigation.view.frame.minY == origin.y, "same side, below the source")
        app.advance(by: 0.15)
        let midway = try #require(navigation.view.layer.presentation()).bounds.size
        #expect(midway.width > 240 && midway.width < 360, "\(midway)")
        #expect(midway.height > 160 + bar && midway.height < 300 + bar, "\(midway)")
        app.advance(by: 1)
        #expect(navigation.view.layer.presentation()?.bounds.size == CGSize(width: 360, height: 300 + bar))
        #expect(navigation.topViewController?.view.frame.size == CGSize(width: 360, height: 300 + bar))

        navigation.popViewController(animated: true)
        app.advance(by: 1)
        #expect(navigation.view.frame.size == CGSize(width: 240, height: 160 + bar))
        #expect(navigation.view.frame.origin == origin)
        #expect(SafeAreaConvergenceTests.movedBySecondPass(window) == [])
    }

    @Test("Without animation the popover takes the pushed controller's size in the push's call")
    func pushWithoutAnimation() throws {
        let (app, window, navigation, first) = try makePopover()
        let bar = navigation.navigationBar.frame.height
        let second = child(CGSize(width: 300, height: 400))
        navigation.pushViewController(second, animated: false)
        #expect(navigation.view.frame.size == CGSize(width: 300, height: 400 + bar))
        app.runUntilIdle()
        #expect(second.view.frame.size == CGSize(width: 300, height: 400 + bar))
        // popToRoot and setViewControllers follow the new top as well.
        navigation.pushViewController(child(CGSize(width: 200, height: 100), title: "Third"), animated: false)
        #expect(navigation.view.frame.size == CGSize(width: 200, height: 100 + bar))
        navigation.popToRootViewController(animated: false)
        #expect(navigation.view.frame.size == CGSize(width: 240, height: 160 + bar))
        navigation.setViewControllers([first, child(CGSize(width: 280, height: 260), title: "Fourth")], animated: false)
        #expect(navigation.view.frame.size == CGSize(width: 280, height: 260 + bar))
        app.runUntilIdle()
        #expect(SafeAreaConvergenceTests.movedBySecondPass(window) == [])
    }

    @Test("A push to a controller of the same size, or under a size of the navigation controller's own, leaves the popover")
    func sameOrOwnSizeKeepsPopover() throws {
        let (app, _, navigation, _) = try makePopover()
        let bar = navigation.navigationBar.frame.height
        navigation.pushViewController(child(CGSize(width: 240, height: 160)), animated: true)
        app.advance(by: 0.1)
        #expect(navigation.view.layer.animation(forKey: "bounds") == nil)
        #expect(navigation.view.frame.size == CGSize(width: 240, height: 160 + bar))
        app.advance(by: 1)
        navigation.preferredContentSize = CGSize(width: 330, height: 330)
        #expect(navigation.view.frame.size == CGSize(width: 330, height: 330))
        navigation.pushViewController(child(CGSize(width: 400, height: 400), title: "Third"), animated: false)
        #expect(navigation.view.frame.size == CGSize(width: 330, height: 330))
        navigation.popViewController(animated: false)
        #expect(navigation.view.frame.size == CGSize(width: 330, height: 330))
    }

    @Test("A back swipe that pops resizes the popover when it finishes; one let go early keeps the size")
    func interactivePop() throws {
        let (app, window, navigation, _) = try makePopover()
        let bar = navigation.navigationBar.frame.height
        navigation.pushViewController(child(CGSize(width: 360, height: 300)), animated: false)
        app.runUntilIdle()
        let frame = navigation.view.frame
        #expect(frame.size == CGSize(width: 360, height: 300 + bar))
        let y = frame.midY
        // Let go early: the second controller stays, and so does its size.
        app.drag(from: CGPoint(x: frame.minX + 2, y: y), to: CGPoint(x: frame.minX + 60, y: y), steps: 6, duration: 0.3)
        app.advance(by: 1)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.view.frame.size == CGSize(width: 360, height: 300 + bar))
        #expect(SafeAreaConvergenceTests.movedBySecondPass(window) == [])
        // Past half way: the pop finishes and the popover takes the first controller's size.
        app.drag(from: CGPoint(x: frame.minX + 2, y: y), to: CGPoint(x: frame.minX + 300, y: y), steps: 8, duration: 0.3)
        app.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.view.frame.size == CGSize(width: 240, height: 160 + bar))
        #expect(SafeAreaConvergenceTests.movedBySecondPass(window) == [])
    }

    @Test("A push resizing a popover renders the card at each size, light and dark, at scale 3")
    func pushRenders() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let app = HeadlessApp(screenSize: CGSize(width: 1024, height: 768), scale: 3)
            app.userInterfaceStyle = style
            let root = UIViewController()
            root.view.backgroundColor = .systemIndigo
            app.makeWindow(rootViewController: root)
            let source = UIButton(type: .system)
            source.backgroundColor = .systemBackground
            source.setTitle("Options", for: .normal)
            source.frame = CGRect(x: 80, y: 80, width: 100, height: 44)
            root.view.addSubview(source)
            app.runTurn()
            let first = child(CGSize(width: 240, height: 160), title: "First")
            let label = UILabel(frame: CGRect(x: 16, y: 16, width: 200, height: 24))
            label.text = "Small"
            first.view.addSubview(label)
            let navigation = UINavigationController(rootViewController: first)
            navigation.modalPresentationStyle = .popover
            try #require(navigation.popoverPresentationController).sourceView = source
            root.present(navigation, animated: false)
            app.runUntilIdle()
            let name = style == .dark ? "dark" : "light"
            let directory = FileManager.default.temporaryDirectory
            try app.renderPNG().write(to: directory.appendingPathComponent("popover-push-before-\(name).png"))
            let second = child(CGSize(width: 420, height: 360))
            let big = UILabel(frame: CGRect(x: 16, y: 16, width: 300, height: 24))
            big.text = "Larger"
            second.view.addSubview(big)
            navigation.pushViewController(second, animated: true)
            app.advance(by: 0.15)
            try app.renderPNG().write(to: directory.appendingPathComponent("popover-push-mid-\(name).png"))
            app.advance(by: 1)
            try app.renderPNG().write(to: directory.appendingPathComponent("popover-push-after-\(name).png"))
            let bar = navigation.navigationBar.frame.height
            let frame = navigation.view.frame
            #expect(frame.size == CGSize(width: 420, height: 360 + bar))
            let pixels = PixelBuffer(app.render())
            let fill = style == .dark ? PixelBuffer.Pixel.rgb(44 / 255, 44 / 255, 46 / 255) : PixelBuffer.Pixel.rgb(242 / 255, 242 / 255, 247 / 255)
            // Inside the grown card, beyond the first controller's size.
            let inside = CGPoint(x: frame.minX + 380, y: frame.maxY - 20)
            #expect(pixels[Int(inside.x) * 3, Int(inside.y) * 3].isClose(to: fill), "\(pixels[Int(inside.x) * 3, Int(inside.y) * 3])")
            navigation.popViewController(animated: true)
            app.advance(by: 1)
            try app.renderPNG().write(to: directory.appendingPathComponent("popover-pop-after-\(name).png"))
            #expect(navigation.view.frame.size == CGSize(width: 240, height: 160 + bar))
            let after = PixelBuffer(app.render())
            #expect(!after[Int(inside.x) * 3, Int(inside.y) * 3].isClose(to: fill), "the card shrank back")
        }
    }
}
