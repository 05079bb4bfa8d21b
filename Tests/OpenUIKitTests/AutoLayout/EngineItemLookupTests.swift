import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// The engine finds the item of a changed variable by the variable's id. Ids are reused once a
/// retired item's variables are released, so the lookup must forget an item when it retires:
/// a view made later with the same ids is the one its changes reach and its names describe.
@MainActor @Suite struct EngineItemLookupTests {
    @Test("A view made after another left the engine takes its variable ids; its frames follow its constraints and its variables carry its name")
    func reusedIdsReachTheNewView() throws {
        let (app, root) = makeRobustApp()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(container)
        let first = UIView()
        first.accessibilityIdentifier = "first"
        first.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(first)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            first.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            first.widthAnchor.constraint(equalToConstant: 50),
            first.heightAnchor.constraint(equalToConstant: 50),
        ])
        app.runTurn()
        let engine = try #require(root.window?.layoutSettings.engine)
        let oldItem = try #require(engine.existingItem(for: first))
        let oldIds = [oldItem.minX, oldItem.minY, oldItem.width, oldItem.height].map(\.id)
        first.removeFromSuperview()
        app.runTurn()
        #expect(engine.existingItem(for: first) == nil)

        let second = UIView()
        second.accessibilityIdentifier = "second"
        second.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(second)
        let left = second.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([
            left,
            second.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            second.widthAnchor.constraint(equalToConstant: 40),
            second.heightAnchor.constraint(equalToConstant: 60),
        ])
        app.runTurn()
        let item = try #require(engine.existingItem(for: second))
        let ids = [item.minX, item.minY, item.width, item.height].map(\.id)
        // The released ids are handed out again (the last released first).
        #expect(Set(ids) == Set(oldIds))
        #expect(second.frame == CGRect(x: 20, y: 30, width: 40, height: 60))
        #expect(engine.name(of: item.minX) == item.name + ".minX")
        #expect(engine.name(of: item.height) == item.name + ".height")
        #expect(item.name != oldItem.name)

        left.constant = 70
        app.runTurn()
        #expect(second.frame == CGRect(x: 70, y: 30, width: 40, height: 60))
        #expect(first.frame.origin == CGPoint(x: 10, y: 10))
    }
}
