import Foundation
import OpenUIKit

/// A plain `UIControl` that records each tracking call UIKit makes on it as
/// ``RecordedEvent/tracking(_:_:)`` into an ``EventRecorder``, before doing what `UIControl`
/// does.
///
/// Pair it with a ``ControlEventRecorder`` on the same recorder to see tracking and the events
/// it sends on one timeline. Subclass it to add behaviour; call `super` to keep the recording.
@MainActor @preconcurrency
open class RecordingControl: UIControl {
    /// Where the tracking calls are recorded.
    public let recorder: EventRecorder
    /// The name the events carry (also the control's `accessibilityIdentifier` unless it had one).
    public let name: String
    /// What `beginTracking(_:with:)` answers after it is recorded: false refuses the touch,
    /// which then travels up the responder chain. Default true.
    public var acceptsTracking = true

    /// Creates a control named `name` recording into `recorder`.
    public init(_ name: String, recorder: EventRecorder, frame: CGRect = .zero) {
        self.recorder = recorder
        self.name = name
        super.init(frame: frame)
        if accessibilityIdentifier == nil { accessibilityIdentifier = name }
    }

    public required init?(coder: NSCoder) {
        fatalError("RecordingControl does not support init(coder:); use init(_:recorder:frame:)")
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        recorder.record(.tracking(name, .beginTracking))
        return super.beginTracking(touch, with: event) && acceptsTracking
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        recorder.record(.tracking(name, .continueTracking))
        return super.continueTracking(touch, with: event)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        recorder.record(.tracking(name, .endTracking))
        super.endTracking(touch, with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        recorder.record(.tracking(name, .cancelTracking(withEvent: event != nil)))
        super.cancelTracking(with: event)
    }
}
