import Foundation

/// Shows a context menu for its view after a long press: the delegate gives a configuration
/// for the pressed point (`nil` shows nothing), the view (or the delegate's preview) is lifted
/// above a dimmed window, and the configuration's menu is drawn beside it. The pressing finger
/// may slide onto a row and lift there to choose it; lifting elsewhere leaves the menu open.
/// Tapping an action runs it once and closes the menu; tapping a submenu opens it over the
/// menu, which recedes behind it until the submenu's title row is tapped; tapping outside
/// closes the menu; tapping the preview asks the delegate to commit it.
///
/// Order of the delegate's calls: `configurationForMenuAtLocation`, the highlight preview,
/// `willDisplayMenuFor`; then, on a tap on the preview, `willPerformPreviewActionForMenuWith`;
/// then `willEndFor`, the dismissal preview, and last the chosen action's handler.
/// - Note: See https://developer.apple.com/documentation/uikit/uicontextmenuinteraction
// UIKit divergence: the window behind the menu is dimmed, not blurred; see docs/DIVERGENCES.md.
@MainActor @preconcurrency
open class UIContextMenuInteraction: UIInteraction {
    /// How a shown menu looks.
    public enum Appearance: Int, Sendable {
        /// No menu is shown.
        case unknown = 0
        /// The full menu with a lifted preview.
        case rich = 1
        /// The small menu shown without a preview.
        case compact = 2
    }

    /// Supplies the configurations and previews.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?

    /// How long a finger rests before the menu is asked for.
    // UIKit divergence: UIKit does not publish its duration; this is the long-press default.
    static let pressDuration: TimeInterval = 0.5
    /// Duration of the menu's appearance and disappearance.
    static let animationDuration: TimeInterval = 0.25
    /// Gap between the preview and the menu.
    static let gap: CGFloat = 16
    /// The least distance between the menu and the window's (safe) edges.
    static let margin: CGFloat = 16
    /// Corner radius of the lifted preview.
    static let previewCornerRadius: CGFloat = 13

    private let longPress = ContextMenuLongPressRecognizer()
    /// The configuration asked for when the press was about to be recognized.
    private var pendingConfiguration: UIContextMenuConfiguration?
    /// Where the last press was, in the view's coordinates.
    private var pressLocation: CGPoint?
    var presentation: ContextMenuPresentation?
    /// The frame pipeline of the window the shown menu is in, which asks it to follow its view.
    private weak var followedPipeline: FramePipeline?
    /// Whether menus open anchored to the view, as a button's or a bar item's do: no lifted
    /// preview and no dim, the platter beside the view (see `UIContextMenuInteraction+Anchored`).
    var anchorsMenuToView = false
    /// Told of a chosen action or command before it runs (a pop-up button moves its selection).
    var elementWillPerform: (@MainActor (UIMenuElement) -> Void)?
    /// The sender a chosen action sees; the interaction when nil.
    weak var actionSender: AnyObject?

