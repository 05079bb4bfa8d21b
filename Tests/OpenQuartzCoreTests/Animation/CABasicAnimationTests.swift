import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

@MainActor @Suite struct CABasicAnimationTests {
    private func positionAnimation(from: CGFloat, to: CGFloat, duration: Double = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.beginTime = 10
        return animation
    }

    @Test("The model keeps its value; presentation follows the curve at a quarter, half and three quarters")
    func followsCurve() {
        let layer = CALayer()
        layer.position = CGPoint(x: 300, y: 0)
        let animation = positionAnimation(from: 0, to: 100, duration: 0.4)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(animation, forKey: "move")
        for fraction in [0.25, 0.5, 0.75] {
            CALayer.advanceAnimations(in: layer, to: 10 + 0.4 * fraction)
            let expected = 100 * bezierByBisection((Double(Float(0.42)), 0), (Double(Float(0.58)), 1), at: fraction)
            #expect(abs(layer.presented("position.x")! - expected) < 1e-9, "at \(fraction)")
            #expect(abs(Double(layer.presentation()!.position.x) - expected) < 1e-9)
            #expect(layer.position.x == 300)
        }
        CALayer.advanceAnimations(in: layer, to: 10.5)
        #expect(layer.animationKeys() == nil)
        #expect(layer.renderingValues === layer)
    }

    @Test("Without animations renderingValues is the layer itself; with one, a copy reused while only time moves")
    func renderingValues() {
        let layer = CALayer()
        #expect(layer.renderingValues === layer)
        layer.add(positionAnimation(from: 0, to: 10), forKey: "a")
        let copy = layer.renderingValues
        #expect(copy !== layer)
        #expect(copy.model() === layer)
        #expect(layer.renderingValues === copy)
        CALayer.advanceAnimations(in: layer, to: 10.5)
        #expect(layer.renderingValues === copy, "a frame re-evaluates the same copy")
        #expect(copy.position.x == 5)
        let snapshot = layer.presentation()!
        CALayer.advanceAnimations(in: layer, to: 10.75)
        #expect(layer.renderingValues === copy && copy.position.x == 7.5)
        #expect(snapshot.position.x == 5, "presentation() hands out a copy later frames leave alone")
        layer.opacity = 0.5
        #expect(layer.renderingValues !== copy, "a model change makes a new copy")
        #expect(layer.renderingValues.opacity == 0.5 && layer.renderingValues.position.x == 7.5)
    }

    @Test("Each frame marks the animated layer changed with the kinds its key paths touch")
    func marksChanged() {
        let root = CALayer()
        let layer = CALayer()
        root.addSublayer(layer)
        root.commitChanges { _, _ in }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.beginTime = 1
        layer.add(fade, forKey: "fade")
        var seen: [String] = []
        root.commitChanges { layer, changes in seen.append("\(layer === root ? "root" : "layer") \(changes)") }
        #expect(seen == ["layer [appearance]"])
        CALayer.advanceAnimations(in: root, to: 1.1)
        seen = []
        root.commitChanges { layer, changes in seen.append("\(layer === root ? "root" : "layer") \(changes)") }
        #expect(seen == ["layer [appearance]"])
        CALayer.advanceAnimations(in: root, to: 1.1)
        root.commitChanges { _, _ in }
        layer.add(positionAnimation(from: 0, to: 1), forKey: "move")
        CALayer.advanceAnimations(in: root, to: 1.2)
        seen = []
        root.commitChanges { _, changes in seen.append("\(changes)") }
        #expect(seen == ["[geometry, appearance]"])
    }

    @Test("Delegates hear start and a finished stop at the frames that reach them, never synchronously")
    func delegateFinished() {
        let layer = CALayer()
        let delegate = RecordingAnimationDelegate()
        let animation = positionAnimation(from: 0, to: 10)
        animation.delegate = delegate
        layer.add(animation, forKey: "move")
        #expect(delegate.events == [])
        CALayer.advanceAnimations(in: layer, to: 9)
        #expect(delegate.events == [])
        CALayer.advanceAnimations(in: layer, to: 10)
        #expect(delegate.events == [.animationDidStart("anim")])
        CALayer.advanceAnimations(in: layer, to: 10.999)
        #expect(delegate.events == [.animationDidStart("anim")])
        CALayer.advanceAnimations(in: layer, to: 11)
        #expect(delegate.events == [.animationDidStart("anim"), .animationDidStop("anim", finished: true)])
    }

