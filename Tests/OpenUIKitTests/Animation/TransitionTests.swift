import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import OpenQuartzCore

/// The curve's progress at `x`, by bisection of its Bernstein form (independent of
/// CAMediaTimingFunction).
private func curve(_ c1: (Double, Double), _ c2: (Double, Double), at x: Double) -> Double {
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if coordinate(mid, c1.0, c2.0) < x { low = mid } else { high = mid }
    }
    return coordinate((low + high) / 2, c1.1, c2.1)
}

/// An opaque colour mixed from `a` (weight 1 − p) and `b` (weight p), per 8-bit channel.
private func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ p: Double) -> PixelBuffer.Pixel {
    .rgb(a.0 * (1 - p) + b.0 * p, a.1 * (1 - p) + b.1 * p, a.2 * (1 - p) + b.2 * p)
}

/// A transition delegate that records its two calls as calls on "transition"
/// (`transition.animationDidStop(finished: true)`).
@MainActor private final class TransitionRecorder: @MainActor CAAnimationDelegate {
    let recorder = EventRecorder()
    func animationDidStart(_ anim: CAAnimation) { recorder.record(.call("transition", "animationDidStart")) }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        recorder.record(.call("transition", "animationDidStop", arguments: ["finished: \(flag)"]))
    }
}

