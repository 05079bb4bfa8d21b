import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

@MainActor @Suite struct AnimationInputTests {
    @Test("NaN, infinite and negative timing values are refused with the property's name")
    func timingMessages() {
        #expect(CAAnimation.timingMessage("duration", .nan, allowsNegative: false) == "CAAnimation duration must be finite, got nan")
        #expect(CAAnimation.timingMessage("duration", -1, allowsNegative: false) == "CAAnimation duration must not be negative, got -1.0")
        #expect(CAAnimation.timingMessage("beginTime", -1, allowsNegative: true) == nil)
        #expect(CAAnimation.repeatMessage("repeatCount", -2)?.hasPrefix("CAAnimation repeatCount must be 0 or more") == true)
        #expect(CAAnimation.repeatMessage("repeatCount", .nan) != nil)
        #expect(CAAnimation.repeatMessage("repeatCount", .infinity) == nil)
    }

    @Test("A NaN duration stops at the setter with a message")
    func nanDurationStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { CABasicAnimation().duration = .nan }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("CAAnimation duration must be finite"))
    }

    @Test("A negative repeatCount stops at the setter with a message")
    func negativeRepeatStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { CABasicAnimation().repeatCount = -1 }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("CAAnimation repeatCount must be 0 or more"))
    }

    @Test("An unknown key path is logged and the animation animates nothing, but still runs its course")
    func unknownKeyPath() {
        let lines = LogLines()
        let layer = CALayer()
        let delegate = RecordingAnimationDelegate()
        QuartzCoreLog.$current.withValue(lines.sink) {
            let animation = CABasicAnimation(keyPath: "wobble")
            animation.fromValue = 1
            animation.beginTime = 1
            animation.delegate = delegate
            layer.add(animation, forKey: "w")
        }
        #expect(lines.all.count == 1)
        #expect(lines.all.first?.contains("key path \"wobble\" is not animatable") == true)
        CALayer.advanceAnimations(in: layer, to: 2)
        #expect(delegate.events == [.animationDidStart("anim"), .animationDidStop("anim", finished: true)])
    }

    @Test("A fromValue of the wrong type is logged and ignored")
    func wrongType() {
        let lines = LogLines()
        let layer = CALayer()
        layer.position = CGPoint(x: 40, y: 0)
        QuartzCoreLog.$current.withValue(lines.sink) {
            let animation = CABasicAnimation(keyPath: "position")
            animation.fromValue = "left"
            animation.toValue = CGPoint(x: 0, y: 0)
            animation.beginTime = 1
            layer.add(animation, forKey: "p")
        }
        #expect(lines.all == [
            "CoreAnimation: CABasicAnimation \"position\": fromValue must be a CGPoint, got String (left); it is ignored"
        ])
        CALayer.advanceAnimations(in: layer, to: 1.125)
        #expect(layer.presentation()!.position == CGPoint(x: 20, y: 0))
    }

    @Test("A shape key path on a plain layer is logged")
    func shapeKeyOnPlainLayer() {
        let lines = LogLines()
        QuartzCoreLog.$current.withValue(lines.sink) {
            CALayer().add(CABasicAnimation(keyPath: "strokeEnd"), forKey: "s")
        }
        #expect(lines.all.first?.contains("has no property \"strokeEnd\"") == true)
    }
}
