import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view made and marked before its application exists (or under another application) is
/// laid out and drawn by the application of the window it joins.
@MainActor @Suite struct MarksBeforeApplicationTests {
    @Test("A view marked before its HeadlessApp exists is laid out and drawn once it joins a window")
    func markedBeforeApplication() {
        let view = PassCountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.setNeedsLayout()
        view.setNeedsDisplay()
        let app = HeadlessApp()
        let window = app.makeWindow()
        window.addSubview(view)
        app.runTurn()
        #expect(view.layouts == 1 && view.draws == 1)
        #expect(!view.needsLayout && !view.needsDisplay)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
    }

    @Test("layoutIfNeeded lays out a view marked under another application once it joins this one's window")
    func markedUnderAnotherApplication() {
        let other = HeadlessApp()
        let view = PassCountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.setNeedsLayout()
        view.setNeedsDisplay()
        other.runTurn()  // parks the view there: it is in no window
        let app = HeadlessApp()
        let window = app.makeWindow()
        window.addSubview(view)
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        app.runTurn()
        #expect(view.layouts == 1 && view.draws == 1)
        _ = other
    }
}
