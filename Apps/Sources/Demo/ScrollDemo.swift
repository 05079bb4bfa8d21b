import Foundation
import OpenUIKit
import OpenUIKitTesting

/// One scene of the scroll-view tour: a fresh application (its clock at 0) whose root view
/// holds a 400 × 400 scroll view at (0, 100), showing 3000 pt of content with a "Buy" button
/// at (50, 50) in it.
@MainActor
private struct ScrollScene {
    let app = HeadlessApp(screenSize: CGSize(width: 400, height: 600))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 400))
    let reporter: ScrollReporter
    /// Buy's centre in the window: (50 + 60, 100 + 50 + 22).
    let onButton = CGPoint(x: 110, y: 172)

    init() {
        let controller = UIViewController()
        controller.view.accessibilityIdentifier = "Root"
        app.makeWindow(rootViewController: controller)
        scrollView.accessibilityIdentifier = "Scroll"
        scrollView.contentSize = CGSize(width: 400, height: 3000)
        reporter = ScrollReporter { [app] in app.now }
        scrollView.delegate = reporter
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 120, height: 44)
        button.accessibilityIdentifier = "Buy"
        button.addAction(UIAction(title: "buy") { _ in }, for: .touchUpInside)
        scrollView.addSubview(button)
        controller.view.addSubview(scrollView)
        app.runTurn()
        app.trace.isEnabled = true
    }
}

/// The scroll-view part of the tour: a button inside a scroll view, tapped, dragged from and
/// pressed, then a flick gliding to a stop on the virtual clock.
@MainActor
func runScrollDemo() {
    let touchStages: Set<EventTrace.Stage> = [.scroll, .gesture, .delivery, .control, .action]

    section("Scroll view 1: a tap on a button in a scroll view; its touch-down is held for 0.15 s")
    var scene = ScrollScene()
    moment(scene.app, "finger down on Buy")
    scene.app.touchDown(at: scene.onButton)
    show(scene.app, touchStages, quiet: true)
    scene.app.advance(by: ScrollViewConstants.contentTouchDelay)
    moment(scene.app, "the finger has not moved: the hold is over")
    show(scene.app, touchStages, quiet: true)
    scene.app.advance(by: 0.05)
    moment(scene.app, "finger up")
    scene.app.touchUp()
    show(scene.app, touchStages, quiet: true)
    scene.app.advance(by: 1)
    scene.app.trace.clear()
    print("  A 50 ms tap: the held touch-down and the touch-up reach Buy together at the lift")
    scene.app.tap(at: scene.onButton, duration: 0.05)
    show(scene.app, [.scroll, .control, .action])

    section("Scroll view 2: a quick drag that starts on the button scrolls; Buy never sees the touch")
    scene = ScrollScene()
    moment(scene.app, "finger down on Buy, 60 pt up in 0.05 s, rests, lifts")
    scene.app.drag(from: scene.onButton, to: CGPoint(x: 110, y: 112), steps: 3, duration: 0.05, lift: false)
    scene.app.advance(by: 0.2)
    scene.app.touchUp()
    show(scene.app, touchStages, quiet: true)
    print("  contentOffset \(point(scene.scrollView.contentOffset)): 60 pt less the pan's 10 pt start threshold")

    section("Scroll view 3: a slow press on the button, then a drag: controls keep their touches")
    scene = ScrollScene()
    moment(scene.app, "finger down on Buy, held")
    scene.app.touchDown(at: scene.onButton)
    scene.app.advance(by: 0.2)
    show(scene.app, [.scroll, .control])
    moment(scene.app, "the finger moves up 40 pt, then lifts")
    scene.app.touchMove(to: CGPoint(x: 110, y: 152))
    scene.app.touchMove(to: CGPoint(x: 110, y: 132))
    scene.app.touchUp()
    show(scene.app, [.scroll, .gesture, .control, .action], quiet: true)
    print("  contentOffset \(point(scene.scrollView.contentOffset))")

    section("Scroll view 4: a flick, then the glide on the virtual clock")
    scene = ScrollScene()
    scene.app.flick(from: CGPoint(x: 300, y: 450), velocity: CGPoint(x: 0, y: -1600))
    print("  The finger lifts after 0.125 s, moving up at 1600 pt/s")
    show(scene.app, [.scroll])
    let lift = scene.app.now
    scene.reporter.scrolls = 0
    for elapsed in [0.25, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0] {
        scene.app.advance(by: lift + elapsed - scene.app.now)
        show(scene.app, [.scroll])
        let state = scene.scrollView.isDecelerating ? "decelerating" : "at rest"
        moment(scene.app, "contentOffset \(point(scene.scrollView.contentOffset)), \(state)")
    }
    print("  scrollViewDidScroll was called \(scene.reporter.scrolls) times during the glide, once per frame")
}
