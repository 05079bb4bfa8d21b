import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

@MainActor @Suite struct CALayerCommitTests {
    /// root → a → b, root → c; laid out and committed, so every flag is clear.
    private func cleanTree(host: RecordingHost) -> (root: CALayer, a: CALayer, b: CALayer, c: CALayer) {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = makeLayer("a", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = makeLayer("b", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let c = makeLayer("c", frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        root.sublayers = [a, c]
        a.addSublayer(b)
        root.host = host
        root.layoutIfNeeded()
        root.commitChanges { _, _ in }
        _ = host.recorder.take()
        return (root, a, b, c)
    }

    private func commit(_ root: CALayer) -> [String] {
        var visited: [String] = []
        root.commitChanges { layer, changes in visited.append("\(layer.name ?? "?") \(changes)") }
        return visited
    }

    @Test("New layers are committed whole, parents before children")
    func firstCommit() {
        let host = RecordingHost()
        let root = makeLayer("root")
        root.sublayers = [makeLayer("a"), makeLayer("c")]
        root.sublayers?[0].addSublayer(makeLayer("b"))
        root.host = host
        #expect(host.notifications == [.layerTreeNeedsCommit("root")])
        #expect(
            commit(root) == [
                "root [geometry, appearance, contents, tree]", "a [geometry, appearance, contents, tree]",
                "b [geometry, appearance, contents, tree]", "c [geometry, appearance, contents, tree]",
            ])
    }

    @Test("A change flags its path to the root, stops at the first flagged ancestor, and tells the host once")
    func propagation() {
        let host = RecordingHost()
        let (root, a, b, c) = cleanTree(host: host)
        #expect(!root.isOnFlaggedPath && !a.isOnFlaggedPath && !b.isOnFlaggedPath && !c.isOnFlaggedPath)
        b.opacity = 0.5
        #expect(host.notifications == [.layerTreeNeedsCommit("root")])
        #expect(b.pendingChanges == .appearance && a.descendantsNeedCommit && root.descendantsNeedCommit)
        #expect(a.pendingChanges.isEmpty && root.pendingChanges.isEmpty)
        b.position.x += 1
        c.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        a.zPosition = 3
        #expect(host.notifications == [.layerTreeNeedsCommit("root")])
        #expect(commit(root) == ["a [geometry]", "b [geometry, appearance]", "c [appearance]"])
        #expect(!root.isOnFlaggedPath && !a.isOnFlaggedPath && !b.isOnFlaggedPath && !c.isOnFlaggedPath)
        c.isHidden = true
        #expect(host.notifications == [.layerTreeNeedsCommit("root"), .layerTreeNeedsCommit("root")])
    }

    @Test("Setting a property to its current value marks nothing")
    func unchangedValues() {
        let host = RecordingHost()
        let (root, _, b, _) = cleanTree(host: host)
        b.opacity = 1
        b.frame = b.frame
        b.cornerRadius = 0
        #expect(!root.isOnFlaggedPath && host.notifications.isEmpty)
    }

    @Test("Display and layout requests flag the path; display work stays flagged until done")
    func displayAndLayoutFlags() {
        let host = RecordingHost()
        let (root, a, b, c) = cleanTree(host: host)
        c.setNeedsDisplay()
        #expect(host.notifications == [.layerTreeNeedsCommit("root")] && root.descendantsNeedCommit)
        #expect(commit(root) == [])
        #expect(root.isOnFlaggedPath && c.needsDisplay())
        root.displaySubtreeIfNeeded()
        #expect(commit(root) == ["c [contents]"])
        #expect(!root.isOnFlaggedPath)
        b.setNeedsLayout()
        #expect(a.descendantsNeedCommit && host.notifications == [.layerTreeNeedsCommit("root"), .layerTreeNeedsCommit("root")])
        root.layoutSubtreeIfNeeded()
        #expect(!b.needsLayout() && commit(root) == [] && !root.isOnFlaggedPath)
    }

    @Test("Tree changes mark the superlayer, and a flagged layer moved into a tree flags its new path")
    func treeChanges() {
        let host = RecordingHost()
        let (root, a, b, c) = cleanTree(host: host)
        b.removeFromSuperlayer()
        b.opacity = 0.3
        #expect(host.notifications == [.layerTreeNeedsCommit("root")])
        root.layoutIfNeeded()
        #expect(commit(root) == ["a [tree]"])
        c.addSublayer(b)
        root.layoutIfNeeded()
        #expect(commit(root) == ["c [tree]", "b [appearance]"])
        let mask = makeLayer("mask")
        a.mask = mask
        root.layoutIfNeeded()
        #expect(commit(root) == ["a [tree]", "mask [geometry, appearance, contents, tree]"])
        mask.opacity = 0.5
        #expect(a.descendantsNeedCommit && commit(root) == ["mask [appearance]"])
    }
}
