import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view that looks at its touches and event during delivery but keeps only weak references.
@MainActor
private final class WeakTouchView: UIView {
    weak var lastTouch: UITouch?
    weak var lastEvent: UIEvent?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        lastTouch = touches.first
        lastEvent = event
        super.touchesBegan(touches, with: event)
    }
}

@MainActor @Suite struct ViewLifetimeTests {
    @Test("A removed view hierarchy with its controller is deallocated after touches were delivered")
    func removedHierarchyIsFreed() {
        let app = HeadlessApp()
        let root = namedController()
        app.makeWindow(rootViewController: root)
        app.trace.isEnabled = true
        weak var weakController: UIViewController?
        weak var weakContainer: UIView?
        weak var weakLeaf: WeakTouchView?
        weak var weakTouch: UITouch?
        do {
            let child = UIViewController()
            child.accessibilityIdentifier = "Child"
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            let leaf = WeakTouchView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            child.view.addSubview(leaf)
            weakController = child
            weakContainer = child.view
            weakLeaf = leaf
            app.tap(at: CGPoint(x: 10, y: 10))
            app.touchDown(2, at: CGPoint(x: 20, y: 20))
            weakTouch = leaf.lastTouch
            #expect(weakTouch != nil)
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        app.touchUp(2)
        #expect(weakController == nil)
        #expect(weakContainer == nil)
        #expect(weakLeaf == nil)
        #expect(weakTouch == nil)
        #expect(!app.trace.entries.isEmpty)
    }

    @Test("A presented controller is freed after dismissal")
    func dismissedControllerIsFreed() {
        let app = HeadlessApp()
        let root = namedController()
        app.makeWindow(rootViewController: root)
        weak var weakPresented: UIViewController?
        do {
            let presented = UIViewController()
            root.present(presented, animated: false)
            weakPresented = presented
            app.tap(at: CGPoint(x: 5, y: 5))
            root.dismiss(animated: false)
            app.runTurn()  // an unanimated dismissal ends after the next frame's layout
        }
        #expect(weakPresented == nil)
    }

    @Test("Dropping the application frees its windows, controllers, views, touches and events")
    func droppedApplicationIsFreed() {
        weak var weakApplication: UIApplication?
        weak var weakWindow: UIWindow?
        weak var weakRoot: UIViewController?
        weak var weakView: WeakTouchView?
        weak var weakTouch: UITouch?
        weak var weakEvent: UIEvent?
        do {
            let app = HeadlessApp()
            let root = namedController()
            app.makeWindow(rootViewController: root)
            app.trace.isEnabled = true
            let view = WeakTouchView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.view.addSubview(view)
            let timer = app.application.runLoop.schedule(after: 10) { _ in _ = view }
            app.touchDown(at: CGPoint(x: 5, y: 5))
            weakApplication = app.application
            weakWindow = app.window
            weakRoot = root
            weakView = view
            weakTouch = view.lastTouch
            weakEvent = view.lastEvent
            timer.invalidate()
        }
        // A new application replaces the dropped one as UIApplication.shared.
        let next = HeadlessApp()
        #expect(weakWindow == nil)
        #expect(weakRoot == nil)
        #expect(weakView == nil)
        #expect(weakTouch == nil)
        #expect(weakEvent == nil)
        #expect(weakApplication == nil)
        _ = next
    }
}
