import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

@MainActor @Suite struct CALayerLayoutTests {
    private func tree(_ recorder: CallRecorder) -> (RecordingLayer, RecordingLayer, RecordingLayer) {
        let layers = ["root", "child", "grandchild"].map { name -> RecordingLayer in
            let layer = RecordingLayer()
            layer.name = name
            layer.recorder = recorder
            return layer
        }
        layers[0].addSublayer(layers[1])
        layers[1].addSublayer(layers[2])
        return (layers[0], layers[1], layers[2])
    }

    @Test("layoutIfNeeded lays out marked layers top-down and asks the delegate")
    func topDown() {
        let recorder = CallRecorder()
        let delegate = DrawingDelegate(recorder: recorder)
        let (root, child, grandchild) = tree(recorder)
        root.delegate = delegate
        grandchild.setNeedsLayout()
        #expect(root.needsLayout() && child.needsLayout() && grandchild.needsLayout())
        root.layoutIfNeeded()
        #expect(
            recorder.take() == [
                .layoutSublayers("root"), .delegateLayoutSublayers("root"), .layoutSublayers("child"),
                .layoutSublayers("grandchild"),
            ])
        #expect(!root.needsLayout() && !child.needsLayout() && !grandchild.needsLayout())
    }

    @Test("layoutIfNeeded starts at the highest ancestor in an unbroken marked chain")
    func startsAtMarkedAncestor() {
        let recorder = CallRecorder()
        let (root, child, grandchild) = tree(recorder)
        root.layoutIfNeeded()
        _ = recorder.take()
        root.setNeedsLayout()
        grandchild.setNeedsLayout()
        grandchild.layoutIfNeeded()
        #expect(recorder.take() == [.layoutSublayers("grandchild")])
        #expect(root.needsLayout())
        child.setNeedsLayout()
        grandchild.layoutIfNeeded()
        #expect(recorder.take() == [.layoutSublayers("root"), .layoutSublayers("child")])
    }

    @Test("A new bounds size and a sublayer change mark layout")
    func automaticMarks() {
        let layer = CALayer()
        layer.bounds.origin = CGPoint(x: 1, y: 1)
        #expect(!layer.needsLayout())
        layer.bounds.size = CGSize(width: 4, height: 4)
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        layer.addSublayer(CALayer())
        #expect(layer.needsLayout())
    }
}
