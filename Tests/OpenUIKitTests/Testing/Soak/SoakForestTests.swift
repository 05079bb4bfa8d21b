import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The recognizer kinds of `scene`, by type name, and how many of each.
@MainActor private func recognizerKinds(_ scene: SoakScene) -> [String: Int] {
    scene.recognizers.reduce(into: [:]) { $0[String(describing: type(of: $1)), default: 0] += 1 }
}

/// What identifies a scene's tree: every target's name, parent, frame and recognizers, in order.
@MainActor private func treeDescription(_ scene: SoakScene) -> [String] {
    scene.targets.map { view in
        let parent = view.superview?.accessibilityIdentifier ?? "?"
        let recognizers = (view.gestureRecognizers ?? []).map { recognizer -> String in
            var text = "\(type(of: recognizer)) \(recognizer.cancelsTouchesInView) \(recognizer.delaysTouchesBegan)"
            if let tap = recognizer as? UITapGestureRecognizer { text += " \(tap.numberOfTapsRequired)x\(tap.numberOfTouchesRequired)" }
            if let press = recognizer as? UILongPressGestureRecognizer { text += " \(press.minimumPressDuration)" }
            return text
        }
        return "\(view.accessibilityIdentifier ?? "?") in \(parent) \(view.frame) \(recognizers)"
    }
}

/// The soak scene's seeded random forest (``SoakEngine/defaultForestViews`` more views with
/// random recognizers), which makes the soak's tree about two hundred views.
@MainActor @Suite struct SoakForestTests {
    @Test("The scene with its forest has ~200 views and tap, pan, pinch and long-press recognizers", arguments: [1, 7, 42] as [UInt64])
    func forestIsLargeAndVaried(seed: UInt64) {
        let scene = SoakScene(mutationSeed: seed, forestViews: SoakEngine.defaultForestViews)
        #expect(scene.viewCount >= 190)
        #expect(scene.forestViews == SoakEngine.defaultForestViews)
        let kinds = recognizerKinds(scene)
        for kind in ["UITapGestureRecognizer", "UIPanGestureRecognizer", "UIPinchGestureRecognizer", "UILongPressGestureRecognizer"] {
            #expect(kinds[kind, default: 0] > 10, "\(kind): \(kinds)")
        }
        // Every forest view is in the window, instrumented, and at most six deep below a scene view.
        let forest = scene.targets.filter { $0.accessibilityIdentifier?.hasPrefix("forest") == true }
        #expect(forest.count == SoakEngine.defaultForestViews)
        for view in forest {
            #expect(view.window === scene.window)
            #expect(view is SoakView)
            var depth = 0
            var ancestor: UIView? = view
            while let current = ancestor, current.accessibilityIdentifier?.hasPrefix("forest") == true {
                depth += 1
                ancestor = current.superview
            }
            #expect((1...6).contains(depth))
        }
        // Depths beyond the first are used, and some recognizers neither cancel nor delay as by default.
        #expect(forest.contains { $0.superview?.accessibilityIdentifier?.hasPrefix("forest") == true })
        #expect(scene.recognizers.contains { !$0.cancelsTouchesInView })
        #expect(scene.recognizers.contains { $0.delaysTouchesBegan })
    }

    @Test("One seed is one forest; another seed grows another")
    func forestIsSeeded() {
        let first = SoakScene(mutationSeed: 9, forestViews: 180)
        let second = SoakScene(mutationSeed: 9, forestViews: 180)
        let other = SoakScene(mutationSeed: 10, forestViews: 180)
        #expect(treeDescription(first) == treeDescription(second))
        #expect(treeDescription(first) != treeDescription(other))
    }

    @Test("Without a forest the scene is the fixed one, whatever the seed")
    func noForestIsFixedScene() {
        let plain = SoakScene(mutationSeed: 5)
        #expect(plain.viewCount < 30)
        #expect(treeDescription(plain) == treeDescription(SoakScene(mutationSeed: 6)))
    }

    @Test("The scene's buttons stay above the forest: a tap on one still fires it")
    func controlsStayOnTop() throws {
        let scene = SoakScene(mutationSeed: 3, forestViews: 180)
        let button = try #require(scene.targets.first { $0.accessibilityIdentifier == "buttonInPress" } as? UIControl)
        let before = scene.actionCount
        scene.app.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        scene.app.advance(by: 2)
        #expect(scene.actionCount > before)
        #expect(scene.brokenInvariants(quiescent: true).isEmpty)
    }

    @Test("Handlers' changes reach the forest: its views are detached and its recognizers toggled")
    func mutatorPicksForest() {
        let engine = SoakEngine(seed: 4, mutationsPerMille: 150)
        let forest = engine.scene.targets.filter { $0.accessibilityIdentifier?.hasPrefix("forest") == true }
        var sawDetached = false
        var sawDisabled = false
        for _ in 0..<3_000 {
            engine.runStep()
            sawDetached = sawDetached || forest.contains { $0.superview == nil }
            sawDisabled = sawDisabled || forest.contains { view in (view.gestureRecognizers ?? []).contains { !$0.isEnabled } }
        }
        #expect(engine.violations == [])
        #expect(engine.touchEventCount > 1_000)
        #expect(sawDetached)
        #expect(sawDisabled)
    }
}
