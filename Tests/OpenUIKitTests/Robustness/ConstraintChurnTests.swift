import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Constraint bookkeeping under churn: what the engine keeps for a view goes when the view
/// leaves, and deactivating many constraints keeps the remaining ones in order.
@MainActor @Suite struct ConstraintChurnTests {
    @Test("A constrained view added and removed 2,000 times leaves the engine's items and solver variables at their baseline")
    func addRemoveChurnKeepsEngineFlat() throws {
        let (app, root) = makeRobustApp()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(container)
        func cycle() {
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
                child.widthAnchor.constraint(equalToConstant: 50),
                child.heightAnchor.constraint(equalToConstant: 50),
            ])
            app.runTurn()
            child.removeFromSuperview()
            app.runTurn()
        }
        cycle()
        let engine = try #require(root.window?.layoutSettings.engine)
        let items = engine.itemCount
        let variables = engine.solver.variableCount
        for _ in 0..<2_000 { cycle() }
        #expect(engine.itemCount == items)
        #expect(engine.solver.variableCount == variables)
        #expect(container.constraints.isEmpty)
    }

    @Test("Deactivating 10,000 constraints first to last empties every list; those left keep activation order")
    func massDeactivation() {
        let (app, root) = makeRobustApp()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(container)
        var constraints: [NSLayoutConstraint] = []
        var children: [UIView] = []
        for _ in 0..<2_500 {
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child)
            children.append(child)
            constraints += [
                child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 1),
                child.topAnchor.constraint(equalTo: container.topAnchor, constant: 2),
                child.widthAnchor.constraint(equalToConstant: 3),
                child.heightAnchor.constraint(equalToConstant: 4),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        app.runTurn()
        NSLayoutConstraint.deactivate(Array(constraints[..<9_996]))
        // The last child's leading and top live on the container, its width and height on it.
        #expect(container.constraints.map(ObjectIdentifier.init) == constraints[9_996...9_997].map(ObjectIdentifier.init))
        #expect(children.last?.constraints.map(ObjectIdentifier.init) == constraints[9_998...].map(ObjectIdentifier.init))
        NSLayoutConstraint.deactivate(Array(constraints[9_996...]))
        #expect(container.constraints.isEmpty)
        #expect(children.allSatisfy { $0.constraints.isEmpty })
        app.runTurn()
    }
}
