import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// System items, titled and image items, spaces, custom views and menus, as bars show them.
@MainActor @Suite struct BarButtonItemTests {
    @Test("System items show their standard titles, Done in bold, and icon items a template glyph with a spoken name")
    func systemItemsLook() throws {
        let app = HeadlessApp()
        let root = UIViewController()
        root.title = "Notes"
        let target = BarsTestTarget()
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: target, action: BarsTestTarget.done)
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: target, action: BarsTestTarget.add)
        done.tag = 7
        root.navigationItem.rightBarButtonItems = [done, add]
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
        let nav = UINavigationController(rootViewController: root)
        _ = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()

        #expect(done.style == .done && done.title == nil && add.style == .plain)
        let right = nav.navigationBar.rightItemViews.compactMap { $0 as? UIButton }
        try #require(right.count == 2)
        #expect(right[0].title(for: .normal) == "Done")
        #expect(right[0].titleLabel?.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(right[1].title(for: .normal) == nil)
        #expect(right[1].image(for: .normal)?.renderingMode == .alwaysTemplate)
        #expect(right[1].accessibilityLabel == "Add" && right[1].accessibilityTraits.contains(.button))
        let left = try #require(nav.navigationBar.leftItemViews.first as? UIButton)
        #expect(left.title(for: .normal) == "Cancel")
        #expect(left.titleLabel?.font == UIFont.systemFont(ofSize: 17))

        // The first right item sits at the right margin, the next one to its left.
        let width = nav.navigationBar.bounds.width
        #expect(abs(right[0].frame.maxX - (width - 16)) < 0.01)
        #expect(abs(right[1].frame.maxX - (right[0].frame.minX - 8)) < 0.01)
        #expect(abs(left.frame.minX - 16) < 0.01)
        #expect(right[1].frame.width == 44, "a glyph button is a 44-point target")

        app.tap(at: CGPoint(x: right[1].frameInWindow.midX, y: right[1].frameInWindow.midY))
        app.tap(at: CGPoint(x: right[0].frameInWindow.midX, y: right[0].frameInWindow.midY))
        #expect(target.calls == ["add", "done:7"], "the item is passed to the action")
    }

    @Test("Every system item is either titled, a glyph or a space")
    func everySystemItem() {
        for item in UIBarButtonItem.SystemItem.allCases {
            let made = UIBarButtonItem(systemItem: item)
            switch item {
            case .flexibleSpace, .fixedSpace:
                #expect(made.space != nil)
            case .done, .cancel, .edit, .save:
                #expect(item.standardTitle != nil)
            default:
                #expect(BarButtonGlyph.image(for: item) != nil, "\(item) has a glyph")
                #expect(item.spokenName != nil)
            }
        }
        #expect(UIBarButtonItem.flexibleSpace().space == .flexible)
        #expect(UIBarButtonItem.fixedSpace(12).width == 12)
    }

    @Test("A disabled item does not run its action; title, image and primary-action items show what they were given")
    func enabledAndInitializers() throws {
        let app = HeadlessApp()
        let root = UIViewController()
        var runs = 0
        let action = UIAction(title: "Sync") { _ in runs += 1 }
        let item = UIBarButtonItem(title: nil, image: nil, primaryAction: action, menu: nil)
        #expect(item.title == "Sync")
        let imageItem = UIBarButtonItem(
            image: UIImage(size: CGSize(width: 20, height: 20)) { _ in }, style: .plain, target: nil as BarsTestTarget?,
            action: BarsTestTarget.add)
        root.navigationItem.rightBarButtonItems = [item, imageItem]
        let nav = UINavigationController(rootViewController: root)
        _ = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        let button = try #require(nav.navigationBar.rightItemViews.first as? UIButton)
        item.isEnabled = false
        app.tap(at: CGPoint(x: button.frameInWindow.midX, y: button.frameInWindow.midY))
        #expect(runs == 0 && !button.isEnabled)
        item.isEnabled = true
        app.tap(at: CGPoint(x: button.frameInWindow.midX, y: button.frameInWindow.midY))
        #expect(runs == 1)
        let imageButton = try #require(nav.navigationBar.rightItemViews.last as? UIButton)
        #expect(imageButton.image(for: .normal) === imageItem.image)
    }

    @Test("A custom view item shows the view itself in the bar")
    func customView() {
        let app = HeadlessApp()
        let root = UIViewController()
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: custom)
        let nav = UINavigationController(rootViewController: root)
        _ = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        #expect(custom.superview === nav.navigationBar)
        #expect(custom.frame == CGRect(x: nav.navigationBar.bounds.width - 16 - 60, y: 7, width: 60, height: 30))
    }

    @Test("Tapping an item with a menu and no action shows the menu; choosing an entry runs it")
    func menuOnTap() throws {
        let app = HeadlessApp()
        let root = UIViewController()
        var chosen: [String] = []
        let menu = UIMenu(children: [
            UIAction(title: "Newest") { _ in chosen.append("Newest") }, UIAction(title: "Oldest") { _ in chosen.append("Oldest") },
        ])
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", menu: menu)
        let nav = UINavigationController(rootViewController: root)
        _ = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        let button = try #require(nav.navigationBar.rightItemViews.first)
        app.tap(at: CGPoint(x: button.frameInWindow.midX, y: button.frameInWindow.midY))
        app.advance(by: 0.3)
        let interaction = try #require(button.interactions.first as? UIContextMenuInteraction)
        #expect(interaction.menuAppearance == .compact && interaction.visibleMenuTitles == ["Newest", "Oldest"])
        try #require(app.element(label: "Oldest")).tap()
        #expect(chosen == ["Oldest"])
    }
}
