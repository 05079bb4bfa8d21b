import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A converged layout does not move when every view is marked and laid out again (what the
/// app soak checks): a view's safe-area insets follow it when it, or its superview's bounds,
/// move, not only when something happens to lay it out a second time.
@MainActor @Suite struct SafeAreaConvergenceTests {
    /// Lays the window out, then marks every view and lays it out again; returns the views
    /// whose frames the second pass moved.
    static func movedBySecondPass(_ window: UIWindow) -> [String] {
        window.layoutIfNeeded()
        var views: [UIView] = []
        var stack = [window as UIView]
        while let view = stack.popLast() {
            views.append(view)
            stack += view.subviews
        }
        let before = views.map(\.frame)
        for view in views { view.setNeedsLayout() }
        window.layoutIfNeeded()
        return zip(views, before).compactMap { view, frame in
            view.frame == frame ? nil : "\(type(of: view)) \(frame) → \(view.frame)"
        }
    }

    /// A view that records the bottom safe-area inset it saw when last laid out.
    final class InsetProbe: UIView {
        var laidOutBottom: CGFloat = -1
        let child = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(child)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func layoutSubviews() {
            super.layoutSubviews()
            laidOutBottom = safeAreaInsets.bottom
            child.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - safeAreaInsets.bottom))
        }
    }

    @Test("A view whose superview shrinks past it is laid out again with its new safe area")
    func superviewShrinks() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 0)
        let window = app.makeWindow(rootViewController: controller)
        let probe = InsetProbe(frame: CGRect(x: 20, y: 500, width: 350, height: 150))
        controller.view.addSubview(probe)
        app.runUntilIdle()
        #expect(probe.laidOutBottom == 0)
        // The window (and so the root view) gets shorter; the probe's size stays the same.
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
        app.runUntilIdle()
        // Safe rectangle of the root view: 0…528; the probe spans 500…650.
        #expect(probe.safeAreaInsets.bottom == 122)
        #expect(probe.laidOutBottom == 122)
        #expect(probe.child.frame.height == 28)
        #expect(Self.movedBySecondPass(window) == [])
    }

    @Test("A view moved under its superview's safe-area edge is laid out again with its new safe area")
    func viewMoves() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        let window = app.makeWindow(rootViewController: controller)
        let probe = InsetProbe(frame: CGRect(x: 20, y: 500, width: 350, height: 150))
        controller.view.addSubview(probe)
        app.runUntilIdle()
        #expect(probe.laidOutBottom == 0)
        probe.center.y += 200  // 700…850 against a safe bottom of 744
        app.runUntilIdle()
        #expect(probe.laidOutBottom == 106)
        #expect(Self.movedBySecondPass(window) == [])
    }

    @Test("A view scrolled under its scroll view's safe-area edge is laid out again with its new safe area")
    func superviewScrolls() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        let window = app.makeWindow(rootViewController: controller)
        let scroll = UIScrollView(frame: controller.view.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 390, height: 2000)
        controller.view.addSubview(scroll)
        let probe = InsetProbe(frame: CGRect(x: 20, y: 500, width: 350, height: 150))
        scroll.addSubview(probe)
        app.runUntilIdle()
        #expect(probe.laidOutBottom == 0)
        scroll.contentOffset = CGPoint(x: 0, y: -100)  // the probe now spans 600…750 on screen
        app.runUntilIdle()
        #expect(probe.laidOutBottom == 6)
        #expect(Self.movedBySecondPass(window) == [])
    }

    /// Two pages with a page control (the presentation count and index).
    final class TwoPages: NSObject, UIPageViewControllerDataSource {
        let pages = [UIViewController(), UIViewController()]
        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? { viewController === pages[1] ? pages[0] : nil }
        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? { viewController === pages[0] ? pages[1] : nil }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { 2 }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
    }

    @Test("A page view controller scrolled wholly below the safe area keeps a page frame of no negative height")
    func pageViewBelowSafeArea() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        let window = app.makeWindow(rootViewController: controller)
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let source = TwoPages()
        pages.dataSource = source
        let page = source.pages[0]
        pages.setViewControllers([page], direction: .forward, animated: false)
        controller.addChild(pages)
        pages.view.frame = CGRect(x: 20, y: 516, width: 350, height: 150)
        controller.view.addSubview(pages.view)
        pages.didMove(toParent: controller)
        app.runUntilIdle()
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
        app.runUntilIdle()
        #expect(pages.view.safeAreaInsets.bottom == 150)
        #expect(page.view.frame.height == 0 && page.view.frame.minY == 0)
        #expect(Self.movedBySecondPass(window) == [])
    }

    @Test("A sheet scaled back under a second sheet keeps its safe area and its hidden toolbar's place")
    func stackedSheetBeneath() {
        // The app soak's seed 1 at step 2,048: a navigation controller's (hidden) toolbar in the
        // lower of two stacked sheets moved 34 points on a second layout pass.
        let app = HeadlessApp()
        let root = UINavigationController(rootViewController: UIViewController())
        let window = app.makeWindow(rootViewController: root)
        app.runUntilIdle()
        let lower = UINavigationController(rootViewController: UIViewController())
        root.present(lower, animated: false)
        app.runUntilIdle()
        let bottomBefore = lower.view.safeAreaInsets.bottom
        let toolbarBefore = lower.toolbar.frame
        #expect(bottomBefore == 34)
        let upper = UINavigationController(rootViewController: UIViewController())
        lower.present(upper, animated: false)
        app.runUntilIdle()
        #expect(!lower.view.transform.isIdentity, "the lower sheet is scaled back")
        #expect(lower.view.safeAreaInsets.bottom == bottomBefore)
        #expect(lower.toolbar.frame == toolbarBefore)
        #expect(Self.movedBySecondPass(window) == [])
    }

    @Test("A view's own transform leaves its safe-area insets alone")
    func transformKeepsSafeArea() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        let window = app.makeWindow(rootViewController: controller)
        let probe = InsetProbe(frame: CGRect(x: 20, y: 600, width: 350, height: 200))
        controller.view.addSubview(probe)
        app.runUntilIdle()
        #expect(probe.laidOutBottom == 56)  // 600…800 against a safe bottom of 744
        // Scaled to half about its centre it spans 650…750 on screen; its layout is the same.
        probe.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        app.runUntilIdle()
        #expect(probe.safeAreaInsets.bottom == 56)
        #expect(probe.laidOutBottom == 56)
        #expect(Self.movedBySecondPass(window) == [])
    }

    /// A controller with a label 20 points below its safe area's top (the soak's share screen).
    final class LabelBelowSafeTop: UIViewController {
        let label = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            label.numberOfLines = 0
            label.text = "note"
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            ])
        }
    }

    @Test(
        "Stacked sheets over a window that changes size: the lower sheet's label stays below its safe-area top",
        arguments: [CGSize(width: 844, height: 390), CGSize(width: 320, height: 568), CGSize(width: 1024, height: 768)])
    func stackedSheetsThenResize(to size: CGSize) {
        // The shape of the app soak's UILabel moves (seeds 2 and 3): the label in the sheet scaled
        // back under another, pinned to its safe area's top, moved on a second pass after the
        // window changed size.
        let app = HeadlessApp()
        let window = app.makeWindow(rootViewController: UINavigationController(rootViewController: LabelBelowSafeTop()))
        app.runUntilIdle()
        let content = LabelBelowSafeTop()
        let lower = UINavigationController(rootViewController: content)
        window.rootViewController?.present(lower, animated: true)
        app.advance(by: 2)
        app.runUntilIdle()
        lower.present(UINavigationController(rootViewController: LabelBelowSafeTop()), animated: true)
        app.advance(by: 2)
        app.runUntilIdle()
        window.frame = CGRect(origin: .zero, size: size)
        app.advance(by: 2)
        app.runUntilIdle()
        #expect(content.label.frame.minY == content.view.safeAreaInsets.top + 20)
        #expect(Self.movedBySecondPass(window) == [])
    }
}
