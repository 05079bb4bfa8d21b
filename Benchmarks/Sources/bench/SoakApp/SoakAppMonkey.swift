import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A seeded monkey driving two real applications through the test kit, one at a time in one
/// window: a notes app (navigation controller, a table with add and delete, a detail screen
/// with a text view, alerts, an action sheet, a modal screen) and the gallery's screens. Each
/// step is one user action (taps on hittable views, drags, flicks, long presses, typing, key
/// presses, back swipes) or one thing an app or the system does (pushes, pops, presentations,
/// table updates, relabelling, window size and trait changes, the clock moving).
///
/// Checked every step: the touch ledger (no touch moves or ends without having begun), and
/// that the runtime accepted every input. Every `settleEvery` steps the monkey lets the app
/// settle (the clock runs on two seconds, so transitions and animations finish) and checks:
/// no touch is held; every gesture recognizer is `.possible`; every view controller that left
/// the app (popped, dismissed, replaced) has been freed by the following settle (weak
/// references); a second layout pass moves no view; every frame is finite; and the layout
/// engines are sound (every fourth settle also against a solve from scratch).
@MainActor
final class SoakAppMonkey {
    /// Steps between renders of the window.
    static let renderEvery = 64
    /// Steps between settles and their checks.
    static let settleEvery = 256

    let seed: UInt64
    let app: HeadlessApp
    let window: UIWindow
    private let application: SoakAppApplication
    private var random: SoakAppRandom
    private let store = SoakNoteStore()
    private let galleryLog = GalleryLog(stateFile: nil)

    private(set) var stepCount = 0
    private(set) var violationCount = 0
    /// The first violations, with the step each was found at.
    private(set) var violations: [String] = []
    private(set) var leakedControllers = 0
    /// Controllers that left the app still alive because a presentation they are an end of
    /// was never ended (see `isInUnendedPresentation`), counted once each: UIKit keeps these too.
    private(set) var controllersKeptByPresentation = 0
    private var keptByPresentation: Set<ObjectIdentifier> = []
    private(set) var controllersFreed = 0
    private(set) var renders = 0
    private(set) var settles = 0
    /// Touches the application saw begin.
    var touchesBegun: Int { application.touchesBegun }
    private(set) var counts: [SoakAppAction: Int] = [:]
    /// The last actions, for the message of the first violation.
    private var recent: [String] = []

    /// Whether a stray presentation container was reported and is still there (reported once).
    private var strayContainerReported = false
    /// Controllers seen in the app at the last settle.
    private var known: [ObjectIdentifier: Weak] = [:]
    /// Controllers that left the app, with the settle that noticed it.
    private var departed: [(controller: Weak, settle: Int)] = []

    struct Weak {
        weak var controller: UIViewController?
        let name: String
    }

    /// Every view seen in a window at a settle or a rest, weakly, so the live ones can be
    /// counted in the starting state: a count that grows from rest to rest is views kept
    /// alive by something after they left the app. Freed ones are dropped at each count.
    private var seenViews: [ObjectIdentifier: WeakView] = [:]

    struct WeakView {
        weak var view: UIView?
    }

    /// Whether `SOAK_APP_PROBE` is set (the probes print what led to a finding).
    private static let probing = ProcessInfo.processInfo.environment["SOAK_APP_PROBE"] != nil
    /// How many unbalanced appearance calls the probe reported (the first three).
    private var unbalancedReports = 0

    private static let sizes: [CGSize] = [
        CGSize(width: 390, height: 844), CGSize(width: 844, height: 390), CGSize(width: 320, height: 568),
        CGSize(width: 1024, height: 768), CGSize(width: 430, height: 932),
    ]
    private static let categories: [UIContentSizeCategory] = [
        .extraSmall, .large, .extraExtraExtraLarge, .accessibilityExtraLarge,
    ]
    private static let words = ["note", "milk", "éclair", "👍", "Ω", "call Bob", " ", "tomorrow", "a\nb", "日本"]

