import Foundation
import OpenUIKit

/// A view that records each touch method that reaches it into an ``EventRecorder``, with the
/// touches' locations in its own coordinates, ordered by finger.
///
/// By default it handles the touches itself (it does not call `super`, so nothing travels up
/// the responder chain), as a custom view that tracks fingers does. Set ``forwardsTouches``
/// to pass each call on to `super` after recording it, as UIKit's default implementations
/// would. Subclass it to add behaviour; call `super` to keep the recording.
@MainActor @preconcurrency
open class RecordingView: UIView {
    /// Where the touches are recorded.
    public let recorder: EventRecorder
    /// The name the events carry (also the view's `accessibilityIdentifier` unless it had one).
    public let name: String
    /// Whether touch calls go on to `super` (up the responder chain) after being recorded.
    /// Default false.
    public var forwardsTouches = false
    /// Whether each `layoutSubviews()` call is recorded (after `super`, so Auto Layout has
    /// placed the subviews). Default false, so touch histories carry no layout passes.
    public var recordsLayout = false

    /// Creates a view named `name` recording into `recorder`.
    public init(_ name: String, recorder: EventRecorder, frame: CGRect = .zero) {
        self.recorder = recorder
        self.name = name
        super.init(frame: frame)
        if accessibilityIdentifier == nil { accessibilityIdentifier = name }
    }

    public required init?(coder: NSCoder) {
        fatalError("RecordingView does not support init(coder:); use init(_:recorder:frame:)")
    }

    /// The locations of `touches` in this view, ordered by finger.
    private func locations(_ touches: Set<UITouch>) -> [CGPoint] {
        touches.sorted { $0.fingerID < $1.fingerID }.map { $0.location(in: self) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder.record(.touchesBegan(name, at: locations(touches)))
        if forwardsTouches { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder.record(.touchesMoved(name, at: locations(touches)))
        if forwardsTouches { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder.record(.touchesEnded(name, at: locations(touches)))
        if forwardsTouches { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder.record(.touchesCancelled(name, at: locations(touches)))
        if forwardsTouches { super.touchesCancelled(touches, with: event) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if recordsLayout { recorder.record(.layoutSubviews(name, bounds: bounds)) }
    }
}
