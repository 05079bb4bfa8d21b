/// Something a layer runs in response to a named event (usually a property change): in Core
/// Animation, the implicit animations.
/// - Note: See https://developer.apple.com/documentation/quartzcore/caaction
// Limitation: no layer looks actions up or runs them yet; implicit actions belong to the
// animation work. The protocol exists so ``CALayerDelegate/action(for:forKey:)`` has Apple's
// shape.
@MainActor
public protocol CAAction: AnyObject {
    /// Runs the action for `event` on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}
