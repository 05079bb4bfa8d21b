import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Navigation bars and toolbars in a right-to-left application: the leading side is the
/// right, so the back button and the left items are there and the right items at the left.
@MainActor
@Suite struct RightToLeftBarTests {
    @Test("The back button is at the right with its chevron leading the title; right items are at the left")
    func navigationBarMirrored() throws {
        let app = HeadlessApp(device: .bareScreen, layoutDirection: .rightToLeft)
        let first = UIViewController()
        first.title = "Inbox"
        let second = UIViewController()
        second.title = "Message"
        second.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reply", style: .plain, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: first)
        app.makeWindow(rootViewController: navigation)
        navigation.pushViewController(second, animated: false)
        app.runTurn()
        let bar = navigation.navigationBar
        let width = bar.bounds.width
        let back = bar.backButton
        #expect(!back.isHidden)
        #expect(back.frame.maxX > width - UINavigationBar.sideMargin)
        // A right-to-left mark makes the title read from the right, so the (mirrored) chevron
        // is drawn at its right end, pointing right.
        #expect(back.title(for: .normal) == "\u{200F}\u{2039} Inbox")
        let reply = try #require(bar.rightItemViews.first)
        #expect(reply.frame.minX == UINavigationBar.sideMargin)
        // Tapping the back button pops.
        app.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil))
        app.advance(by: 0.6)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("A push slides in from the left, and a back swipe from the right edge pops")
    func navigationMotionMirrored() {
        let app = HeadlessApp(device: .bareScreen, layoutDirection: .rightToLeft)
        let first = UIViewController()
        let second = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        app.makeWindow(rootViewController: navigation)
        app.runTurn()
        navigation.pushViewController(second, animated: true)
        app.advance(by: 0.1)
        // Mid-push the new screen is coming in from the left, the old one leaving to the right.
        #expect(second.view.layer.presentation().map { $0.frame.minX < 0 } == true)
        #expect(first.view.layer.presentation().map { $0.frame.minX > 0 } == true)
        app.advance(by: 1)
        #expect(second.view.frame.minX == 0)
        let edge = navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer
        #expect(edge?.edges == .right)
        // A drag from the left edge does nothing; one from the right edge past half pops.
        app.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), steps: 12, duration: 0.3)
        app.advance(by: 1)
        #expect(navigation.viewControllers.count == 2)
        app.drag(from: CGPoint(x: 385, y: 400), to: CGPoint(x: 90, y: 400), steps: 12, duration: 0.3)
        app.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
        #expect(first.view.frame.minX == 0)
    }

    @Test("An alert's two side-by-side buttons swap sides: cancel at the right")
    func alertButtonsMirrored() throws {
        var frames: [UIUserInterfaceLayoutDirection: (cancel: CGRect, delete: CGRect)] = [:]
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let app = HeadlessApp(device: .bareScreen, layoutDirection: direction)
            let root = UIViewController()
            app.makeWindow(rootViewController: root)
            let alert = UIAlertController(title: "Delete note?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            root.present(alert, animated: false)
            app.runUntilIdle()
            let cancel = try #require(app.element(label: "Cancel")?.frame)
            let delete = try #require(app.element(label: "Delete")?.frame)
            frames[direction] = (cancel, delete)
        }
        let ltr = try #require(frames[.leftToRight]), rtl = try #require(frames[.rightToLeft])
        #expect(ltr.cancel.maxX <= ltr.delete.minX)
        #expect(rtl.delete.maxX <= rtl.cancel.minX)
        #expect(rtl.cancel.minX == ltr.delete.minX && rtl.delete.minX == ltr.cancel.minX)
    }

    @Test("A toolbar's first item is at the right")
    func toolbarMirrored() throws {
        let app = HeadlessApp(device: .bareScreen, layoutDirection: .rightToLeft)
        let window = app.makeWindow()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
        let first = UIBarButtonItem(title: "First", style: .plain, target: nil, action: nil)
        let last = UIBarButtonItem(title: "Last", style: .plain, target: nil, action: nil)
        toolbar.items = [first, UIBarButtonItem(systemItem: .flexibleSpace), last]
        window.addSubview(toolbar)
        toolbar.layoutIfNeeded()
        let buttons = toolbar.subviews.compactMap { $0 as? UIButton }
        let firstView = try #require(buttons.first { $0.title(for: .normal) == "First" })
        let lastView = try #require(buttons.first { $0.title(for: .normal) == "Last" })
        #expect(firstView.frame.maxX == 390 - UIToolbar.sideMargin)
        #expect(lastView.frame.minX == UIToolbar.sideMargin)
    }
}
