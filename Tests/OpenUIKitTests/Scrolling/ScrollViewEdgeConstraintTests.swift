import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct ScrollViewEdgeConstraintTests {
    /// A 320×300 scroll view holding a vertical stack of `rows` 50-point rows, pinned to the
    /// scroll view's own four edges with equal widths (the pre-layout-guide way).
    private func stage(rows: Int) -> (HeadlessApp, UIScrollView, UIStackView) {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        scrollView.contentInsetAdjustmentBehavior = .never
        window.addSubview(scrollView)
        let stack = UIStackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        for _ in 0..<rows {
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: 50).isActive = true
            stack.addArrangedSubview(row)
        }
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scrollView.topAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        ])
        app.runTurn()
        return (app, scrollView, stack)
    }

    @Test("Content pinned to a scroll view's own edges defines its contentSize (TN2154), and it scrolls")
    func edgesDefineContentSize() {
        let (app, scrollView, stack) = stage(rows: 10)
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 320, height: 500))
        #expect(scrollView.contentSize == CGSize(width: 320, height: 500))
        app.drag(from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 50), steps: 10, duration: 1)
        app.advance(by: 2)
        #expect(scrollView.contentOffset.y > 100)
        #expect(scrollView.contentOffset.y <= 200)
        // The content keeps its place in the content while the bounds move.
        #expect(stack.frame.origin == .zero)
    }

    @Test("Adding rows grows the contentSize at the next layout")
    func contentSizeFollowsContent() {
        let (app, scrollView, stack) = stage(rows: 2)
        #expect(scrollView.contentSize == CGSize(width: 320, height: 100))
        for _ in 0..<4 {
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: 50).isActive = true
            stack.addArrangedSubview(row)
        }
        app.runTurn()
        #expect(scrollView.contentSize == CGSize(width: 320, height: 300))
    }

    @Test("Constraints to a scroll view from outside it still use its frame")
    func outsideConstraintsUseFrame() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(scrollView)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.bottomAnchor),
            badge.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        app.runTurn()
        #expect(badge.frame == CGRect(x: 0, y: 300, width: 20, height: 20))
        #expect(scrollView.contentSize == CGSize(width: 320, height: 2000))
    }
}
