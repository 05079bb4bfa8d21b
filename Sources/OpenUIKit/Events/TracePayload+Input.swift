import Foundation

extension TracePayload {
    /// Why input did not reach the views as it came (stages `input` and `delivery`).
    public enum InputRefusal: Sendable, Equatable, CustomStringConvertible {
        /// The input was malformed or out of order and was dropped (and logged); `reason`
        /// says what was wrong, as the log does.
        case dropped(reason: String)
        /// Input for a finger whose touch the runtime cancelled, ignored until it lifts.
        case cancelledFinger(finger: Int, phase: TouchInput.Phase)
        /// A second finger on `view`, which is not multiple-touch enabled: the view does not get it.
        case notMultipleTouch(finger: Int, view: String)
        /// `holder`, an exclusive-touch view, tracks another finger: this one is not delivered.
        case exclusiveTouchHeld(finger: Int, holder: String)
        /// `view` is exclusive-touch and other views track fingers: this one is not delivered.
        case exclusiveTouchBlocked(finger: Int, view: String)

        /// The refusal as the trace prints it.
        public var description: String {
            switch self {
            case .dropped(let reason): "dropped: \(reason)"
            case .cancelledFinger(let finger, let phase): "finger \(finger) \(phase) ignored: its touch was cancelled"
            case .notMultipleTouch(let finger, let view):
                "finger \(finger) not delivered: \(view) is not multiple-touch enabled"
            case .exclusiveTouchHeld(let finger, let holder): "finger \(finger) not delivered: \(holder) has exclusive touch"
            case .exclusiveTouchBlocked(let finger, let view):
                "finger \(finger) not delivered: exclusive-touch \(view) while other views track"
            }
        }
    }

    /// How the trace prints input other than touches (keys, text, shakes, remote control).
    static func describeInput(_ input: InputEvent) -> String {
        switch input {
        case .touch(let touch): TracePayload.touchInput(touch).description
        case .touches(let touches): touches.map { TracePayload.touchInput($0).description }.joined(separator: "; ")
        case .key(let key): "key \(key.isDown ? "down" : "up") \(key.key.characters.debugDescription)"
        case .text(let text, _): "text \(text.debugDescription)"
        case .shake(let phase, _): "shake \(phase)"
        case .remoteControl(let subtype, _): "remote control \(subtype)"
        }
    }
}
