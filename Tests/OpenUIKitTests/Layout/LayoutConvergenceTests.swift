import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Layouts the app soak found moving on a second pass (every view marked and laid out again),
/// each reduced to the few steps that lead to it.
@MainActor @Suite struct LayoutConvergenceTests {
    /// An action sheet shown as a popover from the middle of `top`'s view.
    private func actionSheet(over top: UIViewController) -> UIAlertController {
        let alert = UIAlertController(title: "Soak", message: "Step 7680", preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        let popover = alert.popoverPresentationController
        popover?.sourceView = top.view
        popover?.sourceRect = CGRect(x: top.view.bounds.midX, y: top.view.bounds.midY, width: 1, height: 1)
        return alert
    }

    @Test(
        "An action sheet in a popover takes its new height as soon as the text size changes",
        arguments: [
            (UIContentSizeCategory.extraSmall, UIContentSizeCategory.large),
            (.large, .extraExtraExtraLarge), (.accessibilityExtraLarge, .extraSmall),
        ])
    func popoverActionSheetFollowsTextSize(from: UIContentSizeCategory, to: UIContentSizeCategory) throws {
        // The app soak's seed 1 at step 7,680: the popover kept the sheet at its old height
        // (176 pt at extra small) until a later pass asked for its preferred size again (178 pt).
        let app = HeadlessApp(screenSize: CGSize(width: 1024, height: 768))
        let root = UIViewController()
        let window = app.makeWindow(rootViewController: root)
        app.preferredContentSizeCategory = from
        app.runUntilIdle()
        let alert = actionSheet(over: root)
        root.present(alert, animated: false)
        app.runUntilIdle()
        let view = try #require(alert.viewIfLoaded)
        #expect(alert.popoverPresentationController?.arrowDirection != .unknown, "shown as a popover")
        let before = view.frame.height
        #expect(before == alert.preferredContentSize.height)
        app.preferredContentSizeCategory = to
        app.runUntilIdle()
        #expect(view.frame.height != before, "the text size changes the sheet's height")
        #expect(view.frame.height == alert.preferredContentSize.height)
        #expect(SafeAreaConvergenceTests.movedBySecondPass(window) == [])
    }
}
