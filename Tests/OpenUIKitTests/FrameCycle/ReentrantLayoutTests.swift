import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view that asks for layout again from inside its own `layoutSubviews()`, on itself or on
/// its superview, and counts its passes.
@MainActor
private final class ReentrantLayoutView: UIView {
    var passes = 0
    var relayoutsSuperview = false

    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        let target = relayoutsSuperview ? superview! : self
        target.setNeedsLayout()
        target.layoutIfNeeded()
    }
}

/// A view whose layout re-marks its subviews, as one that sets their frames does.
@MainActor
private final class MarkingParentView: UIView {
    var passes = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        for subview in subviews { subview.setNeedsLayout() }
    }
}

/// `layoutIfNeeded()` on a view that is laying out is ignored (as Core Animation ignores a
/// layer already in layout) instead of recursing until the stack overflows.
@MainActor @Suite struct ReentrantLayoutTests {
    @Test("setNeedsLayout and layoutIfNeeded inside a view's own layoutSubviews lay it out once per pass")
    func selfReentry() {
        let (app, root) = makeRobustApp()
        let view = ReentrantLayoutView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(view)
        app.runTurn()
        #expect(view.passes == 1)
        view.layoutIfNeeded()
        #expect(view.passes == 1)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.passes == 2)
        view.setNeedsLayout()
        app.runTurn()
        #expect(view.passes == 3)
        #expect(!view.needsLayout)
        #expect(app.log.messages == [])
    }

    @Test("A view relaying out its superview from its layoutSubviews, whose layout re-marks it, terminates")
    func superviewReentry() {
        let (app, root) = makeRobustApp()
        let parent = MarkingParentView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = ReentrantLayoutView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.relayoutsSuperview = true
        root.addSubview(parent)
        parent.addSubview(child)
        app.runTurn()
        // The frame pass lays out the parent, then the child; the child's nested request lays
        // the parent out once more, which re-marks the child, whose layout is running: not again.
        #expect(parent.passes == 2)
        #expect(child.passes == 1)
        #expect(!parent.needsLayout)
        #expect(app.log.messages == [])
    }
}
