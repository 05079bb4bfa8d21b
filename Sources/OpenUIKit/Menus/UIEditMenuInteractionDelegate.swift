import Foundation

/// Shapes an edit menu interaction's menus: which elements a presentation lists, the rectangle
/// the menu avoids covering, and animations alongside its appearance and disappearance.
/// Every method is optional.
/// - Note: See https://developer.apple.com/documentation/uikit/uieditmenuinteractiondelegate
@MainActor @preconcurrency
public protocol UIEditMenuInteractionDelegate: AnyObject {
    /// The menu to show for `configuration`; `suggestedActions` holds the standard edit
    /// commands the responder chain can perform now. Returning `nil` shows no menu. By default
    /// the suggested actions are shown.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu?

    /// The rectangle (in the interaction's view) the menu is placed against, so as not to cover
    /// it. By default (`CGRect.null`) the menu is placed against the source point.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
    ) -> CGRect

    /// The menu for `configuration` is about to appear; animations added to `animator` run with
    /// its appearance.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating)

    /// The menu for `configuration` is about to disappear; animations added to `animator` run
    /// with its disappearance.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        UIMenu(children: suggestedActions)
    }

    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
    ) -> CGRect {
        .null
    }

    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {}

    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {}
}

/// Collects animations to run alongside an edit menu's appearance or disappearance, and
/// completions to run after it.
/// - Note: See https://developer.apple.com/documentation/uikit/uieditmenuinteractionanimating
@MainActor @preconcurrency
public protocol UIEditMenuInteractionAnimating: AnyObject {
    /// Runs `animations` in the same animation as the menu's.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Runs `completion` once the menu's animation has ended.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}
