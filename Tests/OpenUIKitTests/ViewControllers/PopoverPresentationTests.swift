import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct PopoverPresentationTests {
    /// An app of `size` with `A` at the root holding a 80×44 source view at (20, 100).
    private func makeApp(size: CGSize, recorder: EventRecorder) -> (HeadlessApp, UIWindow, RecordingViewController, UIView) {
        let app = HeadlessApp(screenSize: size)
        let root = RecordingViewController("A", recorder: recorder)
        root.recordsLayout = false
        let window = app.makeWindow(rootViewController: root)
        let source = UIView(frame: CGRect(x: 20, y: 100, width: 80, height: 44))
        root.view.addSubview(source)
        app.runTurn()
        recorder.take()
        return (app, window, root, source)
    }

    private func makePopover(_ recorder: EventRecorder, source: UIView) -> RecordingViewController {
        let popover = RecordingViewController("P", recorder: recorder)
        popover.recordsLayout = false
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 200, height: 150)
        popover.popoverPresentationController?.sourceView = source
        return popover
    }

    @Test("In a compact width a popover adapts to a sheet by default")
    func adaptsToSheet() {
        let recorder = EventRecorder()
        let (app, window, root, source) = makeApp(size: CGSize(width: 390, height: 844), recorder: recorder)
        let popover = makePopover(recorder, source: source)
        root.present(popover, animated: false)
        app.runTurn()
        #expect(popover.view.frame == CGRect(x: 0, y: window.safeAreaInsets.top + 10, width: 390, height: 844 - window.safeAreaInsets.top - 10))
        #expect(popover.popoverPresentationController?.arrowDirection == .unknown)
        #expect(popover.presentationController === popover.popoverPresentationController)
    }

    @Test("A delegate returning .none keeps the popover in a compact width: below its source, arrow up")
    func staysPopover() {
        let recorder = EventRecorder()
        let delegate = PresentationDelegateRecorder(recorder)
        delegate.adaptiveStyle = UIModalPresentationStyle.none
        let (app, window, root, source) = makeApp(size: CGSize(width: 390, height: 844), recorder: recorder)
        let popover = makePopover(recorder, source: source)
        let controller = popover.popoverPresentationController!
        controller.delegate = delegate
        controller.permittedArrowDirections = [.up, .down]
        root.present(popover, animated: true)
        app.advance(by: 0.6)
        let left = window.safeAreaInsets.left + 10
        #expect(popover.view.frame == CGRect(x: left, y: 157, width: 200, height: 150))
        #expect(controller.arrowDirection == .up)
        #expect(controller.containerView?.frame == window.bounds)
        #expect(popover.view.layer.cornerRadius == 13)
        // A tap inside does nothing; a tap outside asks, then dismisses.
        app.tap(at: CGPoint(x: 100, y: 200))
        app.advance(by: 0.1)
        #expect(root.presentedViewController === popover)
        recorder.take()
        app.tap(at: CGPoint(x: 300, y: 600))
        app.advance(by: 0.6)
        #expect(
            recorder.take() == [
                .action("shouldDismiss"), .action("willDismiss"), .viewController("P", .viewWillDisappear(true)),
                .viewController("P", .viewDidDisappear(true)), .action("didDismiss"),
            ])
        #expect(root.presentedViewController == nil)
    }

    @Test("A source near the bottom puts the popover above it, arrow down, clamped inside the margins")
    func arrowDown() {
        let recorder = EventRecorder()
        let (app, window, root, _) = makeApp(size: CGSize(width: 1024, height: 768), recorder: recorder)
        let source = UIView(frame: CGRect(x: 980, y: 700, width: 40, height: 40))
        root.view.addSubview(source)
        let popover = makePopover(recorder, source: source)
        root.present(popover, animated: false)
        app.runTurn()
        let controller = popover.popoverPresentationController!
        #expect(controller.arrowDirection == .down)
        let right = 1024 - window.safeAreaInsets.right - 10
        #expect(popover.view.frame == CGRect(x: right - 200, y: 700 - 13 - 150, width: 200, height: 150))
    }

    @Test("A popover without a source view or bar button item is a programming error")
    func needsSource() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let app = HeadlessApp(screenSize: CGSize(width: 1024, height: 768))
                let root = UIViewController()
                app.makeWindow(rootViewController: root)
                let popover = UIViewController()
                popover.modalPresentationStyle = .popover
                root.present(popover, animated: false)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("should have a non-nil sourceView or barButtonItem"))
    }
}
