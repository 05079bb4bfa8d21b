import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct LayoutPassTests {
    /// A window with a 200×200 container holding a 50×50 child, laid out once and quiet.
    private func scene() -> (HeadlessApp, CycleRecordingView, CycleRecordingView, LayoutHistory) {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let history = LayoutHistory()
        let container = CycleRecordingView("container", history, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = CycleRecordingView("child", history, frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        container.addSubview(child)
        window.addSubview(container)
        app.runTurn()
        _ = history.take()
        return (app, container, child, history)
    }

    @Test("setNeedsLayout twice in one turn gives one layoutSubviews")
    func coalescing() {
        let (app, container, _, history) = scene()
        container.setNeedsLayout()
        container.setNeedsLayout()
        #expect(container.needsLayout)
        #expect(history.take() == [])
        app.runTurn()
        #expect(history.take() == ["container.layoutSubviews"])
        app.runTurn()
        #expect(history.take() == [])
    }

    @Test("layoutIfNeeded lays out now, then not again in the frame; when clean it does nothing")
    func layoutIfNeeded() {
        let (app, container, _, history) = scene()
        container.layoutIfNeeded()
        #expect(history.take() == [])
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(history.take() == ["container.layoutSubviews"])
        container.layoutIfNeeded()
        app.runTurn()
        #expect(history.take() == [])
    }

    @Test("layoutIfNeeded on a child runs a pending ancestor layout first, then the child's")
    func layoutIfNeededClimbs() {
        let (_, container, child, history) = scene()
        child.setNeedsLayout()
        container.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(history.take() == ["container.layoutSubviews", "child.layoutSubviews"])
    }

    @Test("Parents are laid out before children whatever order they were marked in")
    func parentsFirst() {
        let (app, container, child, history) = scene()
        child.setNeedsLayout()
        container.setNeedsLayout()
        app.runTurn()
        #expect(history.take() == ["container.layoutSubviews", "child.layoutSubviews"])
    }

    @Test("A size change lays out the view and its superview; a move does not")
    func sizeVersusOrigin() {
        let (app, _, child, history) = scene()
        child.frame.origin = CGPoint(x: 30, y: 40)
        child.center = CGPoint(x: 100, y: 100)
        app.runTurn()
        #expect(history.take() == [])
        child.frame.size = CGSize(width: 80, height: 50)
        app.runTurn()
        #expect(history.take() == ["container.layoutSubviews", "child.layoutSubviews"])
        child.bounds.size = CGSize(width: 80, height: 50)
        app.runTurn()
        #expect(history.take() == [])
    }

    @Test("Adding marks the added view and its new superview; removing marks the old superview")
    func addAndRemove() {
        let (app, container, child, history) = scene()
        let other = CycleRecordingView("other", history, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(other)
        app.runTurn()
        // A view that overrides draw(_:) also draws when it first appears.
        #expect(history.take() == ["container.layoutSubviews", "other.layoutSubviews", "other.draw"])
        child.removeFromSuperview()
        app.runTurn()
        #expect(history.take() == ["container.layoutSubviews"])
    }

    @Test("A view marked outside any window is laid out once it joins one")
    func detachedMarksWait() {
        let (app, container, _, history) = scene()
        let loose = CycleRecordingView("loose", history, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        loose.setNeedsLayout()
        app.runTurn()
        #expect(history.take() == [])
        #expect(loose.needsLayout)
        container.addSubview(loose)
        app.runTurn()
        #expect(history.take() == ["container.layoutSubviews", "loose.layoutSubviews", "loose.draw"])
    }

    @Test("updateConstraints runs deepest first, before any layoutSubviews")
    func constraintsBeforeLayout() {
        let (app, container, child, history) = scene()
        container.setNeedsLayout()
        child.setNeedsLayout()
        container.setNeedsUpdateConstraints()
        child.setNeedsUpdateConstraints()
        app.runTurn()
        #expect(
            history.take() == [
                "child.updateConstraints", "container.updateConstraints",
                "container.layoutSubviews", "child.layoutSubviews",
            ])
        child.setNeedsUpdateConstraints()
        child.updateConstraintsIfNeeded()
        #expect(history.take() == ["child.updateConstraints"])
        #expect(!child.needsUpdateConstraints())
    }

    @Test("sizeToFit takes sizeThatFits and keeps the origin")
    func sizeToFit() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 7) }
        }
        let view = Fixed(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 42, height: 7))
        let plain = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(plain.sizeThatFits(.zero) == CGSize(width: 3, height: 4))
    }

    @Test("The trace says which views were laid out and drawn, and why")
    func trace() {
        let (app, container, child, _) = scene()
        app.trace.isEnabled = true
        child.frame.size = CGSize(width: 20, height: 20)
        container.setNeedsDisplay()
        app.runTurn()
        #expect(
            app.trace.lines([.layout, .display]) == [
                "container.layoutSubviews (subview child resized)",
                "child.layoutSubviews (size changed)",
                "container.draw((0, 0) 200x200) (setNeedsDisplay)",
            ])
    }

    @Test("The pipeline counts the work it did")
    func statistics() {
        let (app, container, child, _) = scene()
        let before = app.application.framePipeline.statistics
        container.setNeedsLayout()
        child.setNeedsDisplay()
        app.runTurn()
        let after = app.application.framePipeline.statistics
        #expect(after.layoutSubviewsCalls - before.layoutSubviewsCalls == 1)
        #expect(after.drawCalls - before.drawCalls == 1)
    }
}
