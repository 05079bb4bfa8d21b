import UIKit
import QuartzCore

/// Ready-made Core Animation effects. Building an animation needs no view, so these are plain
/// static functions on a struct, callable from any thread; `apply` functions add them to a layer.
struct AnimationRecipes {

    static let shakeKey = "recipes.shake"
    static let bounceKey = "recipes.bounce"
    static let flipKey = "recipes.flip"
    static let followKey = "recipes.follow"
    static let breatheKey = "recipes.breathe"
    static let growKey = "recipes.grow"

    /// A horizontal shake, as for a wrong password.
    static func shake(amplitude: CGFloat = 10, duration: CFTimeInterval = 0.4) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "transform.translation.x")
        animation.values = [0, -amplitude, amplitude, -amplitude * 0.6, amplitude * 0.6, -amplitude * 0.2, 0].map { NSNumber(value: Double($0)) }
        animation.keyTimes = [0, 0.15, 0.3, 0.45, 0.6, 0.8, 1]
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
        return animation
    }

    /// A scale up and back that overshoots, given as whole 3D transforms boxed in NSValue.
    static func bounce(scale: CGFloat = 1.2, duration: CFTimeInterval = 0.5) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "transform")
        animation.values = [
            NSValue(caTransform3D: CATransform3DIdentity),
            NSValue(caTransform3D: CATransform3DMakeScale(scale, scale, 1)),
            NSValue(caTransform3D: CATransform3DMakeScale(0.95, 0.95, 1)),
            NSValue(caTransform3D: CATransform3DIdentity),
        ]
        animation.keyTimes = [0, 0.4, 0.7, 1]
        animation.duration = duration
        animation.timingFunctions = [
            CAMediaTimingFunction(name: .easeOut),
            CAMediaTimingFunction(name: .easeInEaseOut),
            CAMediaTimingFunction(name: .easeIn),
        ]
        return animation
    }

    /// Half a turn around the vertical axis with perspective.
    static func flip(duration: CFTimeInterval = 0.6) -> CABasicAnimation {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = NSValue(caTransform3D: perspective)
        animation.toValue = NSValue(caTransform3D: CATransform3DRotate(perspective, .pi, 0, 1, 0))
        animation.duration = duration
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        return animation
    }

    /// Moves a layer through `points` at constant speed.
    static func follow(points: [CGPoint], duration: CFTimeInterval) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = points.map { NSValue(cgPoint: $0) }
        animation.duration = duration
        animation.calculationMode = .paced
        return animation
    }

    /// Moves a layer along a path.
    static func follow(path: CGPath, duration: CFTimeInterval) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.duration = duration
        return animation
    }

    /// Grows a layer's bounds from `from` to `to`.
    static func grow(from: CGRect, to: CGRect, duration: CFTimeInterval = 0.3) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "bounds")
        animation.fromValue = NSValue(cgRect: from)
        animation.toValue = NSValue(cgRect: to)
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return animation
    }

    /// Grows only the size of a layer's bounds.
    static func resize(from: CGSize, to: CGSize, duration: CFTimeInterval = 0.3) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "bounds.size")
        animation.fromValue = NSValue(cgSize: from)
        animation.toValue = NSValue(cgSize: to)
        animation.duration = duration
        return animation
    }

    /// Fades the opacity down and back forever.
    static func breathe(minimumOpacity: Float = 0.4, period: CFTimeInterval = 2) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 1.0
        animation.toValue = minimumOpacity
        animation.duration = period / 2
        animation.autoreverses = true
        animation.repeatCount = .greatestFiniteMagnitude
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return animation
    }

    /// Draws a shape's outline from start to end.
    static func drawOutline(duration: CFTimeInterval = 0.8) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1)
        return animation
    }

    /// A checkmark layer sized for `rect`, drawing itself in.
    static func checkmarkLayer(in rect: CGRect, color: CGColor, lineWidth: CGFloat = 4) -> CAShapeLayer {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: rect.minX + rect.width * 0.2, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.42, y: rect.maxY - rect.height * 0.25))
        path.addLine(to: CGPoint(x: rect.maxX - rect.width * 0.18, y: rect.minY + rect.height * 0.25))
        let layer = CAShapeLayer()
        layer.frame = rect
        layer.path = path
        layer.strokeColor = color
        layer.fillColor = nil
        layer.lineWidth = lineWidth
        layer.lineCap = .round
        layer.lineJoin = .round
        layer.add(drawOutline(), forKey: "draw")
        return layer
    }

    // MARK: - Applying

    static func applyShake(to layer: CALayer) {
        layer.add(shake(), forKey: shakeKey)
    }

    static func applyBounce(to layer: CALayer) {
        layer.add(bounce(), forKey: bounceKey)
    }

    static func applyMove(to layer: CALayer, to point: CGPoint, duration: CFTimeInterval) {
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = NSValue(cgPoint: layer.position)
        animation.toValue = NSValue(cgPoint: point)
        animation.duration = duration
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = point
        CATransaction.commit()
        layer.add(animation, forKey: followKey)
    }

    static func applyBreathing(to layer: CALayer) {
        layer.add(breathe(), forKey: breatheKey)
    }
}

extension UIView {
    /// Shakes the view horizontally.
    func shake() {
        AnimationRecipes.applyShake(to: layer)
    }

    /// Bounces the view, then calls `completion`.
    func bounce(completion: (() -> Void)? = nil) {
        CATransaction.begin()
        CATransaction.setCompletionBlock(completion)
        AnimationRecipes.applyBounce(to: layer)
        CATransaction.commit()
    }

    /// Pops the view in with view-based keyframes.
    func popIn(duration: TimeInterval = 0.4, completion: ((Bool) -> Void)? = nil) {
        transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        alpha = 0
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.6) {
                self.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
                self.alpha = 1
            }
            UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) {
                self.transform = .identity
            }
        }, completion: completion)
    }

    /// Fades the view out and hides it.
    func fadeOut(duration: TimeInterval = 0.25) {
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn, .beginFromCurrentState], animations: {
            self.alpha = 0
        }, completion: { finished in
            if finished { self.isHidden = true }
        })
    }
}
