import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct StackViewHidingTests {
    /// A vertical stack of 20, 30 and 40 points high boxes with 10 points between, sized by them.
    private func column() -> (StackViewScene, [IntrinsicView]) {
        let views = [StackViewScene.box("a", 50, 20), StackViewScene.box("b", 50, 30), StackViewScene.box("c", 50, 40)]
        let scene = StackViewScene(frame: CGRect(x: 5, y: 5, width: 0, height: 0), pinned: true) {
            $0.axis = .vertical
            $0.spacing = 10
            for view in views { $0.addArrangedSubview(view) }
        }
        return (scene, views)
    }

    @Test("Hiding collapses a view and its gap; showing restores both")
    func hideAndShow() {
        let (scene, views) = column()
        #expect(scene.stack.frame == CGRect(x: 5, y: 5, width: 50, height: 110))
        #expect(views.map(\.frame.minY) == [0, 30, 70])
        views[1].isHidden = true
        #expect(scene.count("UISV-hiding") == 1)
        scene.layout()
        #expect(views[1].frame.height == 0)
        #expect(views[2].frame.minY == 30 && scene.stack.frame.height == 70)
        views[1].isHidden = false
        #expect(scene.count("UISV-hiding") == 0)
        scene.layout()
        #expect(views.map(\.frame.minY) == [0, 30, 70] && views[1].frame.height == 30)
        #expect(scene.stack.frame.height == 110)
    }

    @Test("Hiding the first or the last view drops the gap on its one side; hiding all collapses the stack")
    func hideEnds() {
        let (scene, views) = column()
        views[0].isHidden = true
        scene.layout()
        #expect(views[1].frame.minY == 0 && views[2].frame.minY == 40 && scene.stack.frame.height == 80)
        views[0].isHidden = false
        views[2].isHidden = true
        scene.layout()
        #expect(views[1].frame.maxY == 60 && scene.stack.frame.height == 60)
        for view in views { view.isHidden = true }
        scene.layout()
        #expect(scene.stack.frame.height == 0 && scene.count("UISV-hiding") == 3)
    }

    @Test("A custom spacing after a hidden view is dropped with it; the one before it stays")
    func hiddenCustomSpacing() {
        let (scene, views) = column()
        scene.stack.setCustomSpacing(25, after: views[1])
        scene.layout()
        #expect(views[2].frame.minY == 85)
        views[1].isHidden = true
        scene.layout()
        #expect(views[2].frame.minY == 30)
        scene.stack.setCustomSpacing(4, after: views[0])
        scene.layout()
        #expect(views[2].frame.minY == 24)
    }

    @Test("Hidden views leave fillEqually and equalSpacing: the visible ones share the room")
    func hiddenInEqualDistributions() {
        let views = [StackViewScene.box("a", 10, 10), StackViewScene.box("b", 10, 10), StackViewScene.box("c", 10, 10)]
        let scene = StackViewScene {
            $0.distribution = .fillEqually
            $0.spacing = 10
            for view in views { $0.addArrangedSubview(view) }
        }
        views[1].isHidden = true
        scene.layout()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 145, height: 100))
        #expect(views[2].frame == CGRect(x: 155, y: 0, width: 145, height: 100))
        scene.stack.distribution = .equalSpacing
        scene.layout()
        #expect(views[0].frame.minX == 0 && views[2].frame.minX == 290 && scene.stack.layoutGuides.count == 1)
    }

    @Test("A hidden view leaves .fillProportionally: the visible ones share the room in their proportions")
    func hiddenProportional() {
        let views = [StackViewScene.box("a", 20, 10), StackViewScene.box("b", 200, 10), StackViewScene.box("c", 60, 10)]
        let scene = StackViewScene {
            $0.distribution = .fillProportionally
            $0.spacing = 20
            for view in views { $0.addArrangedSubview(view) }
        }
        views[1].isHidden = true
        scene.layout()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 70, height: 100))
        #expect(views[2].frame == CGRect(x: 90, y: 0, width: 210, height: 100))
        #expect(views[1].frame.width == 0 && scene.count("UISV-fill-proportionally") == 2)
    }

    @Test("Hiding inside UIView.animate lays out inside the block: final frames at once, the move animates")
    func animatedHiding() throws {
        let (scene, views) = column()
        UIView.animate(withDuration: 0.3) {
            views[1].isHidden = true
        }
        // The layout pass ran inside the block: the model is final before any frame.
        #expect(views[2].frame.minY == 30 && scene.stack.frame.height == 70)
        let animation = try #require(views[2].layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(animation.duration == 0.3)
        scene.app.advance(by: 0.15)
        let midway = try #require(views[2].layer.presentation()).position.y
        #expect(midway < 90 && midway > 50)
        scene.app.advance(by: 0.3)
        #expect(views[2].layer.animationKeys() == nil)
        // Outside a block nothing animates.
        views[1].isHidden = false
        scene.layout()
        #expect(views[2].layer.animationKeys() == nil && views[2].frame.minY == 70)
    }
}
