import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// An alert's view laid out again, also after its controller is gone: the app-level soak saw an
/// alert's box 125 pt tall after the app settled and 169 pt after a second layout pass (its
/// buttons moved from a row of two into a column once the controller could no longer be read).
@MainActor
@Suite("Alert relayout")
struct AlertRelayoutTests {
    private func allViews(_ view: UIView) -> [UIView] { [view] + view.subviews.flatMap(allViews) }

    @Test("Every view of a two-button alert keeps its frame when laid out again, with or without its controller")
    func relayoutKeepsFrames() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let window = app.makeWindow(rootViewController: UIViewController())
        var alert: UIAlertController? = UIAlertController(title: "Soak", message: "Step 512", preferredStyle: .alert)
        alert?.addAction(UIAlertAction(title: "OK", style: .default))
        alert?.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let alertView = try #require(alert?.view)
        alertView.frame = window.bounds
        window.addSubview(alertView)
        window.layoutIfNeeded()
        let frames = allViews(alertView).map(\.frame)
        let box = alertView.subviews[1].frame
        #expect(box.width == 270)
        // Laid out again with the controller alive, then after it is gone.
        for view in allViews(alertView) { view.setNeedsLayout() }
        window.layoutIfNeeded()
        #expect(allViews(alertView).map(\.frame) == frames)
        weak let weakAlert = alert
        alert = nil
        #expect(weakAlert == nil, "the view does not keep its controller")
        for view in allViews(alertView) { view.setNeedsLayout() }
        window.layoutIfNeeded()
        #expect(allViews(alertView).map(\.frame) == frames)
        #expect(alertView.subviews[1].frame == box)
    }
}
