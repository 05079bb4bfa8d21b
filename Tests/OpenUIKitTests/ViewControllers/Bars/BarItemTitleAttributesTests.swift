import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UIBarItem.setTitleTextAttributes(_:for:)` on bar button items and tab bar items: the item's
/// font and colour, its disabled attributes, and a bar appearance's attributes winning where set.
@MainActor
@Suite struct BarItemTitleAttributesTests {
    /// A navigation controller whose root shows `item` on the right.
    private func makeStage(_ item: UIBarButtonItem) -> (HeadlessApp, UINavigationController) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 400), scale: 1)
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        root.navigationItem.title = "Notes"
        root.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: root)
        app.makeWindow(rootViewController: navigation)
        app.runUntilIdle()
        return (app, navigation)
    }

    private func button(_ app: HeadlessApp, _ label: String) throws -> UIButton {
        try #require(app.element(label: label)?.object as? UIButton)
    }

    @Test("A bar button item's own attributes set its title's font and colour, per state")
    func barButtonItem() throws {
        let item = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
        item.setTitleTextAttributes([.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemRed], for: .normal)
        item.setTitleTextAttributes([.foregroundColor: UIColor.systemGray2], for: .disabled)
        #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemRed)
        #expect(item.titleTextAttributes(for: .highlighted) == nil)
        let (app, _) = makeStage(item)
        let save = try button(app, "Save")
        #expect(save.titleLabel?.font.pointSize == 20)
        #expect(save.titleColor(for: .normal) == .systemRed)
        // Red ink in the button.
        let pixels = PixelBuffer(app.render())
        let frame = save.convert(save.bounds, to: nil)
        var red = 0
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) {
                let pixel = pixels[x, y]
                if pixel.red > 200 && pixel.green < 120 { red += 1 }
            }
        }
        #expect(red > 20)
        item.isEnabled = false
        app.runTurn()
        #expect(save.titleColor(for: .disabled) == .systemGray2)
    }

    @Test("A navigation bar appearance's button attributes apply over the item's where set")
    func appearanceWins() throws {
        let item = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
        item.setTitleTextAttributes([.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemRed], for: .normal)
        let (app, navigation) = makeStage(item)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemPurple]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        app.runUntilIdle()
        let save = try button(app, "Save")
        #expect(save.titleColor(for: .normal) == .systemPurple)
        #expect(save.titleLabel?.font.pointSize == 20)
    }

    @Test("A tab bar item's own title attributes colour its title in its state")
    func tabBarItem() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 400), scale: 1)
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
        let second = UIViewController()
        let item = UITabBarItem(title: "Sent", image: UIImage(systemName: "paperplane"), tag: 1)
        item.setTitleTextAttributes([.foregroundColor: UIColor.systemGreen], for: .normal)
        second.tabBarItem = item
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        app.makeWindow(rootViewController: tabs)
        app.runUntilIdle()
        let label = try #require(app.element(label: "Sent"))
        let frame = label.frame
        let pixels = PixelBuffer(app.render())
        var green = 0
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) {
                let pixel = pixels[x, y]
                if Int(pixel.green) > Int(pixel.red) + 60 && Int(pixel.green) > Int(pixel.blue) + 30 { green += 1 }
            }
        }
        #expect(green > 10)
    }
}
