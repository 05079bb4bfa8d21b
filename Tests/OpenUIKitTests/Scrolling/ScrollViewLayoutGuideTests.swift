import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Records inset-change reports.
@MainActor
private final class InsetScrollView: UIScrollView {
    var reports: [UIEdgeInsets] = []
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        reports.append(adjustedContentInset)
    }
}

/// The content and frame layout guides, and the safe-area adjustment of the content inset.
@MainActor
@Suite struct ScrollViewLayoutGuideTests {
    @Test("Constraints to contentLayoutGuide give the content size; the flick then stops at its end")
    func contentSizeFromConstraints() {
        let stage = ScrollStage(contentSize: .zero)
        let scrollView = stage.scrollView
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        let guide = scrollView.contentLayoutGuide
        #expect(scrollView.layoutGuides.contains { $0 === guide })
        #expect(guide.identifier == "UIScrollView-contentLayoutGuide")
        let height = content.heightAnchor.constraint(equalToConstant: 1000)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            height,
        ])
        stage.app.runTurn()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 1000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1000))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 1000))
        stage.app.flick(from: CGPoint(x: 150, y: 450), velocity: CGPoint(x: 0, y: -1600))
        stage.app.advance(by: 3)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
        // A taller content view makes taller content at the next layout.
        height.constant = 1500
        stage.app.runTurn()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 1500))
    }

    @Test("Without constraints the content guide is the content size that was set")
    func contentGuideFollowsContentSize() {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 1200))
        let guide = stage.scrollView.contentLayoutGuide
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 1200))
        stage.scrollView.contentSize = CGSize(width: 300, height: 900)
        #expect(stage.scrollView.contentSize == CGSize(width: 300, height: 900))
        #expect(guide.layoutFrame.size == CGSize(width: 300, height: 900))
    }

    @Test("A view pinned to frameLayoutGuide stays put on screen while the content scrolls")
    func frameGuideFloats() {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 1200))
        let scrollView = stage.scrollView
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        let frameGuide = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: frameGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: frameGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        stage.app.runTurn()
        #expect(badge.frame == CGRect(x: 270, y: 10, width: 20, height: 20))
        stage.press(from: CGPoint(x: 150, y: 450), movingTo: CGPoint(x: 150, y: 250), steps: 4)
        stage.app.runTurn()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 190))
        #expect(badge.frame == CGRect(x: 270, y: 200, width: 20, height: 20))
        #expect(badge.convert(badge.bounds, to: nil) == CGRect(x: 270, y: 110, width: 20, height: 20))
        #expect(frameGuide.layoutFrame == scrollView.bounds)
    }

    @Test("adjustedContentInset adds the safe area per contentInsetAdjustmentBehavior and reports each change")
    func insetAdjustment() {
        let app = HeadlessApp(screenSize: CGSize(width: 300, height: 400))
        let controller = UIViewController()
        let window = app.makeWindow(rootViewController: controller)
        let scrollView = InsetScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        controller.view.addSubview(scrollView)
        let delegate = ScrollViewDelegateRecorder(scrollView, name: "scroll")
        scrollView.contentSize = CGSize(width: 300, height: 1200)
        scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        // The window's safe area reaches the scroll view, which fills it, in the next layout.
        window.simulateSafeAreaInsets(UIEdgeInsets(top: 20, left: 8, bottom: 30, right: 8))
        app.runTurn()
        #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 20, left: 8, bottom: 30, right: 8))
        // Scrolls vertically only: top and bottom get the safe area.
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 25, left: 0, bottom: 30, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 25, left: 8, bottom: 30, right: 8))
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        scrollView.contentSize = CGSize(width: 300, height: 100)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        scrollView.alwaysBounceVertical = true
        scrollView.contentSize = CGSize(width: 300, height: 101)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 25, left: 0, bottom: 30, right: 0))
        #expect(scrollView.reports == [
            UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0), UIEdgeInsets(top: 25, left: 0, bottom: 30, right: 0),
            UIEdgeInsets(top: 25, left: 8, bottom: 30, right: 8), UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0),
            UIEdgeInsets(top: 25, left: 0, bottom: 30, right: 0), UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0),
            UIEdgeInsets(top: 25, left: 0, bottom: 30, right: 0),
        ])
        // The delegate hears each change, and nothing else but the scrolling it causes.
        #expect(delegate.calls.filter { !$0.isDidScroll }
            == Array(repeating: .didChangeAdjustedContentInset, count: scrollView.reports.count))
        // The adjusted inset is what scrolling uses: the top rests at −25.
        #expect(scrollView.contentOffset == .zero)
        scrollView.setContentOffset(CGPoint(x: 0, y: -25), animated: false)
        #expect(scrollView.contentOffset.y == -25)
    }

    @Test("A short scroll view first in a pushed controller's view starts below the navigation bar, as the content scroll view")
    func shortContentScrollViewUnderNavigationBar() {
        let app = HeadlessApp(screenSize: CGSize(width: 300, height: 500))
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        app.makeWindow(rootViewController: navigation)
        app.runTurn()
        let pushed = UIViewController()
        let scrollView = UIScrollView(frame: pushed.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 300, height: 120)
        pushed.view.addSubview(scrollView)
        // A second, later scroll view is not the content scroll view and keeps the scrollable-axes rule.
        let other = UIScrollView(frame: CGRect(x: 0, y: 300, width: 300, height: 100))
        other.contentSize = CGSize(width: 300, height: 50)
        pushed.view.addSubview(other)
        navigation.pushViewController(pushed, animated: false)
        app.runTurn()
        let barBottom = navigation.navigationBar.frame.maxY
        #expect(barBottom > 0)
        #expect(scrollView.adjustedContentInset.top == barBottom)
        #expect(scrollView.contentOffset.y == -barBottom)
        #expect(other.adjustedContentInset.top == 0)
        // .scrollableAxes opts out: short content is not adjusted.
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scrollView.adjustedContentInset.top == 0)
    }
}
