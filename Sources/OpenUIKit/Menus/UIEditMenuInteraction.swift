import Foundation

/// Shows an edit menu for its view: a row of commands — by default the standard edit commands
/// (cut, copy, paste, select, select all, delete) that the responder chain from the window's
/// first responder (or from the view, when there is none) can perform now — placed against a
/// point or rectangle, chosen by tapping, dismissed by tapping elsewhere.
///
/// Attach it with ``UIView/addInteraction(_:)``, then call ``presentEditMenu(with:)`` (from a
/// long press, say). A command sends its action up the responder chain; a `UIAction` runs its
/// handler; a submenu replaces the row with its children and a back entry.
/// - Note: See https://developer.apple.com/documentation/uikit/uieditmenuinteraction
// UIKit divergence: a row wider than the window is clipped rather than paged (logged), and
// entries show titles only (no images or subtitles); see docs/DIVERGENCES.md.
@MainActor @preconcurrency
open class UIEditMenuInteraction: UIInteraction {
    /// Shapes the menus; without one, the suggested actions are shown.
    public weak var delegate: (any UIEditMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?

    /// A menu on screen: what it was asked for, what it lists and the view that draws it.
    private struct Presentation {
        let configuration: UIEditMenuConfiguration
        var menu: UIMenu
        /// The submenus opened, innermost last; the row lists the last one's children.
        var openSubmenus: [UIMenu] = []
        let menuView: EditMenuView
        let entries: [UIMenuElement?]
        let dismissRecognizer: EditMenuOutsideTouchRecognizer
    }

    private var presentation: Presentation?
    /// The source point of the last presentation, in the view's coordinates.
    private var lastSourcePoint: CGPoint?

    /// Duration of the menu's fade in and out.
    static let fadeDuration: TimeInterval = 0.2
    /// Gap between the menu and the rectangle it is placed against.
    static let gap: CGFloat = 8
    /// The least distance between the menu and the window's (safe) edges.
    static let margin: CGFloat = 8

    /// The standard edit commands and the titles the menu shows for them, in menu order.
    static let standardCommands: [(action: ResponderAction, title: String)] = [
        (.cut, "Cut"), (.copy, "Copy"), (.paste, "Paste"), (.select, "Select"), (.selectAll, "Select All"),
        (.delete, "Delete"),
    ]

    /// Creates an interaction whose menus `delegate` shapes.
    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {
        if view !== self.view { dismissNow() }
    }

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// Where the last menu was presented for, in `view`'s coordinates.
    open func location(in view: UIView) -> CGPoint {
        guard let source = self.view, let point = lastSourcePoint else { return .zero }
        return source.convert(point, to: view)
    }

    /// Whether a menu is on screen (for tests and the gallery).
    public var isMenuVisible: Bool { presentation != nil }

    /// The titles of the entries the menu shows, left to right; empty when none is shown.
    public var visibleMenuTitles: [String] {
        presentation?.menuView.items.map { $0.titleLabel.text ?? "" } ?? []
    }

    /// Shows the menu for `configuration`, replacing one already shown. Nothing is shown when
    /// the delegate returns no menu or the menu lists nothing.
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        guard let view, let window = view.window else {
            let log = view?.misuseLog ?? .console
            log.log(
                "UIEditMenuInteraction: presentEditMenu(with:) needs the interaction attached to a view in a window; no menu is shown")
            return
        }
        dismissNow()
        let suggested = suggestedActions(in: view)
        let menu: UIMenu?
        if let delegate {
            menu = delegate.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
        } else {
            menu = UIMenu(children: suggested)
        }
        guard let menu else { return }
        lastSourcePoint = configuration.sourcePoint
        show(menu, openSubmenus: [], configuration: configuration, in: window, view: view, animated: true)
    }