    init(seed: UInt64) {
        self.seed = seed
        random = SoakAppRandom(seed: seed)
        app = HeadlessApp(applicationClass: SoakAppApplication.self)
        guard let application = app.application as? SoakAppApplication else {
            fatalError("soak-app: HeadlessApp did not make its application of the class it was given")
        }
        self.application = application
        window = app.makeWindow()
        showNotes()
        app.runUntilIdle()
    }

    // MARK: Running

    func run(steps: Int) {
        for _ in 0..<steps { step() }
    }

    private func step() {
        stepCount += 1
        let action = SoakAppAction.at(random.below(SoakAppAction.totalWeight))
        counts[action, default: 0] += 1
        let detail = perform(action)
        recent.append("\(stepCount): \(action.rawValue) \(detail)")
        if Self.logsActions { print("action \(recent[recent.count - 1])") }
        if recent.count > 30 { recent.removeFirst(recent.count - 30) }
        for problem in application.takeProblems() { report("touch ledger: \(problem)") }
        let log = app.log
        if !log.messages.isEmpty {
            for message in log.messages where message.hasPrefix("Input dropped") { report("input refused: \(message)") }
            if Self.probing, unbalancedReports < 3,
                let message = log.messages.first(where: { $0.hasPrefix("Unbalanced calls") }) {
                // The steps before an unbalanced appearance call, and what is presented now.
                // Only calls logged to the application's log: a controller whose view is in no
                // window at the time logs to standard error alone (run with SOAK_APP_LOG=1 and
                // `stdbuf -oL` to see those between the actions).
                unbalancedReports += 1
                print("probe unbalanced at \(stepCount): \(message)\n  " + recent.suffix(12).joined(separator: "\n  "))
                print("probe presentations: \(describePresentations())")
            }
            log.clear()
        }
        if stepCount % Self.renderEvery == 0 {
            _ = app.renderFrame()
            renders += 1
        }
        if stepCount % Self.settleEvery == 0 { settleAndCheck() }
    }

    private func report(_ violation: String) {
        violationCount += 1
        guard violations.count < 20 else { return }
        var text = "seed \(seed) step \(stepCount): \(violation)"
        if violations.isEmpty { text += "\n  after:\n    " + recent.joined(separator: "\n    ") }
        violations.append(text)
    }

    // MARK: Actions

    private var bounds: CGRect { window.bounds }

    private func randomPoint() -> CGPoint {
        CGPoint(
            x: CGFloat(random.value(in: 1...max(2, Double(bounds.width) - 1))),
            y: CGFloat(random.value(in: 1...max(2, Double(bounds.height) - 1))))
    }

