import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The classes that derive from NSObject in UIKit compare and hash by identity, so ported code
/// can keep them in sets and compare them with ==; a window knows its screen.
@MainActor
@Suite struct ResponderIdentityTests {
    @Test("Views, controllers, windows and the application are equal only to themselves and hash by identity")
    func responders() {
        let app = HeadlessApp()
        let controller = UIViewController()
        let window = app.makeWindow(rootViewController: controller)
        let a = UIView()
        let b = UIView()
        let label = UILabel()
        #expect(a == a)
        #expect(a != b)
        #expect(a.hashValue == a.hashValue)
        // Different classes compare through their common base, UIResponder.
        #expect(controller != controller.view)
        #expect(window == controller.view.window)
        #expect(app.application == window.application)
        let views: Set<UIView> = [a, b, label, a]
        #expect(views.count == 3)
        #expect(views.contains(label))
        let responders: Set<UIResponder> = [a, controller, window, app.application]
        #expect(responders.count == 4)
        #expect(responders.contains(controller))
        // Arrays of views compare element by element, as in UIKit.
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.arrangedSubviews == [a, b])
        #expect(stack.arrangedSubviews != [b, a])
        var counts: [UIViewController: Int] = [:]
        counts[controller, default: 0] += 1
        counts[controller, default: 0] += 1
        #expect(counts[controller] == 2)
    }

    @Test("Layers, gesture recognizers, constraints, layout guides, bar items and screens hash by identity")
    func otherObjects() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let view = UIView()
        window.addSubview(view)
        let layers: Set<CALayer> = [view.layer, window.layer, view.layer]
        #expect(layers.count == 2)
        #expect(view.layer == view.layer && view.layer != CALayer())
        let tap = UITapGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        let recognizers: Set<UIGestureRecognizer> = [tap, pan, tap]
        #expect(recognizers.count == 2)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        let sameWidth = view.widthAnchor.constraint(equalToConstant: 10)
        // Two constraints with the same terms are still two constraints.
        #expect(width != sameWidth)
        #expect(Set([width, sameWidth, width]).count == 2)
        let guide = UILayoutGuide()
        #expect(Set([guide, guide]).count == 1)
        let done = UIBarButtonItem(title: "Done")
        let other = UIBarButtonItem(title: "Done")
        #expect(done != other)
        #expect(Set<UIBarItem>([done, other, done]).count == 2)
    }

    @Test("A window's screen is its application's screen")
    func windowScreen() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480), scale: 2)
        let window = app.makeWindow()
        #expect(window.screen === app.application.screen)
        #expect(window.screen == app.application.screen)
        #expect(window.screen.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(window.screen.scale == 2)
    }
}
