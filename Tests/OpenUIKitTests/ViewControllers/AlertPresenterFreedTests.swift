import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// An action sheet whose presenting child controller is dropped by its parent while the sheet is
/// on screen (the app-level soak found a trap here: a tab switch replaced the child, the sheet's
/// view outlived its controller, and a tap on the dimmed background reached a freed controller).
@MainActor
@Suite("Alert outliving its presenter")
struct AlertPresenterFreedTests {
    @Test("A tap on an action sheet's background after its presenting child was removed and freed is handled by the root that presented it")
    func tapAfterPresenterFreed() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let root = UIViewController()
        app.makeWindow(rootViewController: root)
        weak var weakChild: UIViewController?
        weak var weakSheet: UIAlertController?
        do {
            let child = UIViewController()
            root.addChild(child)
            root.view.addSubview(child.view)
            child.view.frame = root.view.bounds
            child.didMove(toParent: root)
            let sheet = UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            child.present(sheet, animated: false)
            app.advance(by: 0.5)
            #expect(app.element(label: "Delete") != nil)
            // The app drops the child without dismissing what it presented, as a tab switch does.
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            weakChild = child
            weakSheet = sheet
        }
        app.advance(by: 0.5)
        // The child is gone; the sheet is not: as on iOS, a child that does not define a
        // presentation context presents from the root, which keeps the sheet.
        #expect(weakChild == nil)
        #expect(weakSheet != nil && root.presentedViewController === weakSheet)
        // Near the top: the dimmed background, well above the sheet's buttons.
        app.tap(at: CGPoint(x: 195, y: 100))
        app.advance(by: 1)
        // A tap outside an action sheet cancels it.
        #expect(root.presentedViewController == nil && app.element(label: "Delete") == nil)
        // The application still delivers touches afterwards.
        let button = UIButton(type: .system)
        button.setTitle("After", for: .normal)
        button.frame = CGRect(x: 20, y: 400, width: 200, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        app.window?.addSubview(button)
        app.advance(by: 0.1)
        app.tap(at: CGPoint(x: 120, y: 422))
        app.advance(by: 0.1)
        #expect(taps == 1, "the freed sheet's view no longer takes the window's touches")
    }
}
