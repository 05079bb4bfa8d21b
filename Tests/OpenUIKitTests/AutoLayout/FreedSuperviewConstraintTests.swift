import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view the app keeps while its superview is freed (a popped screen's subview held in a
/// property): like UIKit, it loses its superview, keeps the constraints inside it and loses
/// those that reached the freed view — and works when added elsewhere. Found by
/// LayoutEnginePropertyTests; before, its constraints stayed in the freed engine.
@MainActor @Suite struct FreedSuperviewConstraintTests {
    @Test("A kept subview of a freed view keeps its inner constraints and lays out in its new window")
    func keptSubviewOfFreedView() throws {
        let app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(badge)
        let inner = [
            badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 10),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 50),
        ]
        var outer: [NSLayoutConstraint] = []
        do {
            let screen = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            screen.addSubview(card)
            outer = [
                card.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 30),
                card.topAnchor.constraint(equalTo: screen.topAnchor, constant: 40),
            ]
            NSLayoutConstraint.activate(inner + outer)
            screen.layoutIfNeeded()
            #expect(card.frame == CGRect(x: 30, y: 40, width: 100, height: 50))
        }
        // The screen is gone; the card is not.
        #expect(card.superview == nil)
        #expect(inner.allSatisfy { $0.isActive })
        #expect(outer.allSatisfy { !$0.isActive && $0.installation == nil })
        let engine = try #require(card.layoutSettings.engine)
        #expect(engine.invariantViolations(comparingFreshSolve: true).isEmpty)

        controller.view.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 7),
            card.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 8),
        ])
        app.runUntilIdle()
        #expect(card.frame == CGRect(x: 7, y: 8, width: 100, height: 50))
        #expect(badge.frame == CGRect(x: 5, y: 6, width: 20, height: 10))
        inner[2].constant = 40
        app.runUntilIdle()
        #expect(badge.frame.width == 40)
    }
}
