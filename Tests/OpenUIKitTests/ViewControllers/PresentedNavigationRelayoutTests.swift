import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A navigation controller presented modally, its screen's label pinned below the safe area's
/// top: laying every view out again must not move the label (the app-level soak saw the bar's
/// part of the safe area lost on such a pass).
@MainActor
@Suite("Presented navigation relayout")
struct PresentedNavigationRelayoutTests {
    private func allViews(_ view: UIView) -> [UIView] { [view] + view.subviews.flatMap(allViews) }

    @Test("A label pinned below the safe area keeps its place when every view lays out again", arguments: [
        UIModalPresentationStyle.automatic, .fullScreen, .overFullScreen,
    ])
    func relayout(style: UIModalPresentationStyle) throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let root = UIViewController()
        app.makeWindow(rootViewController: root)
        let screen = UIViewController()
        let label = UILabel()
        label.text = "Pinned"
        label.translatesAutoresizingMaskIntoConstraints = false
        screen.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: screen.view.safeAreaLayoutGuide.topAnchor, constant: 20),
            label.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor, constant: 20),
        ])
        let nav = UINavigationController(rootViewController: screen)
        nav.modalPresentationStyle = style
        root.present(nav, animated: true)
        app.advance(by: 1)
        let window = try #require(app.window)
        window.layoutIfNeeded()
        let settled = label.convert(label.bounds, to: window)
        let barBottom = nav.navigationBar.convert(nav.navigationBar.bounds, to: window).maxY
        #expect(settled.minY == barBottom + 20, "label at \(settled.minY), bar ends at \(barBottom)")
        for view in allViews(window) { view.setNeedsLayout() }
        window.layoutIfNeeded()
        #expect(label.convert(label.bounds, to: window) == settled)
    }
}
