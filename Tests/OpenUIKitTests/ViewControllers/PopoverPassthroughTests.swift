import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Passthrough views, action sheets as popovers, and popovers that may overlap their source.
@MainActor @Suite struct PopoverPassthroughTests {
    /// A 1024×768 (regular width) app whose root holds a source view at (20, 100).
    private func makeApp(size: CGSize = CGSize(width: 1024, height: 768)) -> (HeadlessApp, UIWindow, UIViewController, UIView) {
        let app = HeadlessApp(screenSize: size)
        let root = UIViewController()
        let window = app.makeWindow(rootViewController: root)
        let source = UIView(frame: CGRect(x: 20, y: 100, width: 80, height: 44))
        root.view.addSubview(source)
        app.runTurn()
        return (app, window, root, source)
    }

    @Test("A touch on a passthrough view reaches it and keeps the popover up; a touch elsewhere dismisses")
    func passthrough() throws {
        let (app, _, root, source) = makeApp()
        var taps = 0
        let button = UIControl(frame: CGRect(x: 700, y: 600, width: 120, height: 60))
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 200, height: 150)
        let controller = try #require(popover.popoverPresentationController)
        controller.sourceView = source
        controller.passthroughViews = [button]
        root.present(popover, animated: true)
        app.advance(by: 1)
        app.tap(at: CGPoint(x: 760, y: 630))
        app.advance(by: 0.5)
        #expect(taps == 1)
        #expect(root.presentedViewController === popover)
        app.tap(at: CGPoint(x: 500, y: 500))
        app.advance(by: 1)
        #expect(taps == 1)
        #expect(root.presentedViewController == nil)
    }

    @Test("In regular width an action sheet is a popover at its source, without its cancel button")
    func actionSheetPopover() throws {
        let (app, _, root, source) = makeApp()
        var chosen: [String] = []
        let sheet = UIAlertController(title: "Delete the note?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in chosen.append("delete") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
        let controller = try #require(sheet.popoverPresentationController)
        controller.sourceView = source
        root.present(sheet, animated: true)
        app.advance(by: 1)
        #expect(controller.arrowDirection == .up)
        #expect(sheet.view.frame.width == 304)
        #expect(abs(sheet.view.frame.minY - (144 + 13)) < 0.001)
        #expect(app.element(label: "Delete") != nil)
        #expect(app.element(label: "Cancel") == nil)
        // A tap outside dismisses it, then runs the cancel action's handler.
        app.tap(at: CGPoint(x: 800, y: 600))
        app.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(chosen == ["cancel"])
    }

    @Test("Choosing an action in an action-sheet popover dismisses it, then runs the handler once")
    func actionSheetPopoverChoice() throws {
        let (app, _, root, source) = makeApp()
        var chosen: [String] = []
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in chosen.append("share") })
        sheet.popoverPresentationController?.sourceView = source
        root.present(sheet, animated: true)
        app.advance(by: 1)
        try #require(app.element(label: "Share")).tap()
        app.advance(by: 1)
        #expect(chosen == ["share"])
        #expect(root.presentedViewController == nil)
    }

    @Test("In compact width an action sheet stays at the bottom of the screen with its cancel button")
    func actionSheetCompact() throws {
        let (app, window, root, _) = makeApp(size: CGSize(width: 390, height: 844))
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(sheet, animated: true)
        app.advance(by: 1)
        #expect(sheet.view.frame == window.bounds)
        #expect(sheet.popoverPresentationController?.arrowDirection == .unknown)
        let cancel = try #require(app.element(label: "Cancel"))
        #expect(cancel.frame.maxY > 750)
    }

    @Test("In regular width an action sheet without a source stops with UIKit's message")
    func actionSheetNeedsSource() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let app = HeadlessApp(screenSize: CGSize(width: 1024, height: 768))
                let root = UIViewController()
                app.makeWindow(rootViewController: root)
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "OK", style: .default))
                root.present(sheet, animated: false)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("UIAlertController"))
        #expect(message.contains("should have a non-nil sourceView or barButtonItem"))
    }

    @Test("A popover that fits on no side shrinks, or with canOverlapSourceViewRect keeps its size over the source")
    func overlap() throws {
        for overlaps in [false, true] {
            let (app, _, root, _) = makeApp()
            let source = UIView(frame: CGRect(x: 400, y: 300, width: 200, height: 200))
            root.view.addSubview(source)
            let popover = UIViewController()
            popover.modalPresentationStyle = .popover
            popover.preferredContentSize = CGSize(width: 300, height: 400)
            let controller = try #require(popover.popoverPresentationController)
            controller.sourceView = source
            controller.permittedArrowDirections = .up
            controller.canOverlapSourceViewRect = overlaps
            root.present(popover, animated: false)
            app.runTurn()
            let frame = popover.view.frame
            if overlaps {
                #expect(frame.size == CGSize(width: 300, height: 400))
                #expect(frame.minY < source.frame.maxY)
            } else {
                #expect(abs(frame.minY - (500 + 13)) < 0.001)
                #expect(frame.height < 400)
            }
        }
    }
}
