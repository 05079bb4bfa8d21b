import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Seed application 1, first way: a 20×20 button whose hitTest answers for 10 points around it,
/// written as the UIKit code is.
@MainActor
private final class HitTestEnlargedButton: RecordingView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if !isUserInteractionEnabled || isHidden || alpha <= 0.01 { return nil }
        let responseRect = bounds.insetBy(dx: -10, dy: -10)
        if responseRect.contains(point) {
            for subview in subviews.reversed() {
                let convertedPoint = subview.convert(point, from: self)
                if let hitTestView = subview.hitTest(convertedPoint, with: event) { return hitTestView }
            }
            return self
        }
        return nil
    }
}

/// Seed application 1, second way: the same through point(inside:with:).
@MainActor
private final class PointInsideEnlargedButton: RecordingView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}

/// Seed application 2: a view that lets touches on its own area through to the sibling behind.
@MainActor
private final class PassThroughView: RecordingView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hitTestView = super.hitTest(point, with: event)
        if hitTestView === self { return nil }
        return hitTestView
    }
}

/// Seed application 3: a narrow cell whose scroll view sticks out to the right.
@MainActor
private final class BannerCell: RecordingView {
    let scrollView: RecordingView

    override init(_ name: String, recorder: EventRecorder, frame: CGRect) {
        scrollView = RecordingView("ScrollView", recorder: recorder, frame: CGRect(x: 0, y: 0, width: frame.width * 2, height: frame.height))
        super.init(name, recorder: recorder, frame: frame)
        clipsToBounds = false
        scrollView.clipsToBounds = false
        addSubview(scrollView)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        var hitTestView = super.hitTest(point, with: event)
        if hitTestView == nil { hitTestView = scrollView }
        return hitTestView
    }
}

/// A label, image view and scroll view subclass that count their hitTest calls and turn
/// every hit inside them into themselves.
@MainActor
private final class CountingLabel: UILabel {
    var asked = 0
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        asked += 1
        return super.hitTest(point, with: event) == nil ? nil : self
    }
}

@MainActor
private final class CountingImageView: UIImageView {
    var asked = 0
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        asked += 1
        return super.hitTest(point, with: event) == nil ? nil : self
    }
}

@MainActor
private final class CountingScrollView: UIScrollView {
    var asked = 0
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        asked += 1
        return super.hitTest(point, with: event) == nil ? nil : self
    }
}

