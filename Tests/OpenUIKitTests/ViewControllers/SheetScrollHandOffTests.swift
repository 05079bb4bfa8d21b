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
}
