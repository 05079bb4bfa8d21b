import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Bar appearances: the three configurations, copies, and the switch between the scroll-edge
/// and standard appearances as content scrolls under the bar.
@MainActor @Suite struct BarAppearanceTests {
    @Test("The three configurations set the background, blur and hairline as iOS does")
    func configurations() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial && appearance.backgroundColor == nil)
        #expect(appearance.shadowColor != nil)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == UIColor.systemBackground)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.systemBlue]
        let copy = appearance.copy()
        #expect(copy !== appearance && copy.titleTextAttributes[.foregroundColor] as? UIColor == UIColor.systemBlue)
        #expect(UIToolbarAppearance(barAppearance: appearance).backgroundColor == nil)
        #expect(UITabBarAppearance().backgroundEffect != nil)
    }

    @Test("At the scroll edge the bar is transparent with no hairline; scrolled, it draws the standard material")
    func scrollEdgeSwitch() {
        let app = HeadlessApp()
        let list = BarsTestList(rows: 40)
        let nav = UINavigationController(rootViewController: list)
        _ = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        let bar = nav.navigationBar
        #expect(bar.isAtScrollEdge)
        #expect(bar.background.shownFillColors.isEmpty && bar.background.shownShadowColor == nil)
        list.tableView.contentOffset = CGPoint(x: 0, y: 200)
        app.runTurn()
        #expect(!bar.isAtScrollEdge)
        #expect(bar.background.shownFillColors == [BarBackgroundView.materialColor])
        #expect(bar.background.shownShadowColor == BarBackgroundView.hairlineColor)
        list.tableView.contentOffset = CGPoint(x: 0, y: -list.tableView.adjustedContentInset.top)
        app.runTurn()
        #expect(bar.isAtScrollEdge && bar.background.shownFillColors.isEmpty)
    }

    @Test("The item's appearances win over the bar's; appearances are copied when set")
    func itemAppearancesAndCopies() {
        let app = HeadlessApp()
        let list = BarsTestList(rows: 40)
        let nav = UINavigationController(rootViewController: list)
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemRed
        nav.navigationBar.scrollEdgeAppearance = edge
        edge.backgroundColor = .systemGreen
        _ = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        let bar = nav.navigationBar
        #expect(bar.background.shownFillColors == [UIColor.systemRed], "the bar kept its copy")
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .systemYellow
        standard.titleTextAttributes = [.foregroundColor: UIColor.systemPurple]
        list.navigationItem.standardAppearance = standard
        list.tableView.contentOffset = CGPoint(x: 0, y: 300)
        app.runTurn()
        #expect(bar.background.shownFillColors == [UIColor.systemYellow])
        #expect(bar.titleLabel.textColor == UIColor.systemPurple)
    }

    @Test("The toolbar is transparent while the content's end is above it, and draws its material otherwise")
    func toolbarScrollEdge() {
        let app = HeadlessApp()
        let list = BarsTestList(rows: 40)
        list.toolbarItems = [UIBarButtonItem(systemItem: .trash)]
        let nav = UINavigationController(rootViewController: list)
        nav.isToolbarHidden = false
        _ = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        #expect(!nav.toolbar.isAtScrollEdge && nav.toolbar.background.shownFillColors == [BarBackgroundView.materialColor])
        let table = list.tableView!
        table.contentOffset = CGPoint(
            x: 0, y: table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height)
        app.runTurn()
        #expect(nav.toolbar.isAtScrollEdge && nav.toolbar.background.shownFillColors.isEmpty)
    }

    @Test("A tab bar draws its standard appearance, or its scroll-edge one when given")
    func tabBarAppearance() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        #expect(bar.background.shownFillColors == [BarBackgroundView.materialColor])
        let opaque = UITabBarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backgroundColor = .systemOrange
        bar.standardAppearance = opaque
        #expect(bar.background.shownFillColors == [UIColor.systemOrange])
        #expect(bar.scrollEdgeAppearance == nil)
    }
}
