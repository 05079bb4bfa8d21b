import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct BarButtonItemResponderActionTests {
    final class Screen: UIViewController {
        var saves = 0
        func save(_ sender: UIBarButtonItem) { saves += 1 }
    }

    @Test("target: nil, action: nil makes an item with no action: tapping it sends nothing")
    func nilAction() throws {
        let app = HeadlessApp()
        let screen = Screen()
        let later = UIBarButtonItem(title: "Later", style: .plain, target: nil, action: nil)
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let image = UIBarButtonItem(image: UIImage(systemName: "star"), style: .plain, target: nil, action: nil)
        #expect(later.title == "Later" && image.image != nil && space.title == nil)
        screen.navigationItem.rightBarButtonItem = later
        let navigation = UINavigationController(rootViewController: screen)
        app.makeWindow(rootViewController: navigation)
        app.runTurn()
        let button = try #require(navigation.navigationBar.firstDescendant(ofType: UIButton.self))
        #expect(button.title(for: .normal) == "Later")
        app.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        #expect(screen.saves == 0)
        #expect(app.log.messages.isEmpty)
    }

    @Test("A named action with a target reaches the target once per tap of the bar button")
    func namedAction() throws {
        let app = HeadlessApp()
        let screen = Screen()
        let item = UIBarButtonItem(title: "Save", style: .done, target: screen, action: ResponderAction(Screen.save))
        screen.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: screen)
        app.makeWindow(rootViewController: navigation)
        app.runTurn()
        let button = try #require(navigation.navigationBar.firstDescendant(ofType: UIButton.self))
        app.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        #expect(screen.saves == 1)
    }
}

extension UIView {
    /// The descendant of type `T` furthest right on screen: a navigation bar's right item.
    fileprivate func firstDescendant<T: UIView>(ofType type: T.Type) -> T? {
        descendants(ofType: type).max { $0.convert($0.bounds, to: nil).maxX < $1.convert($1.bounds, to: nil).maxX }
    }

    private func descendants<T: UIView>(ofType type: T.Type) -> [T] {
        subviews.flatMap { view -> [T] in ((view as? T).map { [$0] } ?? []) + view.descendants(ofType: type) }
    }
}
