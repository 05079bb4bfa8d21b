import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A headless app on the default 390×844 screen with one full-window view (a recording one
/// when `recordsViewTouches` is set) carrying a screen-edge pan named "edge", whose actions go
/// to the same recorder and whose translations at each action are kept in order.
@MainActor
private struct EdgePanStage {
    let app = HeadlessApp()
    let recorder = EventRecorder()
    let recognizer = UIScreenEdgePanGestureRecognizer()
    /// The recognizer's transitions, in a recorder of their own.
    let states: GestureStateRecorder
    private let translationBox = TranslationBox()
    /// The translation in the window at each action, aligned with the `.gestureAction` events.
    var translations: [CGPoint] { translationBox.items }

    init(_ edges: UIRectEdge, recordsViewTouches: Bool = false) {
        let window = app.makeWindow()
        let view = recordsViewTouches ? RecordingView("view", recorder: recorder, frame: window.bounds) : UIView(frame: window.bounds)
        window.addSubview(view)
        recognizer.edges = edges
        states = GestureStateRecorder(recognizer, name: "edge")
        recorder.recordActions(of: recognizer, as: "edge")
        let box = translationBox
        recognizer.addAction { sender in
            box.items.append((sender as! UIScreenEdgePanGestureRecognizer).translation(in: nil))
        }
        view.addGestureRecognizer(recognizer)
    }

    /// The actions' states in order, each `.gestureAction("edge", state:)`.
    static func actions(_ states: UIGestureRecognizer.State...) -> [RecordedEvent] {
        states.map { .gestureAction("edge", state: $0) }
    }
}

@MainActor
private final class TranslationBox {
    var items: [CGPoint] = []
}

@MainActor
@Suite("UIScreenEdgePanGestureRecognizer")
struct ScreenEdgePanGestureTests {
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
        let stage = EdgePanStage(.left, recordsViewTouches: true)
        stage.app.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 65, y: 400), steps: 6, duration: 0.3)
        #expect(stage.recorder.take() == EdgePanStage.actions(.began, .changed, .changed, .changed, .changed, .changed, .ended))
        #expect(
            stage.translations == [
                CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 30, y: 0),
                CGPoint(x: 40, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 0),
            ])
    }

    @Test("From the middle of the window it fails at touch-down and the view gets the whole touch")
    func fromMiddle() {
        let stage = EdgePanStage(.left, recordsViewTouches: true)
        stage.app.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 260, y: 400), steps: 2, duration: 0.2)
        #expect(
            stage.recorder.take() == [
                .touchesBegan("view", at: [CGPoint(x: 200, y: 400)]), .touchesMoved("view", at: [CGPoint(x: 230, y: 400)]),
                .touchesMoved("view", at: [CGPoint(x: 260, y: 400)]), .touchesEnded("view", at: [CGPoint(x: 260, y: 400)]),
            ])
        #expect(stage.states.states == [.failed, .possible])
    }

    @Test("Only enabled edges count: the 20 pt region at the right edge, not the left")
    func enabledEdgesOnly() {
        let stage = EdgePanStage(.right)
        // The default screen is 390 pt wide: x = 375 is 15 pt from the right edge.
        stage.app.drag(from: CGPoint(x: 375, y: 400), to: CGPoint(x: 315, y: 400), steps: 3, duration: 0.3)
        stage.app.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 65, y: 400), steps: 3, duration: 0.3)
        stage.app.drag(from: CGPoint(x: 365, y: 400), to: CGPoint(x: 305, y: 400), steps: 3, duration: 0.3)
        #expect(stage.recorder.take() == EdgePanStage.actions(.began, .changed, .changed, .ended))
        #expect(stage.translations == [CGPoint(x: -10, y: 0), CGPoint(x: -30, y: 0), CGPoint(x: -50, y: 0), CGPoint(x: -50, y: 0)])
    }

    @Test("The top and bottom edges work the same way")
    func topAndBottom() {
        let stage = EdgePanStage([.top, .bottom])
        stage.app.drag(from: CGPoint(x: 200, y: 2), to: CGPoint(x: 200, y: 42), steps: 2, duration: 0.2)
        stage.app.drag(from: CGPoint(x: 200, y: 840), to: CGPoint(x: 200, y: 800), steps: 2, duration: 0.2)
        #expect(
            stage.recorder.take() == EdgePanStage.actions(.began, .changed, .ended) + EdgePanStage.actions(.began, .changed, .ended))
        #expect(
            stage.translations == [
                CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 30),
                CGPoint(x: 0, y: -10), CGPoint(x: 0, y: -30), CGPoint(x: 0, y: -30),
            ])
    }
}
