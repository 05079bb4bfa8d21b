import Foundation

/// One user event: a multi-touch sequence, a shake, a remote-control command or key presses.
///
/// Touch events are reused: one object carries every delivery of a multi-touch sequence, its
/// touches updated in place. Do not keep events or their touches.
/// - Note: See https://developer.apple.com/documentation/uikit/uievent
@MainActor @preconcurrency
open class UIEvent {
    /// The kind of event.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// A more precise kind, for motion and remote-control events.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    /// The kind of event.
    open var type: EventType { storedType }
    /// The motion or remote-control subtype; `.none` for touches and presses.
    open var subtype: EventSubtype { storedSubtype }
    /// When the event happened, in seconds on the application clock.
    open var timestamp: TimeInterval { storedTimestamp }

    package var storedType: EventType
    package var storedSubtype: EventSubtype
    package var storedTimestamp: TimeInterval = 0
    /// The touches of the current sequence in the order their fingers went down.
    /// For shake events: whether the shake began, ended or was cancelled.
    package var motionPhase: InputEvent.MotionPhase = .began
    package var orderedTouches: [UITouch] = []
    private var touchSet: Set<UITouch> = []
    package weak var application: UIApplication?

    package init(type: EventType, subtype: EventSubtype = .none, application: UIApplication?) {
        self.storedType = type
        self.storedSubtype = subtype
        self.application = application
    }

    /// Every touch of the sequence, whatever its phase; `nil` for events without touches.
    open var allTouches: Set<UITouch>? {
        storedType == .touches ? touchSet : nil
    }

    /// The event's touches whose hit view is `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard storedType == .touches else { return nil }
        return Set(orderedTouches.lazy.filter { $0.view === view })
    }

    /// The event's touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard storedType == .touches else { return nil }
        return Set(orderedTouches.lazy.filter { $0.window === window })
    }

    /// The trace to record into, or `nil` when tracing is off.
    package var trace: EventTrace? {
        guard let trace = application?.trace, trace.isEnabled else { return nil }
        return trace
    }

    package func add(_ touch: UITouch) {
        orderedTouches.append(touch)
        touchSet.insert(touch)
    }

    package func remove(_ touch: UITouch) {
        orderedTouches.removeAll { $0 === touch }
        touchSet.remove(touch)
    }
}
