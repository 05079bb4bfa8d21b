import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A sheet and the software keyboard: a sheet below its largest detent rises to it while the
/// keyboard is up and goes back when it goes; a sheet already at its largest detent is pushed up
/// so that detent shows above the keyboard (never past the large detent's top). The selected
/// detent does not change.
@MainActor @Suite struct SheetKeyboardTests {
    @MainActor private struct Stage {
        let app: HeadlessApp
        let window: UIWindow
        let root: UIViewController
        let sheet: UIViewController
        let controller: UISheetPresentationController
        let field: UITextField
        let recorder: EventRecorder
        let delegate: PresentationDelegateRecorder
        /// The sheet's frame at rest before any keyboard.
        let restingFrame: CGRect

        /// The large detent's frame: from 10 pt below the top safe area to the bottom.
        var largeFrame: CGRect {
            let top = window.safeAreaInsets.top + 10
            return CGRect(x: 0, y: top, width: 390, height: 844 - top)
        }
        /// The sheet's frame as drawn (the presentation layer's, mid-animation).
        var shownFrame: CGRect? { sheet.view.layer.presentation()?.frame }
        var dimmingAlpha: CGFloat? { sheet.view.superview?.subviews.first?.alpha }
    }

    /// A 390×844 app presenting a sheet with `detents` holding a text field near its top; the
    /// software keyboard is on unless `hardwareKeyboard`.
    private func stage(
        _ detents: [UISheetPresentationController.Detent], hardwareKeyboard: Bool = false, scale: CGFloat? = nil,
        style: UIUserInterfaceStyle = .light, configure: (UISheetPresentationController) -> Void = { _ in }
    ) -> Stage {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: scale)
        app.userInterfaceStyle = style
        app.isHardwareKeyboardAttached = hardwareKeyboard
        let root = UIViewController()
        root.view.backgroundColor = .systemBlue
        let window = app.makeWindow(rootViewController: root)
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        let field = UITextField(frame: CGRect(x: 20, y: 30, width: 350, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        sheet.view.addSubview(field)
        let controller = sheet.sheetPresentationController!
        controller.detents = detents
        let recorder = EventRecorder()
        let delegate = PresentationDelegateRecorder(recorder)
        controller.delegate = delegate
        configure(controller)
        root.present(sheet, animated: false)
        app.runTurn()
        return Stage(
            app: app, window: window, root: root, sheet: sheet, controller: controller, field: field,
            recorder: recorder, delegate: delegate, restingFrame: sheet.view.frame)
    }

    @Test("A medium sheet rises to the large detent with the keyboard's 0.25 s slide, the selection unchanged")
    func mediumRisesToLarge() throws {
        let stage = stage([.medium(), .large()])
        let medium = stage.restingFrame
        #expect(medium.minY > 400)
        #expect(stage.root.view.transform == .identity)

        stage.field.becomeFirstResponder()
        #expect(stage.app.isSoftwareKeyboardShown)
        #expect(stage.sheet.view.frame == stage.largeFrame)
        stage.app.advance(by: 0.1)
        let midway = try #require(stage.shownFrame)
        #expect(midway.minY < medium.minY && midway.minY > stage.largeFrame.minY)
        stage.app.advance(by: 0.2)
        #expect(stage.shownFrame == stage.largeFrame)
        // At the large detent the presenter is scaled back, as for a sheet dragged there.
        #expect(stage.root.view.transform.a < 1)
        // iOS keeps the selection: the sheet goes back to it when the keyboard goes.
        #expect(stage.controller.selectedDetentIdentifier == nil)
        #expect(stage.recorder.take() == [])

        stage.field.resignFirstResponder()
        #expect(!stage.app.isSoftwareKeyboardShown)
        stage.app.advance(by: 0.1)
        let back = try #require(stage.shownFrame)
        #expect(back.minY > stage.largeFrame.minY && back.minY < medium.minY)
        stage.app.advance(by: 0.2)
        #expect(stage.shownFrame == medium)
        #expect(stage.sheet.view.frame == medium)
        #expect(stage.root.view.transform == .identity)
        #expect(stage.controller.selectedDetentIdentifier == nil)
        #expect(stage.recorder.take() == [])
    }

    @Test("An explicitly selected medium detent stays selected while the keyboard raises the sheet")
    func explicitSelectionKept() {
        let stage = stage([.medium(), .large()]) { $0.selectedDetentIdentifier = .medium }
        stage.field.becomeFirstResponder()
        stage.app.advance(by: 0.3)
        #expect(stage.sheet.view.frame == stage.largeFrame)
        #expect(stage.controller.selectedDetentIdentifier == .medium)
        stage.sheet.view.endEditing(true)
        stage.app.advance(by: 0.3)
        #expect(stage.sheet.view.frame == stage.restingFrame)
        #expect(stage.recorder.take() == [])
    }

    @Test("With a hardware keyboard attached editing in a medium sheet moves nothing")
    func hardwareKeyboard() {
        let stage = stage([.medium(), .large()], hardwareKeyboard: true)
        stage.field.becomeFirstResponder()
        #expect(stage.field.isFirstResponder)
        stage.app.advance(by: 0.5)
        #expect(!stage.app.isSoftwareKeyboardShown)
        #expect(stage.sheet.view.frame == stage.restingFrame)
        #expect(stage.shownFrame == stage.restingFrame)
        #expect(stage.root.view.transform == .identity)
    }

    @Test("A sheet with only the medium detent is pushed up: its detent shows above the keyboard, the frame reaches behind it")
    func mediumOnlyPushedUp() throws {
        let stage = stage([.medium()]) { $0.largestUndimmedDetentIdentifier = .medium }
        let medium = stage.restingFrame
        #expect(stage.dimmingAlpha == 0)
        stage.field.becomeFirstResponder()
        stage.app.advance(by: 0.3)
        let keyboard = try #require(stage.app.softwareKeyboardFrame)
        #expect(keyboard.minY == CGFloat(844 - 291))
        // The medium detent's value (its height less the bottom safe area, which the keyboard
        // covers) shows above the keyboard.
        let value = medium.height - stage.window.safeAreaInsets.bottom
        let raised = CGRect(x: 0, y: keyboard.minY - value, width: 390, height: 844 - (keyboard.minY - value))
        #expect(stage.sheet.view.frame == raised)
        #expect(stage.shownFrame == raised)
        #expect(raised.minY > stage.largeFrame.minY)
        // The field stays visible above the keyboard.
        let fieldFrame = stage.field.convert(stage.field.bounds, to: stage.window)
        #expect(fieldFrame.maxY < keyboard.minY)
        // Raised above its largest undimmed detent's height, the sheet is dimmed (as iOS does);
        // the presenter is not scaled back.
        #expect(stage.dimmingAlpha == 1)
        #expect(stage.root.view.transform == .identity)
        #expect(stage.controller.selectedDetentIdentifier == nil)

        stage.field.resignFirstResponder()
        stage.app.advance(by: 0.3)
        #expect(stage.sheet.view.frame == medium)
        #expect(stage.dimmingAlpha == 0)
        #expect(stage.recorder.take() == [])
    }

    @Test("A large sheet does not move: it cannot rise past the large detent's top")
    func largeStays() {
        let stage = stage([.large()])
        #expect(stage.restingFrame == stage.largeFrame)
        stage.field.becomeFirstResponder()
        stage.app.advance(by: 0.3)
        #expect(stage.app.isSoftwareKeyboardShown)
        #expect(stage.sheet.view.frame == stage.largeFrame)
    }

    @Test("A sheet presented while the keyboard is already up rests raised")
    func presentedOverKeyboard() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        app.isHardwareKeyboardAttached = false
        let root = UIViewController()
        let window = app.makeWindow(rootViewController: root)
        let rootField = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        root.view.addSubview(rootField)
        rootField.becomeFirstResponder()
        app.advance(by: 0.3)
        #expect(app.isSoftwareKeyboardShown)
        let sheet = UIViewController()
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        root.present(sheet, animated: true)
        app.advance(by: 1)
        let top = window.safeAreaInsets.top + 10
        #expect(sheet.view.frame == CGRect(x: 0, y: top, width: 390, height: 844 - top))
    }

