import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Sheets over sheets while the window changes size: the app soak's seed 3 found a second
/// layout pass moving a scaled-back sheet's view (step 837,120 of a million: a sheet
/// presented over a sheet right after the window became 430 × 932). These drive the same
/// ingredients at random and check, at every rest, that laying every view out again moves
/// nothing.
@MainActor @Suite struct StackedSheetConvergenceTests {
    private static let sizes: [CGSize] = [
        CGSize(width: 390, height: 844), CGSize(width: 844, height: 390), CGSize(width: 320, height: 568),
        CGSize(width: 1024, height: 768), CGSize(width: 430, height: 932),
    ]

    /// A sheet's content as apps write it: a navigation controller around a screen with a
    /// label pinned under the bar.
    private func makeSheet(detents: Int) -> UINavigationController {
        let screen = UIViewController()
        screen.title = "Sheet"
        screen.view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "Stacked"
        label.translatesAutoresizingMaskIntoConstraints = false
        screen.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: screen.view.safeAreaLayoutGuide.topAnchor, constant: 12),
            label.leadingAnchor.constraint(equalTo: screen.view.layoutMarginsGuide.leadingAnchor),
        ])
        let navigation = UINavigationController(rootViewController: screen)
        if let sheet = navigation.sheetPresentationController {
            switch detents {
            case 0: sheet.detents = [.large()]
            case 1: sheet.detents = [.medium()]
            default: sheet.detents = [.medium(), .large()]
            }
        }
        return navigation
    }

    /// Every view in the window's tree, depth first.
    private func allViews(in window: UIWindow) -> [UIView] {
        var views: [UIView] = []
        func visit(_ view: UIView) {
            views.append(view)
            for child in view.subviews { visit(child) }
        }
        visit(window)
        return views
    }

    /// The views a second, full layout pass moves, described.
    private func movedBySecondPass(in app: HeadlessApp, window: UIWindow) -> [String] {
        window.layoutIfNeeded()
        let views = allViews(in: window)
        let before = views.map(\.frame)
        for view in views { view.setNeedsLayout() }
        window.layoutIfNeeded()
        return zip(views, before).compactMap { view, frame in
            view.frame == frame ? nil : "\(type(of: view)) \(frame) -> \(view.frame)"
        }
    }

    @Test("A large sheet over a large sheet right after the window is resized stays where it is on a second pass")
    func resizedThenStacked() {
        for start in Self.sizes {
            let app = HeadlessApp(screenSize: start)
            let root = UIViewController()
            root.view.backgroundColor = .systemBackground
            let window = app.makeWindow(rootViewController: UINavigationController(rootViewController: root))
            let first = makeSheet(detents: 0)
            root.present(first, animated: true)
            app.settle()
            window.frame = CGRect(origin: .zero, size: CGSize(width: 430, height: 932))
            let second = makeSheet(detents: 0)
            first.present(second, animated: true)
            app.settle()
            #expect(first.view.transform != .identity, "from \(start)")
            #expect(movedBySecondPass(in: app, window: window) == [], "from \(start)")
            #expect(!app.log.messages.contains { $0.hasPrefix("Unbalanced") }, "from \(start)")
        }
    }

    @Test("Random stacks of sheets, dismissals, resizes and text sizes: a second layout pass moves nothing", arguments: [1, 2, 3, 4])
    func randomStacks(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let app = HeadlessApp(screenSize: Self.sizes[0])
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let window = app.makeWindow(rootViewController: UINavigationController(rootViewController: root))
        var steps: [String] = []
        for _ in 0..<80 {
            var top: UIViewController = window.rootViewController!
            while let presented = top.presentedViewController { top = presented }
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1:
                let detents = Int.random(in: 0..<3, using: &random)
                let animated = Bool.random(using: &random)
                top.present(makeSheet(detents: detents), animated: animated)
                steps.append("present detents \(detents) animated \(animated)")
            case 2:
                guard top !== window.rootViewController else { continue }
                let animated = Bool.random(using: &random)
                top.presentingViewController?.dismiss(animated: animated)
                steps.append("dismiss animated \(animated)")
            case 3:
                let size = Self.sizes.randomElement(using: &random)!
                window.frame = CGRect(origin: .zero, size: size)
                steps.append("resize \(size)")
            case 4:
                let category = [UIContentSizeCategory.small, .large, .accessibilityLarge].randomElement(using: &random)!
                app.preferredContentSizeCategory = category
                steps.append("text \(category.rawValue)")
            default:
                let seconds = [0, 0.016, 0.1, 0.3, 1.0].randomElement(using: &random)!
                app.advance(by: seconds)
                steps.append("advance \(seconds)")
                continue
            }
            app.settle()
            let moved = movedBySecondPass(in: app, window: window)
            #expect(moved == [], "seed \(seed) after \(steps.suffix(6))")
            if !moved.isEmpty { return }
        }
    }
}

