import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// What the app-level soak does when it switches apps: dismiss what the root presents, then
/// replace the window's root view controller, while an alert is presented, still appearing or
/// already going away. The soak saw an alert's view outlive its controller (its box laid out
/// again 125 pt, then 169 pt tall); this path leaves no alert view behind, and every view keeps
/// its frame when laid out again.
@MainActor
@Suite("Root replaced during a presentation")
struct RootReplacedDuringPresentationTests {
    private func allViews(_ view: UIView) -> [UIView] { [view] + view.subviews.flatMap(allViews) }

    enum Moment: String, CaseIterable, Sendable {
        case presented, presenting, dismissing
    }

    @Test("Replacing the root while an alert is presented, appearing or going leaves no view of it in the window", arguments: Moment.allCases)
    func alertGoesWithRoot(moment: Moment) throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let window = app.makeWindow(rootViewController: UIViewController())
        weak var weakAlert: UIAlertController?
        weak var weakRoot: UIViewController?
        do {
            let root = try #require(window.rootViewController)
            let alert = UIAlertController(title: "Soak", message: "Step 1", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            root.present(alert, animated: moment != .presented)
            app.advance(by: moment == .presenting ? 0.05 : 1)
            if moment == .dismissing {
                alert.dismiss(animated: true)
                app.advance(by: 0.05)
            }
            // What an app switching screens does: dismiss what is shown, then replace the root.
            root.dismiss(animated: false)
            app.runUntilIdle()
            window.rootViewController = UIViewController()
            weakAlert = alert
            weakRoot = root
        }
        app.advance(by: 2)
        let left = allViews(window).filter { "\(type(of: $0))" == "AlertView" }
        #expect(left.isEmpty || weakAlert != nil, "an alert's view outlived its controller")
        #expect(weakRoot == nil || weakAlert != nil)
        let before = allViews(window).map(\.frame)
        for view in allViews(window) { view.setNeedsLayout() }
        window.layoutIfNeeded()
        #expect(allViews(window).map(\.frame) == before)
    }
}
