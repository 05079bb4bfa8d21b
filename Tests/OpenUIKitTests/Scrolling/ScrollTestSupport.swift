import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A scroll view whose content-touch answers can be scripted; every question it is asked is
/// recorded into the shared recorder as `.call("scroll", "touchesShouldBegin", arguments: [view],
/// returned: answer)`.
final class ProbeScrollView: UIScrollView {
    var recorder: EventRecorder?
    /// Scripted answers; `nil` gives UIScrollView's default.
    var shouldBeginAnswer: Bool?
    var shouldCancelAnswer: Bool?

    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        let answer = shouldBeginAnswer ?? super.touchesShouldBegin(touches, with: event, in: view)
        recorder?.record(.scrollTouchesShouldBegin(view.accessibilityIdentifier ?? "?", answer))
        return answer
    }

    override func touchesShouldCancel(in view: UIView) -> Bool {
        let answer = shouldCancelAnswer ?? super.touchesShouldCancel(in: view)
        recorder?.record(.scrollTouchesShouldCancel(view.accessibilityIdentifier ?? "?", answer))
        return answer
    }
}

extension RecordedEvent {
    /// The probe scroll view named "scroll" was asked `touchesShouldBegin` for the view named
    /// `view` and answered `answer`.
    static func scrollTouchesShouldBegin(_ view: String, _ answer: Bool = true) -> RecordedEvent {
        .call("scroll", "touchesShouldBegin", arguments: [view], returned: "\(answer)")
    }

    /// The probe scroll view named "scroll" was asked `touchesShouldCancel` for the view named
    /// `view` and answered `answer`.
    static func scrollTouchesShouldCancel(_ view: String, _ answer: Bool = true) -> RecordedEvent {
        .call("scroll", "touchesShouldCancel", arguments: [view], returned: "\(answer)")
    }
}

/// Records what a scroll view tells its delegate: every event in `events` (didScroll
/// excluded) and every offset reported by didScroll in `offsets`.
@MainActor
final class ScrollDelegateLog: UIScrollViewDelegate {
    var events: [String] = []
    var offsets: [CGPoint] = []
    /// When set, `scrollViewWillEndDragging` moves the target here.
    var retarget: CGPoint?
    /// The flags seen in `scrollViewDidEndDragging`: (isTracking, isDragging).
    var flagsAtEndDragging: (tracking: Bool, dragging: Bool)?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        events.append("willEndDragging v=\(describe(velocity)) target=\(describe(targetContentOffset.pointee))")
        if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        flagsAtEndDragging = (scrollView.isTracking, scrollView.isDragging)
        events.append("didEndDragging(willDecelerate: \(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        events.append("didEndScrollingAnimation")
    }
}

/// "(x, y)" with Swift's own Double formatting, for readable histories.
func describe(_ point: CGPoint) -> String { "(\(Double(point.x)), \(Double(point.y)))" }

/// One application with a 300 × 400 probe scroll view at (0, 100) in the root view, showing
/// content 300 × `contentHeight` (vertical scrolling only), with a delegate log.
@MainActor
struct ScrollStage {
    let app: HeadlessApp
    let scrollView: ProbeScrollView
    let recorder = EventRecorder()
    let log = ScrollDelegateLog()

    init(contentSize: CGSize = CGSize(width: 300, height: 1200)) {
        app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        scrollView = ProbeScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scrollView.accessibilityIdentifier = "scroll"
        scrollView.contentSize = contentSize
        scrollView.recorder = recorder
        scrollView.delegate = log
        controller.view.addSubview(scrollView)
    }

    /// Adds a content view recording its touch methods (`.touchesBegan(name, at:)`…).
    func addLogView(_ name: String, frame: CGRect) -> RecordingView {
        let view = RecordingView(name, recorder: recorder, frame: frame)
        scrollView.addSubview(view)
        return view
    }

    /// Adds `control` at `frame`, recording its control events as `.controlEvent(name, event)`.
    func add<Control: UIControl>(_ control: Control, _ name: String, frame: CGRect) -> Control {
        control.frame = frame
        control.accessibilityIdentifier = name
        ControlEventRecorder(control, name: name, into: recorder)
        scrollView.addSubview(control)
        return control
    }

    /// One step of 1/64 s: exact on the virtual clock.
    static let step: TimeInterval = 1.0 / 64.0

    /// Finger 1 goes down at `start` and moves to `end` in `steps` equal moves of 1/64 s each,
    /// staying down.
    func press(from start: CGPoint, movingTo end: CGPoint, steps: Int) {
        app.drag(from: start, to: end, steps: steps, duration: Double(steps) * Self.step, lift: false)
    }
}
