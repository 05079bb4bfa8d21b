import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// An action sheet shown as a popover publishes the size its content asks for as its preferred
/// content size: a change that alters it (an action, a longer message, the text size) resizes
/// the popover in that call, through `preferredContentSizeDidChange(forChildContentContainer:)`,
/// and a size the app set wins.
@MainActor @Suite struct AlertPopoverResizeTests {
    /// A regular-width app with an action sheet (two actions and a cancel) in a popover
    /// pointing at a 40 × 40 source at (100, 100).
    private func makeSheet(message: String? = "Pick one") throws -> (HeadlessApp, UIWindow, UIAlertController) {
        let (app, window, root, source) = makePopoverStage()
        let alert = UIAlertController(title: "Soak", message: message, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        try #require(alert.popoverPresentationController).sourceView = source
        root.present(alert, animated: false)
        app.runUntilIdle()
        #expect(alert.popoverPresentationController?.arrowDirection == .up, "shown as a popover")
        return (app, window, alert)
    }

    @Test("An action added to a shown action sheet grows the popover by a row in the call")
    func addedActionGrowsPopover() throws {
        let (app, window, alert) = try makeSheet()
        let view = try #require(alert.viewIfLoaded)
        let before = view.frame
        #expect(before.size == alert.preferredContentSize)
        #expect(before.width == 304)
        alert.addAction(UIAlertAction(title: "Archive", style: .default))
        // No turn has run: the popover framed the sheet again when its size changed.
        #expect(view.frame.height > before.height)
        #expect(view.frame.size == alert.preferredContentSize)
        #expect(view.frame.origin == before.origin)
        app.runUntilIdle()
        #expect(view.frame.size == alert.preferredContentSize)
        #expect(SafeAreaConvergenceTests.movedBySecondPass(window) == [])
    }

    @Test("A longer message grows the popover in the call; a change that keeps the size leaves it")
    func messageResizesPopover() throws {
        let (app, window, alert) = try makeSheet()
        let view = try #require(alert.viewIfLoaded)
        let before = view.frame
        alert.message = "Pick one of the actions below. This message is long enough to wrap onto several lines in the popover."
        #expect(view.frame.height > before.height)
        #expect(view.frame.size == alert.preferredContentSize)
        let grown = view.frame
        alert.title = "Soup"  // the same one line: the same size
        #expect(view.frame == grown)
        app.runUntilIdle()
        #expect(view.frame == grown)
        #expect(SafeAreaConvergenceTests.movedBySecondPass(window) == [])
    }

    @Test("Asking for the sheet's preferred size moves none of its views")
    func measuringDoesNotLayOut() throws {
        let (_, _, alert) = try makeSheet()
        let view = try #require(alert.viewIfLoaded)
        var views: [UIView] = []
        var stack = [view]
        while let next = stack.popLast() {
            views.append(next)
            stack += next.subviews
        }
        let frames = views.map(\.frame)
        func count(_ view: UIView) -> Int { 1 + view.subviews.reduce(0) { $0 + count($1) } }
        let before = count(view)
        _ = alert.preferredContentSize
        _ = alert.preferredContentSize
        #expect(views.map(\.frame) == frames)
        #expect(count(view) == before, "no hairlines added by measuring")
    }

    @Test("A preferred size the app sets wins over the one the content asks for")
    func appSizeWins() throws {
        let (app, _, alert) = try makeSheet()
        let view = try #require(alert.viewIfLoaded)
        alert.preferredContentSize = CGSize(width: 360, height: 300)
        #expect(view.frame.size == CGSize(width: 360, height: 300))
        alert.addAction(UIAlertAction(title: "Archive", style: .default))
        #expect(view.frame.size == CGSize(width: 360, height: 300))
        app.runUntilIdle()
        #expect(view.frame.size == CGSize(width: 360, height: 300))
    }

    @Test("In a compact width the adapted action sheet ignores its popover size and lays out at the bottom")
    func compactSheet() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let root = UIViewController()
        let window = app.makeWindow(rootViewController: root)
        app.runTurn()
        let alert = UIAlertController(title: "Soak", message: "Pick one", preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        try #require(alert.popoverPresentationController).sourceView = root.view
        root.present(alert, animated: false)
        app.runUntilIdle()
        let view = try #require(alert.viewIfLoaded)
        #expect(view.frame == window.bounds)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        #expect(view.frame == window.bounds)
        app.runUntilIdle()
        #expect(view.frame == window.bounds)
        #expect(SafeAreaConvergenceTests.movedBySecondPass(window) == [])
    }
}
