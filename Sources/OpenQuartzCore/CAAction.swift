/// Something a layer runs in response to a named event (usually a property change): in Core
/// Animation, the implicit animations. `CAAnimation` is one (running it attaches it to the
/// layer under the event's name); `NSNull` is the action that means "none".
/// - Note: See https://developer.apple.com/documentation/quartzcore/caaction
public protocol CAAction: AnyObject {
    /// Runs the action for `event` on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}
