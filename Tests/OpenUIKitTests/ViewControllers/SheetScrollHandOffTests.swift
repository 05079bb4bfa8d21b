import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Dragging a scroll view inside a sheet: at the content's top edge the sheet moves, otherwise
/// the content scrolls, as on iOS.
@MainActor @Suite struct SheetScrollHandOffTests {
    /// A 390×844 app presenting a medium/large sheet filled by a 2000-pt-tall scroll view.
    private func present(
        at detent: UISheetPresentationController.Detent.Identifier, expands: Bool = true
    ) -> (HeadlessApp, UIViewController, UISheetPresentationController, UIScrollView) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let root = UIViewController()
        app.makeWindow(rootViewController: root)
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sheet.view.addSubview(scrollView)
        let controller = sheet.sheetPresentationController!
        controller.detents = [.medium(), .large()]
        controller.selectedDetentIdentifier = detent
        controller.prefersScrollingExpandsWhenScrolledToEdge = expands
        root.present(sheet, animated: false)
        scrollView.frame = sheet.view.bounds
        app.runTurn()
        return (app, root, controller, scrollView)
    }

    @Test("At the medium detent dragging the content up grows the sheet; the content stays at its top")
    func expands() {
        let (app, _, controller, scrollView) = present(at: .medium)
        app.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300))
        app.advance(by: 1)
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(scrollView.contentOffset.y <= 0)
    }

    @Test("With prefersScrollingExpandsWhenScrolledToEdge off, dragging up scrolls the content instead")
    func scrollsInsteadOfExpanding() {
        let (app, _, controller, scrollView) = present(at: .medium, expands: false)
        app.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500))
        app.advance(by: 1)
        #expect(controller.selectedDetentIdentifier == .medium)
        #expect(scrollView.contentOffset.y > 100)
    }

    @Test("At the large detent dragging up scrolls the content; the sheet stays")
    func scrollsAtLarge() {
        let (app, _, controller, scrollView) = present(at: .large)
        let top = controller.presentedView?.frame.minY
        app.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400))
        app.advance(by: 1)
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(controller.presentedView?.frame.minY == top)
        #expect(scrollView.contentOffset.y > 200)
    }

    @Test("Dragging down with the content at its top moves the sheet to the medium detent")
    func downAtTopMovesSheet() {
        let (app, _, controller, scrollView) = present(at: .large)
        app.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 650))
        app.advance(by: 1)
        #expect(controller.selectedDetentIdentifier == .medium)
        #expect(scrollView.contentOffset.y <= 0)
    }

    @Test("Dragging down with the content scrolled scrolls it back; the sheet stays large")
    func downScrolledScrollsBack() {
        let (app, _, controller, scrollView) = present(at: .large)
        scrollView.contentOffset = CGPoint(x: 0, y: 600)
        app.runTurn()
        app.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500))
        app.advance(by: 1)
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(scrollView.contentOffset.y < 600)
        #expect(scrollView.contentOffset.y > 0)
    }

    @Test("A swipe down from the medium detent with the content at its top dismisses the sheet")
    func swipeDismisses() {
        let (app, root, _, _) = present(at: .medium)
        app.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 840), steps: 10, duration: 0.2)
        app.advance(by: 1)
        #expect(root.presentedViewController == nil)
    }

    // MARK: Mid-drag hand-off

    /// The large detent's top in the 390×844 app.
    private func largeTop(_ controller: UISheetPresentationController) -> CGFloat {
        (controller.containerView?.window?.safeAreaInsets.top ?? 0) + 10
    }

    @Test("A drag that scrolls the content back to its top edge and goes on down moves the sheet with the rest of the finger's travel")
    func handsOverAtTopEdge() throws {
        let (app, _, controller, scrollView) = present(at: .large)
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        app.runTurn()
        let top = largeTop(controller)
        let topEdge = -scrollView.adjustedContentInset.top
        #expect(controller.presentedView?.frame.minY == top)
        // 360 pt down: the content comes back to its top after 100 pt of the pan's travel, the
        // rest moves the sheet.
        app.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 660), steps: 12, duration: 0.6, lift: false)
        #expect(scrollView.contentOffset.y == topEdge)
        let sheet = try #require(controller.presentedView)
        let container = try #require(controller.containerView)
        func travel() -> CGFloat { scrollView.panGestureRecognizer.translation(in: container).y }
        let moved = sheet.frame.minY - top
        #expect(moved == travel() - 100)
        #expect(moved > 220)
        #expect(sheet.frame.maxY == 844)
        // From here every point of travel moves the sheet, down or up, and the content stays at
        // its top edge.
        app.advance(by: 0.05)
        app.touchMove(to: CGPoint(x: 200, y: 710))
        #expect(sheet.frame.minY - top == moved + 50)
        #expect(scrollView.contentOffset.y == topEdge)
        app.advance(by: 0.05)
        app.touchMove(to: CGPoint(x: 200, y: 690))
        #expect(sheet.frame.minY - top == moved + 30)
        #expect(scrollView.contentOffset.y == topEdge)
        // Let go at rest nearer the medium detent than the large one: the sheet settles there,
        // the content at its top edge with no glide.
        let medium = controller.resolvedDetents(in: container)[0].height
        #expect(abs(sheet.frame.height - medium) < abs(sheet.frame.height - (844 - top)))
        app.advance(by: 0.3)
        app.touchUp()
        app.advance(by: 1)
        #expect(controller.selectedDetentIdentifier == .medium)
        #expect(scrollView.contentOffset.y == topEdge)
        #expect(!scrollView.isDecelerating && !scrollView.isDragging)
        #expect(sheet.frame == CGRect(x: 0, y: 844 - medium, width: 390, height: medium))
    }

    @Test("Scrolling up first, then back down past the top edge in the same drag, hands over too")
    func upThenDownHandsOver() throws {
        let (app, _, controller, scrollView) = present(at: .large)
        let top = largeTop(controller)
        let topEdge = -scrollView.adjustedContentInset.top
        app.touchDown(at: CGPoint(x: 200, y: 500))
        for y in stride(from: 470, through: 350, by: -30) {
            app.advance(by: 0.02)
            app.touchMove(to: CGPoint(x: 200, y: CGFloat(y)))
        }
        // Going up at the large detent scrolled the content; the sheet stayed.
        let scrolled = scrollView.contentOffset.y
        #expect(scrolled > 100)
        #expect(controller.presentedView?.frame.minY == top)
        for y in stride(from: 380, through: 680, by: 30) {
            app.advance(by: 0.02)
            app.touchMove(to: CGPoint(x: 200, y: CGFloat(y)))
        }
        // 330 pt back down: the content came back to its top, the rest moved the sheet.
        #expect(scrollView.contentOffset.y == topEdge)
        let sheet = try #require(controller.presentedView)
        #expect(sheet.frame.minY - top == 330 - (scrolled - topEdge))
        #expect(sheet.frame.minY - top > 150)
        app.touchUp()
        app.advance(by: 1)
        #expect(controller.selectedDetentIdentifier == .medium)
        #expect(scrollView.contentOffset.y == topEdge)
    }

    @Test("A hand-off that carries the sheet below its smallest detent dismisses it")
    func handOffDismisses() {
        let (app, root, _, scrollView) = present(at: .medium)
        scrollView.contentOffset = CGPoint(x: 0, y: 80)
        app.runTurn()
        app.drag(from: CGPoint(x: 200, y: 480), to: CGPoint(x: 200, y: 840), steps: 12, duration: 0.3)
        app.advance(by: 1)
        #expect(root.presentedViewController == nil)
    }

    @Test("A drag that scrolls without reaching the top edge leaves the sheet where it is")
    func noHandOffShortOfTheTop() {
        let (app, _, controller, scrollView) = present(at: .large)
        scrollView.contentOffset = CGPoint(x: 0, y: 400)
        app.runTurn()
        let top = largeTop(controller)
        app.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), steps: 10, duration: 0.5, lift: false)
        #expect(controller.presentedView?.frame.minY == top)
        #expect(scrollView.contentOffset.y > 200 && scrollView.contentOffset.y < 400)
        app.touchUp()
        app.advance(by: 1)
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(controller.presentedView?.frame.minY == top)
    }

    @Test("A horizontal scroll view inside a sheet scrolls sideways; a sideways drag with a little downward drift never moves the sheet")
    func horizontalScrollView() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let root = UIViewController()
        app.makeWindow(rootViewController: root)
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        let strip = UIScrollView(frame: CGRect(x: 0, y: 40, width: 390, height: 120))
        strip.contentSize = CGSize(width: 2000, height: 120)
        sheet.view.addSubview(strip)
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        root.present(sheet, animated: false)
        app.runTurn()
        let frame = sheet.view.frame
        let y = frame.minY + 100
        app.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 60, y: y + 12), steps: 10, duration: 0.4, lift: false)
        #expect(strip.contentOffset.x > 150)
        #expect(sheet.view.frame == frame)
        app.touchUp()
        app.advance(by: 1)
        #expect(sheet.view.frame == frame)
        #expect(controller.selectedDetentIdentifier == nil)
    }
}
