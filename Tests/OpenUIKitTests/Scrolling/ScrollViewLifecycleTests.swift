import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A scroll view counting its `layoutSubviews()` calls.
private final class LayoutCountingScrollView: UIScrollView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// A plain view counting its `layoutSubviews()` calls.
private final class LayoutCountingView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// Scrolling and the update cycle, and a scroll view leaving its window while it moves.
@MainActor
@Suite struct ScrollViewLifecycleTests {
    /// A window whose root view counts layouts, holding a counting scroll view 300 × 400 at
    /// (0, 100) with 300 × 3000 content.
    private func layoutStage() -> (
        app: HeadlessApp, container: LayoutCountingView, scrollView: LayoutCountingScrollView
    ) {
        let app = HeadlessApp()
        let controller = UIViewController()
        let container = LayoutCountingView()
        container.accessibilityIdentifier = "container"
        controller.view = container
        app.makeWindow(rootViewController: controller)
        let scrollView = LayoutCountingScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scrollView.accessibilityIdentifier = "scroll"
        scrollView.contentSize = CGSize(width: 300, height: 3000)
        container.addSubview(scrollView)
        app.runTurn()
        container.layouts = 0
        scrollView.layouts = 0
        return (app, container, scrollView)
    }

    @Test("A programmatic scroll lays out the scroll view alone in the next frame, once; its superview is left alone")
    func programmaticScrollLaysOut() {
        let (app, container, scrollView) = layoutStage()
        app.trace.isEnabled = true
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.contentOffset = CGPoint(x: 0, y: 80)
        #expect(scrollView.needsLayout && !container.needsLayout)
        app.runTurn()
        #expect((container.layouts, scrollView.layouts) == (0, 1))
        #expect(app.trace.lines([.layout]) == ["scroll.layoutSubviews (scrolled)"])
        // Nothing scrolled: nothing to lay out.
        app.runTurn()
        scrollView.contentOffset = CGPoint(x: 0, y: 80)
        app.runTurn()
        #expect((container.layouts, scrollView.layouts) == (0, 1))
    }

    @Test("Each drag step and each glide frame lays the scroll view out again, never its superview")
    func draggingAndGlidingLayOut() {
        let (app, container, scrollView) = layoutStage()
        app.touchDown(at: CGPoint(x: 150, y: 300))
        app.advance(by: 1.0 / 64)
        app.touchMove(to: CGPoint(x: 150, y: 270))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 20))
        #expect((container.layouts, scrollView.layouts) == (0, 1))
        app.advance(by: 1.0 / 64)
        app.touchMove(to: CGPoint(x: 150, y: 240))
        #expect((container.layouts, scrollView.layouts) == (0, 2))
        app.touchUp()
        #expect(scrollView.isDecelerating)
        let before = (container.layouts, scrollView.layouts)
        let offset = scrollView.contentOffset
        app.advance(by: ScrollViewConstants.frameInterval)
        #expect(scrollView.contentOffset != offset)
        #expect((container.layouts, scrollView.layouts) == (0, before.1 + 1))
    }

    @Test("A scroll view removed from its window mid-glide stops there, reports the end once, and leaves no timer")
    func removalStopsDeceleration() {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 3000))
        let scrollView = stage.scrollView
        stage.app.flick(from: CGPoint(x: 150, y: 450), velocity: CGPoint(x: 0, y: -1600))
        stage.app.advance(by: 0.2)
        #expect(scrollView.isDecelerating)
        let superview = scrollView.superview!
        scrollView.removeFromSuperview()
        let stopped = scrollView.contentOffset
        #expect(!scrollView.isDecelerating)
        #expect(stage.log.events.last == .didEndDecelerating)
        let reports = stage.log.offsets.count
        stage.app.advance(by: 3)
        #expect(scrollView.contentOffset == stopped)
        #expect(stage.log.offsets.count == reports)
        #expect(stage.app.application.runLoop.nextTimerFireTime == nil)
        #expect(stage.log.events.filter { $0 == .didEndDecelerating }.count == 1)

        // Back in the window it is an ordinary scroll view again.
        superview.addSubview(scrollView)
        stage.app.flick(from: CGPoint(x: 150, y: 450), velocity: CGPoint(x: 0, y: -1600))
        #expect(scrollView.isDecelerating)
        stage.app.advance(by: 3)
        #expect(!scrollView.isDecelerating)
        #expect(stage.log.events.filter { $0 == .didEndDecelerating }.count == 2)
    }

    @Test("A scroll view removed from its window mid-drag ends the drag: isDragging false, didEndDragging once")
    func removalEndsDrag() {
        let stage = ScrollStage()
        let scrollView = stage.scrollView
        stage.press(from: CGPoint(x: 150, y: 450), movingTo: CGPoint(x: 150, y: 350), steps: 4)
        #expect(scrollView.isDragging && scrollView.isTracking)
        let superview = scrollView.superview!
        scrollView.removeFromSuperview()
        #expect(!scrollView.isDragging && !scrollView.isTracking && !scrollView.isDecelerating)
        #expect(stage.log.events == [.willBeginDragging, .didEndDragging(willDecelerate: false)])
        stage.app.touchUp()
        #expect(stage.log.events == [.willBeginDragging, .didEndDragging(willDecelerate: false)])

        // A new drag after it comes back starts from scratch.
        superview.addSubview(scrollView)
        stage.log.recorder.clear()
        stage.press(from: CGPoint(x: 150, y: 450), movingTo: CGPoint(x: 150, y: 410), steps: 2)
        #expect(scrollView.isDragging)
        stage.app.advance(by: 0.2)
        stage.app.touchUp()
        #expect(!scrollView.isDragging && !scrollView.isTracking)
        #expect(stage.log.events.first == .willBeginDragging)
        #expect(stage.log.events.last == .didEndDragging(willDecelerate: false))
    }

    @Test("An animated setContentOffset whose view leaves the window lands on its target at once and reports it")
    func removalFinishesAnimation() {
        let stage = ScrollStage()
        let scrollView = stage.scrollView
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        stage.app.advance(by: 0.1)
        #expect(scrollView.contentOffset.y > 0 && scrollView.contentOffset.y < 300)
        scrollView.removeFromSuperview()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(stage.log.events == [.didEndScrollingAnimation])
        stage.app.advance(by: 1)
        #expect(stage.log.events == [.didEndScrollingAnimation])
        #expect(stage.app.application.runLoop.nextTimerFireTime == nil)
    }

    @Test("A gliding scroll view whose whole window goes away leaves no timer behind")
    func windowReleasedMidGlide() {
        let app = HeadlessApp()
        app.makeWindow(rootViewController: UIViewController())
        weak var weakScrollView: UIScrollView?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            window.isHidden = false
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 300, height: 3000)
            window.addSubview(scrollView)
            scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
            app.advance(by: 0.05)
            #expect(app.application.runLoop.nextTimerFireTime != nil)
            weakScrollView = scrollView
        }
        #expect(weakScrollView == nil)
        app.advance(by: 0.1)
        #expect(app.application.runLoop.nextTimerFireTime == nil)
    }
}
