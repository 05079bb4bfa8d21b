import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A custom presentation whose presented view is centred at the presented controller's
/// preferred size, and which frames it again when told the size changed (what UIKit leaves to
/// a subclass). Records each call with the size it saw.
@MainActor
private final class CentredPresentationController: UIPresentationController {
    var calls: [CGSize] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let size = presentedViewController.preferredContentSize
        return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        #expect(container === presentedViewController)
        calls.append(container.preferredContentSize)
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

@MainActor
private final class CentredTransitioningDelegate: UIViewControllerTransitioningDelegate {
    var made: CentredPresentationController?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = CentredPresentationController(presentedViewController: presented, presenting: presenting)
        made = controller
        return controller
    }
}

/// A container controller that records the children's preferred-size changes it hears.
@MainActor
private final class RecordingContainer: UIViewController {
    var heard: [(UIViewController, CGSize)] = []

    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        if let child = container as? UIViewController { heard.append((child, child.preferredContentSize)) }
    }
}

/// `preferredContentSize` changes reach the container at once (UIKit's
/// `preferredContentSizeDidChange(forChildContentContainer:)`), and shown popovers and form
/// sheets resize in that call, not at some later layout.
@MainActor @Suite struct PreferredContentSizeTests {
    /// A regular-width app (1,024 × 768) with a plain root and a 40 × 40 source at (100, 100).
    private func makeApp() -> (HeadlessApp, UIWindow, UIViewController, UIView) {
        let stage = makePopoverStage()
        return (stage.app, stage.window, stage.root, stage.source)
    }

    @Test("A shown popover takes a new preferred size at once: same side, same arrow, new size")
    func popoverResizesAtOnce() throws {
        let (app, _, root, source) = makeApp()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 200, height: 150)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        root.present(content, animated: false)
        app.runTurn()
        let before = content.view.frame
        #expect(before.size == CGSize(width: 200, height: 150))
        #expect(popover.arrowDirection == .up)