    @Test("removeAllAnimations keeps the model value and reports an unfinished stop at the next frame")
    func removeAll() {
        let layer = CALayer()
        layer.position = CGPoint(x: 70, y: 0)
        let delegate = RecordingAnimationDelegate()
        let animation = positionAnimation(from: 0, to: 10)
        animation.delegate = delegate
        layer.add(animation, forKey: "move")
        CALayer.advanceAnimations(in: layer, to: 10.5)
        layer.removeAllAnimations()
        #expect(delegate.events == [.animationDidStart("anim")])
        #expect(layer.animationKeys() == nil)
        #expect(layer.renderingValues === layer)
        #expect(layer.position.x == 70)
        CALayer.advanceAnimations(in: layer, to: 10.6)
        #expect(delegate.events == [.animationDidStart("anim"), .animationDidStop("anim", finished: false)])
    }

    @Test("Adding copies the animation; a second animation under the same key replaces the first")
    func addCopiesAndReplaces() {
        let layer = CALayer()
        let first = positionAnimation(from: 0, to: 10)
        let delegate = RecordingAnimationDelegate("first")
        first.delegate = delegate
        layer.add(first, forKey: "move")
        first.toValue = CGFloat(1000)
        #expect(layer.animation(forKey: "move") !== first)
        CALayer.advanceAnimations(in: layer, to: 10.5)
        #expect(layer.presented("position.x") == 5)
        layer.add(positionAnimation(from: 50, to: 60), forKey: "move")
        layer.add(positionAnimation(from: 0, to: 1), forKey: "other")
        #expect(layer.animationKeys() == ["move", "other"])
        CALayer.advanceAnimations(in: layer, to: 10.5)
        #expect(delegate.events == [.animationDidStart("first"), .animationDidStop("first", finished: false)])
        layer.removeAnimation(forKey: "other")
        #expect(layer.presented("position.x") == 55)
    }

