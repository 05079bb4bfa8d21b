import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Random sequences of what an app does to a navigation stack — pushes and pops, animated or
/// not, back swipes released at different points, full-screen and sheet presentations and
/// their dismissals, with the clock advanced by uneven amounts in between — and after every
/// step the check the app soak makes: no "Unbalanced calls to begin/end appearance
/// transitions". After the app settles each screen's callbacks must also agree with what is
/// shown: the visible top screen has appeared, every other screen has disappeared, and each
/// screen's callbacks alternate will/did as UIKit sends them.
@MainActor
@Suite struct AppearanceBalancePropertyTests {
    /// Checks its own callbacks: a did without its will, or a will while one is under way in
    /// the same direction, is recorded as a problem.
    final class Screen: UIViewController {
        enum Phase { case disappeared, appearing, appeared, disappearing }
        var phase = Phase.disappeared
        var problems: [String] = []
        /// The callbacks in order, for the failure message.
        var calls: [String] = []
        let name: String
        init(name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            calls.append("willAppear")
            if phase == .appearing || phase == .appeared { problems.append("\(name): willAppear while \(phase)") }
            phase = .appearing
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            calls.append("didAppear")
            if phase != .appearing { problems.append("\(name): didAppear while \(phase)") }
            phase = .appeared
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            calls.append("willDisappear")
            if phase == .disappearing || phase == .disappeared { problems.append("\(name): willDisappear while \(phase)") }
            phase = .disappearing
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            calls.append("didDisappear")
            if phase != .disappearing { problems.append("\(name): didDisappear while \(phase)") }
            phase = .disappeared
        }
    }

    /// What the run does to the app, one step at a time.
    enum Action: CustomStringConvertible {
        case push(animated: Bool)
        case pop(animated: Bool)
        case popToRoot(animated: Bool)
        case backSwipe(fraction: CGFloat, duration: TimeInterval)
        case present(fullScreen: Bool, animated: Bool)
        case dismiss(animated: Bool)
        case search(active: Bool)
        case endPresentations
        case advance(TimeInterval)
        case settle

        var description: String {
            switch self {
            case .push(let animated): "push animated: \(animated)"
            case .pop(let animated): "pop animated: \(animated)"
            case .popToRoot(let animated): "popToRoot animated: \(animated)"
            case .backSwipe(let fraction, let duration): "backSwipe to \(fraction) in \(duration) s"
            case .present(let fullScreen, let animated): "present \(fullScreen ? "full screen" : "sheet") animated: \(animated)"
            case .dismiss(let animated): "dismiss animated: \(animated)"
            case .search(let active): "search active: \(active)"
            case .endPresentations: "end the presentations made within the navigation controller"
            case .advance(let amount): "advance \(amount) s"
            case .settle: "settle"
            }
        }
    }

    /// `steps` random actions from `seed`, with a settle every 40.
    /// With `search`, one action in ten switches the root screen's search on or off.
    static func actions(seed: UInt64, steps: Int, search: Bool = false) -> [Action] {
        var random = SoakRandom(seed: seed)
        var actions: [Action] = []
        for step in 1...steps {
            let animated = random.chance(60)
            if search, random.below(10) == 0 {
                actions.append(random.chance(20) ? .endPresentations : .search(active: random.chance(60)))
                continue
            }
            switch random.below(9) {
            case 0, 1: actions.append(.push(animated: animated))
            case 2: actions.append(random.chance(25) ? .popToRoot(animated: animated) : .pop(animated: animated))
            case 3:
                let fraction: CGFloat = [0.15, 0.6, 0.9][random.below(3)]
                actions.append(.backSwipe(fraction: fraction, duration: random.chance(50) ? 0.1 : 0.3))
            case 4: actions.append(.present(fullScreen: random.chance(40), animated: animated))
            case 5: actions.append(.dismiss(animated: animated))
            default: actions.append(.advance([0, 0.004, 0.05, 0.2, 0.5, 1.5][random.below(6)]))
            }
            if step % 40 == 0 { actions.append(.settle) }
        }
        return actions
    }

