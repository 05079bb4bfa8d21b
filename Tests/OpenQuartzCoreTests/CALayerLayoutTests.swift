import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

@MainActor @Suite struct CALayerLayoutTests {
    private func tree(_ history: History) -> (RecordingLayer, RecordingLayer, RecordingLayer) {
        let layers = ["root", "child", "grandchild"].map { name -> RecordingLayer in
            let layer = RecordingLayer()
            layer.name = name
            layer.history = history
            return layer
        }
        layers[0].addSublayer(layers[1])
        layers[1].addSublayer(layers[2])
        return (layers[0], layers[1], layers[2])
    }

    @Test("layoutIfNeeded lays out marked layers top-down and asks the delegate")
    func topDown() {
        let history = History()
        let delegate = DrawingDelegate(history: history)
        let (root, child, grandchild) = tree(history)
        root.delegate = delegate
        grandchild.setNeedsLayout()
        #expect(root.needsLayout() && child.needsLayout() && grandchild.needsLayout())
        root.layoutIfNeeded()
        #expect(
            history.take() == [
                "root.layoutSublayers", "delegate.layoutSublayers(root)", "child.layoutSublayers",
                "grandchild.layoutSublayers",
            ])
        #expect(!root.needsLayout() && !child.needsLayout() && !grandchild.needsLayout())
    }

    @Test("layoutIfNeeded starts at the highest ancestor in an unbroken marked chain")
    func startsAtMarkedAncestor() {
        let history = History()
        let (root, child, grandchild) = tree(history)
        root.layoutIfNeeded()
        _ = history.take()
        root.setNeedsLayout()
        grandchild.setNeedsLayout()
        grandchild.layoutIfNeeded()
        #expect(history.take() == ["grandchild.layoutSublayers"])
        #expect(root.needsLayout())
        child.setNeedsLayout()
        grandchild.layoutIfNeeded()
        #expect(history.take() == ["root.layoutSublayers", "child.layoutSublayers"])
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
