import Foundation
import OpenUIKit
import OpenUIKitTesting
import Synchronization
import Testing

// Code as an iOS developer writes it in Swift 5 language mode: UIKit used from nonisolated
// functions, layers and animations built in a plain struct, `deinit` in UIKit subclasses.
// That this file builds with warnings treated as errors is half of each test.

/// Records which objects were deinitialized; shared with deinitializers, which run on no actor.
final class DeinitLog: Sendable {
    private let names = Mutex<[String]>([])

    func record(_ name: String) { names.withLock { $0.append(name) } }

    var recorded: [String] { names.withLock { $0 } }
}

final class ObservingView: UIView {
    let log: DeinitLog
    private var observer: NSObjectProtocol?

    init(log: DeinitLog) {
        self.log = log
        super.init(frame: .zero)
        observer = NotificationCenter.default.addObserver(
            forName: Notification.Name("IsolationPortingTests.ping"), object: nil, queue: nil) { _ in }
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
        log.record("view")
    }
}

final class ObservingViewController: UIViewController {
    let log: DeinitLog

    init(log: DeinitLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    deinit { log.record("controller") }
}

final class CountingLayer: CALayer {
    var log: DeinitLog?

    deinit { log?.record("layer") }
}

final class BadgeCell: UICollectionViewCell {
    var log: DeinitLog?

    deinit { log?.record("collection cell") }
}

final class DetailCell: UITableViewCell {
    var log: DeinitLog?

    deinit { log?.record("table cell") }
}

final class SwipeRecognizer: UIPanGestureRecognizer {
    var log: DeinitLog?

    deinit { log?.record("recognizer") }
}

final class ToggleControl: UIControl {
    var log: DeinitLog?

    deinit { log?.record("control") }
}

/// A nonisolated function touching views, as Swift 5 code on iOS may (UIKit's types are
/// `@MainActor @preconcurrency`, so this compiles without a diagnostic).
func makeBadgeLabel(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.textAlignment = .center
    label.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
    return label
}

/// A layer helper in a plain struct (no actor), as activity-indicator libraries write them.
struct SpinnerLayerFactory {
    var lineWidth: CGFloat = 3

    func makeSpinner(size: CGFloat) -> CAShapeLayer {
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 0, y: 0, width: size, height: size)
        ring.path = UIBezierPath(ovalIn: ring.bounds).cgPath
        ring.lineWidth = lineWidth
        ring.strokeEnd = 0.75
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        ring.add(spin, forKey: "spin")
        return ring
    }
}

@MainActor @Suite struct IsolationPortingTests {
    @Test("deinit declared in subclasses of UIView, UIViewController, CALayer, the cells, a recognizer and a control runs")
    func subclassDeinitRuns() {
        let log = DeinitLog()
        do {
            _ = ObservingView(log: log)
            _ = ObservingViewController(log: log)
            let layer = CountingLayer()
            layer.log = log
            let cell = BadgeCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            cell.log = log
            let row = DetailCell(style: .default, reuseIdentifier: "row")
            row.log = log
            let recognizer = SwipeRecognizer()
            recognizer.log = log
            let control = ToggleControl()
            control.log = log
        }
        #expect(Set(log.recorded) == ["view", "controller", "layer", "collection cell", "table cell", "recognizer", "control"])
        #expect(log.recorded.count == 7)
    }

    @Test("A view subclass with deinit that was in a window is deinitialized once the window lets it go")
    func windowedViewDeinit() {
        let log = DeinitLog()
        let app = HeadlessApp()
        let window = app.makeWindow()
        do {
            let view = ObservingView(log: log)
            window.addSubview(view)
            app.runTurn()
            view.removeFromSuperview()
        }
        app.runTurn()
        #expect(log.recorded == ["view"])
    }

    @Test("A nonisolated Swift 5 function builds a label that a window then shows")
    func nonisolatedUIKitCall() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let label = makeBadgeLabel("3")
        window.addSubview(label)
        app.runTurn()
        #expect(label.text == "3")
        #expect(label.window === window)
        #expect(label.frame.size == CGSize(width: 40, height: 20))
    }

    @Test("A struct builds a CAShapeLayer with a CABasicAnimation that a window then animates")
    func structBuildsLayerAndAnimation() {
        let spinner = SpinnerLayerFactory().makeSpinner(size: 24)
        #expect(spinner.animationKeys() == ["spin"])
        #expect((spinner.animation(forKey: "spin") as? CABasicAnimation)?.keyPath == "transform.rotation.z")
        let app = HeadlessApp()
        let window = app.makeWindow()
        window.layer.addSublayer(spinner)
        app.runTurn()
        app.advance(by: 0.25)
        let turned = spinner.presentation()?.transform ?? CATransform3DIdentity
        let angle = atan2(turned.m12, turned.m11)
        #expect(abs(angle - .pi / 2) < 0.01)
    }
}
