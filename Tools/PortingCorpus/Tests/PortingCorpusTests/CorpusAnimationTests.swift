import Foundation
import OpenUIKit
import OpenUIKitTesting
@testable import PortedCorpus
import Testing

/// What a ring built by the loader's factory looks like, in values that can leave the thread.
struct RingSummary: Sendable {
    var frame: CGRect
    var lineWidth: CGFloat
    var animationKeys: [String]
    var rotationKeyPath: String?
    var rotationRepeats: Float?
}

/// Builds the loader's ring off the main actor, as the corpus's factory is meant to be used.
nonisolated func ringBuiltOffMainActor() -> RingSummary {
    let ring = LoaderAnimationFactory(color: UIColor.systemBlue.cgColor, duration: 1).ringLayer(in: CGSize(width: 40, height: 40))
    let rotation = ring.animation(forKey: "rotation") as? CABasicAnimation
    return RingSummary(
        frame: ring.frame, lineWidth: ring.lineWidth, animationKeys: (ring.animationKeys() ?? []).sorted(),
        rotationKeyPath: rotation?.keyPath, rotationRepeats: rotation?.repeatCount)
}

/// The corpus's Core Animation code read on the virtual clock: presentation values at exact times.
@MainActor @Suite struct CorpusAnimationTests {
    private func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) < tolerance }
    private func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
        near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance)
    }

    private func stage(_ view: UIView) -> HeadlessApp {
        let app = HeadlessApp()
        let window = app.makeWindow()
        window.addSubview(view)
        app.runTurn()
        return app
    }

    @Test("Loader factory: a struct builds the ring, its rotation and its stroke group off the main actor")
    func factoryOffMainActor() async {
        let ring = await Task.detached { ringBuiltOffMainActor() }.value
        #expect(ring.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(ring.lineWidth == 3)
        #expect(ring.animationKeys == ["rotation", "stroke"])
        #expect(ring.rotationKeyPath == "transform.rotation.z")
        #expect(ring.rotationRepeats == .infinity)
    }

    @Test("Loader: the ring turns on the clock; stopping removes the layers")
    func loaderRing() {
        let loader = LoaderView(style: .ring)
        loader.duration = 1
        let app = stage(loader)
        #expect(loader.isHidden)
        loader.startAnimating()
        app.runTurn()
        #expect(!loader.isHidden)
        let ring = loader.animationLayers[0]
        app.advance(by: 0.25)
        let turn = ring.presentation()!.transform
        #expect(near(turn.m11, 0, 1e-3) && near(turn.m12, 1, 1e-3))
        app.advance(by: 0.25)
        #expect(near(ring.presentation()!.transform.m11, -1, 1e-3))
        loader.stopAnimating()
        #expect(loader.animationLayers.isEmpty && ring.superlayer == nil)
        #expect(loader.isHidden)
    }

    @Test("Loader: pulsing dots scale through NSValue(caTransform3D:) keyframes")
    func loaderDots() {
        let loader = LoaderView(style: .pulsingDots)
        loader.duration = 1.2
        let app = stage(loader)
        loader.startAnimating()
        app.runTurn()
        let first = loader.animationLayers[0]
        #expect(near(first.presentation()!.transform.m11, 0.4, 1e-3))
        app.advance(by: 0.6)
        #expect(near(first.presentation()!.transform.m11, 1, 1e-3))
        app.advance(by: 0.3)
        let m11 = first.presentation()!.transform.m11
        #expect(m11 > 0.4 && m11 < 1)
    }

    @Test("Loader: the orbit's satellite goes round through NSValue(cgPoint:) keyframes")
    func loaderOrbit() {
        let loader = LoaderView(style: .orbit)
        loader.duration = 0.8
        let app = stage(loader)
        loader.startAnimating()
        app.runTurn()
        let satellite = loader.animationLayers[1]
        // Side 40, satellite 8: radius 16 about (20, 20); keyframe 2 of 8 is a quarter turn.
        app.advance(by: 0.2)
        #expect(near(satellite.presentation()!.position, CGPoint(x: 36, y: 20), 1e-3))
        app.advance(by: 0.2)
        #expect(near(satellite.presentation()!.position, CGPoint(x: 20, y: 36), 1e-3))
    }

    @Test("Loader: deinit removes its observers; the notifications that follow reach nothing")
    func loaderDeinit() {
        let app = HeadlessApp()
        weak var released: LoaderView?
        do {
            let loader = LoaderView(style: .bars)
            released = loader
            #expect(loader.observerCount == 2)
        }
        #expect(released == nil)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        #expect(app.log.messages.isEmpty)
    }

    @Test("Marquee: text wider than the label scrolls by NSValue keyframes after its leading pause")
    func marqueeScroll() {
        let marquee = MarqueeLabel(frame: CGRect(x: 0, y: 100, width: 200, height: 24))
        marquee.text = "A headline far too long to fit inside two hundred points of width"
        marquee.pointsPerSecond = 100
        marquee.gap = 40
        marquee.leadingPause = 1
        let app = stage(marquee)
        #expect(marquee.needsScrolling)
        #expect(marquee.isScrolling)
        let container = marquee.textLabel.superview!
        let start = container.layer.position
        let distance = marquee.scrollDistance
        #expect(distance == marquee.textWidth + 40)
        app.advance(by: 0.5)
        #expect(near(container.layer.presentation()!.position, start, 1e-3))
        let travel = Double(distance / 100)
        app.advance(by: 0.5 + travel / 2)
        #expect(near(container.layer.presentation()!.position.x, start.x - distance / 2, 0.5))
    }

    @Test("Marquee: a tap pauses the scroll where it is and a second tap resumes it")
    func marqueePause() {
        let marquee = MarqueeLabel(frame: CGRect(x: 0, y: 100, width: 200, height: 24))
        marquee.text = "A headline far too long to fit inside two hundred points of width"
        marquee.pointsPerSecond = 100
        marquee.leadingPause = 0.5
        let app = stage(marquee)
        let container = marquee.textLabel.superview!
        app.advance(by: 1)
        app.tap(at: CGPoint(x: 100, y: 112))
        #expect(marquee.isPaused)
        let held = container.layer.presentation()!.position.x
        app.advance(by: 1)
        #expect(near(container.layer.presentation()!.position.x, held, 0.5))
        app.tap(at: CGPoint(x: 100, y: 112))
        #expect(!marquee.isPaused)
        app.advance(by: 0.5)
        #expect(container.layer.presentation()!.position.x < held - 10)
    }

    @Test("Animation recipes: a bounce of NSValue transforms and a shake of NSNumbers, read at t")
    func recipes() {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let app = stage(view)
        view.bounce()
        app.runTurn()
        app.advance(by: 0.2)
        #expect(view.layer.presentation()!.transform.m11 > 1.15)
        app.advance(by: 0.4)
        #expect(near(view.layer.presentation()!.transform.m11, 1))
        view.shake()
        app.runTurn()
        var offsets: [CGFloat] = []
        for _ in 0..<8 {
            app.advance(by: 0.04)
            offsets.append(view.layer.presentation()!.transform.m41)
        }
        #expect(offsets.contains { $0 < -3 } && offsets.contains { $0 > 3 })
        app.advance(by: 0.5)
        #expect(near(view.layer.presentation()!.transform.m41, 0))
    }

    @Test("Animation recipes: bounds grow from NSValue(cgRect:) values; position moves by NSValue(cgPoint:)")
    func recipesBoundsAndPosition() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let app = stage(view)
        let grow = AnimationRecipes.grow(from: CGRect(x: 0, y: 0, width: 100, height: 100), to: CGRect(x: 0, y: 0, width: 200, height: 300))
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        view.layer.add(grow, forKey: "grow")
        app.runTurn()
        app.advance(by: 0.15)
        #expect(view.layer.presentation()!.bounds.size == CGSize(width: 150, height: 200))
        AnimationRecipes.applyMove(to: view.layer, to: CGPoint(x: 250, y: 50), duration: 1)
        #expect(view.layer.position == CGPoint(x: 250, y: 50))
        app.advance(by: 1.5)
        #expect(view.layer.presentation()!.position == CGPoint(x: 250, y: 50))
    }

    @Test("Countdown ring: a display link drives the ring from the clock and finishes once")
    func countdown() {
        let ring = CountdownRingView(frame: CGRect(x: 100, y: 100, width: 120, height: 120))
        ring.duration = 2
        let app = stage(ring)
        ring.start()
        app.runFrames(for: 1)
        #expect(ring.frameCount > 50)
        #expect(abs(ring.remaining - 1) < 0.05)
        #expect(abs(ring.progressLayer.strokeEnd - 0.5) < 0.03)
        app.runFrames(for: 1.5)
        #expect(ring.remaining == 0)
        #expect(!ring.isRunning)
        #expect(ring.timeLabel.text == "0:00")
        let frames = ring.frameCount
        app.runFrames(for: 0.5)
        #expect(ring.frameCount == frames)
    }

    @Test("Progress bar: layoutSublayers(of:) sizes the fill; tintColorDidChange recolors it")
    func progressBar() {
        let bar = ProgressBarView(frame: CGRect(x: 0, y: 0, width: 200, height: 6))
        let app = stage(bar)
        bar.setProgress(0.5, animated: true)
        #expect(bar.lastFillBounds == CGRect(x: 0, y: 0, width: 100, height: 6))
        #expect(bar.fillLayer.animation(forKey: AnimationRecipes.growKey) != nil)
        bar.tintColor = .systemPink
        #expect(bar.fillLayer.backgroundColor == UIColor.systemPink.cgColor)
        app.advance(by: 1)
        #expect(bar.fillLayer.presentation()!.bounds.width == 100)
    }
}
