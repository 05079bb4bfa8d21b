import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Controllers that come and go within a few hundred milliseconds, as the app soak's monkey
/// makes them between two of its checks: each is freed once it has left the app and the
/// clock has run on.
@MainActor
@Suite("Transient controller lifetime")
struct TransientControllerLifetimeTests {
    private func makeApp() -> (HeadlessApp, UINavigationController) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let navigation = UINavigationController(rootViewController: UIViewController())
        app.makeWindow(rootViewController: navigation)
        app.runUntilIdle()
        return (app, navigation)
    }

    @Test("An alert with a text field, typed into and dismissed, is freed")
    func alertWithTypedField() {
        let (app, navigation) = makeApp()
        weak var weakAlert: UIAlertController?
        do {
            let alert = UIAlertController(title: "Rename", message: "Step 1", preferredStyle: .alert)
            alert.addTextField()
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            navigation.present(alert, animated: true)
            app.advance(by: 0.5)
            app.type("note")
            weakAlert = alert
            alert.dismiss(animated: true)
        }
        app.advance(by: 2)
        app.runUntilIdle()
        #expect(weakAlert == nil)
    }

    @Test("An action sheet dismissed while it is still appearing is freed")
    func sheetDismissedWhileAppearing() {
        let (app, navigation) = makeApp()
        weak var weakSheet: UIAlertController?
        do {
            let sheet = UIAlertController(title: "Soak", message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            navigation.present(sheet, animated: true)
            app.advance(by: 0.05)
            weakSheet = sheet
        }
        navigation.dismiss(animated: true)
        app.advance(by: 2)
        app.runUntilIdle()
        #expect(weakSheet == nil)
    }

    @Test("A screen pushed with animation, renamed and typed into, then popped mid-push, is freed")
    func pushThenPopMidTransition() {
        let (app, navigation) = makeApp()
        weak var weakDetail: UIViewController?
        weak var weakTextView: UITextView?
        do {
            let detail = UIViewController()
            let textView = UITextView(frame: CGRect(x: 20, y: 120, width: 300, height: 200))
            detail.view.addSubview(textView)
            navigation.pushViewController(detail, animated: true)
            app.advance(by: 0.6)
            textView.becomeFirstResponder()
            app.type("call Bob")
            weakDetail = detail
            weakTextView = textView
        }
        navigation.popViewController(animated: true)
        app.advance(by: 0.1)
        navigation.popToRootViewController(animated: false)
        app.advance(by: 2)
        app.runUntilIdle()
        #expect(weakDetail == nil)
        #expect(weakTextView == nil)
    }

    @Test("A navigation controller presented with animation and dismissed mid-presentation is freed")
    func presentThenDismissMidTransition() {
        let (app, navigation) = makeApp()
        weak var weakShare: UINavigationController?
        do {
            let share = UINavigationController(rootViewController: UIViewController())
            navigation.present(share, animated: true)
            app.advance(by: 0.1)
            weakShare = share
        }
        navigation.dismiss(animated: true)
        app.advance(by: 2)
        app.runUntilIdle()
        #expect(weakShare == nil)
    }

    @Test("A root replaced while an alert is up is freed with the alert")
    func rootReplacedWithAlertUp() {
        let (app, navigation) = makeApp()
        weak var weakAlert: UIAlertController?
        do {
            let alert = UIAlertController(title: "Soak", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            navigation.present(alert, animated: true)
            app.advance(by: 0.5)
            weakAlert = alert
        }
        navigation.dismiss(animated: false)
        app.runUntilIdle()
        app.window?.rootViewController = UIViewController()
        app.advance(by: 2)
        app.runUntilIdle()
        #expect(weakAlert == nil)
        #expect(navigation.presentedViewController == nil)
    }
}