        content.preferredContentSize = CGSize(width: 320, height: 260)
        // No turn has run: the popover framed its content in the setter's call.
        #expect(content.view.frame.size == CGSize(width: 320, height: 260))
        #expect(content.view.frame.minY == before.minY)
        #expect(content.view.frame == popover.frameOfPresentedViewInContainerView)
        #expect(popover.arrowDirection == .up)
        app.runTurn()
        #expect(content.view.frame.size == CGSize(width: 320, height: 260))
    }

    @Test("Inside an animation block the popover's content animates to the new size")
    func popoverResizeAnimates() throws {
        let (app, _, root, source) = makeApp()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 200, height: 100)
        try #require(content.popoverPresentationController).sourceView = source
        root.present(content, animated: false)
        app.runTurn()
        UIView.animate(withDuration: 0.4) { content.preferredContentSize = CGSize(width: 200, height: 300) }
        #expect(content.view.frame.height == 300)
        app.advance(by: 0.2)
        let midway = try #require(content.view.layer.presentation()).bounds.height
        #expect(midway > 100 && midway < 300)
        app.advance(by: 0.4)
        #expect(content.view.layer.presentation()?.bounds.height ?? 300 == 300)
    }

    @Test("A form sheet in a regular width takes a new preferred size at once, centred")
    func formSheetResizesAtOnce() {
        let (app, window, root, _) = makeApp()
        let content = UIViewController()
        content.modalPresentationStyle = .formSheet
        content.preferredContentSize = CGSize(width: 400, height: 300)
        root.present(content, animated: false)
        app.runTurn()
        #expect(content.view.frame.size == CGSize(width: 400, height: 300))

        content.preferredContentSize = CGSize(width: 500, height: 420)
        let bounds = window.bounds
        #expect(content.view.frame.size == CGSize(width: 500, height: 420))
        #expect(content.view.frame.midX == bounds.midX)
    }

    @Test("A navigation controller's top child in a popover resizes the popover at once, bars included")
    func navigationChildInPopover() throws {
        let (app, _, root, source) = makeApp()
        let first = UIViewController()
        first.title = "First"
        first.preferredContentSize = CGSize(width: 240, height: 160)
        let navigation = UINavigationController(rootViewController: first)
        navigation.modalPresentationStyle = .popover
        try #require(navigation.popoverPresentationController).sourceView = source
        root.present(navigation, animated: false)
        app.runTurn()
        let bar = navigation.navigationBar.frame.height
        #expect(bar > 0)
        #expect(navigation.preferredContentSize == CGSize(width: 240, height: 160 + bar))
        #expect(navigation.view.frame.size == CGSize(width: 240, height: 160 + bar))

        first.preferredContentSize = CGSize(width: 300, height: 220)
        #expect(navigation.view.frame.size == CGSize(width: 300, height: 220 + bar))
        // The child fills the navigation controller below the bar, laid out in the same call.
        #expect(first.view.frame.size == CGSize(width: 300, height: 220 + bar))
    }

    @Test("A preferred size set on the navigation controller itself wins over its children's")
    func navigationOwnSizeWins() throws {
        let (app, _, root, source) = makeApp()
        let first = UIViewController()
        first.preferredContentSize = CGSize(width: 240, height: 160)
        let navigation = UINavigationController(rootViewController: first)
        navigation.preferredContentSize = CGSize(width: 350, height: 400)
        navigation.modalPresentationStyle = .popover
        try #require(navigation.popoverPresentationController).sourceView = source
        root.present(navigation, animated: false)
        app.runTurn()
        #expect(navigation.view.frame.size == CGSize(width: 350, height: 400))
        first.preferredContentSize = CGSize(width: 100, height: 100)
        #expect(navigation.view.frame.size == CGSize(width: 350, height: 400))
    }

    @Test("A custom presentation controller hears the change once per new value, after it is stored")
    func customPresentationController() throws {
        let (app, window, root, _) = makeApp()
        let delegate = CentredTransitioningDelegate()
        let content = UIViewController()
        content.modalPresentationStyle = .custom
        content.transitioningDelegate = delegate
        content.preferredContentSize = CGSize(width: 300, height: 200)
        root.present(content, animated: false)
        app.runTurn()
        let presentation = try #require(delegate.made)
        #expect(presentation.calls.isEmpty)
        #expect(content.view.frame == CGRect(x: 362, y: 284, width: 300, height: 200))

        content.preferredContentSize = CGSize(width: 500, height: 400)
        #expect(presentation.calls == [CGSize(width: 500, height: 400)])
        #expect(content.view.frame == CGRect(x: window.bounds.midX - 250, y: window.bounds.midY - 200, width: 500, height: 400))
        content.preferredContentSize = CGSize(width: 500, height: 400)
        #expect(presentation.calls.count == 1, "the same value again is no change")
        #expect(presentation.preferredContentSize == CGSize(width: 500, height: 400))
    }

    @Test("A grown popover renders its card and arrow at the new size, light and dark, at scale 3")
    func grownPopoverRenders() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 3)
            app.userInterfaceStyle = style
            let root = UIViewController()
            root.view.backgroundColor = .systemGroupedBackground
            let window = app.makeWindow(rootViewController: root)
            window.simulateSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            let button = UIButton(type: .system)
            button.setTitle("Share", for: .normal)
            button.frame = CGRect(x: 20, y: 100, width: 80, height: 44)
            root.view.addSubview(button)
            let recorder = EventRecorder()
            let delegate = PresentationDelegateRecorder(recorder)
            delegate.adaptiveStyle = UIModalPresentationStyle.none
            let content = UIViewController()
            content.view.backgroundColor = .systemBackground
            let label = UILabel(frame: CGRect(x: 16, y: 16, width: 200, height: 24))
            label.text = "Grows"
            content.view.addSubview(label)
            content.modalPresentationStyle = .popover
            content.preferredContentSize = CGSize(width: 240, height: 160)
            content.popoverPresentationController?.sourceView = button
            content.popoverPresentationController?.delegate = delegate
            root.present(content, animated: true)
            app.advance(by: 1)
            UIView.animate(withDuration: 0.4) { content.preferredContentSize = CGSize(width: 320, height: 360) }
            app.advance(by: 0.2)
            let name = style == .dark ? "dark" : "light"
            try app.renderPNG().write(to: FileManager.default.temporaryDirectory.appendingPathComponent("present-grow-mid-\(name).png"))
            app.advance(by: 1)
            #expect(content.view.frame == CGRect(x: 10, y: 157, width: 320, height: 360))
            let pixels = PixelBuffer(app.render())
            let fill = style == .dark ? PixelBuffer.Pixel.rgb(28 / 255, 28 / 255, 30 / 255) : PixelBuffer.Pixel.rgb(1, 1, 1)
            // Inside the grown card, beyond the old one (below and to the right of 240 × 160).
            #expect(pixels[300 * 3, 480 * 3].isClose(to: fill), "\(pixels[300 * 3, 480 * 3])")
            // The arrow still points at the source's centre.
            #expect(pixels[60 * 3, 152 * 3].isClose(to: fill), "\(pixels[60 * 3, 152 * 3])")
            // Outside the card, below it: the presenter's background.
            #expect(!pixels[300 * 3, 530 * 3].isClose(to: fill), "\(pixels[300 * 3, 530 * 3])")
            try app.renderPNG().write(to: FileManager.default.temporaryDirectory.appendingPathComponent("present-grow-end-\(name).png"))
        }
    }

    @Test("A child tells its parent, not the presentation; a controller shown nowhere tells no one")
    func childTellsParent() {
        let (app, _, root, _) = makeApp()
        let container = RecordingContainer()
        let child = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        container.modalPresentationStyle = .formSheet
        root.present(container, animated: false)
        app.runTurn()
        let before = container.view.frame
        child.preferredContentSize = CGSize(width: 123, height: 45)
        #expect(container.heard.count == 1)
        #expect(container.heard.first?.0 === child)
        #expect(container.heard.first?.1 == CGSize(width: 123, height: 45))
        // The base container does not pass it on: the form sheet keeps its size.
        #expect(container.view.frame == before)
        let loose = UIViewController()
        loose.preferredContentSize = CGSize(width: 10, height: 10)
        #expect(loose.preferredContentSize == CGSize(width: 10, height: 10))
    }
}
