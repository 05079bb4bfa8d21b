import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `closestCommonLayoutNode` answers the usual pairs (parent and child, siblings, a guide and
/// its view) without measuring depths; every shape must give the node the depth walk gives.
@MainActor @Suite struct ClosestCommonLayoutNodeTests {
    /// root ─ left ─ leftChild ─ grandchild
    ///      └ right ─ rightChild
    private func tree() -> (app: HeadlessApp, root: UIView, left: UIView, leftChild: UIView, grandchild: UIView, right: UIView, rightChild: UIView) {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let root = UIView()
        let left = UIView()
        let leftChild = UIView()
        let grandchild = UIView()
        let right = UIView()
        let rightChild = UIView()
        window.addSubview(root)
        root.addSubview(left)
        left.addSubview(leftChild)
        leftChild.addSubview(grandchild)
        root.addSubview(right)
        right.addSubview(rightChild)
        return (app, root, left, leftChild, grandchild, right, rightChild)
    }

    @Test("Parent and child, either way round, meet at the parent; siblings at their parent")
    func parentsAndSiblings() {
        let t = tree()
        #expect(closestCommonLayoutNode(t.leftChild, t.left) === t.left)
        #expect(closestCommonLayoutNode(t.left, t.leftChild) === t.left)
        #expect(closestCommonLayoutNode(t.left, t.right) === t.root)
        #expect(closestCommonLayoutNode(t.left, t.left) === t.left)
        #expect(closestCommonLayoutNode(t.left, nil) === t.left)
        _ = t.app
    }

    @Test("A guide meets its own view there, and a subview of that view there too")
    func guides() {
        let t = tree()
        let guide = UILayoutGuide()
        t.left.addLayoutGuide(guide)
        #expect(closestCommonLayoutNode(guide, t.left) === t.left)
        #expect(closestCommonLayoutNode(t.left, guide) === t.left)
        #expect(closestCommonLayoutNode(guide, t.leftChild) === t.left)
        #expect(closestCommonLayoutNode(t.left.layoutMarginsGuide, t.right) === t.root)
        #expect(closestCommonLayoutNode(guide, t.grandchild) === t.left)
        _ = t.app
    }

    @Test("Cousins and nodes at different depths meet at their closest shared ancestor; other trees never")
    func distantPairs() {
        let t = tree()
        #expect(closestCommonLayoutNode(t.leftChild, t.rightChild) === t.root)
        #expect(closestCommonLayoutNode(t.grandchild, t.right) === t.root)
        #expect(closestCommonLayoutNode(t.rightChild, t.grandchild) === t.root)
        #expect(closestCommonLayoutNode(t.grandchild, t.left) === t.left)
        #expect(closestCommonLayoutNode(t.root, t.grandchild) === t.root)
        let stranger = UIView()
        stranger.addSubview(UIView())
        #expect(closestCommonLayoutNode(t.left, stranger) == nil)
        #expect(closestCommonLayoutNode(stranger.subviews[0], t.leftChild) == nil)
        _ = t.app
    }
}
