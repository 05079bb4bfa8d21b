import Foundation
import OpenUIKit

/// One step of a soak run: the input (or time) the engine drives into the application before
/// it checks the invariants again.
public enum SoakStep: Equatable, Sendable, CustomStringConvertible {
    /// One multi-touch event: fingers going down, moving, lifting or being cancelled at the
    /// same instant.
    case touches([TouchInput])
    /// A quick tap: a free finger down at a point and up 0.05 s later (two inputs).
    case tap(finger: Int, at: CGPoint)
    /// A key pressed and released, going to the first responder.
    case key(String)
    /// The application clock moved on by this many seconds (timers firing on the way).
    case advance(TimeInterval)
    /// Every finger lifts, then the clock runs on until recognizers, timers and animations
    /// have had time to finish; the quiescent invariants are checked.
    case settle

    public var description: String {
        switch self {
        case .touches(let touches):
            let parts = touches.map { touch in
                "finger \(touch.fingerID) \(touch.phase) at (\(Int(touch.location.x)), \(Int(touch.location.y)))"
            }
            return "touches [" + parts.joined(separator: "; ") + "]"
        case .tap(let finger, let point): return "tap finger \(finger) at (\(Int(point.x)), \(Int(point.y)))"
        case .key(let characters): return "key \(characters.debugDescription)"
        case .advance(let seconds): return "advance \(seconds) s"
        case .settle: return "settle (lift every finger, run the clock)"
        }
    }
}