    private func perform(_ action: SoakAppAction) -> String {
        switch action {
        case .tapView:
            guard let hit = randomHittableView() else { return "(none)" }
            app.tap(at: hit.point)
            return "\(type(of: hit.view)) at \(hit.point)"
        case .tapPoint:
            let point = randomPoint()
            app.tap(at: point, duration: random.pick([0.01, 0.05, 0.2]))
            return "at \(point)"
        case .drag:
            let start = randomPoint(), end = randomPoint()
            app.drag(from: start, to: end, steps: 1 + random.below(12), duration: random.pick([0.05, 0.2, 0.6]))
            return "\(start) → \(end)"
        case .flick:
            let start = randomPoint()
            let velocity = CGPoint(x: CGFloat(random.value(in: -2500...2500)), y: CGFloat(random.value(in: -2500...2500)))
            app.flick(from: start, velocity: velocity)
            return "\(start) at \(velocity)"
        case .longPress:
            let point = randomHittableView()?.point ?? randomPoint()
            app.touchDown(1, at: point)
            app.advance(by: random.pick([0.3, 0.6, 1.2]))
            app.touchUp(1)
            return "at \(point)"
        case .type:
            let text = (0..<(1 + random.below(3))).map { _ in random.pick(Self.words) }.joined()
            app.type(text)
            return text.debugDescription
        case .key:
            let keys: [(UIKeyboardHIDUsage, String)] = [
                (.keyboardDeleteOrBackspace, "\u{8}"), (.keyboardReturnOrEnter, "\r"), (.keyboardLeftArrow, ""),
                (.keyboardRightArrow, ""), (.keyboardUpArrow, ""), (.keyboardDownArrow, ""), (.keyboardTab, "\t"),
                (.keyboardEscape, "\u{1B}"),
            ]
            let (code, characters) = random.pick(keys)
            app.press(UIKey(keyCode: code, characters: characters))
            return "\(code.rawValue)"
        case .backSwipe:
            let y = CGFloat(random.value(in: 100...max(101, Double(bounds.height) - 100)))
            let fraction: CGFloat = random.pick([0.15, 0.6, 0.9])
            app.drag(
                from: CGPoint(x: 2, y: y), to: CGPoint(x: bounds.width * fraction, y: y), steps: 8,
                duration: random.pick([0.1, 0.3]))
            return "to \(fraction)"
        case .pop:
            guard let navigation = topNavigation, navigation.viewControllers.count > 1 else { return "(nothing)" }
            let animated = random.chance(60)
            if random.chance(20) {
                navigation.popToRootViewController(animated: animated)
            } else {
                navigation.popViewController(animated: animated)
            }
            return "animated: \(animated)"
        case .push:
            guard let navigation = topNavigation, navigation.viewControllers.count < 6, !store.notes.isEmpty else {
                return "(nothing)"
            }
            let animated = random.chance(70)
            let detail = SoakNoteDetailViewController(store: store, index: random.below(store.notes.count))
            navigation.pushViewController(detail, animated: animated)
            if random.chance(30) {
                // A change while the push animates (the shape of the crash this soak guards).
                detail.loadViewIfNeeded()
                detail.rename(to: random.pick(Self.words))
            }
            return "animated: \(animated)"
        case .present:
            guard let top = topController, top.presentedViewController == nil, presentationDepth < 3 else {
                return "(nothing)"
            }
            let share = UINavigationController(rootViewController: SoakShareViewController(text: random.pick(Self.words)))
            if random.chance(30) { share.modalPresentationStyle = .fullScreen }
            let animated = random.chance(70)
            top.present(share, animated: animated)
            return "animated: \(animated), \(share.modalPresentationStyle == .fullScreen ? "full screen" : "sheet")"
        case .dismiss:
            guard let top = topController, let presenting = top.presentingViewController else { return "(nothing)" }
            let animated = random.chance(70)
            presenting.dismiss(animated: animated)
            return "animated: \(animated)"
        case .alert, .actionSheet:
            guard let top = topController, top.presentedViewController == nil, presentationDepth < 3 else {
                return "(nothing)"
            }
            let sheet = action == .actionSheet
            let alert = UIAlertController(
                title: "Soak", message: "Step \(stepCount)", preferredStyle: sheet ? .actionSheet : .alert)
            if !sheet, random.chance(50) { alert.addTextField() }
            alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak self] _ in
                self?.galleryLog.note("alert accepted")
            })
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            if sheet { alert.addAction(UIAlertAction(title: "Delete", style: .destructive)) }
            SoakLifetimes.watch(alert)
            // As iOS code must: in regular width an action sheet is a popover, and UIKit stops
            // when it has nothing to point at.
            if let popover = alert.popoverPresentationController {
                popover.sourceView = top.view
                popover.sourceRect = CGRect(x: top.view.bounds.midX, y: top.view.bounds.midY, width: 1, height: 1)
            }
            top.present(alert, animated: random.chance(70))
            return sheet ? "action sheet" : "alert"
        case .tableEdit:
            guard let list = notesList, list.isViewLoaded else { return "(no list)" }
            if store.notes.count < 4 || (store.notes.count < 40 && random.chance(50)) {
                list.addNote()
                return "add"
            }
            let row = random.below(store.notes.count)
            list.deleteNote(at: row)
            return "delete \(row)"
        case .rename:
            guard let detail = topNavigation?.topViewController as? SoakNoteDetailViewController, detail.isViewLoaded else {
                return "(no detail)"
            }
            let title = random.pick(Self.words)
            detail.rename(to: title)
            return title.debugDescription
        case .resize:
            let size = random.pick(Self.sizes)
            window.frame = CGRect(origin: .zero, size: size)
            return "\(size)"
        case .traits:
            if random.chance(50) {
                app.userInterfaceStyle = app.userInterfaceStyle == .dark ? .light : .dark
                return "style \(app.userInterfaceStyle)"
            }
            let category = random.pick(Self.categories)
            app.preferredContentSizeCategory = category
            return "text size \(category)"
        case .advance:
            let seconds: TimeInterval = random.pick([0, 0.004, 0.016, 0.05, 0.2, 0.5, 1.5])
            app.advance(by: seconds)
            return "\(seconds) s"
        case .switchApp:
            if window.rootViewController is GalleryViewController {
                showNotes()
                return "notes"
            }
            showGallery()
            return "gallery"
        }
    }

    /// Brings the app to the state it started in — the notes app alone at the first window
    /// size, light, at the default text size — and lets it settle and render, so memory
    /// measured here at different points of a run is measured in the same state: the window's
    /// pixel stores scale with its size (a 1,024 × 768 window at scale 3 holds 28 MB per
    /// full-window bitmap) and each gallery screen holds its own views and images.
    func rest() {
        showNotes()
        window.frame = CGRect(origin: .zero, size: Self.sizes[0])
        app.userInterfaceStyle = .light
        app.preferredContentSizeCategory = .large
        app.advance(by: 2)
        app.runUntilIdle()
        _ = app.renderFrame()
        app.log.clear()
        var views: [UIView] = []
        for shown in app.application.windows { collect(shown, into: &views) }
        noteSeen(views)
    }

    /// Views seen in a window that are still alive now (the seen set pruned of freed ones),
    /// and how many of those are in a window now.
    func liveSeenViews() -> (alive: Int, inWindow: Int) {
        seenViews = seenViews.filter { $0.value.view != nil }
        let inWindow = seenViews.values.count { $0.view?.window != nil }
        return (seenViews.count, inWindow)
    }

    /// The types of the views seen alive now outside every window, most frequent first.
    func liveSeenViewsOutsideWindows() -> [(type: String, count: Int)] {
        var byType: [String: Int] = [:]
        for entry in seenViews.values {
            guard let view = entry.view, view.window == nil else { continue }
            byType["\(type(of: view))", default: 0] += 1
        }
        return byType.sorted { $0.value > $1.value }.map { ($0.key, $0.value) }
    }

    /// What the app and the monkey hold now, for `SOAK_APP_CENSUS=1`: the views seen in a
    /// window now alive outside every window (by type, and the trees they are in with the
    /// bytes of drawn pixels those trees keep), the drawn pixels of the windows, the
    /// controllers kept by unended presentations, the notes' text, and the monkey's own books.
    func census() -> [(String, String)] {
        var byType: [String: Int] = [:]
        var roots: [ObjectIdentifier: UIView] = [:]
        for entry in seenViews.values {
            guard let view = entry.view, view.window == nil else { continue }
            byType["\(type(of: view))", default: 0] += 1
            var root = view
            while let superview = root.superview { root = superview }
            roots[ObjectIdentifier(root)] = root
        }
        var treeViews = 0
        func count(_ view: UIView) {
            treeViews += 1
            for subview in view.subviews { count(subview) }
        }
        for root in roots.values { count(root) }
        let outsideBytes = roots.values.reduce(0) { $0 + HeadlessApp.backingStoreBytes(under: $1) }
        let windowBytes = app.application.windows.reduce(0) { $0 + HeadlessApp.backingStoreBytes(under: $1) }
        var kept: [String: Int] = [:]
        for entry in departed {
            guard let controller = entry.controller.controller, Self.isInUnendedPresentation(controller) else { continue }
            kept[entry.controller.name, default: 0] += 1
        }
        let types = byType.sorted { $0.value > $1.value }.prefix(10).map { "\"\($0.key)\":\($0.value)" }
        let bodies = store.notes.map(\.body.utf8.count)
        // What the windows hold: views by type, layers, the windows' own subviews, and the
        // controllers reachable from the roots (children and presentations).
        var inWindowByType: [String: Int] = [:]
        var inWindowViews: [UIView] = []
        for shown in app.application.windows { collect(shown, into: &inWindowViews) }
        for view in inWindowViews { inWindowByType["\(type(of: view))", default: 0] += 1 }
        var layers = 0
        var layerStack = app.application.windows.map(\.layer)
        while let layer = layerStack.popLast() {
            layers += 1
            if let mask = layer.mask { layerStack.append(mask) }
            layerStack.append(contentsOf: layer.sublayers ?? [])
        }
        var controllers = 0
        var controllerStack = app.application.windows.compactMap(\.rootViewController)
        while let controller = controllerStack.popLast() {
            controllers += 1
            controllerStack.append(contentsOf: controller.children)
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                controllerStack.append(presented)
            }
        }
        let windowTypes = inWindowByType.sorted { $0.value > $1.value }.prefix(14).map { "\"\($0.key)\":\($0.value)" }
        let windowSubviews = app.application.windows.map { "\($0.subviews.count)" }.joined(separator: ",")
        return [
            ("outside_views_by_type", "{\(types.joined(separator: ","))}"),
            ("outside_trees", "\(roots.count)"), ("outside_tree_views", "\(treeViews)"),
            ("outside_backing_kb", "\(outsideBytes / 1024)"), ("window_backing_kb", "\(windowBytes / 1024)"),
            ("kept_by_presentation_alive", "{\(kept.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ","))}"),
            ("notes", "\(store.notes.count)"), ("notes_body_bytes", "\(bodies.reduce(0, +))"),
            ("longest_body_bytes", "\(bodies.max() ?? 0)"),
            ("fonts_measured", "\(HeadlessApp.measuredFontCount)"),
            ("monkey_seen_views", "\(seenViews.count)"), ("monkey_departed", "\(departed.count)"),
            ("watched_entries", "\(SoakLifetimes.entryCount)"), ("gallery_log_lines", "\(galleryLog.lineCount)"),
            ("windows", "\(app.application.windows.count)"), ("window_subviews", "[\(windowSubviews)]"),
            ("window_views", "\(inWindowViews.count)"), ("window_layers", "\(layers)"),
            ("window_controllers", "\(controllers)"), ("window_views_by_type", "{\(windowTypes.joined(separator: ","))}"),
            ("text_layouts", "\(HeadlessApp.cachedTextLayoutCount)"),
            ("text_drawables", "\(HeadlessApp.cachedDrawableTextLayoutCount)"),
            ("opened_urls", "\(app.openedURLs.count)"), ("log_kept", "\(app.log.messages.count)"),
            ("trace_entries", "\(app.trace.entries.count)"),
        ]
    }

    private func noteSeen(_ views: [UIView]) {
        for view in views { seenViews[ObjectIdentifier(view)] = WeakView(view: view) }
    }

    private func showNotes() {
        dismissEverything()
        window.rootViewController = UINavigationController(rootViewController: SoakNotesListViewController(store: store))
    }

    private func showGallery() {
        dismissEverything()
        let gallery = GalleryViewController(screen: random.pick(GalleryScreen.allCases), log: galleryLog)
        SoakLifetimes.watch(gallery)
        window.rootViewController = gallery
    }

    /// What a well-written app does before it replaces its window's root: ends the
    /// presentations inside the old tree (the gallery's notes screen's active search, which its
    /// list presents) and dismisses what the root presents. UIKit's root setter dismisses
    /// nothing, and an unended presentation keeps both its ends alive.
    private func dismissEverything() {
        guard let root = window.rootViewController else { return }
        func endPresentations(madeWithin controller: UIViewController) {
            for child in controller.children { endPresentations(madeWithin: child) }
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                controller.dismiss(animated: false)
            }
        }
        for child in root.children { endPresentations(madeWithin: child) }
        if root.presentedViewController != nil {
            root.dismiss(animated: false)
        }
        app.runUntilIdle()
    }

    private var topController: UIViewController? {
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }

    private var presentationDepth: Int {
        var depth = 0
        var top = window.rootViewController
        while let presented = top?.presentedViewController {
            depth += 1
            top = presented
        }
        return depth
    }

    private var topNavigation: UINavigationController? { topController as? UINavigationController }

    private var notesList: SoakNotesListViewController? {
        (window.rootViewController as? UINavigationController)?.viewControllers.first as? SoakNotesListViewController
    }

    /// A random view a user could tap (a control, a view with recognizers, a cell or a text
    /// view), visible in a shown window, with its centre in window coordinates.
    private func randomHittableView() -> (view: UIView, point: CGPoint)? {
        var candidates: [(view: UIView, point: CGPoint)] = []
        func visit(_ view: UIView, in window: UIWindow) {
            guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
            let interactive =
                view is UIControl || !(view.gestureRecognizers ?? []).isEmpty || view is UITableViewCell
                || view is UITextView
            if interactive, view.bounds.width > 0, view.bounds.height > 0 {
                let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
                if window.bounds.contains(center) { candidates.append((view, center)) }
            }
            for subview in view.subviews { visit(subview, in: window) }
        }
        for shown in app.application.windows where !shown.isHidden { visit(shown, in: shown) }
        return candidates.isEmpty ? nil : random.pick(candidates)
    }

    /// Whether every action is printed as it runs (`SOAK_APP_LOG=1`), to find the path to a
    /// violation.
    private static let logsActions = ProcessInfo.processInfo.environment["SOAK_APP_LOG"] != nil

    /// Lets the app settle where the monkey left it and counts presentation containers directly
    /// in the window beyond the presented controllers: run to step N, then this, for each N,
    /// finds the first step after which a container stays behind (`SOAK_APP_STOP_AT=N`).
    func strayContainersAfterSettling() -> Int {
        app.advance(by: 2)
        app.runUntilIdle()
        let containers = window.subviews.count { "\(type(of: $0))" == "PresentationContainerView" }
        return containers - presentationDepth
    }

    /// The window's presentations and subviews in one line, for bisecting.
    func describePresentations() -> String {
        var parts: [String] = []
        var current = window.rootViewController
        while let controller = current {
            var text = "\(type(of: controller))"
            if let navigation = controller as? UINavigationController {
                text += "[\(navigation.viewControllers.map { "\(type(of: $0))" }.joined(separator: ","))]"
            }
            if controller.isBeingPresented { text += " presenting" }
            if controller.isBeingDismissed { text += " dismissing" }
            if controller.transitionCoordinator != nil { text += " in-transition" }
            parts.append(text)
            current = controller.presentedViewController
        }
        let subviews = window.subviews.map { "\(type(of: $0))" }.joined(separator: ",")
        return parts.joined(separator: " > ") + " | window: " + subviews
    }

    /// The last actions run, oldest first.
    var recentActions: [String] { recent }

    // MARK: Settling and the expensive checks

    private func settleAndCheck() {
        settles += 1
        app.advance(by: 2)
        app.runUntilIdle()
        for problem in application.takeProblems() { report("touch ledger: \(problem)") }
        if app.activeTouchCount != 0 { report("\(app.activeTouchCount) touches still held by the dispatcher after settling") }
        if !application.openTouches.isEmpty {
            report("\(application.openTouches.count) touches began and never ended or were cancelled")
        }
        var views: [UIView] = []
        for shown in app.application.windows where !shown.isHidden { collect(shown, into: &views) }
        for view in views {
            for recognizer in view.gestureRecognizers ?? [] where recognizer.state != .possible {
                report("\(type(of: recognizer)) on \(type(of: view)) is \(recognizer.state) with no touch down")
            }
        }
        checkControllers()
        checkPresentationContainers()
        noteSeen(views)
        checkLayoutConverges(views)
        let violations = app.layoutEngineViolations(comparingFreshSolve: settles % 4 == 0)
        for violation in violations.prefix(3) { report("layout engine: \(violation)") }
    }

    private func collect(_ view: UIView, into views: inout [UIView]) {
        views.append(view)
        for subview in view.subviews { collect(subview, into: &views) }
    }

    /// Whether `controller` is an end of a presentation that was never ended: it presents a
    /// controller that names it as its presenter, or it is presented by one that names it as
    /// what it presents. UIKit's presentation holds both ends until it is dismissed, and neither
    /// replacing the window's root nor removing a container's child dismisses it (an active
    /// search controller in a screen the app took away keeps that screen's list and itself:
    /// SearchRootReplacementTests). A presented controller whose presenter no longer names it
    /// is not exempt: that would be a cycle of ours.
    private static func isInUnendedPresentation(_ controller: UIViewController) -> Bool {
        if let presented = controller.presentedViewController, presented.presentingViewController === controller { return true }
        if let presenter = controller.presentingViewController, presenter.presentedViewController === controller { return true }
        return false
    }

    /// Controllers that left the app at the previous settle must be gone now.
    private func checkControllers() {
        var reachable: [ObjectIdentifier: UIViewController] = [:]
        func visit(_ controller: UIViewController) {
            reachable[ObjectIdentifier(controller)] = controller
            for child in controller.children { visit(child) }
            if let presented = controller.presentedViewController { visit(presented) }
        }
        for shown in app.application.windows {
            if let root = shown.rootViewController { visit(root) }
        }
        var stillDeparted: [(controller: Weak, settle: Int)] = []
        for entry in departed {
            guard let controller = entry.controller.controller else {
                controllersFreed += 1
                continue
            }
            if reachable[ObjectIdentifier(controller)] != nil { continue }  // came back (never here)
            if Self.isInUnendedPresentation(controller) {
                // Not a leak of ours: UIKit keeps both ends of a presentation that was never
                // dismissed. Watched again from this settle, so once the presentation ends the
                // controller must be gone by the next settle.
                if keptByPresentation.insert(ObjectIdentifier(controller)).inserted { controllersKeptByPresentation += 1 }
                stillDeparted.append((entry.controller, settles))
                continue
            }
            if entry.settle < settles {
                leakedControllers += 1
                report("\(entry.controller.name) left the app at settle \(entry.settle) and is still alive")
            } else {
                stillDeparted.append(entry)
            }
        }
        departed = stillDeparted
        for (id, entry) in known where reachable[id] == nil {
            if entry.controller != nil { departed.append((entry, settles)) } else { controllersFreed += 1 }
        }
        known = reachable.mapValues { Weak(controller: $0, name: "\(type(of: $0))") }
    }

    /// Once the app has settled (every transition over), every presentation container directly
    /// in the window belongs to a presented controller: one more means a container stayed
    /// behind after its presentation ended (with its views, and their backing stores, in the
    /// window). Between settles a container may rightly outlive its presenter: a dismissal
    /// still animating after the root it was presented from was replaced.
    private func checkPresentationContainers() {
        let containers = window.subviews.count { "\(type(of: $0))" == "PresentationContainerView" }
        if containers > presentationDepth, !strayContainerReported {
            strayContainerReported = true
            report("\(containers) presentation containers in the window for \(presentationDepth) presented controllers")
            if ProcessInfo.processInfo.environment["SOAK_APP_PROBE"] != nil {
                for container in window.subviews where "\(type(of: container))" == "PresentationContainerView" {
                    func describe(_ view: UIView, _ depth: Int) -> String {
                        let owner = view.next is UIViewController ? " <\(type(of: view.next!))>" : ""
                        let line = String(repeating: "  ", count: depth) + "\(type(of: view))\(owner) \(view.frame)"
                        return depth > 3 ? line : ([line] + view.subviews.map { describe($0, depth + 1) }).joined(separator: "\n")
                    }
                    print("probe container:\n" + describe(container, 1))
                }
                print("probe root \(type(of: window.rootViewController!)) windows \(app.application.windows.map { "\(type(of: $0))" })")
            }
        } else if containers <= presentationDepth {
            strayContainerReported = false
        }
    }

    /// `view` and its superviews up to the window, with their frames and owning controllers,
    /// for finding where a view the second layout pass moved lives (`SOAK_APP_PROBE=1`).
    private static func ancestry(of view: UIView) -> String {
        var lines: [String] = []
        var current: UIView? = view
        while let shown = current {
            var line = "\(type(of: shown)) \(shown.frame)"
            if let controller = shown.next as? UIViewController {
                line += " <\(type(of: controller)) preferred \(controller.preferredContentSize)"
                if let presentation = controller.presentationController, controller.presentingViewController != nil {
                    line += " presented by \(type(of: presentation)) style \(controller.modalPresentationStyle.rawValue)"
                    line += " traits \(controller.traitCollection.horizontalSizeClass.rawValue)"
                }
                line += ">"
            }
            if let label = shown as? UILabel {
                line += " text \(String(describing: label.text)) font \(label.font.pointSize) lines \(label.numberOfLines) category \(label.traitCollection.preferredContentSizeCategory.rawValue)"
            }
            lines.append(line)
            current = shown.superview
        }
        return lines.joined(separator: "\n    ")
    }

    private func probeSources() -> [String] {
        var lines: [String] = []
        var current = window.rootViewController
        while let controller = current {
            if let popover = controller.presentationController as? UIPopoverPresentationController, let source = popover.sourceView {
                var line = "source \(type(of: source)) rect-in-window \(source.convert(popover.sourceRect, to: nil)) bounds \(source.bounds) frame-in-window \(source.convert(source.bounds, to: nil))"
                if let scroll = source as? UIScrollView { line += " offset \(scroll.contentOffset) inset \(scroll.adjustedContentInset)" }
                var chain = source.superview
                while let view = chain { line += " | \(type(of: view)) \(view.frame) b\(view.bounds.origin)"; chain = view.superview }
                lines.append(line)
            }
            current = controller.presentedViewController
        }
        return lines
    }

    /// Lays every view out again from scratch: no frame may move, and every frame is finite.
    private func checkLayoutConverges(_ views: [UIView]) {
        for shown in app.application.windows where !shown.isHidden { shown.layoutIfNeeded() }
        let probing = ProcessInfo.processInfo.environment["SOAK_APP_PROBE"] != nil
        var sourceBefore: [String] = []
        if probing { sourceBefore = probeSources() }
        let before = views.map(\.frame)
        for (view, frame) in zip(views, before)
        where ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) {
            report("\(type(of: view)) has a non-finite frame \(frame)")
        }
        for view in views { view.setNeedsLayout() }
        for shown in app.application.windows where !shown.isHidden { shown.layoutIfNeeded() }
        for (index, view) in views.enumerated() where view.frame != before[index] {
            report("a second layout pass moved \(type(of: view)) from \(before[index]) to \(view.frame)")
            if ProcessInfo.processInfo.environment["SOAK_APP_PROBE"] != nil {
                print("probe moved: \(Self.ancestry(of: view))")
                var current = window.rootViewController
                while let controller = current {
                    let pc = controller.presentationController
                    var line = "probe controller \(type(of: controller)) style \(controller.modalPresentationStyle.rawValue) pc \(pc.map { "\(type(of: $0))" } ?? "nil")"
                    if let popover = pc as? UIPopoverPresentationController {
                        line += " arrow \(popover.arrowDirection.rawValue) source \(popover.sourceView.map { "\(type(of: $0)) \($0.convert($0.bounds, to: nil))" } ?? "nil") item \(popover.barButtonItem?.title ?? "-") rect \(popover.sourceRect)"
                    }
                    if let shown = controller.viewIfLoaded { line += " view \(shown.convert(shown.bounds, to: nil))" }
                    print(line)
                    current = controller.presentedViewController
                }
                print("probe sources first pass: \(sourceBefore)")
                print("probe sources second pass: \(probeSources())")
                print("probe before \(before.enumerated().filter { views[$0.offset].frame != $0.element }.prefix(8).map { "\(type(of: views[$0.offset])) \($0.element) -> \(views[$0.offset].frame)" })")
            }
            break
        }
    }
}
