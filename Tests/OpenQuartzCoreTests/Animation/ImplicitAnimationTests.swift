import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

@MainActor @Suite struct ImplicitAnimationTests {
    /// A delegate answering like a UIView outside an animation block: NSNull, no action.
    final class NoActionDelegate: CALayerDelegate {
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }
    }

    @Test("A shown standalone layer animates a property change with the transaction's duration and curve")
    func standaloneAnimates() {
        let (root, layer) = committedLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.opacity = 0
        CATransaction.commit()
        #expect(layer.opacity == 0)
        #expect(layer.animationKeys() == ["opacity"])
        let animation = layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(animation?.duration == 1)
        CALayer.advanceAnimations(in: root, to: 3)
        CALayer.advanceAnimations(in: root, to: 3.25)
        #expect(layer.presented("opacity") == 0.75)
        CALayer.advanceAnimations(in: root, to: 4)
        #expect(layer.animationKeys() == nil)
    }

    @Test("The default implicit animation lasts 0.25 s on the default curve")
    func defaults() {
        let (_, layer) = committedLayer()
        layer.position = CGPoint(x: 10, y: 10)
        let animation = layer.animation(forKey: "position")
        #expect(animation?.duration == 0.25)
        #expect(animation?.timingFunction == CAMediaTimingFunction(name: .default))
    }

    @Test("An interrupted implicit animation starts from the presentation value")
    func interrupted() {
        let (root, layer) = committedLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 150, y: 50)
        CATransaction.commit()
        CALayer.advanceAnimations(in: root, to: 1)
        CALayer.advanceAnimations(in: root, to: 1.5)
        #expect(layer.presented("position.x") == 100)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 0, y: 50)
        CATransaction.commit()
        CALayer.advanceAnimations(in: root, to: 1.5)
        #expect(layer.presented("position.x") == 100)
        CALayer.advanceAnimations(in: root, to: 2)
        #expect(layer.presented("position.x") == 50)
    }

    @Test("disableActions turns implicit animation off; so does a layer no renderer has shown yet")
    func disabled() {
        let (_, layer) = committedLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        let fresh = CALayer()
        fresh.opacity = 0.5
        #expect(fresh.animationKeys() == nil)
    }

    @Test("A delegate answering NSNull (a view's layer outside an animation block) stops the search")
    func viewLayer() {
        let (_, layer) = committedLayer()
        let delegate = NoActionDelegate()
        layer.delegate = delegate
        layer.opacity = 0.2
        #expect(layer.animationKeys() == nil)
        #expect(layer.action(forKey: "opacity") == nil)
    }

    @Test("The search goes delegate, actions, style, defaultAction, then the implicit animation")
    func searchOrder() {
        let (_, layer) = committedLayer()
        let fromActions = CABasicAnimation()
        let fromStyle = CABasicAnimation()
        #expect(layer.action(forKey: "opacity") is CABasicAnimation)
        #expect(layer.action(forKey: "notAProperty") == nil)
        layer.style = ["actions": ["opacity": fromStyle] as [String: any CAAction]]
        #expect(layer.action(forKey: "opacity") === fromStyle)
        layer.actions = ["opacity": fromActions]
        #expect(layer.action(forKey: "opacity") === fromActions)
        layer.actions = ["opacity": NSNull()]
        #expect(layer.action(forKey: "opacity") == nil)
        layer.actions = nil
        layer.style = ["style": ["actions": ["opacity": fromActions] as [String: any CAAction]] as [AnyHashable: Any]]
        #expect(layer.action(forKey: "opacity") === fromActions)
    }

    @Test("A transaction's completion block waits for the animations added in it")
    func completionWaits() {
        let (root, layer) = committedLayer()
        let recorder = CallRecorder()
        CATransaction.begin()
        CATransaction.setCompletionBlock { recorder.record(.completion("outer")) }
        CATransaction.begin()
        CATransaction.setCompletionBlock { recorder.record(.completion("inner, nothing to wait for")) }
        CATransaction.commit()
        CATransaction.setAnimationDuration(1)
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(recorder.calls == [.completion("inner, nothing to wait for")])
        CALayer.advanceAnimations(in: root, to: 1)
        CALayer.advanceAnimations(in: root, to: 1.5)
        #expect(recorder.calls == [.completion("inner, nothing to wait for")])
        CALayer.advanceAnimations(in: root, to: 2)
        #expect(recorder.calls == [.completion("inner, nothing to wait for"), .completion("outer")])
    }

    @Test("Removing the animation releases the completion block at the next frame")
    func completionAfterRemoval() {
        let (root, layer) = committedLayer()
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        layer.opacity = 0.5
        CATransaction.commit()
        layer.removeAllAnimations()
        #expect(!ran)
        CALayer.advanceAnimations(in: root, to: 1)
        #expect(ran)
    }

    @Test("Presentation copies keep their model and run no actions of their own")
    func presentationCopy() {
        let (root, layer) = committedLayer()
        layer.opacity = 0
        CALayer.advanceAnimations(in: root, to: 1)
        let presented = layer.presentation()!
        #expect(presented.model() === layer)
        #expect(presented.isPresentationCopy)
        presented.opacity = 0.3
        #expect(presented.animationKeys() == nil)
    }
}

@MainActor @Suite struct InterruptionTests {
    @Test("Changing an animating property starts from what was shown even with no presentation copy made")
    func interruptedWithoutCopy() {
        let (root, layer) = committedLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 150, y: 50)
        CATransaction.commit()
        CALayer.advanceAnimations(in: root, to: 1)
        CALayer.advanceAnimations(in: root, to: 1.5)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 0, y: 50)
        layer.opacity = 0.5
        CATransaction.commit()
        CALayer.advanceAnimations(in: root, to: 1.5)
        #expect(layer.presented("position.x") == 100)
        #expect(layer.presented("opacity") == 1)
        CALayer.advanceAnimations(in: root, to: 2)
        #expect(layer.presented("position.x") == 50)
    }
}