    /// Runs `actions` on a fresh app and returns what went wrong (empty when nothing did):
    /// after each step, unbalanced calls logged or callbacks out of order; at each settle and at
    /// the end, screens whose state disagrees with what is shown.
    func run(_ actions: [Action], search: Bool = false) -> [String] {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 1)
        var made = 0
        var screens: [Screen] = []
        func newScreen() -> Screen {
            made += 1
            let screen = Screen(name: "screen \(made)")
            screens.append(screen)
            return screen
        }
        let root = newScreen()
        let searchController = UISearchController(searchResultsController: nil)
        if search { root.navigationItem.searchController = searchController }
        let navigation = UINavigationController(rootViewController: root)
        _ = app.makeWindow(rootViewController: navigation)
        app.runUntilIdle()
        func topController() -> UIViewController {
            var top: UIViewController = navigation
            while let next = top.presentedViewController { top = next }
            return top
        }
        for (index, action) in (actions + [.settle]).enumerated() {
            switch action {
            case .push(let animated):
                guard let stack = topController() as? UINavigationController, stack.viewControllers.count < 5 else { break }
                stack.pushViewController(newScreen(), animated: animated)
            case .pop(let animated):
                (topController() as? UINavigationController)?.popViewController(animated: animated)
            case .popToRoot(let animated):
                (topController() as? UINavigationController)?.popToRootViewController(animated: animated)
            case .backSwipe(let fraction, let duration):
                app.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 390 * fraction, y: 400), steps: 8, duration: duration)
            case .present(let fullScreen, let animated):
                let top = topController()
                guard top.presentingViewController == nil || top.presentingViewController === navigation else { break }
                let presented = UINavigationController(rootViewController: newScreen())
                if fullScreen { presented.modalPresentationStyle = .fullScreen }
                top.present(presented, animated: animated)
            case .dismiss(let animated):
                topController().presentingViewController?.dismiss(animated: animated)
            case .search(let active):
                // As a person does it: only on the root screen when it shows, nothing else presented.
                guard search, navigation.topViewController === root,
                    navigation.presentedViewController == nil || navigation.presentedViewController === searchController
                        || root.presentedViewController === searchController
                else { break }
                searchController.isActive = active
            case .endPresentations:
                // What an app does before it replaces its window's root (the app soak's
                // `dismissEverything`): every controller in the stack dismisses what it presents.
                for child in navigation.children
                where child.presentedViewController?.presentingViewController === child {
                    child.dismiss(animated: false)
                }
                if navigation.presentedViewController != nil { navigation.dismiss(animated: false) }
            case .advance(let amount):
                app.advance(by: amount)
            case .settle:
                app.advance(by: 2)
                app.runUntilIdle()
            }
            let unbalanced = app.log.messages.filter { $0.hasPrefix("Unbalanced") }
            app.log.clear()
            var problems = unbalanced + screens.flatMap(\.problems)
            if case .settle = action { problems += settledProblems(navigation: navigation, screens: screens) }
            if !problems.isEmpty { return ["step \(index + 1) (\(action)): " + problems.joined(separator: "; ")] }
        }
        return []
    }

    /// The shortest list of actions, found by dropping one action at a time, that still fails.
    func reduced(_ actions: [Action], search: Bool = false) -> [Action] {
        var kept = actions
        var index = kept.count - 1
        while index >= 0 {
            var candidate = kept
            candidate.remove(at: index)
            if !run(candidate, search: search).isEmpty { kept = candidate }
            index -= 1
        }
        return kept
    }

    /// After settling: the top screen of each stack in the window has appeared, every other
    /// screen has disappeared (or never appeared).
    private func settledProblems(navigation: UINavigationController, screens: [Screen]) -> [String] {
        var visible: Set<ObjectIdentifier> = []
        var current: UIViewController? = navigation
        var stacks: [UIViewController] = []
        while let controller = current {
            stacks.append(controller)
            current = controller.presentedViewController
        }
        // A full-screen presentation takes its presenting controller's view away when it
        // ends; a sheet leaves it in the window. Nothing else below changes.
        for controller in stacks {
            let covered = controller.presentedViewController.map { $0.modalPresentationStyle == .fullScreen } ?? false
            if !covered, let stack = controller as? UINavigationController, let top = stack.topViewController {
                visible.insert(ObjectIdentifier(top))
            }
        }
        var problems: [String] = []
        for screen in screens {
            let shouldShow = visible.contains(ObjectIdentifier(screen))
            if shouldShow, screen.phase != .appeared {
                problems.append("\(screen.name) is shown but \(screen.phase): \(screen.calls.suffix(8))")
            } else if !shouldShow, screen.phase != .disappeared {
                problems.append("\(screen.name) is not shown but \(screen.phase): \(screen.calls.suffix(8))")
            }
        }
        return problems
    }

    @Test("Random navigation, back swipes and presentations keep every screen's appearance balanced", arguments: 1...24)
    func randomSequences(seed: Int) {
        let actions = Self.actions(seed: UInt64(seed), steps: 400)
        let problems = run(actions)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n")) — reduced: \(problems.isEmpty ? [] : reduced(actions).map(\.description))")
    }

    @Test("The same with the root screen's search switched on and off between them", arguments: 1...12)
    func randomSequencesWithSearch(seed: Int) {
        let actions = Self.actions(seed: UInt64(seed) + 1000, steps: 300, search: true)
        let problems = run(actions, search: true)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n")) — reduced: \(problems.isEmpty ? [] : reduced(actions, search: true).map(\.description))")
    }

    @Test("Seed 1 with search, reduced: ending a stack of two full-screen presentations at once shows the root screen again")
    func stackOfFullScreensEndedAtOnce() {
        let actions: [Action] = [
            .present(fullScreen: true, animated: false), .advance(0.2), .present(fullScreen: false, animated: true),
            .dismiss(animated: true), .advance(0.5), .present(fullScreen: true, animated: true), .advance(0.5),
            .endPresentations,
        ]
        #expect(run(actions) == [])
    }
}
