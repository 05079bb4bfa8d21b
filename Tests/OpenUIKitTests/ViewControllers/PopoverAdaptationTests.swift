import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// An adaptive and popover delegate that records the adaptation calls as actions
/// ("style?", "willPresent:<style>", "didDismiss") and answers with the style the test sets.
@MainActor
private final class AdaptationRecorder: UIPopoverPresentationControllerDelegate {
    let recorder: EventRecorder
    var adaptiveStyle: UIModalPresentationStyle?
    var replacement: UIViewController?

    init(_ recorder: EventRecorder) { self.recorder = recorder }

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        recorder.record(.action("style?"))
        return adaptiveStyle ?? controller.adaptivePresentationStyle(for: traitCollection)
    }
    func presentationController(
        _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
        recorder.record(.action("controllerFor:\(style.rawValue)"))
        return replacement
    }
    func presentationController(
        _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
        recorder.record(.action("willPresent:\(style.rawValue)\(transitionCoordinator == nil ? "" : "+coordinator")"))
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        recorder.record(.action("didDismiss"))
    }
}

/// A shown popover chooses its style again when its window crosses a size class: it adapts
/// in a compact width and is a popover again in a regular one, the presented controller
/// staying presented all along.
@MainActor @Suite struct PopoverAdaptationTests {
    /// A 1,024 × 768 tablet app with `A` at the root, a 40 × 40 source view near the top
    /// right (it keeps its distance to the right edge), and `P` (200 × 150) presented from it
    /// as a popover with `delegate`; the recorder is empty when it returns.
    private func presentPopover(
        recorder: EventRecorder, delegate: AdaptationRecorder?, windowWidth: CGFloat = 1024
    ) -> (app: HeadlessApp, window: UIWindow, root: RecordingViewController, popover: RecordingViewController) {
        let app = HeadlessApp(screenSize: CGSize(width: 1024, height: 768))
        let root = RecordingViewController("A", recorder: recorder)
        root.recordsLayout = false
        let window = app.makeWindow(rootViewController: root)
        if windowWidth != 1024 { window.frame = CGRect(x: 0, y: 0, width: windowWidth, height: 768) }
        let source = UIView(frame: CGRect(x: windowWidth - 124, y: 100, width: 40, height: 40))
        source.autoresizingMask = [.flexibleLeftMargin]
        root.view.addSubview(source)
        app.runTurn()
        let popover = RecordingViewController("P", recorder: recorder)
        popover.recordsLayout = false
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 200, height: 150)
        popover.popoverPresentationController?.sourceView = source
        popover.popoverPresentationController?.delegate = delegate
        root.present(popover, animated: false)
        app.runTurn()
        recorder.take()
        return (app, window, root, popover)
    }

    /// Resizes `window` to `width` (768 tall), runs a turn and returns what `recorder` heard,
    /// less the size transitions every controller hears.
    @discardableResult
    private func resize(_ window: UIWindow, to width: CGFloat, in app: HeadlessApp, _ recorder: EventRecorder) -> [RecordedEvent] {
        window.frame = CGRect(x: 0, y: 0, width: width, height: 768)
        app.runTurn()
        return recorder.take().filter { event in
            if case .viewController(_, .viewWillTransition) = event { return false }
            return true
        }
    }

    @Test("A popover whose window turns compact becomes a sheet: the delegate is asked, then told once, nothing disappears")
    func compactBecomesSheet() throws {
        let recorder = EventRecorder()
        let delegate = AdaptationRecorder(recorder)
        let (app, window, root, popover) = presentPopover(recorder: recorder, delegate: delegate)
        let controller = try #require(popover.popoverPresentationController)
        #expect(controller.arrowDirection == .up)
        #expect(
            resize(window, to: 500, in: app, recorder) == [
                .action("style?"), .action("controllerFor:\(UIModalPresentationStyle.pageSheet.rawValue)"),
                .action("willPresent:\(UIModalPresentationStyle.pageSheet.rawValue)+coordinator"),
            ])
        #expect(root.presentedViewController === popover && popover.presentingViewController === root)
        #expect(popover.presentationController === controller)
        #expect(controller.arrowDirection == .unknown)
        let sheet = controller.adaptiveSheetPresentationController
        #expect(sheet.containerView === controller.containerView && sheet.containerView != nil)
        let top = window.safeAreaInsets.top + 10
        #expect(popover.view.frame == CGRect(x: 0, y: top, width: 500, height: 768 - top))
        #expect(popover.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(SafeAreaConvergenceTests.movedBySecondPass(window) == [])
        // A later turn at the same size class neither asks nor moves anything.
        #expect(resize(window, to: 480, in: app, recorder) == [])
        #expect(popover.view.frame == CGRect(x: 0, y: top, width: 480, height: 768 - top))
    }

    @Test("Back in a regular width the sheet is a popover again, placed as before, and a tap outside dismisses it")
    func regularAgainIsPopover() throws {
        let recorder = EventRecorder()
        let delegate = AdaptationRecorder(recorder)
        let (app, window, root, popover) = presentPopover(recorder: recorder, delegate: delegate)
        let controller = try #require(popover.popoverPresentationController)
        let placed = popover.view.frame
        resize(window, to: 500, in: app, recorder)
        // Not asked for a regular width: a popover does not adapt there.
        #expect(resize(window, to: 1024, in: app, recorder) == [.action("willPresent:\(UIModalPresentationStyle.none.rawValue)+coordinator")])
        #expect(controller.adaptiveSheetPresentationController.containerView == nil)
        #expect(popover.view.frame == placed)
        #expect(controller.arrowDirection == .up)
        #expect(popover.view.layer.cornerRadius == 13 && popover.view.layer.maskedCorners == [
            .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ])
        #expect(root.view.transform == .identity, "the sheet gave the presenter back unscaled")
        #expect(SafeAreaConvergenceTests.movedBySecondPass(window) == [])
        app.tap(at: CGPoint(x: 100, y: 600))
        app.advance(by: 0.6)
        #expect(
            recorder.take() == [
                .viewController("P", .viewWillDisappear(true)), .viewController("P", .viewDidDisappear(true)),
                .action("didDismiss"),
            ])
        #expect(root.presentedViewController == nil)
        #expect(window.subviews.count == 1 && window.subviews.first === root.view)
    }

    @Test("A delegate answering .none keeps the popover, placed for the new width as one presented at it")
    func noneKeepsPopover() throws {
        let recorder = EventRecorder()
        let delegate = AdaptationRecorder(recorder)
        delegate.adaptiveStyle = UIModalPresentationStyle.none
        let (app, window, _, popover) = presentPopover(recorder: recorder, delegate: delegate)
        let wide = popover.view.frame
        #expect(
            resize(window, to: 500, in: app, recorder) == [
                .action("style?"), .action("willPresent:\(UIModalPresentationStyle.none.rawValue)+coordinator"),
            ])
        let controller = try #require(popover.popoverPresentationController)
        #expect(controller.arrowDirection == .up)
        #expect(controller.adaptiveSheetPresentationController.containerView == nil)
        // The reference: the same popover presented in a window already 500 wide.
        let reference = presentPopover(recorder: EventRecorder(), delegate: delegate, windowWidth: 500)
        #expect(popover.view.frame == reference.popover.view.frame)
        #expect(popover.view.frame != wide)
        #expect(SafeAreaConvergenceTests.movedBySecondPass(window) == [])
    }

    @Test("Dismissed after it adapted, the sheet runs the completion once and did-dismiss once after a swipe down")
    func dismissalAfterAdaptation() throws {
        let recorder = EventRecorder()
        let delegate = AdaptationRecorder(recorder)
        let (app, window, root, popover) = presentPopover(recorder: recorder, delegate: delegate)
        resize(window, to: 500, in: app, recorder)
        var completions = 0
        popover.dismiss(animated: true) { completions += 1 }
        app.advance(by: 1)
        #expect(completions == 1)
        #expect(recorder.take() == [.viewController("P", .viewWillDisappear(true)), .viewController("P", .viewDidDisappear(true))])
        #expect(root.presentedViewController == nil && popover.view.superview == nil)
        #expect(window.subviews.count == 1 && window.subviews.first === root.view)
        #expect(root.view.transform == .identity)

        // Presented again in the compact window, moved to regular and back, then swiped down.
        root.present(popover, animated: false)
        app.runTurn()
        resize(window, to: 1024, in: app, recorder)
        resize(window, to: 500, in: app, recorder)
        app.flick(from: CGPoint(x: 250, y: 500), velocity: CGPoint(x: 0, y: 2400))
        app.advance(by: 1)
        #expect(
            recorder.take() == [
                .viewController("P", .viewWillDisappear(true)), .viewController("P", .viewDidDisappear(true)),
                .action("didDismiss"),
            ])
        #expect(root.presentedViewController == nil)
        #expect(window.subviews.count == 1 && window.subviews.first === root.view)
    }

    @Test("A full-screen adaptive style covers the presenter, which disappears and comes back once each")
    func fullScreenCoversPresenter() throws {
        let recorder = EventRecorder()
        let delegate = AdaptationRecorder(recorder)
        delegate.adaptiveStyle = .fullScreen
        let (app, window, root, popover) = presentPopover(recorder: recorder, delegate: delegate)
        let events = resize(window, to: 500, in: app, recorder).filter { if case .viewController = $0 { return true } else { return false } }
        #expect(events == [.viewController("A", .viewWillDisappear(false)), .viewController("A", .viewDidDisappear(false))])
        #expect(root.view.window == nil && popover.view.frame == window.bounds)
        let back = resize(window, to: 1024, in: app, recorder).filter { if case .viewController = $0 { return true } else { return false } }
        #expect(
            back == [
                .viewController("A", .viewWillAppear(false)), .viewController("A", .viewIsAppearing(false)),
                .viewController("A", .viewDidAppear(false)),
            ])
        #expect(root.view.window === window && root.view.frame == window.bounds)
        #expect(popover.popoverPresentationController?.arrowDirection == .up)
        popover.dismiss(animated: false)
        app.runTurn()
        #expect(recorder.take() == [.viewController("P", .viewWillDisappear(false)), .viewController("P", .viewDidDisappear(false))])
    }

    @Test("Dismissed while a full-screen adaptive style covers the presenter, the presenter appears again once")
    func fullScreenDismissed() throws {
        let recorder = EventRecorder()
        let delegate = AdaptationRecorder(recorder)
        delegate.adaptiveStyle = .fullScreen
        let (app, window, root, popover) = presentPopover(recorder: recorder, delegate: delegate)
        resize(window, to: 500, in: app, recorder)
        var completions = 0
        popover.dismiss(animated: true) { completions += 1 }
        app.advance(by: 1)
        #expect(
            recorder.take() == [
                .viewController("P", .viewWillDisappear(true)), .viewController("A", .viewWillAppear(true)),
                .viewController("A", .viewIsAppearing(true)), .viewController("P", .viewDidDisappear(true)),
                .viewController("A", .viewDidAppear(true)),
            ])
        #expect(completions == 1 && root.presentedViewController == nil)
        #expect(window.subviews.count == 1 && window.subviews.first === root.view && root.view.frame == window.bounds)
    }

    @Test("A share sheet shown as a popover becomes a sheet at its medium detent in a compact width, and a popover again")
    func shareSheetAdapts() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 1024, height: 768))
        let root = UIViewController()
        let window = app.makeWindow(rootViewController: root)
        let source = UIView(frame: CGRect(x: 900, y: 80, width: 44, height: 44))
        source.autoresizingMask = [.flexibleLeftMargin]
        root.view.addSubview(source)
        app.runTurn()
        let share = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        var completions = 0
        share.completionWithItemsHandler = { _, _, _, _ in completions += 1 }
        share.popoverPresentationController?.sourceView = source
        root.present(share, animated: true)
        app.advance(by: 1)
        let popover = try #require(share.popoverPresentationController)
        let placed = share.view.frame
        #expect(placed.width == 375)
        resize(window, to: 500, in: app, EventRecorder())
        let bottom = window.safeAreaInsets.bottom
        let maximum = 768 - window.safeAreaInsets.top - 10
        let medium = ((maximum - bottom) * 0.5).rounded() + bottom
        #expect(share.view.frame == CGRect(x: 0, y: 768 - medium, width: 500, height: medium))
        #expect(popover.adaptiveSheetPresentationController.containerView != nil)
        #expect(root.presentedViewController === share && completions == 0)
        #expect(SafeAreaConvergenceTests.movedBySecondPass(window) == [])
        resize(window, to: 1024, in: app, EventRecorder())
        #expect(share.view.frame == placed && popover.arrowDirection == .up)
        app.tap(at: CGPoint(x: 100, y: 600))
        app.advance(by: 1)
        #expect(root.presentedViewController == nil && completions == 1)
    }

    @Test("A delegate giving another controller for the adaptive style stops with a clear message")
    func replacementStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let delegate = AdaptationRecorder(EventRecorder())
                delegate.replacement = UINavigationController()
                let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
                let root = UIViewController()
                app.makeWindow(rootViewController: root)
                app.runTurn()
                let popover = UIViewController()
                popover.modalPresentationStyle = .popover
                popover.popoverPresentationController?.sourceView = root.view
                popover.popoverPresentationController?.delegate = delegate
                root.present(popover, animated: false)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("viewControllerForAdaptivePresentationStyle"))
        #expect(message.contains("not supported"))
    }
}