@MainActor @Suite struct CATransitionTests {
    /// A 240 × 160 screen at scale 1 with a white backdrop and a red 100 × 100 view at (100, 30).
    private func scene() -> (HeadlessApp, UIView) {
        let app = HeadlessApp(screenSize: CGSize(width: 240, height: 160), scale: 1)
        let window = app.makeWindow()
        window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 100, y: 30, width: 100, height: 100))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(view)
        _ = app.render()
        return (app, view)
    }

    private static let red = (1.0, 0.0, 0.0), blue = (0.0, 0.0, 1.0), white = (1.0, 1.0, 1.0)

    @Test("A fade mixes the old and the new content by the progress, on the application clock")
    func fade() throws {
        let (app, view) = scene()
        let transition = CATransition()
        transition.duration = 1
        view.layer.add(transition, forKey: nil)
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        app.advance(by: 0.25)
        var pixels = PixelBuffer(app.render())
        #expect(pixels[150, 80].isClose(to: mix(Self.red, Self.blue, 0.25)), "\(pixels[150, 80])")
        #expect(pixels[50, 80] == .rgb(1, 1, 1))
        app.advance(by: 0.5)
        pixels = PixelBuffer(app.render())
        #expect(pixels[150, 80].isClose(to: mix(Self.red, Self.blue, 0.75)), "\(pixels[150, 80])")
        app.advance(by: 0.3)
        pixels = PixelBuffer(app.render())
        #expect(pixels[150, 80] == .rgb(0, 0, 1))
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("A fade of a half-transparent layer mixes before it meets the backdrop")
    func fadeOverBackdrop() {
        let (app, view) = scene()
        let transition = CATransition()
        transition.duration = 1
        view.layer.add(transition, forKey: "ignored")
        #expect(view.layer.animationKeys() == [kCATransition])
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        app.advance(by: 0.5)
        let pixels = PixelBuffer(app.render())
        // Premultiplied: red (1, 0, 0, 1)·½ + blue (0, 0, ½, ½)·½ = (½, 0, ¼, ¾), over white.
        let expected = PixelBuffer.Pixel.rgb(0.5 + 0.25, 0.25, 0.25 + 0.25)
        #expect(pixels[150, 80].isClose(to: expected), "\(pixels[150, 80])")
    }

    @Test("startProgress and endProgress and the timing function shape the progress")
    func progressRange() {
        let (app, view) = scene()
        let transition = CATransition()
        transition.duration = 1
        transition.startProgress = 0.2
        transition.endProgress = 0.6
        transition.timingFunction = CAMediaTimingFunction(name: .easeIn)
        view.layer.add(transition, forKey: nil)
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        app.advance(by: 0.5)
        let p = 0.2 + 0.4 * curve((Double(Float(0.42)), 0), (1, 1), at: 0.5)
        let pixels = PixelBuffer(app.render())
        #expect(pixels[150, 80].isClose(to: mix(Self.red, Self.blue, p)), "p \(p): \(pixels[150, 80])")
    }

    @Test("A push from the left slides the new content in from the left and the old out to the right")
    func pushFromLeft() {
        let (app, view) = scene()
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromLeft
        transition.duration = 1
        view.layer.add(transition, forKey: nil)
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        app.advance(by: 0.25)
        let pixels = PixelBuffer(app.render())
        // New content at x 25…125, old at 125…225 (not clipped: the layer does not mask).
        #expect(pixels[20, 80] == .rgb(1, 1, 1))
        #expect(pixels[30, 80] == .rgb(0, 0, 1))
        #expect(pixels[120, 80] == .rgb(0, 0, 1))
        #expect(pixels[130, 80] == .rgb(1, 0, 0))
        #expect(pixels[220, 80] == .rgb(1, 0, 0))
        #expect(pixels[230, 80] == .rgb(1, 1, 1))
        #expect(pixels[150, 20] == .rgb(1, 1, 1))
    }

    @Test("Clipping keeps a push inside the bounds; moveIn and reveal move one picture only")
    func clippedAndOneSided() {
        let (app, view) = scene()
        view.clipsToBounds = true
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        view.layer.add(push, forKey: nil)
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        app.advance(by: 0.25)
        var pixels = PixelBuffer(app.render())
        // From the right: old at 75…175, new at 175…275, cut to 100…200.
        #expect(pixels[90, 80] == .rgb(1, 1, 1))
        #expect(pixels[170, 80] == .rgb(1, 0, 0))
        #expect(pixels[180, 80] == .rgb(0, 0, 1))
        #expect(pixels[210, 80] == .rgb(1, 1, 1))
        app.advance(by: 1)
        _ = app.render()

        let moveIn = CATransition()
        moveIn.type = .moveIn
        moveIn.subtype = .fromTop
        moveIn.duration = 1
        view.layer.add(moveIn, forKey: nil)
        view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        app.advance(by: 0.25)
        pixels = PixelBuffer(app.render())
        // The new green comes down from the top: y 30…55 green, below it the blue stays.
        #expect(pixels[150, 50] == .rgb(0, 1, 0))
        #expect(pixels[150, 60] == .rgb(0, 0, 1))
        #expect(pixels[150, 125] == .rgb(0, 0, 1))
        app.advance(by: 1)
        _ = app.render()

        let reveal = CATransition()
        reveal.type = .reveal
        reveal.subtype = .fromBottom
        reveal.duration = 1
        view.layer.add(reveal, forKey: nil)
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        app.advance(by: 0.25)
        pixels = PixelBuffer(app.render())
        // The old green slides up (y 5…105, cut at 30) and uncovers the red below it.
        #expect(pixels[150, 100] == .rgb(0, 1, 0))
        #expect(pixels[150, 110] == .rgb(1, 0, 0))
        #expect(pixels[150, 20] == .rgb(1, 1, 1))
    }

    @Test("Sublayers shown and hidden by the change cross the transition with the layer")
    func sublayerContent() throws {
        let (app, view) = scene()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        badge.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        view.addSubview(badge)
        _ = app.render()
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromBottom
        transition.duration = 1
        view.layer.add(transition, forKey: nil)
        badge.isHidden = true
        app.advance(by: 0.5)
        let pixels = PixelBuffer(app.render())
        // Old (green left half, red right) moved up by 50; new (all red) below it.
        #expect(pixels[120, 40] == .rgb(0, 1, 0))
        #expect(pixels[170, 40] == .rgb(1, 0, 0))
        #expect(pixels[120, 100] == .rgb(1, 0, 0))
        #expect(pixels[120, 10] == .rgb(0, 1, 0))
        try app.renderPNG().write(to: URL(fileURLWithPath: "/tmp/transition-push.png"))
    }

    @Test("The delegate hears start and a finished stop; a removed transition stops unfinished")
    func delegate() {
        let (app, view) = scene()
        let recorder = TransitionRecorder()
        let transition = CATransition()
        transition.duration = 0.5
        transition.delegate = recorder
        view.layer.add(transition, forKey: nil)
        let started = RecordedEvent.call("transition", "animationDidStart")
        #expect(recorder.recorder.events == [])
        app.stepFrame()
        #expect(recorder.recorder.events == [started])
        app.advance(by: 0.5)
        #expect(recorder.recorder.events == [started, .call("transition", "animationDidStop", arguments: ["finished: true"])])

        let second = CATransition()
        second.delegate = recorder
        view.layer.add(second, forKey: nil)
        app.stepFrame()
        view.layer.removeAnimation(forKey: kCATransition)
        app.stepFrame()
        #expect(recorder.recorder.events == [
            started, .call("transition", "animationDidStop", arguments: ["finished: true"]),
            started, .call("transition", "animationDidStop", arguments: ["finished: false"]),
        ])
    }

    @Test("Bad progress values and unknown types are logged and replaced")
    func badInput() {
        let lines = TransitionLogLines()
        QuartzCoreLog.$current.withValue(lines.sink) {
            let range = CATransition.progressRange(start: .nan, end: 2)
            #expect(range.start == 0 && range.end == 1)
            let reversed = CATransition.progressRange(start: 0.7, end: 0.3)
            #expect(reversed.start == Double(Float(0.7)) && reversed.end == Double(Float(0.7)))
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            let cube = CATransition()
            cube.type = CATransitionType(rawValue: "cube")
            layer.add(cube, forKey: nil)
        }
        #expect(lines.lines.count == 4)
        #expect(lines.lines[0] == "CoreAnimation: CATransition startProgress must be within 0…1, got nan; 0 is used")
        #expect(lines.lines[2].contains("endProgress (0.3) is below startProgress (0.7)"))
        #expect(lines.lines[3].contains("CATransition type \"cube\" is not supported; it fades instead"))
    }
}

