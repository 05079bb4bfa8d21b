import Foundation

/// A platform-neutral input value, as a backend (a headless script, a replayed recording, an
/// SDL window) hands it to the application.
///
/// Values are checked when they are dequeued (see `EventDispatcher`): bad ones are logged
/// and dropped whole, so they never reach a view.
public enum InputEvent: Sendable, Equatable {
    /// One finger changed.
    case touch(TouchInput)
    /// Several fingers changed at the same instant; they are delivered in one event, as
    /// hardware reports simultaneous movement.
    case touches([TouchInput])
    /// A key went down or up.
    case key(KeyInput)
    /// Text committed by a keyboard's input method (a composed character, an IME result) that
    /// no single key press carried; it goes to the key window's first responder when that is
    /// a ``UIKeyInput``.
    // UIKit divergence: UIKit's keyboard talks to the text input system privately; here text
    // that came without a key press is a public input value like the others.
    case text(String, timestamp: TimeInterval)
    /// The device was shaken (`began`, then `ended` or `cancelled`).
    case shake(MotionPhase, timestamp: TimeInterval)
    /// A remote-control command such as play or next track.
    case remoteControl(UIEvent.EventSubtype, timestamp: TimeInterval)

    /// The phase of a shake.
    public enum MotionPhase: Sendable, Equatable {
        case began, ended, cancelled
    }

    /// The time the input happened, on the application clock.
    public var timestamp: TimeInterval {
        switch self {
        case .touch(let touch): touch.timestamp
        case .touches(let touches): touches.first?.timestamp ?? 0
        case .key(let key): key.timestamp
        case .text(_, let timestamp): timestamp
        case .shake(_, let timestamp): timestamp
        case .remoteControl(_, let timestamp): timestamp
        }
    }
}

/// One finger's change: down, move, up or cancel, at a point in the window's coordinates.
public struct TouchInput: Sendable, Equatable {
    /// What happened to the finger.
    public enum Phase: Sendable, Equatable {
        case down, move, up, cancel
    }

    /// Identifies the finger for its whole life; reusable once it is up.
    public var fingerID: Int
    public var phase: Phase
    /// The position in the target window's coordinates.
    public var location: CGPoint
    /// When it happened, on the application clock.
    public var timestamp: TimeInterval
    /// Contact radius in points, when the hardware knows it.
    public var majorRadius: CGFloat
    /// Pressure, when the hardware measures it (0 otherwise).
    public var force: CGFloat

    public init(
        fingerID: Int, phase: Phase, location: CGPoint, timestamp: TimeInterval,
        majorRadius: CGFloat = 20, force: CGFloat = 0
    ) {
        self.fingerID = fingerID
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.majorRadius = majorRadius
        self.force = force
    }
}

/// A key going down or up.
public struct KeyInput: Sendable, Equatable {
    public var isDown: Bool
    public var key: UIKey
    public var timestamp: TimeInterval

    public init(isDown: Bool, key: UIKey, timestamp: TimeInterval) {
        self.isDown = isDown
        self.key = key
        self.timestamp = timestamp
    }
}