    /// Creates an interaction whose menus `delegate` supplies.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        longPress.minimumPressDuration = Self.pressDuration
        longPress.addTarget(self, action: UIContextMenuInteraction.handleLongPress)
        longPress.interaction = self
    }

    open func willMove(to view: UIView?) {
        if view !== self.view {
            dismissNow()
            self.view?.removeGestureRecognizer(longPress)
        }
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(longPress)
    }

    /// How the shown menu looks; `.unknown` when none is shown.
    open var menuAppearance: Appearance {
        guard let presentation else { return .unknown }
        return presentation.isAnchored ? .compact : .rich
    }

    /// Where the press that opened the menu was, in `view`'s coordinates (the window's for nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let source = self.view, let point = pressLocation else { return .zero }
        return source.convert(point, to: view ?? source.window)
    }

    /// Replaces the shown menu with what `block` makes of it.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let presentation else { return }
        presentation.menu = block(presentation.menu)
        refreshRows()
    }

    /// Closes the shown menu, telling the delegate.
    open func dismissMenu() {
        dismiss(commit: nil)
    }

    /// The titles of the rows the shown menu lists, top to bottom (headers and loading rows
    /// included); empty when none is shown.
    package var visibleMenuTitles: [String] {
        presentation?.frontMenuView.rowViews.map { row, view in
            switch row {
            case .header(let title): return title
            case .loading: return "Loading…"
            case .groupGap: return "—"
            case .element(let element, _): return element.title
            case .submenu(let menu, let isExpanded): return menu.title + (isExpanded ? " ⌄" : " ›")
            }
        } ?? []
    }

    /// The shown menu's view (the submenu opened over it, if any), for the test kit.
    package var visibleMenuView: UIView? { presentation?.frontMenuView }

    // MARK: Pressing

    /// Asks the delegate for a configuration as the press is about to be recognized; none
    /// fails the press, so the touch goes on as if nothing had happened.
    func pressShouldBegin() -> Bool {
        guard let view, let delegate, presentation == nil else { return false }
        let location = longPress.location(in: view)
        pressLocation = location
        pendingConfiguration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        return pendingConfiguration != nil
    }

    /// Opens the menu as the press is recognized; the same finger, still down, then slides
    /// over the rows (highlighting the one under it) and chooses the row it lifts on.
    private func handleLongPress() {
        switch longPress.state {
        case .began:
            guard let configuration = pendingConfiguration else { return }
            pendingConfiguration = nil
            present(configuration, anchored: anchorsMenuToView)
        case .changed:
            guard let window = view?.window else { return }
            fingerMoved(to: longPress.location(in: window), in: window)
        case .ended:
            guard let window = view?.window else { return }
            fingerLifted(at: longPress.location(in: window), in: window)
        case .cancelled:
            guard let window = view?.window else { return }
            fingerMoved(to: nil, in: window)
        default:
            break
        }
    }

    // MARK: Presenting

    /// Shows `configuration`'s menu: with a lifted preview over a dim, or, `anchored`, beside
    /// the view with neither.
    func present(_ configuration: UIContextMenuConfiguration, anchored: Bool) {
        guard let view, let window = view.window else { return }
        let previewController = anchored ? nil : configuration.previewProvider?()
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        let container = ContextMenuContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let presentation = ContextMenuPresentation(
            configuration: configuration, menu: menu, container: container, previewController: previewController,
            isAnchored: anchored)
        self.presentation = presentation
        container.onTapOutside = { [weak self] in self?.dismiss(commit: nil) }
        container.onTapPreview = { [weak self] in self?.commitPreview() }
        if anchored {
            container.showAnchored(to: view.convert(view.bounds, to: window))
        } else {
            let preview =
                delegate?.contextMenuInteraction(
                    self, configuration: configuration, highlightPreviewForItemWithIdentifier: configuration.identifier)
                ?? UITargetedPreview(view: view)
            container.showPreview(of: preview, controller: previewController, in: window)
        }
        container.addSubview(presentation.menuView)
        window.addSubview(container)
        followedPipeline = window.framePipeline
        window.framePipeline.addLayoutFollower(self)
        refreshRows()
        // A menu listed from the bottom starts scrolled to its end, where its first element is.
        if listsUpward(presentation) { presentation.menuView.scroll(to: .greatestFiniteMagnitude) }

        container.dimView.alpha = 0
        presentation.menuView.alpha = 0
        presentation.menuView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        let animator = ContextMenuAnimator(previewViewController: previewController)
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        animator.run(
            duration: Self.animationDuration,
            own: {
                container.dimView.alpha = 1
                presentation.menuView.alpha = 1
                presentation.menuView.transform = .identity
            }, finish: {})
    }

    /// Draws the rows of the shown menu (and of the submenu opened over it) again, after a
    /// submenu opened or closed, a deferred element answered, or the menu was replaced,
    /// keeping its place.
    func refreshRows() {
        guard let presentation else { return }
        showRows(of: presentation)
        guard let window = view?.window, presentation.menuView.superview != nil else { return }
        // Where the menu opens decides a `.priority` menu's order; the order never changes its
        // size, so one more pass settles it.
        if layOut(presentation, in: window) != presentation.opensAbove {
            presentation.opensAbove.toggle()
            showRows(of: presentation)
            layOut(presentation, in: window)
        }
        showSubmenu(of: presentation, in: window)
    }

    /// Whether `presentation` lists its elements from the bottom: `.priority` order in a menu
    /// opened above its source.
    private func listsUpward(_ presentation: ContextMenuPresentation) -> Bool {
        presentation.opensAbove && elementOrder(of: presentation) == .priority
    }

    /// The order `presentation`'s menu lists its elements in, `.automatic` resolved.
    // UIKit divergence: UIKit does not publish what `.automatic` picks; it is `.priority` here
    // (SwiftUI documents `.fixed` for menus in scrolling content, which is not followed).
    private func elementOrder(of presentation: ContextMenuPresentation) -> UIContextMenuConfiguration.ElementOrder {
        let order = presentation.configuration.preferredMenuElementOrder
        return order == .automatic ? .priority : order
    }

    /// Builds the rows' views, listed from the bottom when ``listsUpward(_:)``.
    private func showRows(of presentation: ContextMenuPresentation) {
        show(contents(reversed: listsUpward(presentation)).rows(for: presentation.menu), in: presentation.menuView)
    }

    /// What turns menus into rows for the shown menu, its deferred elements asked for once.
    func contents(reversed: Bool) -> ContextMenuContents {
        ContextMenuContents(reversesElements: reversed) { [weak self] deferred in self?.elements(of: deferred) }
    }

    /// Puts `rows` into `menuView`, each action, command and submenu row a control that
    /// chooses it.
    func show(_ rows: [ContextMenuRow], in menuView: ContextMenuView) {
        let hasCheckmarks = rows.contains {
            if case .element(let element, _) = $0 { return ContextMenuRow.state(of: element) != .off }
            return false
        }
        menuView.show(rows) { index, row in
            let control: ContextMenuRowControl
            switch row {
            case .submenu(let menu, let isExpanded):
                control = ContextMenuRowControl(
                    title: menu.title, subtitle: menu.subtitle,
                    image: isExpanded ? UIImage(systemName: "chevron.down") : (menu.image ?? UIImage(systemName: "chevron.right")),
                    isDestructive: menu.options.contains(.destructive), isEnabled: true, isChecked: false,
                    hasCheckmarkColumn: hasCheckmarks, isSubmenu: true)
            case .element(let element, _):
                let attributes = ContextMenuRow.attributes(of: element)
                control = ContextMenuRowControl(
                    title: element.title, subtitle: element.subtitle, image: element.image,
                    isDestructive: attributes.contains(.destructive), isEnabled: !attributes.contains(.disabled),
                    isChecked: ContextMenuRow.state(of: element) == .on, hasCheckmarkColumn: hasCheckmarks, isSubmenu: false)
            default:
                Fatal.stop("ContextMenuView asked for a control for a row that has none")
            }
            control.addAction(UIAction { [weak self] _ in self?.choose(row) }, for: .touchUpInside)
            return control
        }
    }

    /// The elements of a deferred element for this presentation, asking its provider once per
    /// presentation (cached elements ask once for their lifetime); nil while they load.
    private func elements(of deferred: UIDeferredMenuElement) -> [UIMenuElement]? {
        guard let presentation else { return nil }
        let key = ObjectIdentifier(deferred)
        if let known = presentation.deferredElements[key] { return known }
        if presentation.requestedDeferred.contains(key) { return nil }
        presentation.requestedDeferred.insert(key)
        let answered = deferred.elements { [weak self, weak presentation] elements in
            guard let self, let presentation, self.presentation === presentation else { return }
            presentation.deferredElements[key] = elements
            self.refreshRows()
        }
        if let answered { presentation.deferredElements[key] = answered }
        return answered
    }

    /// Places the preview and the menu: the menu below the preview, else above it, else the
    /// preview moves up to make room; the menu's edge lines up with the preview's on the side
    /// of the window the preview is on.
    /// The window's safe area less the menu margin, and the menu's preferred size fitted into
    /// it (a menu taller than the area is limited to it, and its rows scroll).
    func fittedMenu(_ presentation: ContextMenuPresentation, in window: UIWindow) -> (safe: CGRect, size: CGSize) {
        let safe = window.bounds.inset(by: window.safeAreaInsets).insetBy(dx: Self.margin, dy: Self.margin)
        var size = presentation.menuView.preferredSize
        size.width = min(size.width, safe.width)
        size.height = min(size.height, safe.height)
        return (safe, size)
    }

    /// Places the menu (see above); returns whether it opened above its source.
    @discardableResult
    private func layOut(_ presentation: ContextMenuPresentation, in window: UIWindow) -> Bool {
        if presentation.isAnchored {
            return layOutAnchored(presentation, in: window)
        }
        let container = presentation.container
        let (safe, size) = fittedMenu(presentation, in: window)
        var preview = container.previewHomeFrame
        let x = preview.midX <= window.bounds.midX ? preview.minX : preview.maxX - size.width
        var y: CGFloat
        var opensAbove = false
        if preview.maxY + Self.gap + size.height <= safe.maxY {
            y = preview.maxY + Self.gap
        } else if preview.minY - Self.gap - size.height >= safe.minY {
            y = preview.minY - Self.gap - size.height
            opensAbove = true
        } else {
            // Move the preview up so the menu fits below it, as far as the top allows.
            let shift = min(preview.maxY + Self.gap + size.height - safe.maxY, max(0, preview.minY - safe.minY))
            preview.origin.y -= shift
            y = min(preview.maxY + Self.gap, safe.maxY - size.height)
        }
        y = max(y, safe.minY)
        container.previewFrame = preview
        let clampedX = min(max(x, safe.minX), safe.maxX - size.width)
        presentation.menuView.transform = .identity
        presentation.menuView.frame = CGRect(x: clampedX.rounded(), y: y.rounded(), width: size.width, height: size.height)
        presentation.menuView.layoutIfNeeded()
        return opensAbove
    }

    // MARK: Choosing

    private func choose(_ row: ContextMenuRow) {
        guard presentation != nil else { return }
        switch row {
        case .submenu(let menu, let isTitleRow):
            if isTitleRow { closeSubmenu(menu) } else { openSubmenu(menu) }
        case .element(let element, let menu):
            let attributes = ContextMenuRow.attributes(of: element)
            guard !attributes.contains(.disabled) else { return }
            elementWillPerform?(element)
            if menu.options.contains(.singleSelection) {
                for sibling in menu.children where sibling !== element { ContextMenuRow.setState(.off, of: sibling) }
                ContextMenuRow.setState(.on, of: element)
            }
            if attributes.contains(.keepsMenuPresented) {
                perform(element)
                refreshRows()
            } else {
                dismiss(commit: nil)
                perform(element)
            }
        default:
            break
        }
    }

    /// Runs an action's handler, or sends a command up the chain from the view's window's
    /// first responder.
    private func perform(_ element: UIMenuElement) {
        if let action = element as? UIAction {
            action.perform(sender: actionSender ?? self)
        } else if let command = element as? UICommand, let view, let application = view.window?.application {
            let target = view.actionChainStart.target(forAction: command.action, withSender: command)
            application.sendAction(command.action, to: target, from: command, for: nil)
        }
    }

    private func commitPreview() {
        guard let presentation else { return }
        let animator = ContextMenuAnimator(previewViewController: presentation.previewController)
        delegate?.contextMenuInteraction(
            self, willPerformPreviewActionForMenuWith: presentation.configuration, animator: animator)
        dismiss(commit: animator)
    }

    // MARK: Dismissing

    /// Closes the menu: `willEndFor`, the dismissal preview, then the fade (with the commit
    /// animator's animations, when the preview was tapped).
    func dismiss(commit: ContextMenuAnimator?) {
        guard let presentation else { return }
        self.presentation = nil
        followedPipeline?.removeLayoutFollower(self)
        let container = presentation.container
        container.isUserInteractionEnabled = false
        presentation.menuView.autoScroll(fingerAt: nil)
        presentation.dwellTimer?.invalidate()
        for level in presentation.submenuLevels { level.view.autoScroll(fingerAt: nil) }
        let animator = ContextMenuAnimator(previewViewController: presentation.previewController)
        delegate?.contextMenuInteraction(self, willEndFor: presentation.configuration, animator: animator)
        let configuration = presentation.configuration
        let dismissal = delegate?.contextMenuInteraction(
            self, configuration: configuration, dismissalPreviewForItemWithIdentifier: configuration.identifier)
        var home = container.previewHomeFrame
        if let dismissal, let window = container.window {
            home = dismissal.target.container.convert(
                CGRect(
                    x: dismissal.target.center.x - dismissal.size.width / 2,
                    y: dismissal.target.center.y - dismissal.size.height / 2, width: dismissal.size.width,
                    height: dismissal.size.height), to: window)
        }
        commit?.run(duration: Self.animationDuration, own: {}, finish: {})
        animator.run(
            duration: Self.animationDuration,
            own: {
                container.dimView.alpha = 0
                presentation.menuView.alpha = 0
                for level in presentation.submenuLevels { level.view.alpha = 0 }
                container.previewFrame = home
                if commit != nil { container.previewAlpha = 0 }
            },
            finish: { container.removeFromSuperview() })
    }

    /// Removes the shown menu at once, without animation or delegate calls.
    private func dismissNow() {
        guard let presentation else { return }
        self.presentation = nil
        followedPipeline?.removeLayoutFollower(self)
        presentation.menuView.autoScroll(fingerAt: nil)
        presentation.dwellTimer?.invalidate()
        for level in presentation.submenuLevels { level.view.autoScroll(fingerAt: nil) }
        presentation.container.removeFromSuperview()
    }
}

/// A shown menu follows its view: once the view has left the menu's window (its cell was
/// deleted, its screen popped), the menu closes as a tap outside it would close it.
extension UIContextMenuInteraction: LayoutFollower {
    package func followLayout() {
        guard let presentation else { return }
        guard let window = presentation.container.window else {
            dismissNow()
            return
        }
        if view?.window !== window { dismiss(commit: nil) }
    }
}

/// The long press of a context menu interaction: its own delegate, it asks the interaction
/// whether it may begin, so that a press with no configuration fails and cancels nothing.
@MainActor
final class ContextMenuLongPressRecognizer: UILongPressGestureRecognizer, UIGestureRecognizerDelegate {
    weak var interaction: UIContextMenuInteraction?

    override init() {
        super.init()
        delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        interaction?.pressShouldBegin() ?? false
    }
}
