import Foundation

/// A button shown in a navigation bar: a title (or image) and the action it performs.
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

    /// How the title is drawn.
    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The action run when the item is tapped; its title is the item's title when the item
    /// has none.
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    /// The width the item asks for (0: its natural width).
    open var width: CGFloat = 0
    private var targetAction: (@MainActor (UIBarButtonItem) -> Void)?

    /// Creates an empty item.
    public override init() {
        super.init()
    }

    /// Creates an item with a title and/or image that runs `primaryAction` when tapped.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image
        self.primaryAction = primaryAction
    }

    /// Creates an item that runs `primaryAction`, titled by it.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction)
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
        targetAction = { [weak target] item in
            if let target { action(target)(item) }
        }
    }

    /// Creates a titled item that calls `action`, an unbound method of `target` taking no
    /// argument, when tapped.
    // UIKit divergence: a Swift method reference instead of an Objective-C selector.
    // Swift 5 clients pass method references that are not inferred Sendable; the
    // attribute keeps such ported code compiling without changing Swift 6 checking.
    @preconcurrency
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target?, action: @escaping @MainActor (Target) -> () -> Void
    ) {
        self.init()
        self.title = title
        self.style = style
        targetAction = { [weak target] _ in
            if let target { action(target)() }
        }
    }

    /// Runs the item's actions, as a tap on its button does.
    package func performActions() {
        guard isEnabled else { return }
        primaryAction?.perform(sender: self)
        targetAction?(self)
    }
}
