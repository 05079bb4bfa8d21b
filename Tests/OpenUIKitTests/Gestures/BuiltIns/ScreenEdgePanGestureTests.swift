import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite("UIScreenEdgePanGestureRecognizer")
struct ScreenEdgePanGestureTests {
    private func edgePan(on stage: BuiltInStage, _ edges: UIRectEdge) -> UIScreenEdgePanGestureRecognizer {
        let recognizer = UIScreenEdgePanGestureRecognizer()
        recognizer.edges = edges
        return stage.attach(recognizer, as: "edge") { builtInFormat($0.translation(in: nil)) }
    }

    @Test("Defaults: delays touches began, one finger, no edges; UIRectEdge values match UIKit's")
    func defaults() {
        let recognizer = UIScreenEdgePanGestureRecognizer()
        #expect(recognizer.delaysTouchesBegan)
        #expect(recognizer.maximumNumberOfTouches == 1 && recognizer.minimumNumberOfTouches == 1)
        #expect(recognizer.edges == [])
        #expect([UIRectEdge.top, .left, .bottom, .right, .all].map(\.rawValue) == [1, 2, 4, 8, 15])
    }

    @Test("From the left edge it pans and the view never sees the touch")
    func fromLeftEdge() {
        let stage = BuiltInStage(recordsViewTouches: true)
        _ = edgePan(on: stage, .left)
        stage.app.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 65, y: 400), steps: 6, duration: 0.3)
        #expect(
            stage.trace.take() == [
                "edge.began(0,0)", "edge.changed(10,0)", "edge.changed(20,0)", "edge.changed(30,0)",
                "edge.changed(40,0)", "edge.changed(50,0)", "edge.ended(50,0)",
            ])
    }

    @Test("From the middle of the window it fails at touch-down and the view gets the whole touch")
    func fromMiddle() {
        let stage = BuiltInStage(recordsViewTouches: true)
        _ = edgePan(on: stage, .left)
        stage.app.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 260, y: 400), steps: 2, duration: 0.2)
        #expect(
            stage.trace.take() == [
                "view.touchesBegan[1]", "view.touchesMoved[1]", "view.touchesMoved[1]", "view.touchesEnded[1]",
            ])
        #expect(stage.transitions(of: "edge") == ["possible → failed"])
    }

    @Test("Only enabled edges count: the 20 pt region at the right edge, not the left")
    func enabledEdgesOnly() {
        let stage = BuiltInStage()
        _ = edgePan(on: stage, .right)
        // The default screen is 390 pt wide: x = 375 is 15 pt from the right edge.
        stage.app.drag(from: CGPoint(x: 375, y: 400), to: CGPoint(x: 315, y: 400), steps: 3, duration: 0.3)
        stage.app.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 65, y: 400), steps: 3, duration: 0.3)
        stage.app.drag(from: CGPoint(x: 365, y: 400), to: CGPoint(x: 305, y: 400), steps: 3, duration: 0.3)
        #expect(
            stage.trace.take() == [
                "edge.began(-10,0)", "edge.changed(-30,0)", "edge.changed(-50,0)", "edge.ended(-50,0)",
            ])
    }

    @Test("The top and bottom edges work the same way")
    func topAndBottom() {
        let stage = BuiltInStage()
        _ = edgePan(on: stage, [.top, .bottom])
        stage.app.drag(from: CGPoint(x: 200, y: 2), to: CGPoint(x: 200, y: 42), steps: 2, duration: 0.2)
        stage.app.drag(from: CGPoint(x: 200, y: 840), to: CGPoint(x: 200, y: 800), steps: 2, duration: 0.2)
        #expect(
            stage.trace.take() == [
                "edge.began(0,10)", "edge.changed(0,30)", "edge.ended(0,30)",
                "edge.began(0,-10)", "edge.changed(0,-30)", "edge.ended(0,-30)",
            ])
    }
}
