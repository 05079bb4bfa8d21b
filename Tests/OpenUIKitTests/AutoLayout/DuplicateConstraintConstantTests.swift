import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Two identical required constraints (one redundant), then one given another constant: the
/// layout fuzzer found an engine that took the change and held constraints a solve from scratch
/// calls unsatisfiable. UIKit logs the conflict and breaks the constraint that changed.
@MainActor
@Suite("Duplicate constraint constant change")
struct DuplicateConstraintConstantTests {
    @Test("Moving one of two identical required width constraints breaks it, logs the conflict, and the engine agrees with a fresh solve")
    func movedDuplicateIsBroken() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.addSubview(container)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        let first = view.widthAnchor.constraint(equalToConstant: 0)
        let second = view.widthAnchor.constraint(equalToConstant: -0.0)
        NSLayoutConstraint.activate([
            first, second, view.heightAnchor.constraint(equalToConstant: 10),
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(HeadlessApp.layoutEngineViolations(in: window, comparingFreshSolve: true).isEmpty)
        app.log.clear()
        second.constant = 8
        window.layoutIfNeeded()
        #expect(view.frame.width == 0)
        #expect(second.isBroken && !first.isBroken)
        #expect(app.log.messages.first?.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.") == true)
        #expect(HeadlessApp.layoutEngineViolations(in: window, comparingFreshSolve: true) == [])
        // Given back a constant that agrees, the broken constraint takes part again.
        second.constant = 0
        window.layoutIfNeeded()
        #expect(!second.isBroken && view.frame.width == 0)
        #expect(HeadlessApp.layoutEngineViolations(in: window, comparingFreshSolve: true) == [])
    }
}
