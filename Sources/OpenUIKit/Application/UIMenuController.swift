import Foundation

/// The edit menu of the older API: the standard commands the responder chain can perform, then
/// the custom ``menuItems`` some responder can perform, shown against a rectangle of a view.
///
/// It shows its menu through a ``UIEditMenuInteraction`` it attaches to the target view (it
/// appears in the view's `interactions` while attached): the same row, placement, fade and
/// outside-tap dismissal. A custom item is listed when a responder up the chain from the
/// first responder (or from the target view when there is none) answers yes to
/// `canPerformAction(_:withSender:)` with the menu controller as sender, and choosing it sends
/// its action to that responder, from the menu controller.
/// - Note: Deprecated in UIKit since iOS 16 in favour of ``UIEditMenuInteraction``; see
///   https://developer.apple.com/documentation/uikit/uimenucontroller
@MainActor @preconcurrency
open class UIMenuController {
    /// The menu controller of the shared application.
    // UIKit divergence: UIKit's singleton is the process's; here each application has its own,
    // and `shared` is the shared application's (the one `UIApplication.shared` returns).
    public class var shared: UIMenuController { UIApplication.shared.menuController }

    /// The custom entries, listed after the standard commands.
    open var menuItems: [UIMenuItem]?

    /// The direction the menu's arrow points (placement above or below the target).
    open var arrowDirection: ArrowDirection = .default

    /// Where the menu's arrow points.
    public enum ArrowDirection: Int, Sendable {
        case `default`, up, down, left, right
    }

    private var interaction: UIEditMenuInteraction?
    private let shaper = MenuControllerShaper()
    private weak var legacyTargetView: UIView?
    private var legacyTargetRect: CGRect = .zero

    package init() {
        shaper.controller = self
    }

    /// Whether the menu is on screen.
    open var isMenuVisible: Bool { interaction?.isMenuVisible ?? false }

    /// Shows the menu against `targetRect` in `targetView`'s coordinates. The view must be in a
    /// window; otherwise nothing is shown and the call is logged.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        guard targetView.window != nil else {
            targetView.misuseLog.log(
                "UIMenuController: showMenu(from:rect:) needs \(targetView.traceName) in a window; no menu is shown")
            return
        }
        let interaction = attachedInteraction(to: targetView)
        shaper.targetRect = targetRect
        let configuration = UIEditMenuConfiguration(
            identifier: nil, sourcePoint: CGPoint(x: targetRect.midX, y: targetRect.midY))
        configuration.preferredArrowDirection =
            switch arrowDirection {
            case .default: .automatic
            case .up: .up
            case .down: .down
            case .left: .left
            case .right: .right
            }
        interaction.presentEditMenu(with: configuration)
    }

    /// Hides the menu (fading it out).
    open func hideMenu() {
        interaction?.dismissMenu()
    }

    /// Hides the menu shown for `targetView`.
    open func hideMenu(from targetView: UIView) {
        guard interaction?.view === targetView else { return }
        hideMenu()
    }

    /// Lists again the entries of the menu on screen (after what the responders can perform
    /// changed, or after ``menuItems`` changed).
    open func update() {
        guard isMenuVisible else { return }
        interaction?.reloadVisibleMenu()
    }

    /// Sets the rectangle the menu is shown against by ``setMenuVisible(_:animated:)``.
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        legacyTargetRect = targetRect
        legacyTargetView = targetView
    }

    /// Shows the menu against the rectangle set with ``setTargetRect(_:in:)``, or hides it.
    // UIKit divergence: the menu always fades; `animated` is not used.
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        guard menuVisible else { return hideMenu() }
        guard let view = legacyTargetView else {
            ApplicationLog.console.log(
                "UIMenuController: setMenuVisible(true, animated:) before setTargetRect(_:in:); no menu is shown")
            return
        }
        showMenu(from: view, rect: legacyTargetRect)
    }

    /// The interaction that shows the menu, moved to `view` if it was on another view.
    private func attachedInteraction(to view: UIView) -> UIEditMenuInteraction {
        if let interaction, interaction.view === view { return interaction }
        if let interaction, let old = interaction.view { old.removeInteraction(interaction) }
        let made = interaction ?? UIEditMenuInteraction(delegate: shaper)
        view.addInteraction(made)
        interaction = made
        return made
    }

    /// The custom entries some responder up the chain from `view` can perform now, as menu
    /// actions that send them from the menu controller.
    fileprivate func customEntries(in view: UIView) -> [UIMenuElement] {
        guard let items = menuItems, !items.isEmpty else { return [] }
        let start = view.actionChainStart
        return items.compactMap { item -> UIMenuElement? in
            guard start.target(forAction: item.action, withSender: self) != nil else { return nil }
            return UIAction(title: item.title) { [weak self, weak view] _ in
                guard let self, let view else { return }
                self.send(item.action, from: view)
            }
        }
    }

    private func send(_ action: ResponderAction, from view: UIView) {
        guard let application = view.owningApplication else {
            view.misuseLog.log("UIMenuController: \(view.traceName) left its window; \(action) is not sent")
            return
        }
        let target = view.actionChainStart.target(forAction: action, withSender: self)
        application.sendAction(action, to: target, from: self, for: nil)
    }
}

/// Shapes the menu controller's edit menus: the suggested standard commands followed by the
/// custom items, placed against the target rectangle.
@MainActor
private final class MenuControllerShaper: UIEditMenuInteractionDelegate {
    weak var controller: UIMenuController?
    var targetRect: CGRect = .null

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        guard let view = interaction.view, let controller else { return UIMenu(children: suggestedActions) }
        return UIMenu(children: suggestedActions + controller.customEntries(in: view))
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
    ) -> CGRect {
        targetRect
    }
}
