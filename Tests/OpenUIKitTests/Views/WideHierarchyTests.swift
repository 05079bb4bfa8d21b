import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A parent with tens of thousands of children: removing them one at a time costs a bounded
/// number of steps per removal (no scan or shift of the whole sibling list), in either order,
/// and the subviews keep UIKit's order through the removals.
@MainActor @Suite struct WideHierarchyTests {
    /// Adds `count` 10-point children side by side (wrapping every 100) to a parent in a
    /// window, runs a frame and checks a hit-test finds the last one added.
    private func buildWideTree(count: Int, in app: HeadlessApp) -> (parent: UIView, children: [UIView]) {
        let window = app.makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 1_000, height: 1_000))
        window.addSubview(parent)
        var children: [UIView] = []
        children.reserveCapacity(count)
        for index in 0..<count {
            let child = UIView(frame: CGRect(x: (index % 100) * 10, y: (index / 100 % 100) * 10, width: 10, height: 10))
            parent.addSubview(child)
            children.append(child)
        }
        app.runTurn()
        // The last child is the front one among those covering its square.
        let last = children[count - 1]
        let point = CGPoint(x: last.frame.midX, y: last.frame.midY)
        #expect(parent.hitTest(point, with: nil) === last)
        return (parent, children)
    }

    private var removalSteps: Int { CALayer.sublayerStorageSteps + UIView.ownedSubviewSteps }

    @Test(
        "20,000 children removed one at a time, from the front or from the back: a bounded number of steps each, and all freed",
        arguments: [true, false])
    func removeOneAtATime(fromFront: Bool) {
        let count = 20_000
        let app = HeadlessApp()
        var weakChildren: [WeakBox] = []
        do {
            let (parent, children) = buildWideTree(count: count, in: app)
            weakChildren = children.map(WeakBox.init)
            let before = removalSteps
            if fromFront {
                for (index, child) in children.enumerated() {
                    child.removeFromSuperview()
                    // Spot checks that the remaining subviews are still the right ones, in order.
                    if index == count / 2 {
                        #expect(parent.subviews.count == count - index - 1)
                        #expect(parent.subviews.first === children[index + 1])
                        #expect(parent.subviews.last === children[count - 1])
                    }
                }
            } else {
                for child in children.reversed() { child.removeFromSuperview() }
            }
            // A scan or shift of the sibling list per removal would take ~4 × 10⁸ steps.
            #expect(removalSteps - before <= 8 * count)
            #expect(parent.subviews.isEmpty)
            #expect(children.allSatisfy { $0.superview == nil && $0.window == nil })
            app.runTurn()
        }
        #expect(weakChildren.allSatisfy { $0.view == nil })
    }

    @Test("Removals interleaved with inserts by index, above and below: subviews and sublayers keep UIKit's order")
    func orderThroughRemovalsAndInserts() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(parent)
        let views = (0..<10).map { index -> UIView in
            let view = UIView()
            view.tag = index
            parent.addSubview(view)
            return view
        }
        // A plain sublayer among the views' layers is skipped by `subviews` but kept in order.
        let plain = CALayer()
        parent.layer.insertSublayer(plain, above: views[4].layer)
        for index in [0, 2, 3, 7, 9] { views[index].removeFromSuperview() }
        #expect(parent.subviews.map(\.tag) == [1, 4, 5, 6, 8])
        #expect(parent.layer.sublayers?.count == 6)
        #expect(parent.layer.sublayers?[2] === plain)

        let atTwo = UIView()
        atTwo.tag = 20
        parent.insertSubview(atTwo, at: 2)
        #expect(parent.subviews.map(\.tag) == [1, 4, 20, 5, 6, 8])
        views[1].removeFromSuperview()
        let aboveSix = UIView()
        aboveSix.tag = 60
        parent.insertSubview(aboveSix, aboveSubview: views[6])
        let belowFour = UIView()
        belowFour.tag = 40
        parent.insertSubview(belowFour, belowSubview: views[4])
        #expect(parent.subviews.map(\.tag) == [40, 4, 20, 5, 6, 60, 8])
        views[8].removeFromSuperview()
        parent.bringSubviewToFront(views[4])
        parent.sendSubviewToBack(views[6])
        #expect(parent.subviews.map(\.tag) == [6, 40, 20, 5, 60, 4])
        #expect(parent.subviews.allSatisfy { $0.superview === parent })
        let sublayers = parent.layer.sublayers ?? []
        #expect(sublayers.allSatisfy { $0.superlayer === parent.layer })
        #expect(sublayers.filter { $0 === plain }.count == 1)

        // Replacing and re-adding sublayers after removals.
        let replacement = CALayer()
        parent.layer.replaceSublayer(plain, with: replacement)
        #expect(plain.superlayer == nil && replacement.superlayer === parent.layer)
        views[5].removeFromSuperview()
        parent.layer.insertSublayer(plain, at: 0)
        #expect(parent.layer.sublayers?.first === plain)
        #expect(parent.subviews.map(\.tag) == [6, 40, 20, 60, 4])
        #expect(window.hitTest(CGPoint(x: 1, y: 1), with: nil) === parent)
    }
}

/// Holds a view weakly, to check it was freed.
@MainActor
private final class WeakBox {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}
