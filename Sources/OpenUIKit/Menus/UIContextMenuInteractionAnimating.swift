import Foundation

/// Collects animations to run alongside a context menu's appearance or disappearance, and
/// completions to run after it.
/// - Note: See https://developer.apple.com/documentation/uikit/uicontextmenuinteractionanimating
@MainActor @preconcurrency
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The controller the configuration's preview provider made, if any.
    var previewViewController: UIViewController? { get }
    /// Runs `animations` in the same animation as the menu's.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Runs `completion` once the menu's animation has ended.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// How the menu leaves when the preview is tapped.
/// - Note: See https://developer.apple.com/documentation/uikit/uicontextmenuinteraction/commitstyle
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview goes back where it came from.
    case dismiss = 0
    /// The preview grows into the content it previews.
    case pop = 1
}

/// The animator handed to the delegate when the preview is tapped.
/// - Note: See https://developer.apple.com/documentation/uikit/uicontextmenuinteractioncommitanimating
@MainActor @preconcurrency
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the menu leaves; `.pop` by default.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