/// What `body` writes to standard error (the console log writes it unbuffered), read back
/// from a temporary file.
@MainActor private func capturingStandardError(_ body: () -> Void) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString).txt")
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    let saved = dup(STDERR_FILENO)
    dup2(handle.fileDescriptor, STDERR_FILENO)
    body()
    dup2(saved, STDERR_FILENO)
    close(saved)
    try handle.close()
    defer { try? FileManager.default.removeItem(at: url) }
    return try String(contentsOf: url, encoding: .utf8)
}

@MainActor @Suite struct SheetDismissalLogTests {
    /// A sheet without a grabber presented over a plain root, at rest; then `dismissal` takes
    /// it away while standard error is captured: nothing may be logged about views outside
    /// every window.
    private func dismissGrabberlessSheet(_ dismissal: (HeadlessApp, UIViewController) -> Void) throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let root = UIViewController()
        app.makeWindow(rootViewController: root)
        let sheet = UIViewController()
        root.present(sheet, animated: true)
        app.settle()
        #expect(sheet.sheetPresentationController?.prefersGrabberVisible == false)
        let logged = try capturingStandardError {
            dismissal(app, root)
            app.settle()
        }
        #expect(root.presentedViewController == nil)
        #expect(!logged.contains("outside every window"), "\(logged)")
    }

    @Test("Dismissing a sheet without a grabber animates nothing outside the window (no console line)")
    func dismissalWithoutGrabber() throws {
        try dismissGrabberlessSheet { _, root in root.dismiss(animated: true) }
    }

    @Test("Swiping a sheet without a grabber away animates nothing outside the window")
    func swipedAwayWithoutGrabber() throws {
        try dismissGrabberlessSheet { app, _ in app.flick(from: CGPoint(x: 200, y: 500), velocity: CGPoint(x: 0, y: 2400)) }
    }

    @Test("A drag begun on a sheet that is sliding away settles nothing when the dismissal ends under the finger (no console line)")
    func dragDuringDismissal() throws {
        // The neighbourhood of the app soak's seed 1, step 5,454: a flick landed while a
        // dismissed sheet slid away; the dismissal ended under the finger, removing the chrome
        // cancelled the touch, and the cancelled pan animated the departed sheet to a detent.
        // This drives the same ingredients but did not reproduce that path before the fix
        // (`removeChrome` now ends the drag); the soak's seed 1 run is the reproduction
        // (docs/PERFORMANCE.md, "the last console line").
        for (start, velocity) in [(CGPoint(x: 168, y: 597), CGPoint(x: -137, y: 2438)), (CGPoint(x: 200, y: 700), CGPoint(x: 0, y: -1500))] {
            let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
            let root = UIViewController()
            app.makeWindow(rootViewController: root)
            let sheet = UINavigationController(rootViewController: UIViewController())
            root.present(sheet, animated: true)
            app.settle()
            let logged = try capturingStandardError {
                root.dismiss(animated: true)
                app.advance(by: 0.25)
                app.flick(from: start, velocity: velocity, duration: 0.5, steps: 12)
                app.settle()
            }
            #expect(root.presentedViewController == nil, "flick at \(start)")
            #expect(sheet.view.window == nil, "flick at \(start)")
            #expect(!logged.contains("outside every window"), "flick at \(start): \(logged)")
        }
    }

    @Test("Presenting and dismissing a navigation controller as a sheet, and an action sheet cancelled by a tap outside, log nothing")
    func presentedNavigationAndActionSheet() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let root = UIViewController()
        app.makeWindow(rootViewController: UINavigationController(rootViewController: root))
        let logged = try capturingStandardError {
            let navigation = UINavigationController(rootViewController: UIViewController())
            root.present(navigation, animated: true)
            app.settle()
            root.dismiss(animated: true)
            app.settle()
            let sheet = UIAlertController(title: "Sheet", message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Share", style: .default))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            root.present(sheet, animated: true)
            app.settle()
            app.tap(at: CGPoint(x: 20, y: 120))
            app.settle()
        }
        #expect(root.presentedViewController == nil)
        #expect(!logged.contains("outside every window"), "\(logged)")
    }
}
