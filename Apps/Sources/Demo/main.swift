import Foundation
import OpenUIKit
import OpenUIKitTesting

/// The first part of the headless, scripted tour: hit-testing, the responder chain and gesture
/// recognizers, printing the event trace. `runScrollDemo()` follows with scroll views.
@MainActor
func runDemo() {
    section("Seed 001: hit-testing views A–E, then the responder chain")
    let app = HeadlessApp(screenSize: CGSize(width: 400, height: 600))
    let controller = DemoViewController()
    controller.view.accessibilityIdentifier = "A"
    let b = LoggingView("B", frame: CGRect(x: 20, y: 20, width: 160, height: 200))
    let c = LoggingView("C", frame: CGRect(x: 200, y: 20, width: 180, height: 400))
    let d = LoggingView("D", frame: CGRect(x: 10, y: 10, width: 160, height: 150))
    let e = LoggingView("E", frame: CGRect(x: 10, y: 200, width: 160, height: 150))
    controller.view.addSubview(b)
    controller.view.addSubview(c)
    c.addSubview(d)
    c.addSubview(e)
    app.makeWindow(rootViewController: controller)
    app.application.delegate = nil
    app.trace.isEnabled = true
    app.tap(at: CGPoint(x: 300, y: 300))
    show(app)

    section("Application 1: a 20×20 button with a touch area enlarged by 10 points")
    let button = EnlargedButton(frame: CGRect(x: 100, y: 460, width: 20, height: 20))
    button.accessibilityIdentifier = "SmallButton"
    controller.view.addSubview(button)
    app.touchDown(at: CGPoint(x: 95, y: 455))
    app.touchUp()
    show(app, [.hitTest])

    section("Application 2: view C passes touches on itself to its sibling B behind it")
    let behind = LoggingView("Behind", frame: CGRect(x: 0, y: 500, width: 400, height: 100))
    let front = PassThroughView(frame: CGRect(x: 0, y: 500, width: 400, height: 100))
    front.accessibilityIdentifier = "PassThrough"
    let child = LoggingView("PassThroughChild", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    front.addSubview(child)
    controller.view.addSubview(behind)
    controller.view.addSubview(front)
    app.touchDown(at: CGPoint(x: 300, y: 550))
    app.touchUp()
    app.touchDown(at: CGPoint(x: 50, y: 550))
    app.touchUp()
    show(app, [.hitTest])

    section("Application 3: a touch outside a narrow cell reaches its protruding scroll view")
    let cell = BannerCell(frame: CGRect(x: 20, y: 20, width: 100, height: 80))
    cell.accessibilityIdentifier = "Cell"
    cell.scrollView.accessibilityIdentifier = "ScrollView"
    cell.scrollView.frame = CGRect(x: 0, y: 0, width: 300, height: 80)
    b.addSubview(cell)
    b.clipsToBounds = false
    app.touchDown(at: CGPoint(x: 150, y: 60))
    app.touchUp()
    show(app, [.hitTest])

    section("Shake and key presses go to the first responder, then up the chain")
    controller.becomeFirstResponder()
    app.shake()
    app.type("a")
    show(app)

    section("Seed 003: a tap recognizer on a view that also handles touches")
    let tapped = LoggingView("TapTarget", frame: CGRect(x: 20, y: 440, width: 60, height: 60))
    controller.view.addSubview(tapped)
    let tap = UITapGestureRecognizer()
    tap.name = "tap"
    tap.addAction { recognizer in print("    action: \(recognizer.name!) \(recognizer.state)") }
    tapped.addGestureRecognizer(tap)
    app.trace.clear()
    app.tap(at: CGPoint(x: 50, y: 470))
    show(app, [.gesture, .delivery, .action])

    section("A single tap that waits for a double tap to fail (on the virtual clock)")
    let double = UITapGestureRecognizer()
    double.name = "doubleTap"
    double.numberOfTapsRequired = 2
    double.addAction { recognizer in print("    action: \(recognizer.name!) \(recognizer.state)") }
    tapped.addGestureRecognizer(double)
    tap.require(toFail: double)
    app.tap(at: CGPoint(x: 50, y: 470))
    print("    t=\(app.now): tapped once, nothing yet")
    app.advance(by: 0.4)
    print("    t=\(app.now): the double tap timed out")
    show(app, [.gesture, .action])
}

MainActor.assumeIsolated {
    runDemo()
    runScrollDemo()
}