    @Test("from, to and by combine as Core Animation documents, against the model value")
    func fromToBy() {
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 0)
        func value(_ configure: (CABasicAnimation) -> Void) -> Double? {
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.beginTime = 1
            configure(animation)
            layer.add(animation, forKey: "x")
            CALayer.advanceAnimations(in: layer, to: 1.125)
            defer { layer.removeAllAnimations() }
            return layer.presented("position.x")
        }
        #expect(value { $0.fromValue = 0; $0.toValue = 40 } == 20)
        #expect(value { $0.fromValue = 0; $0.byValue = 40 } == 20)
        #expect(value { $0.toValue = 40; $0.byValue = 40 } == 20)
        #expect(value { $0.fromValue = 0 } == 50)
        #expect(value { $0.toValue = 0 } == 50)
        #expect(value { $0.byValue = 40 } == 120)
        #expect(value { _ in } == 100)
    }

    @Test("Additive animations add to the presentation value")
    func additive() {
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 0)
        let shake = CABasicAnimation(keyPath: "position.x")
        shake.fromValue = 0
        shake.toValue = 20
        shake.isAdditive = true
        shake.beginTime = 1
        layer.add(shake, forKey: "shake")
        let second = shake.copy() as! CABasicAnimation
        layer.add(second, forKey: "shake2")
        CALayer.advanceAnimations(in: layer, to: 1.125)
        #expect(layer.presented("position.x") == 120)
    }

    @Test("The issue's key paths animate: sub-keys, transforms, colours, corner radius, shadow, stroke")
    func keyPaths() {
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        func check(_ keyPath: String, from: Any, to: Any, _ read: (CAShapeLayer) -> Double, _ expected: Double) {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = from
            animation.toValue = to
            animation.beginTime = 1
            layer.add(animation, forKey: keyPath)
            CALayer.advanceAnimations(in: layer, to: 1.125)
            let presented = layer.presentation()!
            #expect(abs(read(presented) - expected) < 1e-9, "\(keyPath)")
            layer.removeAllAnimations()
        }
        check("position.x", from: 0, to: 10, { Double($0.position.x) }, 5)
        check("bounds.size.width", from: 100, to: 200, { Double($0.bounds.width) }, 150)
        check("transform.scale", from: 1, to: 3, { Double($0.transform.m11) }, 2)
        check("transform.rotation.z", from: 0, to: Double.pi, { atan2(Double($0.transform.m12), Double($0.transform.m11)) }, .pi / 2)
        check("opacity", from: Float(0), to: Float(1), { Double($0.opacity) }, 0.5)
        check("backgroundColor", from: CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1), to: CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1), { $0.backgroundColor!.rgba.red }, 0.5)
        check("cornerRadius", from: 0, to: 8, { Double($0.cornerRadius) }, 4)
        check("shadowOpacity", from: 0, to: 1, { Double($0.shadowOpacity) }, 0.5)
        check("strokeEnd", from: 0, to: 1, { Double($0.strokeEnd) }, 0.5)
        check("transform", from: CATransform3DIdentity, to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1), { atan2(Double($0.transform.m12), Double($0.transform.m11)) }, .pi / 4)
    }

    @Test("fillMode forwards with isRemovedOnCompletion false holds the end value; backwards shows the start early")
    func fillModes() {
        let layer = CALayer()
        let animation = positionAnimation(from: 0, to: 10)
        animation.isRemovedOnCompletion = false
        animation.fillMode = .both
        layer.add(animation, forKey: "move")
        CALayer.advanceAnimations(in: layer, to: 5)
        #expect(layer.presented("position.x") == 0)
        CALayer.advanceAnimations(in: layer, to: 20)
        #expect(layer.presented("position.x") == 10)
        #expect(layer.animationKeys() == ["move"])

        let plain = positionAnimation(from: 40, to: 50)
        let other = CALayer()
        other.add(plain, forKey: "move")
        CALayer.advanceAnimations(in: other, to: 5)
        #expect(other.presented("position.x") == 0, "before its begin time a removed-fill animation shows nothing")
    }

    @Test("Delays, repeats, autoreverse, speed and timeOffset fold time as CAMediaTiming says")
    func timing() {
        let layer = CALayer()
        func at(_ t: Double, _ configure: (CABasicAnimation) -> Void) -> Double? {
            let animation = positionAnimation(from: 0, to: 100)
            configure(animation)
            layer.add(animation, forKey: "x")
            CALayer.advanceAnimations(in: layer, to: t)
            defer { layer.removeAllAnimations() }
            return layer.presented("position.x")
        }
        #expect(at(12.25) { $0.repeatCount = 3 } == 25)
        #expect(at(13.5) { $0.repeatCount = 3 } == 0, "ended after three passes")
        #expect(at(10.25) { $0.autoreverses = true } == 25)
        #expect(at(11.25) { $0.autoreverses = true } == 75)
        #expect(at(12.5) { $0.autoreverses = true; $0.repeatCount = 2 } == 50)
        #expect(at(10.25) { $0.speed = 2 } == 50)
        #expect(at(10.25) { $0.timeOffset = 0.5 } == 75)
        #expect(at(10.75) { $0.timeOffset = 0.5 } == 25, "timeOffset wraps into the pass")
        #expect(at(11.5) { $0.repeatDuration = 2.5 } == 50)
        #expect(at(10.25) { $0.speed = -1 } == 75)
        #expect(at(12.75) { $0.repeatCount = .infinity } == 75)
        #expect(at(11.5) { $0.repeatCount = 1.5; $0.isRemovedOnCompletion = false; $0.fillMode = .forwards } == 50)
    }

    @Test("A beginTime of 0 becomes the time of the next frame")
    func beginTimeFromFrame() {
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        layer.add(animation, forKey: "fade")
        #expect(layer.presented("opacity") == 0)
        CALayer.advanceAnimations(in: layer, to: 50)
        #expect(layer.animation(forKey: "fade")?.beginTime == 50)
        CALayer.advanceAnimations(in: layer, to: 50.125)
        #expect(layer.presented("opacity") == 0.5, "duration 0 means 0.25 s")
    }

    @Test("Layer speed and beginTime change the time its animations see")
    func layerTime() {
        let root = CALayer()
        let layer = CALayer()
        root.addSublayer(layer)
        root.speed = 2
        layer.add(positionAnimation(from: 0, to: 100), forKey: "x")
        CALayer.advanceAnimations(in: root, to: 5.25)
        #expect(layer.presented("position.x") == 50)
        #expect(layer.convertTime(5, from: nil) == 10)
        #expect(layer.convertTime(10, to: nil) == 5)
        #expect(root.convertTime(3, to: layer) == 3)
    }

    @Test("Hit-testing during an animation uses model values")
    func hitTestingUsesModel() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        root.position = CGPoint(x: 150, y: 150)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.position = CGPoint(x: 5, y: 5)
        root.addSublayer(layer)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 200, y: 200)
        move.toValue = CGPoint(x: 200, y: 200)
        move.beginTime = 1
        layer.add(move, forKey: "move")
        CALayer.advanceAnimations(in: root, to: 1.1)
        #expect(layer.presentation()!.position == CGPoint(x: 200, y: 200))
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === layer)
        #expect(root.hitTest(CGPoint(x: 200, y: 200)) === root)
    }
}
