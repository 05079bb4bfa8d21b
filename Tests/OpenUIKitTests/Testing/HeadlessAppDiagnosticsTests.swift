import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The test kit's read-only checks for soaks and fuzzers outside the library's package: the
/// dispatcher's count of held touches and the layout engines' invariant check.
@MainActor @Suite struct HeadlessAppDiagnosticsTests {
    @Test("The held-touch count follows a finger down and up")
    func activeTouchCount() {
        let app = HeadlessApp()
        app.makeWindow(rootViewController: UIViewController())
        #expect(app.activeTouchCount == 0)
        app.touchDown(1, at: CGPoint(x: 50, y: 50))
        #expect(app.activeTouchCount == 1)
        app.touchDown(2, at: CGPoint(x: 150, y: 50))
        #expect(app.activeTouchCount == 2)
        app.touchUp(1)
        app.touchUp(2)
        #expect(app.activeTouchCount == 0)
    }

    @Test("A constrained screen, a view moved to a detached hierarchy and back leave sound engines")
    func layoutEngineViolations() {
        let app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let label = UILabel()
        label.text = "Before"
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
            label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
        ])
        app.runUntilIdle()
        #expect(app.layoutEngineViolations(comparingFreshSolve: true).isEmpty)
        #expect(label.frame.origin == CGPoint(x: 20, y: 100))

        let shelf = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        shelf.addSubview(label)
        label.leadingAnchor.constraint(equalTo: shelf.leadingAnchor, constant: 5).isActive = true
        label.topAnchor.constraint(equalTo: shelf.topAnchor, constant: 6).isActive = true
        shelf.layoutIfNeeded()
        #expect(HeadlessApp.layoutEngineViolations(in: label, comparingFreshSolve: true).isEmpty)
        #expect(label.frame.origin == CGPoint(x: 5, y: 6))
        label.text = "After, longer"
        controller.view.addSubview(label)
        app.runUntilIdle()
        #expect(app.layoutEngineViolations(comparingFreshSolve: true).isEmpty)
        #expect(HeadlessApp.layoutEngineViolations(in: shelf).isEmpty)
    }
}
