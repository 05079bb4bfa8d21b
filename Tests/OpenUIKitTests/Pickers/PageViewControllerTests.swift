import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A page that records its appearance callbacks as "A.willAppear" and so on.
@MainActor
private final class RecordingPage: UIViewController {
    let name: String
    let record: (String) -> Void

    init(_ name: String, color: UIColor, record: @escaping (String) -> Void) {
        self.name = name
        self.record = record
        super.init(nibName: nil, bundle: nil)
        view.backgroundColor = color
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) { record("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { record("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("\(name).didDisappear") }
}

/// Three pages A, B, C in a page view controller filling a 300 × 400 screen at scale 1,
/// with a data source giving a presentation count and a delegate recording into the same log.
@MainActor
private final class PageStage: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let app: HeadlessApp
    let pageViewController: UIPageViewController
    var pages: [RecordingPage] = []
    var log: [String] = []
    var presentationCount = 3

    init(orientation: UIPageViewController.NavigationOrientation = .horizontal, scale: CGFloat = 1) {
        app = HeadlessApp(screenSize: CGSize(width: 300, height: 400), scale: scale)
        pageViewController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: orientation)
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue]
        pages = ["A", "B", "C"].enumerated().map { index, name in
            RecordingPage(name, color: colors[index]) { [unowned self] in self.log.append($0) }
        }
        pageViewController.dataSource = self
        pageViewController.delegate = self
        pageViewController.setViewControllers([pages[0]], direction: .forward, animated: false)
        app.makeWindow(rootViewController: pageViewController)
        app.runUntilIdle()
    }

    func name(_ controller: UIViewController) -> String { (controller as? RecordingPage)?.name ?? "?" }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index < pages.count - 1 else {
            return nil
        }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { presentationCount }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.viewControllers?.first.flatMap { page in pages.firstIndex { $0 === page } } ?? 0
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        log.append("willTransitionTo \(pendingViewControllers.map(name))")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        log.append("didFinish \(finished) \(previousViewControllers.map(name)) completed \(completed)")
    }

    var pageControl: UIPageControl? {
        pageViewController.view.subviews.compactMap { $0 as? UIPageControl }.first
    }

    /// A slow horizontal drag by `dx` (vertical by `dy`) through the middle, held before the lift.
    func slowDrag(dx: CGFloat = 0, dy: CGFloat = 0) {
        let start = CGPoint(x: 150 - dx / 2, y: 180 - dy / 2)
        app.drag(from: start, to: CGPoint(x: start.x + dx, y: start.y + dy), lift: false)
        app.advance(by: 0.2)
        app.touchUp()
        app.advance(by: 1)
    }
}

/// UIPageViewController's scroll style: swipes that complete or go back, with the delegate's
/// calls and the children's appearance callbacks in UIKit's order; programmatic changes; the
/// page control from the data source; the refused page curl.
@MainActor
@Suite struct PageViewControllerTests {
    @Test("The first page appears with the page view controller")
    func firstPageAppears() {
        let stage = PageStage()
        #expect(stage.log == ["A.willAppear", "A.didAppear"])
        #expect(stage.pageViewController.children == [stage.pages[0]])
        #expect(stage.pageViewController.viewControllers == [stage.pages[0]])
        #expect(stage.pageViewController.spineLocation == .none)
        #expect(stage.pageViewController.gestureRecognizers.isEmpty)
    }