    @Test("Dragging a raised sheet down to the medium detent ends editing; the keyboard goes and the sheet rests there")
    func dragDownEndsEditing() {
        let stage = stage([.medium(), .large()])
        stage.field.becomeFirstResponder()
        stage.app.advance(by: 0.3)
        #expect(stage.sheet.view.frame == stage.largeFrame)
        // Drag the sheet by its top strip (above the field), down by 350 pt.
        let start = CGPoint(x: 200, y: stage.largeFrame.minY + 12)
        stage.app.drag(from: start, to: CGPoint(x: 200, y: start.y + 350), steps: 10, duration: 0.5)
        stage.app.advance(by: 1)
        #expect(!stage.field.isFirstResponder)
        #expect(!stage.app.isSoftwareKeyboardShown)
        #expect(stage.controller.selectedDetentIdentifier == .medium)
        #expect(stage.sheet.view.frame == stage.restingFrame)
        // The selection was the medium detent all along (the keyboard raised the sheet without
        // selecting the large one), so the delegate hears of no change.
        #expect(stage.recorder.take() == [])
    }

    @Test("A medium sheet with the keyboard up renders raised in light and dark", arguments: [UIUserInterfaceStyle.light, .dark])
    func renders(style: UIUserInterfaceStyle) throws {
        let stage = stage([.medium()], scale: 3, style: style) { $0.prefersGrabberVisible = true }
        stage.field.becomeFirstResponder()
        stage.app.advance(by: 0.5)
        let image = stage.app.render(includingStatusBar: true)
        if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_RENDER_DIR"], let data = image.pngData() {
            try data.write(
                to: URL(fileURLWithPath: directory).appendingPathComponent("sheet-keyboard-\(style == .dark ? "dark" : "light").png"))
        }
        let pixels = PixelBuffer(image)
        #expect(pixels.width == 390 * 3)
        // The sheet's background just above the keyboard, and the keyboard's own just below its top.
        let keyboardTop = 844.0 - 291
        // A sheet is elevated: dark mode's system background is the elevated grey there.
        let sheetBackground: PixelBuffer.Pixel = style == .dark ? .rgb(28 / 255, 28 / 255, 30 / 255) : .rgb(1, 1, 1)
        #expect(pixels[200 * 3, Int((keyboardTop - 4) * 3)].isClose(to: sheetBackground, tolerance: 3))
        let keyboardBackground: PixelBuffer.Pixel = style == .dark ? .rgb(0.17, 0.17, 0.17) : .rgb(0.82, 0.83, 0.85)
        #expect(pixels[3, Int((keyboardTop + 3) * 3)].isClose(to: keyboardBackground, tolerance: 3))
        // Above the raised sheet: the dimmed presenter (blue under the dimming), not the sheet.
        let above = pixels[200 * 3, Int((stage.sheet.view.frame.minY - 20) * 3)]
        #expect(Int(above.blue) > Int(above.red) + 40)
    }

    @Test("A medium sheet over a medium sheet: editing in the top one raises it; the one beneath keeps its detent and is scaled back")
    func stackedSheets() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        app.isHardwareKeyboardAttached = false
        let root = UIViewController()
        let window = app.makeWindow(rootViewController: root)
        let first = UIViewController()
        first.sheetPresentationController?.detents = [.medium(), .large()]
        root.present(first, animated: true)
        app.advance(by: 1)
        let second = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 30, width: 300, height: 34))
        second.view.addSubview(field)
        second.sheetPresentationController?.detents = [.medium(), .large()]
        first.present(second, animated: true)
        app.advance(by: 1)
        let firstFrame = first.view.frame
        let firstTransform = first.view.transform
        field.becomeFirstResponder()
        app.advance(by: 0.5)
        let top = window.safeAreaInsets.top + 10
        #expect(second.view.frame == CGRect(x: 0, y: top, width: 390, height: 844 - top))
        // The sheet beneath keeps its medium frame (only the frontmost sheet rises), scaled back
        // under the raised one as under any large sheet.
        #expect(first.view.bounds.size == firstFrame.size && first.view.center == CGPoint(x: firstFrame.midX, y: firstFrame.midY))
        #expect(first.view.transform.a < 1)
        field.resignFirstResponder()
        app.advance(by: 0.5)
        #expect(first.view.frame == firstFrame)
        #expect(first.view.transform == firstTransform)
    }
}
