/// A type whose instances can contain views that appearance rules select by containment:
/// views, view controllers and presentation controllers.
///
/// Pass container classes to ``UIAppearance/appearance(whenContainedInInstancesOf:)``.
/// - Note: See https://developer.apple.com/documentation/uikit/uiappearancecontainer
@MainActor @preconcurrency
public protocol UIAppearanceContainer: AnyObject {}

extension UIAppearanceContainer {
    /// Whether `object` is an instance of the receiver (a subclass counts).
    static func hasInstance(_ object: AnyObject) -> Bool { object is Self }
}

extension UIView: UIAppearanceContainer {}
