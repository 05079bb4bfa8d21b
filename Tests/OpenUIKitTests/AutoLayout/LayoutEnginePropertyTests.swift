import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Random sequences of what apps do to constrained views — move them between windows and
/// applications, activate, deactivate and edit constraints, change labels' text, push and pop
/// animated or not, advance the clock — with the engines' invariants checked after every step:
/// each active constraint installed once, in the engine of its holder's hierarchy; no solver
/// constraint or variable the engine does not account for; values equal to a fresh solve of
/// the same constraints; every frame finite.
@MainActor @Suite struct LayoutEnginePropertyTests {
    /// Two applications (three windows: a navigation stack and a plain screen in the first, a
    /// plain screen in the second) and a pool of views and labels moved among them.
    @MainActor final class World {
        let first = HeadlessApp()
        let second = HeadlessApp()
        let navigation = UINavigationController(rootViewController: UIViewController())
        var windows: [UIWindow] = []
        var pool: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        var generator: SoakGenerator
        var history: [String] = []

        init(seed: UInt64) {
            generator = SoakGenerator(seed: seed)
            windows.append(first.makeWindow(rootViewController: navigation))
            windows.append(first.makeWindow(rootViewController: UIViewController()))
            windows.append(second.makeWindow(rootViewController: UIViewController()))
            for index in 0..<12 {
                let view: UIView
                if index % 3 == 0 {
                    let label = UILabel()
                    label.text = "Label \(index)"
                    view = label
                } else {
                    view = UIView()
                }
                view.translatesAutoresizingMaskIntoConstraints = index % 4 == 3
                if view.translatesAutoresizingMaskIntoConstraints {
                    view.frame = CGRect(x: 10 * index, y: 5 * index, width: 40, height: 30)
                }
                view.accessibilityIdentifier = "v\(index)"
                pool.append(view)
            }
            first.runUntilIdle()
            second.runUntilIdle()
        }

        /// The views a pool view may be moved into: the screens on show and the pool itself.
        var containers: [UIView] {
            var list: [UIView] = windows.compactMap { $0.rootViewController?.view }
            if let top = navigation.topViewController?.view { list.append(top) }
            return list + pool
        }

        func pick<T>(_ array: [T]) -> T? {
            array.isEmpty ? nil : array[Int(generator.next() % UInt64(array.count))]
        }

        func chance(_ percent: UInt64) -> Bool { generator.next() % 100 < percent }

        func number(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(generator.next() % UInt64(range.count))
        }

        /// One random step, named in `history`.
        func step() {
            switch generator.next() % 11 {
            case 0, 1: move()
            case 2, 3: activate()
            case 4:
                guard let constraint = pick(constraints.filter(\.isActive)) else { return }
                history.append("deactivate \(constraint)")
                constraint.isActive = false
            case 5:
                guard let constraint = pick(constraints.filter(\.isActive)) else { return }
                let constant = CGFloat(number(-50...200))
                history.append("constant \(constant) on \(constraint)")
                constraint.constant = constant
            case 6:
                guard let constraint = pick(constraints.filter { $0.isActive && $0.priority != .required }) else {
                    return
                }
                let priority = pick([UILayoutPriority(100), UILayoutPriority(500), UILayoutPriority(900)])!
                history.append("priority \(priority.rawValue) on \(constraint)")
                constraint.priority = priority
            case 7:
                guard let label = pick(pool.compactMap { $0 as? UILabel }) else { return }
                let text = String(repeating: "w", count: number(0...30))
                history.append("text of \(label.accessibilityIdentifier ?? "") to \(text.count) characters")
                label.text = text
            case 8: navigate()
            case 9:
                let seconds = Double(number(0...60)) / 100
                history.append("advance \(seconds)")
                first.advance(by: seconds)
                second.advance(by: seconds)
            default:
                history.append("turn")
                first.runTurn()
                second.runTurn()
            }
        }

        private func move() {
            guard let view = pick(pool) else { return }
            if chance(15) {
                history.append("remove \(view.accessibilityIdentifier ?? "")")
                view.removeFromSuperview()
                return
            }
            let candidates = containers.filter { !$0.isDescendant(of: view) }
            guard let parent = pick(candidates) else { return }
            history.append("move \(view.accessibilityIdentifier ?? "") into \(parent.accessibilityIdentifier ?? "\(type(of: parent))")")
            parent.addSubview(view)
        }