@MainActor @Suite struct HitTestingTests {
    /// A window (400×800) whose root view records touches, plus a shared recorder.
    private func makeApp() -> (HeadlessApp, UIWindow, RecordingView, EventRecorder) {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 800))
        let recorder = EventRecorder()
        let controller = UIViewController()
        controller.accessibilityIdentifier = "VC"
        let root = RecordingView("A", recorder: recorder, frame: .zero)
        controller.view = root
        let window = app.makeWindow(rootViewController: controller)
        window.accessibilityIdentifier = "Window"
        return (app, window, root, recorder)
    }

    @Test("The seed's A–E example tries B, then C, then D, then chooses E")
    func seedExample() {
        let (app, _, a, recorder) = makeApp()
        let b = RecordingView("B", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let c = RecordingView("C", recorder: recorder, frame: CGRect(x: 0, y: 300, width: 400, height: 400))
        let d = RecordingView("D", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let e = RecordingView("E", recorder: recorder, frame: CGRect(x: 200, y: 200, width: 200, height: 200))
        // Front-most first: B in front of C, D in front of E.
        a.addSubview(c)
        a.addSubview(b)
        c.addSubview(e)
        c.addSubview(d)
        app.trace.isEnabled = true
        app.tap(at: CGPoint(x: 300, y: 550))
        #expect(
            app.trace.lines([.hitTest]) == [
                "Window.hitTest (300, 550): inside",
                "A.hitTest (300, 550): inside",
                "B.hitTest (300, 550): outside",
                "C.hitTest (300, 250): inside",
                "D.hitTest (300, 250): outside",
                "E.hitTest (100, 50): inside",
                "finger 1 → E",
            ])
        #expect(
            recorder.events == [
                .touchesBegan("E", at: [CGPoint(x: 100, y: 50)]), .touchesEnded("E", at: [CGPoint(x: 100, y: 50)]),
            ])
    }

    @Test("Hidden, nearly transparent and non-interactive views are skipped; alpha 0.01 is not")
    func skippedViews() {
        let (app, _, root, recorder) = makeApp()
        let back = RecordingView("Back", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = RecordingView("Front", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let frontChild = RecordingView("FrontChild", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(frontChild)
        let point = CGPoint(x: 60, y: 60)
        func hit(_ configure: (UIView) -> Void) -> String? {
            front.isHidden = false
            front.alpha = 1
            front.isUserInteractionEnabled = true
            configure(front)
            return app.window!.hitTest(point, with: nil)?.accessibilityIdentifier
        }
        #expect(hit { _ in } == "Front")
        #expect(hit { $0.isHidden = true } == "Back")
        #expect(hit { $0.alpha = 0 } == "Back")
        #expect(hit { $0.alpha = 0.009 } == "Back")
        #expect(hit { $0.alpha = 0.01 } == "Front")
        #expect(hit { $0.isUserInteractionEnabled = false } == "Back")
        // A skipped view's subviews are skipped with it.
        #expect(hit { _ in } == "Front")
        #expect(app.window!.hitTest(CGPoint(x: 10, y: 10), with: nil)?.accessibilityIdentifier == "FrontChild")
        front.isUserInteractionEnabled = false
        #expect(app.window!.hitTest(CGPoint(x: 10, y: 10), with: nil)?.accessibilityIdentifier == "Back")
        front.isUserInteractionEnabled = true
        front.isHidden = true
        app.trace.isEnabled = true
        app.tap(at: point)
        #expect(
            app.trace.lines([.hitTest]) == [
                "Window.hitTest (60, 60): inside",
                "A.hitTest (60, 60): inside",
                "Front.hitTest (60, 60): skipped (hidden)",
                "Back.hitTest (60, 60): inside",
                "finger 1 → Back",
            ])
        #expect(
            recorder.events == [
                .touchesBegan("Back", at: [CGPoint(x: 60, y: 60)]), .touchesEnded("Back", at: [CGPoint(x: 60, y: 60)]),
            ])
    }

    @Test("The front-most of overlapping siblings wins, and the deepest view containing the point")
    func frontMostDeepest() {
        let (app, window, root, _) = makeApp()
        let lower = namedView("Lower", CGRect(x: 0, y: 0, width: 200, height: 200))
        let upper = namedView("Upper", CGRect(x: 100, y: 100, width: 200, height: 200))
        let inner = namedView("Inner", CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(lower)
        root.addSubview(upper)
        upper.addSubview(inner)
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === upper)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === lower)
        #expect(window.hitTest(CGPoint(x: 115, y: 115), with: nil) === inner)
        root.bringSubviewToFront(lower)
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === lower)
        #expect(window.hitTest(CGPoint(x: 350, y: 700), with: nil) === root)
        #expect(window.hitTest(CGPoint(x: 500, y: 10), with: nil) == nil)
        _ = app
    }

    @Test("A point outside its parent over a protruding child is not a hit, whatever clipsToBounds says")
    func protrudingChild() {
        let (_, window, root, _) = makeApp()
        let parent = namedView("Parent", CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = namedView("Child", CGRect(x: 80, y: 80, width: 100, height: 100))
        root.addSubview(parent)
        parent.addSubview(child)
        parent.clipsToBounds = false
        #expect(window.hitTest(CGPoint(x: 90, y: 90), with: nil) === child)
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
        parent.clipsToBounds = true
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
    }

    @Test("Hit-testing works through a transformed, scrolled view")
    func transformedHitTest() {
        let (_, window, root, _) = makeApp()
        let scaled = namedView("Scaled", CGRect(x: 100, y: 100, width: 100, height: 100))
        let target = namedView("Target", CGRect(x: 80, y: 80, width: 20, height: 20))
        root.addSubview(scaled)
        scaled.addSubview(target)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled about (150, 150): target's bounds (80…100) show at 210…250.
        #expect(window.hitTest(CGPoint(x: 240, y: 240), with: nil) === target)
        #expect(window.hitTest(CGPoint(x: 200, y: 200), with: nil) === scaled)
        scaled.bounds.origin = CGPoint(x: 40, y: 40)
        // Scrolling by 40 moves the target 80 points up-left on screen.
        #expect(window.hitTest(CGPoint(x: 160, y: 160), with: nil) === target)
    }

    @Test("A 20×20 button answers 10 points around it through an overridden hitTest")
    func enlargedByHitTest() {
        let (app, _, root, recorder) = makeApp()
        let button = HitTestEnlargedButton("Button", recorder: recorder, frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        root.addSubview(button)
        app.tap(at: CGPoint(x: 91, y: 91))
        app.tap(at: CGPoint(x: 129, y: 110))
        app.tap(at: CGPoint(x: 89, y: 110))
        app.tap(at: CGPoint(x: 110, y: 131))
        #expect(
            recorder.events == [
                .touchesBegan("Button", at: [CGPoint(x: -9, y: -9)]),
                .touchesEnded("Button", at: [CGPoint(x: -9, y: -9)]),
                .touchesBegan("Button", at: [CGPoint(x: 29, y: 10)]),
                .touchesEnded("Button", at: [CGPoint(x: 29, y: 10)]),
                .touchesBegan("A", at: [CGPoint(x: 89, y: 110)]), .touchesEnded("A", at: [CGPoint(x: 89, y: 110)]),
                .touchesBegan("A", at: [CGPoint(x: 110, y: 131)]), .touchesEnded("A", at: [CGPoint(x: 110, y: 131)]),
            ])
        button.isHidden = true
        #expect(app.window!.hitTest(CGPoint(x: 95, y: 95), with: nil) === root)
    }

    @Test("A 20×20 button answers 10 points around it through an overridden point(inside:)")
    func enlargedByPointInside() {
        let (app, _, _, recorder) = makeApp()
        let button = PointInsideEnlargedButton("Button", recorder: recorder, frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        app.window!.rootViewController!.view.addSubview(button)
        app.tap(at: CGPoint(x: 91, y: 91))
        app.tap(at: CGPoint(x: 129, y: 110))
        app.tap(at: CGPoint(x: 89, y: 110))
        #expect(
            recorder.events == [
                .touchesBegan("Button", at: [CGPoint(x: -9, y: -9)]),
                .touchesEnded("Button", at: [CGPoint(x: -9, y: -9)]),
                .touchesBegan("Button", at: [CGPoint(x: 29, y: 10)]),
                .touchesEnded("Button", at: [CGPoint(x: 29, y: 10)]),
                .touchesBegan("A", at: [CGPoint(x: 89, y: 110)]), .touchesEnded("A", at: [CGPoint(x: 89, y: 110)]),
            ])
    }

    @Test("Returning nil when super's hit is the view itself passes the touch to the sibling behind")
    func passToSibling() {
        let (app, _, root, recorder) = makeApp()
        let b = RecordingView("B", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let c = PassThroughView("C", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let d = RecordingView("D", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let e = RecordingView("E", recorder: recorder, frame: CGRect(x: 200, y: 200, width: 100, height: 100))
        root.addSubview(b)
        root.addSubview(c)
        c.addSubview(d)
        c.addSubview(e)
        app.tap(at: CGPoint(x: 150, y: 150))
        app.tap(at: CGPoint(x: 50, y: 50))
        app.tap(at: CGPoint(x: 250, y: 250))
        #expect(
            recorder.events == [
                .touchesBegan("B", at: [CGPoint(x: 150, y: 150)]), .touchesEnded("B", at: [CGPoint(x: 150, y: 150)]),
                .touchesBegan("D", at: [CGPoint(x: 50, y: 50)]), .touchesEnded("D", at: [CGPoint(x: 50, y: 50)]),
                .touchesBegan("E", at: [CGPoint(x: 50, y: 50)]), .touchesEnded("E", at: [CGPoint(x: 50, y: 50)]),
            ])
    }

    @Test("A cell returning its protruding scroll view when super finds nothing gets touches outside itself")
    func childOutsideParent() {
        let (app, _, root, recorder) = makeApp()
        let container = RecordingView("Container", recorder: recorder, frame: CGRect(x: 0, y: 100, width: 400, height: 100))
        let cell = BannerCell("Cell", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(container)
        container.addSubview(cell)
        app.trace.isEnabled = true
        // Right of the cell, over the part of the scroll view that sticks out.
        app.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 250, y: 150), steps: 2)
        #expect(app.trace.lines([.hitTest]).last == "finger 1 → ScrollView")
        #expect(
            recorder.events == [
                .touchesBegan("ScrollView", at: [CGPoint(x: 300, y: 50)]),
                .touchesMoved("ScrollView", at: [CGPoint(x: 275, y: 50)]),
                .touchesMoved("ScrollView", at: [CGPoint(x: 250, y: 50)]),
                .touchesEnded("ScrollView", at: [CGPoint(x: 250, y: 50)]),
            ])
        recorder.clear()
        // Inside the cell the scroll view is found by the ordinary search.
        app.tap(at: CGPoint(x: 50, y: 150))
        #expect(
            recorder.events == [
                .touchesBegan("ScrollView", at: [CGPoint(x: 50, y: 50)]),
                .touchesEnded("ScrollView", at: [CGPoint(x: 50, y: 50)]),
            ])
        // Without the override the protruding part would not be reachable.
        #expect(cell.scrollView.frame == CGRect(x: 0, y: 0, width: 400, height: 100))
        #expect(container.bounds.contains(CGPoint(x: 300, y: 50)))
        _ = root
    }

    @Test("Exactly UIView, UIWindow, UILabel, UIImageView and UIScrollView are entered without a call; subclasses are called")
    func defaultHitTestClasses() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        #expect(UIView().usesDefaultHitTest && window.usesDefaultHitTest)
        #expect(UILabel().usesDefaultHitTest && UIImageView(image: nil).usesDefaultHitTest)
        #expect(UIScrollView().usesDefaultHitTest)
        #expect(!UIButton().usesDefaultHitTest && !UIStackView().usesDefaultHitTest)

        // Each subclass inherits UIView's false answer, so its override decides the hit.
        let label = CountingLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let imageView = CountingImageView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let scrollView = CountingScrollView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        for view in [label, imageView, scrollView] as [UIView] {
            #expect(!view.usesDefaultHitTest)
            view.isUserInteractionEnabled = true
            view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
            window.addSubview(view)
        }
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === label)
        #expect(window.hitTest(CGPoint(x: 110, y: 10), with: nil) === imageView)
        #expect(window.hitTest(CGPoint(x: 210, y: 10), with: nil) === scrollView)
        #expect([label.asked, imageView.asked, scrollView.asked] as [Int] == [1, 2, 3])
    }
}