    /// Hides the menu, fading it out.
    open func dismissMenu() {
        guard let presentation else { return }
        self.presentation = nil
        presentation.dismissRecognizer.view?.removeGestureRecognizer(presentation.dismissRecognizer)
        let menuView = presentation.menuView
        menuView.isUserInteractionEnabled = false
        record(.dismissed)
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willDismissMenuFor: presentation.configuration, animator: animator)
        animator.run(duration: Self.fadeDuration, own: { menuView.alpha = 0 }, finish: { menuView.removeFromSuperview() })
    }

    /// Asks the delegate again for the shown menu's contents and shows them.
    open func reloadVisibleMenu() {
        guard let presentation, let view, let window = view.window else { return }
        let configuration = presentation.configuration
        let suggested = suggestedActions(in: view)
        let menu = delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
            ?? UIMenu(children: suggested)
        dismissNow()
        show(menu, openSubmenus: [], configuration: configuration, in: window, view: view, animated: false)
    }

    /// Places the shown menu again against its target (after the content moved).
    open func updateVisibleMenuPosition(animated: Bool) {
        guard let presentation, let view, let window = view.window else { return }
        let frame = menuFrame(
            size: presentation.menuView.bounds.size, configuration: presentation.configuration, view: view, window: window)
        if animated {
            UIView.animate(withDuration: Self.fadeDuration) { presentation.menuView.frame = frame }
        } else {
            presentation.menuView.frame = frame
        }
    }

    // MARK: Contents

    /// The standard edit commands some responder up the chain can perform now, as one inline
    /// menu (UIKit's standard-edit group).
    private func suggestedActions(in view: UIView) -> [UIMenuElement] {
        let performable = view.actionChainStart.performableActions(Self.standardCommands.map(\.action), withSender: self)
        let commands = Self.standardCommands
            .filter { performable.contains($0.action) }
            .map { UICommand(title: $0.title, action: $0.action) }
        guard !commands.isEmpty else { return [] }
        return [UIMenu(identifier: .standardEdit, options: .displayInline, children: commands)]
    }

    /// The entries a row shows for `elements`: inline menus contribute their children, hidden
    /// elements are left out, other menus are one entry each.
    private static func flatten(_ elements: [UIMenuElement]) -> [UIMenuElement] {
        var entries: [UIMenuElement] = []
        for element in elements {
            if let menu = element as? UIMenu {
                if menu.options.contains(.displayInline) {
                    entries += flatten(menu.children)
                } else if !menu.children.isEmpty {
                    entries.append(menu)
                }
            } else if !isHidden(element) {
                entries.append(element)
            }
        }
        return entries
    }

    private static func isHidden(_ element: UIMenuElement) -> Bool {
        attributes(of: element).contains(.hidden)
    }

    private static func attributes(of element: UIMenuElement) -> UIMenuElement.Attributes {
        if let action = element as? UIAction { return action.attributes }
        if let command = element as? UICommand { return command.attributes }
        return []
    }

    // MARK: Showing

    private func show(
        _ menu: UIMenu, openSubmenus: [UIMenu], configuration: UIEditMenuConfiguration, in window: UIWindow, view: UIView,
        animated: Bool
    ) {
        let listed = Self.flatten((openSubmenus.last ?? menu).children)
        // A back entry leads out of an opened submenu.
        let entries: [UIMenuElement?] = openSubmenus.isEmpty ? listed : [nil] + listed
        guard !listed.isEmpty else {
            record(.nothingToShow)
            return
        }
        let items = entries.map { element -> EditMenuItemControl in
            guard let element else { return EditMenuItemControl(title: "‹", isDestructive: false, isEnabled: true) }
            let attributes = Self.attributes(of: element)
            let isSubmenu = element is UIMenu
            let destructive = attributes.contains(.destructive) || (element as? UIMenu)?.options.contains(.destructive) == true
            return EditMenuItemControl(
                title: isSubmenu ? element.title + " ›" : element.title, isDestructive: destructive,
                isEnabled: !attributes.contains(.disabled))
        }
        let menuView = EditMenuView(items: items)
        for (index, item) in items.enumerated() {
            item.addAction(UIAction { [weak self] _ in self?.choose(entryAt: index) }, for: .touchUpInside)
        }
        var size = menuView.preferredSize
        let available = window.bounds.width - 2 * Self.margin
        if size.width > available {
            window.application?.log.log(
                "UIEditMenuInteraction: \(items.count) entries need \(size.width) points but the window has \(available); "
                    + "the row is clipped (paging is not supported)")
            size.width = available
        }
        menuView.frame = menuFrame(size: size, configuration: configuration, view: view, window: window)
        window.addSubview(menuView)

        let recognizer = EditMenuOutsideTouchRecognizer()
        recognizer.cancelsTouchesInView = false
        recognizer.delaysTouchesEnded = false
        recognizer.menuView = menuView
        recognizer.onOutsideTouch = { [weak self] in self?.dismissMenu() }
        window.addGestureRecognizer(recognizer)
        menuView.layoutIfNeeded()

        presentation = Presentation(
            configuration: configuration, menu: menu, openSubmenus: openSubmenus, menuView: menuView, entries: entries,
            dismissRecognizer: recognizer)
        record(.presented(responder: view.actionChainStart.traceName, items: items.map { $0.titleLabel.text ?? "" }))
        guard animated else { return }
        menuView.alpha = 0
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        animator.run(duration: Self.fadeDuration, own: { menuView.alpha = 1 }, finish: {})
    }

    /// The menu's frame in the window: centred on its target, above it unless there is no room
    /// (or the arrow is asked to point up), kept inside the window's safe area.
    private func menuFrame(size: CGSize, configuration: UIEditMenuConfiguration, view: UIView, window: UIWindow) -> CGRect {
        var target = delegate?.editMenuInteraction(self, targetRectFor: configuration) ?? .null
        if target.isNull { target = CGRect(origin: configuration.sourcePoint, size: .zero) }
        target = view.convert(target, to: window)
        let safe = window.bounds.inset(by: window.safeAreaInsets)
        let above = target.minY - Self.gap - size.height
        let below = target.maxY + Self.gap
        let y: CGFloat
        switch configuration.preferredArrowDirection {
        case .up: y = below
        case .down: y = above
        default: y = above >= safe.minY + Self.margin ? above : below
        }
        let x = min(max(target.midX - size.width / 2, safe.minX + Self.margin), safe.maxX - Self.margin - size.width)
        return CGRect(x: x.rounded(), y: y.rounded(), width: size.width, height: size.height)
    }

    /// Removes the shown menu at once, without animation or delegate calls.
    private func dismissNow() {
        guard let presentation else { return }
        self.presentation = nil
        presentation.dismissRecognizer.view?.removeGestureRecognizer(presentation.dismissRecognizer)
        presentation.menuView.removeFromSuperview()
    }

    // MARK: Choosing

    private func choose(entryAt index: Int) {
        guard let presentation, index < presentation.entries.count, let view, let window = view.window,
            let application = window.application
        else { return }
        guard let element = presentation.entries[index] else {
            // The back entry: out of the innermost submenu.
            dismissNow()
            show(
                presentation.menu, openSubmenus: Array(presentation.openSubmenus.dropLast()),
                configuration: presentation.configuration, in: window, view: view, animated: false)
            return
        }
        let attributes = Self.attributes(of: element)
        guard !attributes.contains(.disabled) else { return }
        if let submenu = element as? UIMenu {
            record(.openedSubmenu(title: submenu.title))
            dismissNow()
            show(
                presentation.menu, openSubmenus: presentation.openSubmenus + [submenu],
                configuration: presentation.configuration, in: window, view: view, animated: false)
            return
        }
        record(.chose(title: element.title))
        if !attributes.contains(.keepsMenuPresented) { dismissMenu() }
        if let action = element as? UIAction {
            action.perform(sender: self)
        } else if let command = element as? UICommand {
            let target = view.actionChainStart.target(forAction: command.action, withSender: self)
            application.sendAction(command.action, to: target, from: self, for: nil)
        }
    }

    private func record(_ step: @autoclosure () -> TracePayload.EditMenuStep) {
        guard let trace = view?.window?.application?.trace, trace.isEnabled else { return }
        trace.record(.action, .editMenu(step()))
    }
}

/// Watches the window's touches while an edit menu is shown: a touch sequence that begins
/// outside the menu dismisses it when its last finger lifts. The recognizer never recognizes —
/// it fails at that moment — so it delays, cancels and excludes nothing: the touch still
/// reaches the control or recognizer it landed on, as in UIKit.
@MainActor
final class EditMenuOutsideTouchRecognizer: UIGestureRecognizer {
    weak var menuView: UIView?
    var onOutsideTouch: (@MainActor () -> Void)?
    private var sawOutsideTouch = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let menuView else { return }
        if touches.contains(where: { !menuView.bounds.contains($0.location(in: menuView)) }) { sawOutsideTouch = true }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        finishIfLifted(event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishIfLifted(event)
    }

    private func finishIfLifted(_ event: UIEvent) {
        let stillDown = event.allTouches?.contains { $0.phase != .ended && $0.phase != .cancelled } ?? false
        guard !stillDown else { return }
        let dismiss = sawOutsideTouch
        sawOutsideTouch = false
        state = .failed
        if dismiss { onOutsideTouch?() }
    }

    override func reset() {
        super.reset()
        sawOutsideTouch = false
    }
}