        private func activate() {
            guard let view = pick(pool.filter { !$0.translatesAutoresizingMaskIntoConstraints }) else { return }
            let constant = CGFloat(number(0...120))
            let constraint: NSLayoutConstraint
            switch generator.next() % 5 {
            case 0:
                guard let parent = view.superview else { return }
                constraint = view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: constant)
            case 1:
                guard let parent = view.superview else { return }
                constraint = view.topAnchor.constraint(equalTo: parent.topAnchor, constant: constant)
            case 2:
                constraint = view.widthAnchor.constraint(equalToConstant: constant + 10)
                constraint.priority = pick([.required, UILayoutPriority(900), UILayoutPriority(100)])!
            case 3:
                constraint = view.heightAnchor.constraint(equalToConstant: constant + 10)
                constraint.priority = pick([.required, UILayoutPriority(900), UILayoutPriority(100)])!
            default:
                guard let parent = view.superview,
                    let sibling = pick(parent.subviews.filter { $0 !== view && pool.contains($0) })
                else { return }
                constraint = view.leadingAnchor.constraint(equalTo: sibling.trailingAnchor, constant: constant)
            }
            history.append("activate \(constraint)")
            constraint.isActive = true
            constraints.append(constraint)
        }

        private func navigate() {
            let animated = chance(60)
            if navigation.viewControllers.count > 1, chance(50) {
                history.append("pop animated: \(animated)")
                navigation.popViewController(animated: animated)
                return
            }
            let screen = UIViewController()
            screen.view.accessibilityIdentifier = "screen\(navigation.viewControllers.count)"
            if let view = pick(pool), !screen.view.isDescendant(of: view) {
                screen.view.addSubview(view)
                history.append("push with \(view.accessibilityIdentifier ?? "") animated: \(animated)")
            } else {
                history.append("push animated: \(animated)")
            }
            navigation.pushViewController(screen, animated: animated)
        }

        static func name(_ view: UIView) -> String { view.accessibilityIdentifier ?? "\(type(of: view))" }

        /// Every broken rule, each prefixed with where it was found.
        func violations() -> [String] {
            var found: [String] = []
            var engines: [ObjectIdentifier: (String, LayoutEngine)] = [:]
            for (index, window) in windows.enumerated() {
                if let engine = window.layoutSettings.engine {
                    engines[ObjectIdentifier(engine)] = ("window \(index)", engine)
                }
            }
            for view in pool {
                if let engine = view.hierarchyRoot.layoutSettings.engine {
                    engines[ObjectIdentifier(engine)] = ("hierarchy of \(view.accessibilityIdentifier ?? "")", engine)
                }
            }
            for (place, engine) in engines.values {
                found += engine.invariantViolations(comparingFreshSolve: true).map { "\(place): \($0)" }
            }
            for constraint in constraints {
                if constraint.isActive {
                    let expected = constraint.holder?.hierarchyRoot.layoutSettings.engine
                    if constraint.installation?.engine == nil || constraint.installation?.engine !== expected {
                        let installedRoot = constraint.installation?.engine?.root.map(Self.name) ?? "none"
                        let holderRoot = constraint.holder.map { Self.name($0.hierarchyRoot) } ?? "none"
                        found.append(
                            "\(constraint) is active but installed in the engine of \(installedRoot), not of its holder's root \(holderRoot) (engine: \(expected == nil ? "none" : "yes"))"
                        )
                    }
                } else if constraint.installation != nil {
                    found.append("\(constraint) is inactive but still installed")
                }
            }
            for view in pool {
                let frame = view.frame
                if ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) {
                    found.append("\(view.accessibilityIdentifier ?? "") has a non-finite frame \(frame)")
                }
            }
            return found
        }
    }

    /// Runs `steps` random steps from `seed`; records the first step after which a rule broke.
    static func run(seed: UInt64, steps: Int) {
        let world = World(seed: seed)
        for index in 0..<steps {
            world.step()
            let violations = world.violations()
            if !violations.isEmpty {
                Issue.record(
                    """
                    seed \(seed), step \(index): \(violations.joined(separator: "; "))
                    last steps: \(world.history.suffix(6).joined(separator: " | "))
                    """)
                return
            }
        }
        world.first.runUntilIdle()
        world.second.runUntilIdle()
        #expect(world.violations().isEmpty, "seed \(seed) after settling")
    }

    @Test("Random moves, constraint edits, text changes, pushes and pops keep every engine sound", arguments: 0..<24)
    func randomSequences(seed: UInt64) {
        Self.run(seed: seed, steps: 250)
    }
}
