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

/// The scroll stage's delegate: the test kit's recorder, plus a target offset a test can
/// impose and the scroll view's flags seen when the drag ends.
final class ScrollDelegateProbe: ScrollViewDelegateRecorder {
    /// When set, `scrollViewWillEndDragging` moves the target here (after it is recorded).
    var retarget: CGPoint?
    /// The flags seen in `scrollViewDidEndDragging`: (isTracking, isDragging).
    var flagsAtEndDragging: (tracking: Bool, dragging: Bool)?

    override func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        super.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        if let retarget { targetContentOffset.pointee = retarget }
    }

    override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        flagsAtEndDragging = (scrollView.isTracking, scrollView.isDragging)
        super.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }

    /// The drag, deceleration and animation calls recorded, in order — what these tests compare
    /// (the offsets of `scrollViewDidScroll` are read through ``offsets``).
    var events: [RecordedEvent.ScrollCall] {
        calls.filter {
            switch $0 {
            case .willBeginDragging, .willEndDragging, .didEndDragging, .willBeginDecelerating, .didEndDecelerating,
                .didEndScrollingAnimation:
                true
            default: false
            }
        }
    }
}

/// One application with a 300 × 400 probe scroll view at (0, 100) in the root view, showing
/// content 300 × `contentHeight` (vertical scrolling only), with a delegate recording into its own
/// recorder (apart from the touches and questions in ``recorder``).
@MainActor
struct ScrollStage {
    let app: HeadlessApp
    let scrollView: ProbeScrollView
    let recorder = EventRecorder()
    let log: ScrollDelegateProbe

    init(contentSize: CGSize = CGSize(width: 300, height: 1200)) {
        app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        scrollView = ProbeScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scrollView.accessibilityIdentifier = "scroll"
        scrollView.contentSize = contentSize
        scrollView.recorder = recorder
        log = ScrollDelegateProbe(scrollView, name: "scroll")
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
