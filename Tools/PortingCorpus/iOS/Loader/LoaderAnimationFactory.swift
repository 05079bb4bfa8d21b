import UIKit
import QuartzCore

/// The looks a `LoaderView` can take.
enum LoaderStyle: Int, CaseIterable {
    case ring
    case pulsingDots
    case bars
    case orbit
}

/// Builds a loader's layers and animations. A plain value with no UIKit view in sight: it can be
/// created and used on any thread, and the layers it returns are added to a view later.
struct LoaderAnimationFactory {
    var color: CGColor
    var duration: CFTimeInterval
    var lineWidth: CGFloat

    init(color: CGColor, duration: CFTimeInterval = 1.2, lineWidth: CGFloat = 3) {
        self.color = color
        self.duration = duration
        self.lineWidth = lineWidth
    }

    // MARK: - Layers

    func layers(for style: LoaderStyle, in size: CGSize) -> [CALayer] {
        switch style {
        case .ring:
            return [ringLayer(in: size)]
        case .pulsingDots:
            return dotLayers(count: 3, in: size)
        case .bars:
            return barLayers(count: 5, in: size)
        case .orbit:
            return orbitLayers(in: size)
        }
    }

    func ringLayer(in size: CGSize) -> CAShapeLayer {
        let ring = CAShapeLayer()
        let side = min(size.width, size.height)
        ring.frame = CGRect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
        let path = CGMutablePath()
        path.addArc(
            center: CGPoint(x: side / 2, y: side / 2), radius: (side - lineWidth) / 2,
            startAngle: -.pi / 2, endAngle: .pi * 1.5, clockwise: false)
        ring.path = path
        ring.fillColor = nil
        ring.strokeColor = color
        ring.lineWidth = lineWidth
        ring.lineCap = .round
        ring.strokeStart = 0
        ring.strokeEnd = 0.75
        ring.add(rotationAnimation(), forKey: "rotation")
        ring.add(strokeAnimation(), forKey: "stroke")
        return ring
    }

    func dotLayers(count: Int, in size: CGSize) -> [CALayer] {
        let spacing = size.width / CGFloat(count * 2 + 1)
        let diameter = min(spacing * 1.4, size.height)
        return (0..<count).map { index in
            let dot = CAShapeLayer()
            let x = spacing * CGFloat(index * 2 + 1) + spacing / 2 - diameter / 2
            dot.frame = CGRect(x: x, y: (size.height - diameter) / 2, width: diameter, height: diameter)
            dot.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: diameter, height: diameter), transform: nil)
            dot.fillColor = color
            let pulse = pulseAnimation()
            pulse.beginTime = CACurrentMediaTime() + duration / Double(count) * Double(index)
            dot.add(pulse, forKey: "pulse")
            return dot
        }
    }

    func barLayers(count: Int, in size: CGSize) -> [CALayer] {
        let barWidth = size.width / CGFloat(count * 2 - 1)
        return (0..<count).map { index in
            let bar = CALayer()
            bar.frame = CGRect(x: CGFloat(index) * barWidth * 2, y: 0, width: barWidth, height: size.height)
            bar.backgroundColor = color
            bar.cornerRadius = barWidth / 2
            let stretch = barAnimation()
            stretch.timeOffset = duration / Double(count) * Double(index)
            bar.add(stretch, forKey: "stretch")
            return bar
        }
    }

    func orbitLayers(in size: CGSize) -> [CALayer] {
        let side = min(size.width, size.height)
        let diameter = side / 5
        let satellite = CAShapeLayer()
        satellite.bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
        satellite.path = CGPath(ellipseIn: satellite.bounds, transform: nil)
        satellite.fillColor = color
        satellite.position = CGPoint(x: size.width / 2, y: (size.height - side) / 2 + diameter / 2)
        satellite.add(orbitAnimation(center: CGPoint(x: size.width / 2, y: size.height / 2), radius: (side - diameter) / 2), forKey: "orbit")
        let track = CAShapeLayer()
        track.frame = CGRect(origin: .zero, size: size)
        track.path = CGPath(
            ellipseIn: CGRect(x: (size.width - side) / 2 + diameter / 2, y: (size.height - side) / 2 + diameter / 2, width: side - diameter, height: side - diameter),
            transform: nil)
        track.fillColor = nil
        track.strokeColor = color.copy(alpha: 0.25)
        track.lineWidth = 1
        return [track, satellite]
    }

    // MARK: - Animations

    func rotationAnimation() -> CABasicAnimation {
        let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotation.fromValue = 0
        rotation.toValue = Double.pi * 2
        rotation.duration = duration
        rotation.repeatCount = .infinity
        rotation.isRemovedOnCompletion = false
        rotation.timingFunction = CAMediaTimingFunction(name: .linear)
        return rotation
    }

    func strokeAnimation() -> CAAnimationGroup {
        let head = CABasicAnimation(keyPath: "strokeEnd")
        head.fromValue = 0
        head.toValue = 1
        head.duration = duration * 0.75
        head.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let tail = CABasicAnimation(keyPath: "strokeStart")
        tail.fromValue = 0
        tail.toValue = 1
        tail.beginTime = duration * 0.25
        tail.duration = duration * 0.75
        tail.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let group = CAAnimationGroup()
        group.animations = [head, tail]
        group.duration = duration
        group.repeatCount = .infinity
        group.isRemovedOnCompletion = false
        return group
    }

    func pulseAnimation() -> CAKeyframeAnimation {
        let pulse = CAKeyframeAnimation(keyPath: "transform")
        pulse.values = [
            NSValue(caTransform3D: CATransform3DMakeScale(0.4, 0.4, 1)),
            NSValue(caTransform3D: CATransform3DIdentity),
            NSValue(caTransform3D: CATransform3DMakeScale(0.4, 0.4, 1)),
        ]
        pulse.keyTimes = [0, 0.5, 1]
        pulse.duration = duration
        pulse.repeatCount = .infinity
        pulse.isRemovedOnCompletion = false
        pulse.timingFunctions = [
            CAMediaTimingFunction(name: .easeOut),
            CAMediaTimingFunction(name: .easeIn),
        ]
        return pulse
    }

    func barAnimation() -> CAKeyframeAnimation {
        let stretch = CAKeyframeAnimation(keyPath: "transform.scale.y")
        stretch.values = [0.3, 1.0, 0.3]
        stretch.keyTimes = [0, 0.5, 1]
        stretch.duration = duration
        stretch.repeatCount = .infinity
        stretch.isRemovedOnCompletion = false
        return stretch
    }

    func orbitAnimation(center: CGPoint, radius: CGFloat) -> CAKeyframeAnimation {
        let steps = 8
        let orbit = CAKeyframeAnimation(keyPath: "position")
        orbit.values = (0...steps).map { step -> NSValue in
            let angle = CGFloat(step) / CGFloat(steps) * .pi * 2 - .pi / 2
            return NSValue(cgPoint: CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        }
        orbit.duration = duration
        orbit.repeatCount = .infinity
        orbit.calculationMode = .linear
        orbit.isRemovedOnCompletion = false
        return orbit
    }

    func fadeAnimation(from: Float, to: Float, duration: CFTimeInterval) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = NSNumber(value: from)
        fade.toValue = NSNumber(value: to)
        fade.duration = duration
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        return fade
    }
}
