import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Pull to refresh, keyboard dismissal on drag, and scrolling to the top on a status-bar tap.
@MainActor
@Suite struct ScrollViewRefreshTests {
    /// The rubber band: content moved for `travel` points of finger travel past the top.
    private func rubber(_ travel: CGFloat, height: CGFloat = 400) -> CGFloat {
        (1 - 1 / (0.55 * travel / height + 1)) * height
    }

    @Test("Pulling past the threshold starts refreshing once, the content rests below the control, endRefreshing scrolls back")
    func pullToRefresh() {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 1200))
        let scrollView = stage.scrollView
        let control = UIRefreshControl()
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        scrollView.refreshControl = control
        #expect(control.superview === scrollView)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 300, height: 60))
        // 100 pt down: 90 pt of travel past the top → 44.05 pt of pull, under the threshold.
        stage.press(from: CGPoint(x: 150, y: 150), movingTo: CGPoint(x: 150, y: 250), steps: 4)
        #expect(abs(Double(scrollView.contentOffset.y + rubber(90))) < 1e-9)
        #expect(!control.isRefreshing && changes == 0)
        // On to 300 pt: 290 pt of travel → 114.0 pt of pull, past the 60-pt threshold.
        for step in 1...8 {
            stage.app.advance(by: ScrollStage.step)
            stage.app.touchMove(to: CGPoint(x: 150, y: 250 + 25 * CGFloat(step)))
        }
        #expect(abs(Double(scrollView.contentOffset.y + rubber(290))) < 1e-9)
        #expect(control.isRefreshing && changes == 1)
        #expect(scrollView.adjustedContentInset.top == 0)
        stage.app.advance(by: 0.2)
        stage.app.touchUp()
        // Room for the control: the content eases back to −60, not 0.
        #expect(scrollView.adjustedContentInset.top == 60)
        stage.app.advance(by: 0.35)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -60))
        #expect(changes == 1)
        control.endRefreshing()
        #expect(!control.isRefreshing && scrollView.adjustedContentInset.top == 0)
        stage.app.advance(by: 0.35)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("Without a refresh control the top edge still clamps; beginRefreshing from code sends nothing")
    func noControlClampsAndCodeBegins() {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 1200))
        stage.press(from: CGPoint(x: 150, y: 150), movingTo: CGPoint(x: 150, y: 350), steps: 4)
        #expect(stage.scrollView.contentOffset == .zero)
        stage.app.touchUp()
        let control = UIRefreshControl()
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        stage.scrollView.refreshControl = control
        control.beginRefreshing()
        #expect(control.isRefreshing && changes == 0)
        #expect(stage.scrollView.adjustedContentInset.top == 60)
        #expect(stage.scrollView.contentOffset == .zero)
    }

    @Test("keyboardDismissMode .onDrag makes the first responder resign when a drag begins; .none leaves it")
    func keyboardDismissOnDrag() {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 1200))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        stage.scrollView.addSubview(field)
        #expect(field.becomeFirstResponder())
        stage.press(from: CGPoint(x: 150, y: 450), movingTo: CGPoint(x: 150, y: 350), steps: 4)
        stage.app.touchUp()
        #expect(field.isFirstResponder)
        stage.scrollView.keyboardDismissMode = .onDrag
        stage.press(from: CGPoint(x: 150, y: 450), movingTo: CGPoint(x: 150, y: 350), steps: 4)
        #expect(!field.isFirstResponder)
        stage.app.touchUp()
        stage.scrollView.keyboardDismissMode = .interactive
        #expect(field.becomeFirstResponder())
        stage.press(from: CGPoint(x: 150, y: 450), movingTo: CGPoint(x: 150, y: 350), steps: 4)
        #expect(!field.isFirstResponder)
    }

    @Test("A status-bar tap scrolls the one scrollsToTop scroll view to its top, animated, and tells the delegate")
    func statusBarTapScrollsToTop() {
        let stage = ScrollStage(contentSize: CGSize(width: 300, height: 3000))
        let scrollView = stage.scrollView
        let delegate = stage.log
        scrollView.contentInset = UIEdgeInsets(top: 15, left: 0, bottom: 0, right: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: 900)
        #expect(scrollView.scrollsToTop)
        #expect(stage.app.tapStatusBar() === scrollView)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 900))
        stage.app.advance(by: 0.35)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -15))
        let scrollsToTop = delegate.calls.filter {
            switch $0 {
            case .shouldScrollToTop, .didScrollToTop: true
            default: false
            }
        }
        #expect(scrollsToTop == [.shouldScrollToTop(returned: true), .didScrollToTop])
        // The delegate can refuse.
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        delegate.shouldScrollToTop = false
        #expect(stage.app.tapStatusBar() == nil)
        stage.app.advance(by: 0.35)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 500))
        // Two scroll views with scrollsToTop: neither scrolls, as in UIKit.
        delegate.shouldScrollToTop = true
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.superview?.addSubview(other)
        #expect(stage.app.tapStatusBar() == nil)
        #expect(stage.app.log.messages.last?.contains("2 scroll views have scrollsToTop on") == true)
        other.scrollsToTop = false
        #expect(stage.app.tapStatusBar() === scrollView)
    }
}
