import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

@MainActor @Suite struct CALayerDisplayTests {
    private func recordingLayer(_ recorder: CallRecorder, frame: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10)) -> RecordingLayer {
        let layer = RecordingLayer()
        layer.name = "L"
        layer.recorder = recorder
        layer.frame = frame
        return layer
    }

    @Test("display runs display(), then the delegate's layerWillDraw, draw(in:) and the delegate's draw")
    func displayOrderWithDrawingDelegate() {
        let recorder = CallRecorder()
        let delegate = DrawingDelegate(recorder: recorder)
        let layer = recordingLayer(recorder)
        layer.delegate = delegate
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(
            recorder.take() == [
                .display("L"), .delegateLayerWillDraw("L"), .drawIn("L", clip: CGRect(x: 0, y: 0, width: 10, height: 10)),
                .delegateDraw("L"),
            ])
        #expect(!layer.needsDisplay() && layer.backingStore != nil && layer.contents == nil)
        #expect(layer.backingStore?.operations.isEmpty == false)
        layer.displayIfNeeded()
        #expect(recorder.take() == [])
    }

    @Test("A delegate that implements display(_:) supplies the contents and nothing is drawn")
    func displayingDelegate() {
        let recorder = CallRecorder()
        let delegate = DisplayingDelegate(recorder: recorder)
        let layer = recordingLayer(recorder)
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(recorder.take() == [.display("L"), .delegateDisplay("L")])
        #expect(layer.contents as? String == "image" && layer.backingStore == nil)
    }

    @Test("Marked rectangles add up, and a reused backing store is redrawn only there")
    func dirtyRects() {
        let recorder = CallRecorder()
        let layer = recordingLayer(recorder, frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        layer.setNeedsDisplay(CGRect(x: 1, y: 1, width: 2, height: 2))
        layer.displayIfNeeded()
        layer.commitChanges { _, _ in }
        layer.setNeedsDisplay(CGRect(x: 1, y: 1, width: 2, height: 2))
        layer.setNeedsDisplay(CGRect(x: 5, y: 5, width: 2, height: 2))
        #expect(layer.pendingDisplayRect == CGRect(x: 1, y: 1, width: 6, height: 6))
        layer.displayIfNeeded()
        #expect(
            recorder.take() == [
                .display("L"), .drawIn("L", clip: CGRect(x: 0, y: 0, width: 20, height: 20)),
                .display("L"), .drawIn("L", clip: CGRect(x: 1, y: 1, width: 6, height: 6)),
            ])
        #expect(layer.redrawnRect == CGRect(x: 1, y: 1, width: 6, height: 6))
        #expect(layer.pendingChanges == .contents)
    }

    @Test("A zero-size layer never draws")
    func zeroSize() {
        let recorder = CallRecorder()
        let layer = recordingLayer(recorder, frame: .zero)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(recorder.take() == [] && !layer.needsDisplay() && layer.backingStore == nil)
    }

    @Test("needsDisplayOnBoundsChange redraws after a size change, not after an origin change")
    func displayOnBoundsChange() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!layer.needsDisplay())
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.origin = CGPoint(x: 3, y: 3)
        #expect(!layer.needsDisplay())
        layer.bounds.size = CGSize(width: 20, height: 10)
        #expect(layer.needsDisplay() && layer.pendingDisplayRect == CGRect(x: 3, y: 3, width: 20, height: 10))
    }

    @Test("The backing store comes from the root's host and is drawn in bounds coordinates")
    func hostProvidesStore() {
        let host = RecordingHost()
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.host = host
        let recorder = CallRecorder()
        let child = recordingLayer(recorder, frame: CGRect(x: 5, y: 5, width: 8, height: 4))
        child.bounds.origin = CGPoint(x: 100, y: 100)
        root.addSublayer(child)
        child.setNeedsDisplay()
        root.displaySubtreeIfNeeded()
        #expect(host.storesMade == [CGSize(width: 8, height: 4)])
        #expect(recorder.take() == [.display("L"), .drawIn("L", clip: CGRect(x: 100, y: 100, width: 8, height: 4))])
        #expect(child.backingStore?.size == CGSize(width: 8, height: 4))
    }
}
