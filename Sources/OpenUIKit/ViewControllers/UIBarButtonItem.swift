import Foundation

/// A button shown in a navigation bar or a toolbar: a title, an image, a system item's standard
/// title or glyph, a custom view, or a space between other items.
///
/// A tap runs the item's ``primaryAction`` and its target-action; an item with a ``menu`` and
/// no action shows the menu instead, and one with both shows the menu on a long press.
/// - Note: See https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor @preconcurrency
open class UIBarButtonItem: UIBarItem {
    /// How the item's title is drawn.
    public enum Style: Int, Sendable {
        /// Regular weight.
        case plain = 0
        /// Deprecated in UIKit; drawn as `.plain`.
        case bordered = 1
        /// Bold, for the action that completes a task.
        case done = 2
    }

    /// What a space item does in a bar's row.
    package enum Space {
        /// Takes its ``UIBarButtonItem/width``.
        case fixed
        /// Shares the row's leftover width with the other flexible spaces.
        case flexible
    }

    /// How the title is drawn.
    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The action run when the item is tapped; its title is the item's title when the item
    /// has none.
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    /// The menu the item shows anchored to it: on a tap when it has no action, on a long press
    /// when it has one.
    open var menu: UIMenu? { didSet { itemDidChange() } }
    /// The width the item asks for (0: its natural width; a fixed space's width).
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    /// The colour of the item's title and glyph; `nil` means the bar's tint.
    open var tintColor: UIColor? {
        didSet {
            noteAppearanceSet(.barButtonItemTintColor)
            itemDidChange()
        }
    }
    /// A view shown in place of the item's button; the bar lays it out at its own size.
    open var customView: UIView? { didSet { itemDidChange() } }
    /// Whether the bar leaves the item out.
    open var isHidden = false { didSet { itemDidChange() } }
    /// The system item the item was made as, if any.
    package var systemItem: SystemItem?
    /// Set for spaces made with ``flexibleSpace()``, ``fixedSpace(_:)`` or their system items.
    package var space: Space?
    package var targetAction: (@MainActor (UIBarButtonItem) -> Void)?

    /// Creates an empty item.
    public override init() {
        super.init()
    }

    /// Creates an item with a title and/or image that runs `primaryAction` when tapped, or
    /// shows `menu` when it has no action.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item that runs `primaryAction`, titled by it.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// Creates an item that shows `customView` in the bar.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Creates a titled item that calls `action`, an unbound method of `target` taking the
    /// item, when tapped: `UIBarButtonItem(title: "Edit", style: .plain, target: self,
    /// action: Self.edit)`. The target is not retained.
    // UIKit divergence: a Swift method reference instead of an Objective-C selector.
    // Swift 5 clients pass method references that are not inferred Sendable; the
    // attribute keeps such ported code compiling without changing Swift 6 checking.
    @preconcurrency
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target?, action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void
    ) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates a titled item that calls `action`, an unbound method of `target` taking no
    /// argument, when tapped.
    // UIKit divergence: a Swift method reference instead of an Objective-C selector.
    @preconcurrency
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target?, action: @escaping @MainActor (Target) -> () -> Void
    ) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates an item showing `image` that calls `action`, an unbound method of `target`
    /// taking the item, when tapped. The target is not retained.
    // UIKit divergence: a Swift method reference instead of an Objective-C selector.
    @preconcurrency
    public convenience init<Target: AnyObject>(
        image: UIImage?, style: Style, target: Target?, action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void
    ) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates an item showing `image` that calls `action`, an unbound method of `target`
    /// taking no argument, when tapped.
    // UIKit divergence: a Swift method reference instead of an Objective-C selector.
    @preconcurrency
    public convenience init<Target: AnyObject>(
        image: UIImage?, style: Style, target: Target?, action: @escaping @MainActor (Target) -> () -> Void
    ) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target, action: action)
    }

    package func setTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void
    ) {
        targetAction = { [weak target] item in
            if let target { action(target)(item) }
        }
    }

    package func setTarget<Target: AnyObject>(_ target: Target?, action: @escaping @MainActor (Target) -> () -> Void) {
        targetAction = { [weak target] _ in
            if let target { action(target)() }
        }
    }

    /// Whether a tap runs something: a primary action or a target-action.
    package var hasAction: Bool { primaryAction != nil || targetAction != nil }

    /// Runs the item's actions, as a tap on its button does.
    package func performActions() {
        guard isEnabled else { return }
        primaryAction?.perform(sender: self)
        targetAction?(self)
    }
}
