import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct SheetPresentationTests {
    /// A 390×844 app with `A` at the root and a sheet `B` with medium and large detents,
    /// presented without animation and settled.
    private func presentSheet(
        recorder: EventRecorder, configure: (UISheetPresentationController) -> Void = { _ in }
    ) -> (HeadlessApp, UIWindow, RecordingViewController, RecordingViewController) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let root = RecordingViewController("A", recorder: recorder)
        root.recordsLayout = false
        let window = app.makeWindow(rootViewController: root)
        let sheet = RecordingViewController("B", recorder: recorder)
        sheet.recordsLayout = false
        let controller = sheet.sheetPresentationController!
        controller.detents = [.medium(), .large()]
        configure(controller)
        root.present(sheet, animated: false)
        app.runTurn()
        recorder.take()
        return (app, window, root, sheet)
    }

    @Test("The automatic style is a page sheet with a sheet presentation controller; other styles have none")
    func sheetControllerExists() {
        let controller = UIViewController()
        #expect(controller.sheetPresentationController != nil)
        #expect(controller.sheetPresentationController === controller.presentationController)
        #expect(controller.sheetPresentationController?.detents.map(\.identifier) == [.large])
        #expect(controller.popoverPresentationController == nil)
        controller.modalPresentationStyle = .fullScreen
        #expect(controller.sheetPresentationController == nil)
        controller.modalPresentationStyle = .popover
        #expect(controller.popoverPresentationController != nil && controller.sheetPresentationController == nil)
    }

    @Test("A sheet rests at its smallest detent: medium is half the height, rounded top corners, dimmed")
    func mediumDetent() {
        let recorder = EventRecorder()
        let (_, window, root, sheet) = presentSheet(recorder: recorder) { $0.prefersGrabberVisible = true }
        let insets = window.safeAreaInsets
        let maximum = 844 - insets.top - 10
        let medium = ((maximum - insets.bottom) * 0.5).rounded() + insets.bottom
        #expect(sheet.view.frame == CGRect(x: 0, y: 844 - medium, width: 390, height: medium))
        #expect(sheet.view.layer.cornerRadius == 10 && sheet.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let container = sheet.view.superview!
        #expect(container !== window && container.superview === window && container.frame == window.bounds)
        // The dimming view lies under the sheet, the grabber on its top edge, the presenter stays unscaled.
        #expect(container.subviews.first?.alpha == 1 && container.subviews.first?.frame == window.bounds)
        let grabber = container.subviews.last!
        #expect(grabber.frame == CGRect(x: 177, y: 844 - medium + 5, width: 36, height: 5))
        #expect(root.view.superview === window && root.view.transform == .identity)
        // A tap above the sheet lands on the dimming, not on the presenter.
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil)?.isDescendant(of: root.view) == false)
    }

    @Test("Undimmed medium detent lets touches reach the presenter; animateChanges moves the sheet on the clock")
    func undimmedAndAnimatedChange() {
        let recorder = EventRecorder()
        let (app, window, root, sheet) = presentSheet(recorder: recorder) { $0.largestUndimmedDetentIdentifier = .medium }
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === root.view)
        let controller = sheet.sheetPresentationController!
        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        let top = window.safeAreaInsets.top + 10
        #expect(sheet.view.frame.minY == top)
        app.advance(by: 0.1)
        let y = sheet.view.layer.presentation()?.frame.minY ?? 0
        #expect(y > top && y < 422)
        app.advance(by: 0.4)
        #expect(sheet.view.layer.presentation()?.frame.minY == top)
        // At the large detent the presenter is scaled back with rounded corners, and dimmed.
        #expect(root.view.transform.a < 1 && root.view.layer.cornerRadius == 10)
        #expect(window.hitTest(CGPoint(x: 100, y: 5), with: nil)?.isDescendant(of: root.view) == false)
        #expect(recorder.take() == [])
    }

    @Test("Dragging the sheet up selects the large detent and tells the delegate once")
    func dragToLarge() {
        let recorder = EventRecorder()
        let delegate = PresentationDelegateRecorder(recorder)
        let (app, window, root, sheet) = presentSheet(recorder: recorder) { $0.delegate = delegate }
        let controller = sheet.sheetPresentationController!
        app.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 150))
        app.advance(by: 0.5)
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(recorder.take() == [.action("detent:com.apple.UIKit.large")])
        #expect(sheet.view.frame.minY == window.safeAreaInsets.top + 10)
        #expect(root.view.transform != .identity)
        // Back down to medium: the presenter comes back to full size.
        app.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600))
        app.advance(by: 0.5)
        #expect(controller.selectedDetentIdentifier == .medium)
        #expect(recorder.take() == [.action("detent:com.apple.UIKit.medium")])
        #expect(root.view.transform == .identity)
    }

    @Test("Swiping the sheet down dismisses it: should, will, disappear, did dismiss, in UIKit's order")
    func swipeDownDismisses() {
        let recorder = EventRecorder()
        let delegate = PresentationDelegateRecorder(recorder)
        let (app, window, root, sheet) = presentSheet(recorder: recorder) { $0.delegate = delegate }
        app.flick(from: CGPoint(x: 200, y: 500), velocity: CGPoint(x: 0, y: 2400))
        #expect(
            recorder.take() == [.action("shouldDismiss"), .action("willDismiss"), .viewController("B", .viewWillDisappear(true))])
        #expect(sheet.isBeingDismissed)
        app.advance(by: 0.5)
        #expect(recorder.take() == [.viewController("B", .viewDidDisappear(true)), .action("didDismiss")])
        #expect(root.presentedViewController == nil && sheet.view.superview == nil)
        #expect(window.subviews.count == 1 && window.subviews.first === root.view)
    }

    @Test("A swipe let go early cancels the dismissal: the sheet appears again and did-dismiss never comes")
    func swipeCancelled() {
        let recorder = EventRecorder()
        let delegate = PresentationDelegateRecorder(recorder)
        let (app, _, root, sheet) = presentSheet(recorder: recorder) { $0.delegate = delegate }
        let restingFrame = sheet.view.frame
        app.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 560), lift: false, finger: 1)
        app.advance(by: 0.3)
        app.touchUp(1)
        app.advance(by: 0.5)
        #expect(
            recorder.take() == [
                .action("shouldDismiss"), .action("willDismiss"), .viewController("B", .viewWillDisappear(true)),
                .viewController("B", .viewWillAppear(true)), .viewController("B", .viewIsAppearing(true)),
                .viewController("B", .viewDidAppear(true)),
            ])
        #expect(root.presentedViewController === sheet && sheet.view.frame == restingFrame && !sheet.isBeingDismissed)
    }

    @Test("isModalInPresentation refuses the swipe: the sheet resists and the delegate hears the attempt")
    func modalRefuses() {
        let recorder = EventRecorder()
        let delegate = PresentationDelegateRecorder(recorder)
        let (app, _, root, sheet) = presentSheet(recorder: recorder) { $0.delegate = delegate }
        sheet.isModalInPresentation = true
        let restingFrame = sheet.view.frame
        app.flick(from: CGPoint(x: 200, y: 500), velocity: CGPoint(x: 0, y: 2400))
        app.advance(by: 0.5)
        #expect(recorder.take() == [.action("didAttempt")])
        #expect(root.presentedViewController === sheet && sheet.view.frame == restingFrame)
        // presentationControllerShouldDismiss returning false refuses as well.
        sheet.isModalInPresentation = false
        delegate.allowsDismissal = false
        app.flick(from: CGPoint(x: 200, y: 500), velocity: CGPoint(x: 0, y: 2400))
        app.advance(by: 0.5)
        #expect(recorder.take() == [.action("shouldDismiss"), .action("didAttempt")])
        #expect(root.presentedViewController === sheet)
    }

    @Test("A custom detent's height comes from its resolver; a nil one is left out")
    func customDetent() {
        let recorder = EventRecorder()
        let (_, window, _, sheet) = presentSheet(recorder: recorder) { controller in
            controller.detents = [
                .custom(identifier: .init("small")) { _ in 200 }, .custom { _ in nil }, .large(),
            ]
        }
        let controller = sheet.sheetPresentationController!
        let height = 200 + window.safeAreaInsets.bottom
        #expect(sheet.view.frame == CGRect(x: 0, y: 844 - height, width: 390, height: height))
        #expect(controller.resolvedDetents(in: sheet.view.superview!).map(\.identifier) == [.init("small"), .large])
    }
}
