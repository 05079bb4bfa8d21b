import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct LayoutPassTests {
    /// `.layoutSubviews` of the view named `name` with bounds at the origin, `width` × `height`.
    private func laidOut(_ name: String, _ width: CGFloat, _ height: CGFloat) -> RecordedEvent {
        .layoutSubviews(name, bounds: CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// `.draw` of the view named `name` with a rect at the origin, `width` × `height`.
    private func drawn(_ name: String, _ width: CGFloat, _ height: CGFloat) -> RecordedEvent {
        .draw(name, rect: CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// A window with a 200×200 container holding a 50×50 child, laid out once and quiet.
    private func scene() -> (HeadlessApp, CycleRecordingView, CycleRecordingView, EventRecorder) {
        let app = HeadlessApp(device: .bareScreen)
        let window = app.makeWindow()
        let recorder = EventRecorder()
        let container = CycleRecordingView("container", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = CycleRecordingView("child", recorder: recorder, frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        container.addSubview(child)
        window.addSubview(container)
        app.runTurn()
        recorder.clear()
        return (app, container, child, recorder)
    }

    @Test("setNeedsLayout twice in one turn gives one layoutSubviews")
    func coalescing() {
        let (app, container, _, recorder) = scene()
        container.setNeedsLayout()
        container.setNeedsLayout()
        #expect(container.needsLayout)
        #expect(recorder.take() == [])
        app.runTurn()
        #expect(recorder.take() == [laidOut("container", 200, 200)])
        app.runTurn()
        #expect(recorder.take() == [])
    }

    @Test("layoutIfNeeded lays out now, then not again in the frame; when clean it does nothing")
    func layoutIfNeeded() {
        let (app, container, _, recorder) = scene()
        container.layoutIfNeeded()
        #expect(recorder.take() == [])
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(recorder.take() == [laidOut("container", 200, 200)])
        container.layoutIfNeeded()
        app.runTurn()
        #expect(recorder.take() == [])
    }

    @Test("layoutIfNeeded on a child runs a pending ancestor layout first, then the child's")
    func layoutIfNeededClimbs() {
        let (_, container, child, recorder) = scene()
        child.setNeedsLayout()
        container.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(recorder.take() == [laidOut("container", 200, 200), laidOut("child", 50, 50)])
    }

    @Test("Parents are laid out before children whatever order they were marked in")
    func parentsFirst() {
        let (app, container, child, recorder) = scene()
        child.setNeedsLayout()
        container.setNeedsLayout()
        app.runTurn()
        #expect(recorder.take() == [laidOut("container", 200, 200), laidOut("child", 50, 50)])
    }

    @Test("A size change lays out the view and its superview; a move does not")
    func sizeVersusOrigin() {
        let (app, _, child, recorder) = scene()
        child.frame.origin = CGPoint(x: 30, y: 40)
        child.center = CGPoint(x: 100, y: 100)
        app.runTurn()
        #expect(recorder.take() == [])
        child.frame.size = CGSize(width: 80, height: 50)
        app.runTurn()
        #expect(recorder.take() == [laidOut("container", 200, 200), laidOut("child", 80, 50)])
        child.bounds.size = CGSize(width: 80, height: 50)
        app.runTurn()
        #expect(recorder.take() == [])
    }

    @Test("Adding marks the added view and its new superview; removing marks the old superview")
    func addAndRemove() {
        let (app, container, child, recorder) = scene()
        let other = CycleRecordingView("other", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(other)
        app.runTurn()
        // A view that overrides draw(_:) also draws when it first appears.
        #expect(recorder.take() == [laidOut("container", 200, 200), laidOut("other", 10, 10), drawn("other", 10, 10)])
        child.removeFromSuperview()
        app.runTurn()
        #expect(recorder.take() == [laidOut("container", 200, 200)])
    }

    @Test("A view marked outside any window is laid out once it joins one")
    func detachedMarksWait() {
        let (app, container, _, recorder) = scene()
        let loose = CycleRecordingView("loose", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        loose.setNeedsLayout()
        app.runTurn()
        #expect(recorder.take() == [])
        #expect(loose.needsLayout)
        container.addSubview(loose)
        app.runTurn()
        #expect(recorder.take() == [laidOut("container", 200, 200), laidOut("loose", 10, 10), drawn("loose", 10, 10)])
    }

    @Test("updateConstraints runs deepest first, before any layoutSubviews")
    func constraintsBeforeLayout() {
        let (app, container, child, recorder) = scene()
        container.setNeedsLayout()
        child.setNeedsLayout()
        container.setNeedsUpdateConstraints()
        child.setNeedsUpdateConstraints()
        app.runTurn()
        #expect(
            recorder.take() == [
                .updateConstraints("child"), .updateConstraints("container"),
                laidOut("container", 200, 200), laidOut("child", 50, 50),
            ])
        child.setNeedsUpdateConstraints()
        child.updateConstraintsIfNeeded()
        #expect(recorder.take() == [.updateConstraints("child")])
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
