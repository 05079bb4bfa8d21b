import OpenUIKit

/// The soak's application object (the principal class a `HeadlessApp` is made with): every
/// event passes through `sendEvent(_:)`, where it keeps a ledger of the touches that began and
/// have not ended, so the monkey can check that every touch that began ends or is cancelled
/// by the time its finger is up, and that no touch moves without having begun.
final class SoakAppApplication: UIApplication {
    /// Touches that began and have not yet ended or been cancelled, kept alive so their
    /// identities cannot be reused while open.
    private(set) var openTouches: [ObjectIdentifier: UITouch] = [:]
    /// Broken touch rules seen since the last `takeProblems()`.
    private var problems: [String] = []
    private(set) var touchesBegun = 0

    override func sendEvent(_ event: UIEvent) {
        for touch in event.allTouches ?? [] {
            let id = ObjectIdentifier(touch)
            switch touch.phase {
            case .began:
                if openTouches[id] == nil {
                    openTouches[id] = touch
                    touchesBegun += 1
                }
            case .ended, .cancelled:
                openTouches[id] = nil
            default:
                if openTouches[id] == nil { problems.append("a touch \(touch.phase) without having begun") }
            }
        }
        super.sendEvent(event)
    }

    /// The problems seen since the last call, emptied.
    func takeProblems() -> [String] {
        defer { problems.removeAll() }
        return problems
    }
}
