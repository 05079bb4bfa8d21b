import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A controller asked to present while it is being dismissed: the app-level soak presented on
/// an alert whose dismissal was animating; once the alert was gone, what it had presented stayed
/// in the window with its controller freed (an alert's box laid out 125 pt, then 169 pt tall; a
/// presented navigation controller's label lost the bar's part of its safe area, y = 64 then 20).
/// UIKit refuses such a presentation with a warning.
@MainActor
@Suite("Present on a dismissing controller")
struct PresentOnDismissingTests {
    private func allViews(_ view: UIView) -> [UIView] { [view] + view.subviews.flatMap(allViews) }

    @Test("Presenting on an alert whose dismissal is animating is refused and logged, and nothing is left in the window")
    func refused() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let root = UIViewController()
        let window = app.makeWindow(rootViewController: root)
        let alert = UIAlertController(title: "Soak", message: "Step 1", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: true)
        app.advance(by: 1)
        alert.dismiss(animated: true)
        app.advance(by: 0.05)
        #expect(alert.isBeingDismissed)
        app.log.clear()
        weak var weakShare: UIViewController?
        do {
            let share = UINavigationController(rootViewController: UIViewController())
            alert.present(share, animated: true)
            weakShare = share
            #expect(share.presentingViewController == nil)
        }
        #expect(app.log.messages.contains { $0.contains("while a presentation is in progress") })
        app.advance(by: 2)
        #expect(weakShare == nil)
        #expect(root.presentedViewController == nil)
        #expect(window.subviews.count == 1 && window.subviews.first === root.view)
        let frames = allViews(window).map(\.frame)
        for view in allViews(window) { view.setNeedsLayout() }
        window.layoutIfNeeded()
        #expect(allViews(window).map(\.frame) == frames)
    }
}
