import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite struct ScrollRectToVisibleTests {
    /// A 300 × 400 scroll view over 1,000 × 2,000 points of content, with no automatic insets.
    private func makeScroller(_ app: HeadlessApp) -> UIScrollView {
        let window = app.makeWindow()
        let scroller = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scroller.contentInsetAdjustmentBehavior = .never
        scroller.contentSize = CGSize(width: 1000, height: 2000)
        window.addSubview(scroller)
        app.runUntilIdle()
        return scroller
    }

    @Test("A rectangle below the visible area scrolls just far enough to show its bottom edge; one above, its top edge")
    func leastMovement() {
        let app = HeadlessApp()
        let scroller = makeScroller(app)
        scroller.scrollRectToVisible(CGRect(x: 10, y: 900, width: 100, height: 50), animated: false)
        #expect(scroller.contentOffset == CGPoint(x: 0, y: 550), "950 − 400")
        scroller.scrollRectToVisible(CGRect(x: 10, y: 600, width: 100, height: 50), animated: false)
        #expect(scroller.contentOffset == CGPoint(x: 0, y: 550), "already visible: unchanged")
        scroller.scrollRectToVisible(CGRect(x: 10, y: 100, width: 100, height: 50), animated: false)
        #expect(scroller.contentOffset == CGPoint(x: 0, y: 100), "its top edge at the top")
        scroller.scrollRectToVisible(CGRect(x: 500, y: 120, width: 100, height: 50), animated: false)
        #expect(scroller.contentOffset == CGPoint(x: 300, y: 100), "horizontally too: 600 − 300")
    }

    @Test("The offset stays within the content and the insets; a rectangle taller than the view shows its top")
    func limits() {
        let app = HeadlessApp()
        let scroller = makeScroller(app)
        scroller.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        scroller.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 100), animated: false)
        #expect(scroller.contentOffset.y == 1630, "the largest offset: 2,000 + 30 − 400")
        scroller.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 900), animated: false)
        #expect(scroller.contentOffset.y == 280, "the top of the tall rectangle just below the top inset")
        scroller.scrollRectToVisible(CGRect(x: 0, y: -50, width: 10, height: 10), animated: false)
        #expect(scroller.contentOffset.y == -20, "the smallest offset: minus the top inset")
        scroller.scrollRectToVisible(.null, animated: false)
        #expect(scroller.contentOffset.y == -20)
    }

    @Test("Animated, the content moves over the scroll animation and the delegate hears its end")
    func animated() {
        final class Delegate: NSObject, UIScrollViewDelegate {
            var ended = 0
            func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ended += 1 }
        }
        let app = HeadlessApp()
        let scroller = makeScroller(app)
        let delegate = Delegate()
        scroller.delegate = delegate
        scroller.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 50), animated: true)
        app.advance(by: 0.1)
        #expect(scroller.contentOffset.y > 0 && scroller.contentOffset.y < 550, "on its way")
        app.advance(by: 1)
        #expect(scroller.contentOffset.y == 550)
        #expect(delegate.ended == 1)
    }
}
