import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// An infinite pager written the way such components are: a view holding a paging scroll view
/// of three pages, which in its own `layoutSubviews` sizes the scroll view and puts it on the
/// middle page; when a page change settles it advances its index and re-centres.
@MainActor
private final class InfinitePager: UIView, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    private(set) var index = 0
    private(set) var layouts = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        scrollView.isPagingEnabled = true
        scrollView.delegate = self
        addSubview(scrollView)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        scrollView.frame = bounds
        scrollView.contentSize = CGSize(width: bounds.width * 3, height: bounds.height)
        // Snap to the middle page: safe only if scrolling does not lay this view out.
        scrollView.contentOffset = CGPoint(x: bounds.width, y: 0)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let page = Int((scrollView.contentOffset.x / bounds.width).rounded())
        index += page - 1
        setNeedsLayout()
    }
}

/// Which views a scroll lays out: the scroll view only, as UIKit does.
@MainActor
@Suite struct InfinitePagerLayoutTests {
    @Test("A pager that re-centres in its own layoutSubviews keeps scrolling: page after page, both ways")
    func recentringPagerKeepsScrolling() {
        let app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let pager = InfinitePager(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        controller.view.addSubview(pager)
        app.runTurn()
        #expect(pager.scrollView.contentOffset == CGPoint(x: 300, y: 0))
        let layoutsBefore = pager.layouts
        // A slow drag follows the finger across frames: no snap back mid-drag.
        app.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 200), steps: 4, duration: 4 * ScrollStage.step, lift: false)
        app.runTurn()
        #expect(pager.scrollView.contentOffset == CGPoint(x: 490, y: 0))
        app.advance(by: 0.1)
        #expect(pager.scrollView.contentOffset == CGPoint(x: 490, y: 0))
        #expect(pager.layouts == layoutsBefore)
        app.touchUp()
        app.advance(by: 0.5)
        // Settled on page 2, then re-centred: index 1, back on the middle page.
        #expect(pager.index == 1)
        #expect(pager.scrollView.contentOffset == CGPoint(x: 300, y: 0))
        for _ in 0..<3 {
            app.flick(from: CGPoint(x: 250, y: 200), velocity: CGPoint(x: -800, y: 0))
            app.advance(by: 0.5)
        }
        #expect(pager.index == 4)
        app.flick(from: CGPoint(x: 50, y: 200), velocity: CGPoint(x: 800, y: 0))
        app.advance(by: 0.5)
        #expect(pager.index == 3)
        #expect(pager.scrollView.contentOffset == CGPoint(x: 300, y: 0))
    }

    @Test("A view constrained across the scroll view still moves with it: its superview is laid out by the engine")
    func crossingConstraintStillLaysOutSuperview() {
        let app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scrollView.contentSize = CGSize(width: 300, height: 2000)
        controller.view.addSubview(scrollView)
        let marker = UIView(frame: CGRect(x: 0, y: 300, width: 10, height: 10))
        scrollView.addSubview(marker)
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.topAnchor.constraint(equalTo: marker.topAnchor),
            follower.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            follower.widthAnchor.constraint(equalToConstant: 10), follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        app.runTurn()
        #expect(follower.frame.minY == 400)
        scrollView.contentOffset = CGPoint(x: 0, y: 150)
        app.runTurn()
        #expect(follower.frame.minY == 250)
    }
}
