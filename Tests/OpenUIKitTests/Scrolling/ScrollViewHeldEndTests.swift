import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A scroll view counting, per touch object, the touch calls it receives itself, and recording
/// each touch of them (one event per touch, at its location in the scroll view) for the
/// failure messages.
private final class TouchLedgerScrollView: UIScrollView {
    var open: [ObjectIdentifier: Int] = [:]
    var closes: [ObjectIdentifier: Int] = [:]
    let recorder = EventRecorder()

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            open[ObjectIdentifier(touch), default: 0] += 1
            recorder.record(.touchesBegan("scroll", at: [touch.location(in: self)]))
        }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            closes[ObjectIdentifier(touch), default: 0] += 1
            recorder.record(.touchesEnded("scroll", at: [touch.location(in: self)]))
        }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            closes[ObjectIdentifier(touch), default: 0] += 1
            recorder.record(.touchesCancelled("scroll", at: [touch.location(in: self)]))
        }
    }
}

/// The scroll view's pan holds back `touchesEnded` (delaysTouchesEnded) of a finger that lifts
/// while the pan is still possible; whatever the pan does next, that touch must end or be
/// cancelled for the view exactly once (found by the soak with changes inside handlers).
@MainActor
struct ScrollViewHeldEndTests {
    @Test("A lifted finger's held-back end is cancelled once when the pan then recognizes with other fingers", arguments: [true, false])
    func heldEndCancelledWhenPanRecognizes(multipleTouch: Bool) {
        let app = HeadlessApp()
        let window = app.makeWindow(rootViewController: UIViewController())
        let scroll = TouchLedgerScrollView(frame: window.bounds)
        scroll.isMultipleTouchEnabled = multipleTouch
        let content = UIView(frame: CGRect(x: 180, y: 250, width: 150, height: 150))
        scroll.addSubview(content)
        scroll.contentSize = CGSize(width: window.bounds.width, height: 4000)
        window.rootViewController!.view.addSubview(scroll)
        app.runTurn()

        app.touchDown(1, at: CGPoint(x: 100, y: 300))
        app.advance(by: 0.2)  // past the content-touch delay: the began is delivered
        app.touchDown(2, at: CGPoint(x: 200, y: 300))
        app.advance(by: 0.2)
        app.touchUp(1)  // the pan is still possible: the end is held back
        app.touchDown(1, at: CGPoint(x: 120, y: 320))  // the same finger number, a new touch
        app.advance(by: 0.2)
        for step in 1...6 {
            app.touchMove(2, to: CGPoint(x: 200, y: 300 - CGFloat(step) * 12))
            app.touchMove(1, to: CGPoint(x: 120, y: 320 - CGFloat(step) * 12))
        }
        #expect(scroll.isDragging)
        app.touchUp(2)
        app.touchUp(1)
        app.advance(by: 5)

        #expect(!scroll.open.isEmpty, "the scroll view never got a began: \(scroll.recorder.lines)")
        for (touch, count) in scroll.open {
            #expect(count == 1)
            #expect(scroll.closes[touch] == 1, "a touch that began ended or was cancelled \(scroll.closes[touch] ?? 0) times: \(scroll.recorder.lines)")
        }
        for touch in scroll.closes.keys { #expect(scroll.open[touch] != nil, "an end without a began: \(scroll.recorder.lines)") }
    }
}