    @Test("A swipe past half a page completes: the delegate and the appearance callbacks in UIKit's order")
    func swipeCompletes() {
        let stage = PageStage()
        stage.log = []
        stage.slowDrag(dx: -200)
        #expect(stage.log == [
            "willTransitionTo [\"B\"]", "B.willAppear", "A.willDisappear", "B.didAppear", "A.didDisappear",
            "didFinish true [\"A\"] completed true",
        ])
        #expect(stage.pageViewController.viewControllers == [stage.pages[1]])
        #expect(stage.pageViewController.children == [stage.pages[1]])
        #expect(stage.pages[1].view.window != nil)
        #expect(stage.pages[0].viewIfLoaded?.window == nil)
        #expect(stage.pageControl?.currentPage == 1)
    }

    @Test("A short swipe goes back: the new page disappears, the current one reappears, completed is false")
    func swipeCancels() {
        let stage = PageStage()
        stage.log = []
        stage.slowDrag(dx: -100)
        #expect(stage.log == [
            "willTransitionTo [\"B\"]", "B.willAppear", "A.willDisappear", "A.willAppear", "A.didAppear",
            "B.willDisappear", "B.didDisappear", "didFinish true [\"A\"] completed false",
        ])
        #expect(stage.pageViewController.viewControllers == [stage.pages[0]])
        #expect(stage.pageViewController.children == [stage.pages[0]])
        #expect(stage.pageControl?.currentPage == 0)
    }

    @Test("A swipe toward a page the data source does not have bounces back without a transition")
    func noPageBefore() {
        let stage = PageStage()
        stage.log = []
        stage.slowDrag(dx: 200)
        #expect(stage.log.isEmpty)
        #expect(stage.pageViewController.viewControllers == [stage.pages[0]])
    }

    @Test("Two swipes reach the last page and back; a vertical page view controller swipes up")
    func severalSwipes() {
        let stage = PageStage()
        stage.slowDrag(dx: -200)
        stage.slowDrag(dx: -200)
        #expect(stage.pageViewController.viewControllers == [stage.pages[2]])
        #expect(stage.pageControl?.currentPage == 2)
        stage.slowDrag(dx: 200)
        #expect(stage.pageViewController.viewControllers == [stage.pages[1]])
        #expect(stage.pageControl?.currentPage == 1)

        let vertical = PageStage(orientation: .vertical)
        vertical.slowDrag(dy: -250)
        #expect(vertical.pageViewController.viewControllers == [vertical.pages[1]])
        #expect(vertical.pageControl?.isHidden ?? true)
    }

    @Test("setViewControllers animated slides the page in, tells the delegate nothing, and completes")
    func programmatic() {
        let stage = PageStage()
        stage.log = []
        var completions: [Bool] = []
        stage.pageViewController.setViewControllers(
            [stage.pages[2]], direction: .forward, animated: true, completion: { completions.append($0) })
        #expect(stage.log == ["C.willAppear", "A.willDisappear"])
        stage.app.advance(by: 1)
        #expect(stage.log == ["C.willAppear", "A.willDisappear", "C.didAppear", "A.didDisappear"])
        #expect(completions == [true])
        #expect(stage.pageViewController.viewControllers == [stage.pages[2]])
        #expect(stage.pageControl?.currentPage == 2)
        stage.log = []
        stage.pageViewController.setViewControllers([stage.pages[0]], direction: .reverse, animated: false)
        #expect(stage.log == ["A.willAppear", "C.willDisappear", "A.didAppear", "C.didDisappear"])
        #expect(stage.pageControl?.currentPage == 0)
    }

    @Test("The page control shows the data source's count below the pages; none without a count")
    func pageControlFromDataSource() {
        let stage = PageStage()
        let control = stage.pageControl
        #expect(control?.numberOfPages == 3)
        #expect(control?.isHidden == false)
        #expect((control?.frame.maxY ?? 0) == 400)
        #expect(stage.pages[0].view.frame.height == 400 - (control?.frame.height ?? 0))
        stage.presentationCount = 0
        stage.pageViewController.setViewControllers([stage.pages[1]], direction: .forward, animated: false)
        stage.app.runUntilIdle()
        #expect(stage.pageControl?.isHidden == true)
        #expect(stage.pages[1].view.frame.height == 400)
    }

    @Test("The page-curl style stops with a message")
    func pageCurlRefused() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = HeadlessApp()
                _ = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("the .pageCurl transition style is not built"))
    }
}
