import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A controller whose status bar answers can be changed, as apps do before calling
/// `setNeedsStatusBarAppearanceUpdate()`.
@MainActor
private final class StyledController: UIViewController {
    var style: UIStatusBarStyle
    var hidden = false
    var styleChild: UIViewController?

    init(_ style: UIStatusBarStyle) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
    override var childForStatusBarStyle: UIViewController? { styleChild }
}

@MainActor @Suite struct StatusBarAppearanceTests {
    @Test("The root controller decides; the window keeps its answer until setNeedsStatusBarAppearanceUpdate()")
    func rootAndUpdate() {
        let app = HeadlessApp()
        let root = StyledController(.lightContent)
        app.makeWindow(rootViewController: root)
        app.runTurn()
        #expect(app.statusBarStyle == .lightContent)
        #expect(app.statusBarDrawsLightContent)
        root.style = .darkContent
        root.hidden = true
        #expect(app.statusBarStyle == .lightContent, "not read again until asked")
        #expect(!app.isStatusBarHidden)
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(app.statusBarStyle == .darkContent)
        #expect(!app.statusBarDrawsLightContent)
        #expect(app.isStatusBarHidden)
    }

    @Test(".default resolves by the interface style: dark content in light, light content in dark")
    func defaultFollowsInterfaceStyle() {
        let app = HeadlessApp()
        let window = app.makeWindow(rootViewController: StyledController(.default))
        app.runTurn()
        #expect(app.statusBarStyle == .default && !app.statusBarDrawsLightContent)
        window.overrideUserInterfaceStyle = .dark
        app.runTurn()
        #expect(app.statusBarStyle == .default && app.statusBarDrawsLightContent)
    }

    @Test("A navigation controller's bar style decides, not its children; hidden bar hands over to the top controller")
    func navigationController() {
        let app = HeadlessApp()
        let top = StyledController(.lightContent)
        let navigation = UINavigationController(rootViewController: top)
        app.makeWindow(rootViewController: navigation)
        app.runTurn()
        #expect(app.statusBarStyle == .default)
        navigation.navigationBar.barStyle = .black
        navigation.setNeedsStatusBarAppearanceUpdate()
        #expect(app.statusBarStyle == .lightContent)
        navigation.navigationBar.barStyle = .default
        navigation.setNavigationBarHidden(true, animated: false)
        app.runTurn()
        #expect(app.statusBarStyle == .lightContent, "the top controller decides while the bar is hidden")
        #expect(app.statusBarDrawsLightContent)
    }

    @Test("Nested containers: tab bar → its selected navigation controller → a custom container's chosen child")
    func nestedContainers() {
        let app = HeadlessApp()
        let inner = StyledController(.lightContent)
        let container = StyledController(.darkContent)
        container.addChild(inner)
        inner.didMove(toParent: container)
        container.styleChild = inner
        let navigation = UINavigationController(rootViewController: container)
        navigation.setNavigationBarHidden(true, animated: false)
        let other = StyledController(.darkContent)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        app.makeWindow(rootViewController: tabs)
        app.runTurn()
        #expect(app.statusBarStyle == .lightContent)
        tabs.selectedIndex = 1
        app.runTurn()
        #expect(app.statusBarStyle == .darkContent, "a new deciding controller is read at once")
    }

    @Test("A full-screen presentation takes the status bar over; a sheet does not unless it captures it")
    func presentations() {
        let app = HeadlessApp()
        let root = StyledController(.darkContent)
        app.makeWindow(rootViewController: root)
        app.runTurn()
        let sheet = StyledController(.lightContent)
        root.present(sheet, animated: false)
        app.runFrames(for: 0.1)
        #expect(app.statusBarStyle == .darkContent)
        sheet.dismiss(animated: false)
        app.runFrames(for: 0.1)
        let capturing = StyledController(.lightContent)
        capturing.modalPresentationCapturesStatusBarAppearance = true
        root.present(capturing, animated: false)
        app.runFrames(for: 0.1)
        #expect(app.statusBarStyle == .lightContent)
        capturing.dismiss(animated: false)
        app.runFrames(for: 0.1)
        let cover = StyledController(.lightContent)
        cover.hidden = true
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        app.runFrames(for: 0.1)
        #expect(app.statusBarStyle == .lightContent)
        #expect(app.isStatusBarHidden)
        cover.dismiss(animated: false)
        app.runFrames(for: 0.1)
        #expect(app.statusBarStyle == .darkContent && !app.isStatusBarHidden)
    }

    @Test("The drawn status bar uses the style: white glyphs for light content, black for dark, none when hidden")
    func drawnBar() throws {
        let app = HeadlessApp()
        let root = StyledController(.lightContent)
        app.makeWindow(rootViewController: root)
        root.view.backgroundColor = .systemGray
        app.runTurn()
        func inkCount(white: Bool) -> Int {
            let pixels = PixelBuffer(app.render(includingStatusBar: true))
            var count = 0
            let scale = Int(app.application.screen.scale)
            for y in 0..<(40 * scale) {
                for x in 0..<(120 * scale) {
                    let p = pixels[x, y]
                    if white ? (p.red > 240 && p.green > 240 && p.blue > 240) : (p.red < 20 && p.green < 20 && p.blue < 20) { count += 1 }
                }
            }
            return count
        }
        #expect(inkCount(white: true) > 50)
        #expect(inkCount(white: false) == 0)
        root.style = .darkContent
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(inkCount(white: false) > 50)
        #expect(inkCount(white: true) == 0)
        root.hidden = true
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(inkCount(white: false) == 0 && inkCount(white: true) == 0)
    }
}