/// The action sheet re-adapting, rendered at scale 3 in light and dark (PNGs in the temporary
/// directory, `adapt-*.png`).
@MainActor @Suite struct PopoverAdaptationRenderingTests {
    /// A scale-3 app with a 430 × 932 screen in `style` whose window is `size`, its root
    /// showing the grouped background.
    private func makeApp(_ style: UIUserInterfaceStyle, size: CGSize) -> (HeadlessApp, UIWindow, UIViewController) {
        let app = HeadlessApp(screenSize: CGSize(width: 430, height: 932), scale: 3)
        app.userInterfaceStyle = style
        let root = UIViewController()
        root.view.backgroundColor = .systemGroupedBackground
        let window = app.makeWindow(rootViewController: root)
        window.simulateSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.frame = CGRect(origin: .zero, size: size)
        app.runTurn()
        return (app, window, root)
    }

    private func actionSheet(over root: UIViewController) -> UIAlertController {
        let alert = UIAlertController(title: "Photo", message: "What to do with it", preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Share", style: .default))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.popoverPresentationController?.sourceView = root.view
        // In the screen's 430 points, where a render shows the popover whole.
        alert.popoverPresentationController?.sourceRect = CGRect(x: 215, y: 200, width: 1, height: 1)
        return alert
    }

    private func write(_ png: Data, _ name: String, _ style: UIUserInterfaceStyle) throws {
        let file = "adapt-\(name)-\(style == .dark ? "dark" : "light").png"
        try png.write(to: FileManager.default.temporaryDirectory.appendingPathComponent(file))
        #expect(png.count > 1000)
    }

    @Test("A popover action sheet in a window that turns 430 pt wide renders as the action sheet presented there does")
    func actionSheetReadapts() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (app, window, root) = makeApp(style, size: CGSize(width: 1024, height: 768))
            let alert = actionSheet(over: root)
            root.present(alert, animated: true)
            app.advance(by: 1)
            let before = app.renderPNG()
            try write(before, "1-popover-1024", style)
            window.frame = CGRect(x: 0, y: 0, width: 430, height: 932)
            app.advance(by: 1)
            let adapted = app.renderPNG()
            try write(adapted, "2-adapted-430", style)
            // The reference: the action sheet presented in the 430-pt window.
            let (referenceApp, _, referenceRoot) = makeApp(style, size: CGSize(width: 430, height: 932))
            referenceRoot.present(actionSheet(over: referenceRoot), animated: true)
            referenceApp.advance(by: 1)
            let reference = referenceApp.renderPNG()
            try write(reference, "3-presented-430", style)
            #expect(adapted == reference, "the adapted sheet draws as one presented in the compact window")
            window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
            app.advance(by: 1)
            let again = app.renderPNG()
            try write(again, "4-popover-again-1024", style)
            #expect(alert.popoverPresentationController?.arrowDirection == .up)
            #expect(again == before, "the popover draws again as it did before it adapted")
        }
    }
}