private final class TransitionLogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var lines: [String] { lock.withLock { stored } }
    var sink: QuartzCoreLog { QuartzCoreLog { [self] line in lock.withLock { stored.append(line) } } }
}

@MainActor @Suite struct ViewTransitionTests {
    private func scene() -> (HeadlessApp, UIView, UIView) {
        let app = HeadlessApp(screenSize: CGSize(width: 240, height: 160), scale: 1)
        let window = app.makeWindow()
        window.backgroundColor = .white
        let container = UIView(frame: CGRect(x: 100, y: 30, width: 100, height: 100))
        let card = UIView(frame: container.bounds)
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        container.addSubview(card)
        window.addSubview(container)
        _ = app.render()
        return (app, container, card)
    }

    @Test("transition(with:) cross-dissolves on the ease-in-out curve and completes after the duration")
    func crossDissolve() throws {
        let (app, container, card) = scene()
        var finished: Bool?
        UIView.transition(
            with: container, duration: 1, options: .transitionCrossDissolve,
            animations: { card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1) },
            completion: { finished = $0 })
        // The change is not animated by itself: the model and the layer show it at once.
        #expect(card.layer.animationKeys() == nil)
        #expect(container.layer.animationKeys() == [kCATransition])
        app.advance(by: 0.3)
        let p = curve((Double(Float(0.42)), 0), (Double(Float(0.58)), 1), at: 0.3)
        let pixels = PixelBuffer(app.render())
        #expect(
            pixels[150, 80].isClose(to: mix((1, 0, 0), (0, 0, 1), p)), "p \(p): \(pixels[150, 80])")
        try app.renderPNG().write(to: URL(fileURLWithPath: "/tmp/transition-dissolve.png"))
        #expect(finished == nil)
        app.advance(by: 0.7)
        #expect(finished == true)
    }

    @Test("transition(from:to:) puts the new view in the old one's place; showHide hides and shows")
    func fromTo() {
        let (app, container, card) = scene()
        let other = UIView(frame: container.bounds)
        other.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let below = UIView()
        container.insertSubview(below, at: 0)
        var finished: Bool?
        UIView.transition(from: card, to: other, duration: 0.5, options: .transitionFlipFromLeft, completion: { finished = $0 })
        #expect(card.superview == nil)
        #expect(container.subviews.count == 2 && container.subviews[0] === below && container.subviews[1] === other)
        app.advance(by: 0.5)
        #expect(finished == true)

        other.isHidden = false
        container.addSubview(card)
        card.isHidden = true
        UIView.transition(
            from: other, to: card, duration: 0.5, options: [.transitionCrossDissolve, .showHideTransitionViews],
            completion: nil)
        #expect(other.isHidden && !card.isHidden)
        #expect(other.superview === container)
    }

    @Test("A flip turns the old face edge-on by the middle, then shows the new face")
    func flip() throws {
        let (app, container, card) = scene()
        UIView.transition(
            with: container, duration: 1, options: [.transitionFlipFromRight, .curveLinear],
            animations: { card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1) })
        app.advance(by: 0.25)
        var pixels = PixelBuffer(app.render())
        // cos(π/4) ≈ 0.707 of the width, centred: x 114.6…185.4 of 100…200.
        #expect(pixels[110, 80] == .rgb(1, 1, 1))
        #expect(pixels[120, 80] == .rgb(1, 0, 0))
        #expect(pixels[180, 80] == .rgb(1, 0, 0))
        #expect(pixels[190, 80] == .rgb(1, 1, 1))
        app.advance(by: 0.5)
        pixels = PixelBuffer(app.render())
        #expect(pixels[110, 80] == .rgb(1, 1, 1))
        #expect(pixels[150, 80] == .rgb(0, 0, 1))
        try app.renderPNG().write(to: URL(fileURLWithPath: "/tmp/transition-flip.png"))
    }

    @Test("A zero duration applies at once and completes on the next turn")
    func zeroDuration() {
        let (app, container, card) = scene()
        var finished: Bool?
        UIView.transition(
            with: container, duration: 0, options: .transitionCrossDissolve, animations: { card.alpha = 0.5 },
            completion: { finished = $0 })
        #expect(container.layer.animationKeys() == nil && card.alpha == 0.5 && finished == nil)
        app.runTurn()
        #expect(finished == true)
    }

    @Test("A curl stops with a message naming the option")
    func curl() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let app = HeadlessApp()
                let window = app.makeWindow()
                UIView.transition(with: window, duration: 1, options: .transitionCurlUp, animations: nil)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(".transitionCurlUp is not supported"))
    }
}

@MainActor @Suite struct RotationRenderingTests {
    @Test("A layer turned about y is drawn as its projection: narrower, centred")
    func rotationY() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 240, height: 160), scale: 1)
        let window = app.makeWindow()
        window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 100, y: 30, width: 100, height: 100))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(view)
        _ = app.render()
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = 0
        turn.toValue = 2 * Double.pi / 3
        turn.duration = 1
        view.layer.add(turn, forKey: "turn")
        app.advance(by: 0.5)
        let pixels = PixelBuffer(app.render())
        // cos(π/3) = ½: 50 points wide, x 125…175.
        #expect(pixels[122, 80] == .rgb(1, 1, 1))
        #expect(pixels[128, 80] == .rgb(1, 0, 0))
        #expect(pixels[172, 80] == .rgb(1, 0, 0))
        #expect(pixels[178, 80] == .rgb(1, 1, 1))
        #expect(pixels[150, 32] == .rgb(1, 0, 0))
        try app.renderPNG().write(to: URL(fileURLWithPath: "/tmp/rotation-y.png"))
    }
}
