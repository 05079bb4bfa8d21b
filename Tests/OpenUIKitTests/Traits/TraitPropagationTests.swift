import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A controller recording the styles its trait changes bring.
@MainActor private final class TraitController: UIViewController {
    var changes: [UIUserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(traitCollection.userInterfaceStyle)
    }
}

@MainActor @Suite struct TraitPropagationTests {
    /// A window holding `a` (with child `a1`) and `b`, all recording.
    private func makeTree() -> (HeadlessApp, UIWindow, a: TraitRecordingView, a1: TraitRecordingView, b: TraitRecordingView) {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let a = TraitRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a1 = TraitRecordingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = TraitRecordingView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        a.addSubview(a1)
        window.addSubview(a)
        window.addSubview(b)
        app.runTurn()
        for view in [a, a1, b] { view.reset() }
        return (app, window, a, a1, b)
    }

    @Test("Switching to dark mode reaches every view once, in the next update cycle, before its layout")
    func darkModeSwitch() {
        let (app, window, a, a1, b) = makeTree()
        app.userInterfaceStyle = .dark
        // Nothing changes until the update cycle runs.
        #expect(a.traitCollection.userInterfaceStyle == .light)
        #expect(a.didChange.isEmpty)
        a.setNeedsLayout()
        app.runTurn()
        for view in [a, a1, b] {
            #expect(view.traitCollection.userInterfaceStyle == .dark)
            #expect(view.didChange.map(\.0) == [.light] && view.didChange.map(\.1) == [.dark])
            #expect(view.styleHandlerCalls.map(\.0) == [.light] && view.styleHandlerCalls.map(\.1) == [.dark])
            #expect(view.currentMatched == [true])
        }
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        // The layout in the same frame already saw the new traits.
        #expect(a.stylesInLayout == [.dark])
        // Setting the same style again, and more frames, change nothing.
        app.userInterfaceStyle = .dark
        app.stepFrames(3)
        for view in [a, a1, b] { #expect(view.didChange.count == 1 && view.styleHandlerCalls.count == 1) }
    }

    @Test("A subtree whose override already says dark is not told when the system goes dark")
    func unchangedSubtreeNotNotified() {
        let (app, _, a, a1, b) = makeTree()
        a.overrideUserInterfaceStyle = .dark
        app.runTurn()
        #expect(a.didChange.count == 1 && a1.didChange.count == 1 && b.didChange.isEmpty)
        for view in [a, a1, b] { view.reset() }
        let before = app.application.framePipeline.traits.notifications
        app.userInterfaceStyle = .dark
        app.runTurn()
        #expect(a.didChange.isEmpty && a1.didChange.isEmpty)
        #expect(a.styleHandlerCalls.isEmpty && a1.styleHandlerCalls.isEmpty)
        #expect(b.didChange.count == 1 && b.styleHandlerCalls.count == 1)
        // Only the window and b changed.
        #expect(app.application.framePipeline.traits.notifications - before == 2)
    }

    @Test("Overrides on a subtree change it and its descendants, not its siblings; removing them goes back")
    func subtreeOverrides() {
        let (app, window, a, a1, b) = makeTree()
        a.traitOverrides.userInterfaceStyle = .dark
        a.traitOverrides.horizontalSizeClass = .regular
        #expect(a.traitCollection.userInterfaceStyle == .light)  // applied in the next cycle
        app.runTurn()
        #expect(a.traitCollection.userInterfaceStyle == .dark && a1.traitCollection.userInterfaceStyle == .dark)
        #expect(a1.traitCollection.horizontalSizeClass == .regular)
        #expect(b.traitCollection.userInterfaceStyle == .light && window.traitCollection.userInterfaceStyle == .light)
        #expect(a.didChange.count == 1 && a1.didChange.count == 1 && b.didChange.isEmpty)
        #expect(a.overrideUserInterfaceStyle == .dark)
        // A size-class-only change: traitCollectionDidChange but not the style registration.
        a.traitOverrides.horizontalSizeClass = .compact
        app.runTurn()
        #expect(a.didChange.count == 2 && a1.didChange.count == 2)
        #expect(a.styleHandlerCalls.count == 1 && a1.styleHandlerCalls.count == 1)
        a.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        a.traitOverrides.remove(UITraitHorizontalSizeClass.self)
        app.runTurn()
        #expect(a1.traitCollection == window.traitCollection)
        #expect(a.styleHandlerCalls.map(\.1) == [.dark, .light])
        #expect(b.didChange.isEmpty)
    }

    @Test("updateTraitsIfNeeded applies overrides at once; a moved view takes its new place's traits at once")
    func immediateUpdates() {
        let (app, window, a, a1, b) = makeTree()
        a.overrideUserInterfaceStyle = .dark
        a1.updateTraitsIfNeeded()
        #expect(a.traitCollection.userInterfaceStyle == .dark && a1.traitCollection.userInterfaceStyle == .dark)
        #expect(a1.didChange.count == 1)
        b.removeFromSuperview()
        // Leaving keeps the last traits; joining the dark subtree is a change.
        #expect(b.traitCollection.userInterfaceStyle == .light && b.didChange.isEmpty)
        a.addSubview(b)
        #expect(b.traitCollection.userInterfaceStyle == .dark && b.didChange.count == 1)
        window.addSubview(b)
        #expect(b.traitCollection.userInterfaceStyle == .light && b.didChange.count == 2)
        app.runTurn()
        #expect(b.didChange.count == 2)
    }

    @Test("Registrations watch only their traits, take custom traits, and stop when unregistered")
    func registrations() {
        let (app, _, a, a1, _) = makeTree()
        var sidebarCalls: [(Bool, Bool)] = []
        let registration = a1.registerForTraitChanges([ContainedInSidebarTrait.self]) { (view: UIView, previous: UITraitCollection) in
            sidebarCalls.append((previous[ContainedInSidebarTrait.self], view.traitCollection[ContainedInSidebarTrait.self]))
        }
        var sizeCalls = 0
        a1.registerForTraitChanges([UITraitVerticalSizeClass.self, UITraitPreferredContentSizeCategory.self]) { (_: UIView, _: UITraitCollection) in
            sizeCalls += 1
        }
        a.traitOverrides[ContainedInSidebarTrait.self] = true
        app.runTurn()
        #expect(sidebarCalls.count == 1 && sidebarCalls[0] == (false, true))
        #expect(sizeCalls == 0 && a1.styleHandlerCalls.isEmpty)
        app.preferredContentSizeCategory = .accessibilityLarge
        app.runTurn()
        #expect(sizeCalls == 1)
        #expect(a1.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
        a1.unregisterForTraitChanges(registration)
        a.traitOverrides[ContainedInSidebarTrait.self] = false
        app.runTurn()
        #expect(sidebarCalls.count == 1)
        #expect(a1.didChange.count == 3)
    }

    @Test("A handler changing another view's overrides is applied in the same update")
    func cascadingHandlers() {
        let (app, _, a, _, b) = makeTree()
        a.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, _: UITraitCollection) in
            b.traitOverrides.horizontalSizeClass = view.traitCollection.userInterfaceStyle == .dark ? .regular : .compact
        }
        a.overrideUserInterfaceStyle = .dark
        app.runTurn()
        #expect(b.traitCollection.horizontalSizeClass == .regular)
        #expect(b.didChange.count == 1)
    }

    @Test("A window resized to landscape gets its new size classes in the next cycle")
    func windowResize() {
        let app = HeadlessApp(screenSize: CGSize(width: 430, height: 932))
        let window = app.makeWindow()
        let view = TraitRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var classes: [String] = []
        view.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { (view: UIView, _: UITraitCollection) in
            classes.append("\(view.traitCollection.horizontalSizeClass)/\(view.traitCollection.verticalSizeClass)")
        }
        view.reset()
        window.frame = CGRect(x: 0, y: 0, width: 932, height: 430)
        app.runTurn()
        #expect(classes == ["regular/compact"])
        window.frame = CGRect(x: 0, y: 0, width: 430, height: 932)
        app.runTurn()
        #expect(classes == ["regular/compact", "compact/regular"])
        #expect(view.styleHandlerCalls.isEmpty)
    }

    @Test("A controller's overrides reach its view; the controller hears first, and only on a real change")
    func controllers() {
        let app = HeadlessApp()
        let controller = TraitController()
        let window = app.makeWindow(rootViewController: controller)
        let child = TraitRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(child)
        #expect(controller.traitCollection == window.traitCollection)
        controller.changes = []
        child.reset()
        controller.traitOverrides.userInterfaceStyle = .dark
        app.runTurn()
        #expect(controller.changes == [.dark])
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
        #expect(child.didChange.count == 1 && child.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitCollection.userInterfaceStyle == .light)
        app.userInterfaceStyle = .dark
        app.runTurn()
        #expect(controller.changes == [.dark] && child.didChange.count == 1)
    }

    @Test("The current collection is the view's during layoutSubviews, draw and trait callbacks, and performAsCurrent")
    func currentCollection() {
        final class Probe: UIView {
            var inLayout: UIUserInterfaceStyle?
            var inDraw: UIUserInterfaceStyle?
            override func layoutSubviews() { inLayout = UITraitCollection.current.userInterfaceStyle }
            override func draw(_ rect: CGRect) { inDraw = UITraitCollection.current.userInterfaceStyle }
        }
        let app = HeadlessApp()
        let window = app.makeWindow()
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        probe.overrideUserInterfaceStyle = .dark
        window.addSubview(probe)
        app.runTurn()
        #expect(probe.inLayout == .dark && probe.inDraw == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
            #expect(UIColor.label.cgColor.components == [1, 1])
        }
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        #expect(UIColor.label.cgColor.components == [0, 1])
    }

    @Test("Handlers that never stop changing overrides are given up on after 100 rounds, in the application's log")
    func unsettledHandlersAreLogged() {
        let (app, _, a, _, _) = makeTree()
        a.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, _: UITraitCollection) in
            view.overrideUserInterfaceStyle = view.traitCollection.userInterfaceStyle == .dark ? .light : .dark
        }
        let prefix = "Trait updates did not settle after 100 rounds"
        // The frame's pass…
        a.overrideUserInterfaceStyle = .dark
        app.runTurn()
        #expect(app.log.messages.filter { $0.hasPrefix(prefix) }.count == 1)
        // …and updateTraitsIfNeeded report to the log of the application the view belongs to.
        app.log.clear()
        a.overrideUserInterfaceStyle = a.traitCollection.userInterfaceStyle == .dark ? .light : .dark
        a.updateTraitsIfNeeded()
        #expect(app.log.messages.filter { $0.hasPrefix(prefix) }.count == 1)
    }
}
