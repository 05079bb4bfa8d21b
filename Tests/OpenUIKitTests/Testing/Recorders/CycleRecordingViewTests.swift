import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The kit's ``CycleRecordingView`` puts its layout and display passes into the same history as
/// the touches of the views sharing its recorder.
@MainActor @Suite struct CycleRecordingViewTests {
    @Test("A cycle recording view records its layout passes and draws, with touches, in one history")
    func layoutAndDrawInOneHistory() {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 400))
        let window = app.makeWindow()
        let recorder = EventRecorder()
        let canvas = CycleRecordingView("canvas", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let pad = RecordingView("pad", recorder: recorder, frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        window.addSubview(canvas)
        window.addSubview(pad)
        #expect(canvas.recordsLayout)
        app.runTurn()
        // First appearance: laid out, then drawn whole.
        #expect(
            recorder.take() == [
                .layoutSubviews("canvas", bounds: CGRect(x: 0, y: 0, width: 100, height: 50)),
                .draw("canvas", rect: CGRect(x: 0, y: 0, width: 100, height: 50)),
            ])
        app.touchDown(at: CGPoint(x: 10, y: 110))
        canvas.setNeedsDisplay(CGRect(x: 5, y: 5, width: 10, height: 10))
        canvas.setNeedsLayout()
        app.runTurn()
        app.touchUp()
        #expect(
            recorder.lines == [
                "pad.touchesBegan at (10, 10)", "canvas.layoutSubviews in (0, 0, 100, 50)", "canvas.draw in (5, 5, 10, 10)",
                "pad.touchesEnded at (10, 10)",
            ])
        recorder.clear()
        canvas.setNeedsUpdateConstraints()
        app.runTurn()
        // Recorded on entry, before the pass's other work on the view.
        #expect(recorder.take().first == .updateConstraints("canvas"))
    }
}
