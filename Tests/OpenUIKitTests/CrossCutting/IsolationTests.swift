import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Synchronization
import Testing

// Apple's isolation model in Swift 6 language mode: Core Animation carries no actor (layers
// and animations are built anywhere, a layer shown in a window is changed on the main thread
// only), and `deinit` in UIKit subclasses compiles and runs.

/// Records deinitializations; deinitializers run on no actor.
private final class Swift6DeinitLog: Sendable {
    private let names = Mutex<[String]>([])

    func record(_ name: String) { names.withLock { $0.append(name) } }

    var recorded: [String] { names.withLock { $0 } }
}

private final class Swift6View: UIView {
    var log: Swift6DeinitLog?
    deinit { log?.record("view") }
}

private final class Swift6Controller: UIViewController {
    var log: Swift6DeinitLog?
    deinit { log?.record("controller") }
}

private final class Swift6Layer: CALayer {
    var log: Swift6DeinitLog?
    deinit { log?.record("layer") }
}

private final class Swift6Cell: UICollectionViewCell {
    var log: Swift6DeinitLog?
    deinit { log?.record("cell") }
}

/// Layer work with no actor: a plain struct builds a shape layer and animates it.
private struct PulseBuilder {
    func makePulse() -> CAShapeLayer {
        let dot = CAShapeLayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.position = CGPoint(x: 20, y: 20)
        dot.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 1
        dot.add(fade, forKey: "fade")
        return dot
    }
}

/// What a background task reports about the layer tree it built.
private struct BuildReport: Sendable {
    let ranOnMainThread: Bool
}

/// Builds a small tree away from the main actor (a nonisolated async function runs on the
/// global executor) and hands it over.
private nonisolated func buildTreeInBackground() async -> sending (CALayer, BuildReport) {
    let report = BuildReport(ranOnMainThread: Thread.isMainThread)
    let root = CALayer()
    root.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
    root.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    let child = PulseBuilder().makePulse()
    root.addSublayer(child)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    child.opacity = 0.5
    CATransaction.commit()
    return (root, report)
}

/// A layer handed to another thread on purpose, to show what changing it there does.
private struct UncheckedLayer: @unchecked Sendable {
    let layer: CALayer
}

/// A layer shown in an application's window, with the application that keeps it shown.
private struct ShownLayer: @unchecked Sendable {
    let app: HeadlessApp
    let layer: CALayer
}

@MainActor @Suite struct IsolationTests {
    @Test("deinit in Swift 6 subclasses of UIView, UIViewController, CALayer and UICollectionViewCell runs")
    func swift6DeinitRuns() {
        let log = Swift6DeinitLog()
        do {
            let view = Swift6View()
            view.log = log
            let controller = Swift6Controller()
            controller.log = log
            _ = controller.view
            let layer = Swift6Layer()
            layer.log = log
            let cell = Swift6Cell(frame: .zero)
            cell.log = log
        }
        #expect(Set(log.recorded) == ["view", "controller", "layer", "cell"])
    }

    @Test("A nonisolated struct creates a CAShapeLayer and a CABasicAnimation and adds one to the other")
    func structMakesLayerAndAnimation() {
        let dot = PulseBuilder().makePulse()
        #expect(dot.animationKeys() == ["fade"])
        #expect((dot.animation(forKey: "fade") as? CABasicAnimation)?.duration == 1)
        #expect(dot.fillColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test("A layer tree built off the main thread joins a window's tree on the main thread and animates there")
    func layerBuiltInBackground() async {
        let (root, report) = await buildTreeInBackground()
        #expect(report.ranOnMainThread == false)
        let app = HeadlessApp()
        let window = app.makeWindow()
        window.layer.addSublayer(root)
        app.runTurn()
        #expect(root.superlayer === window.layer)
        let pulse = root.sublayers?.first
        #expect(pulse?.opacity == 0.5)
        #expect(pulse?.animationKeys() == ["fade"])
        app.advance(by: 0.5)
        let shown = pulse?.presentation()?.opacity ?? -1
        #expect(abs(shown - 0.5) < 0.01)
    }

    @Test("The check for layers changed off the main thread allows detached layers and names the change for shown ones")
    func offMainThreadMessage() {
        #expect(CALayer.offMainThreadMessage(isHosted: false, change: "changed") == nil)
        let message = CALayer.offMainThreadMessage(isHosted: true, change: "changed") ?? ""
        #expect(message.hasPrefix("CALayer changed off the main thread while the layer is in a window's layer tree"))
    }

    @Test("Changing a layer that is in a window from another thread stops the program")
    func shownLayerChangedOffMainThreadStops() async {
        await #expect(processExitsWith: .failure) {
            let shown = await MainActor.run {
                let app = HeadlessApp()
                let window = app.makeWindow()
                let layer = CALayer()
                window.layer.addSublayer(layer)
                app.runTurn()
                return ShownLayer(app: app, layer: layer)
            }
            await Task.detached {
                shown.layer.opacity = 0.5
            }.value
            withExtendedLifetime(shown) {}
        }
    }

    @Test("A detached layer may be changed from another thread")
    func detachedLayerChangedOffMainThread() async {
        let loose = UncheckedLayer(layer: CALayer())
        await Task.detached {
            loose.layer.opacity = 0.25
            loose.layer.addSublayer(CALayer())
        }.value
        #expect(loose.layer.opacity == 0.25)
        #expect(loose.layer.sublayers?.count == 1)
    }
}
