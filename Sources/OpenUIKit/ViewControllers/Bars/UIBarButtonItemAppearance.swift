import Foundation

/// How a bar's button items draw their titles in each state, for one item style.
/// - Note: See https://developer.apple.com/documentation/uikit/uibarbuttonitemappearance
// Limitation: title attributes are applied (font and colour); title position adjustments and
// background images are not modelled.
@MainActor @preconcurrency
open class UIBarButtonItemAppearance {
    /// The style the appearance is for.
    package let style: UIBarButtonItem.Style
    /// The look of enabled items.
    open var normal: UIBarButtonItemStateAppearance
    /// The look of items while touched.
    open var highlighted: UIBarButtonItemStateAppearance
    /// The look of disabled items.
    open var disabled: UIBarButtonItemStateAppearance
    /// The look of focused items.
    open var focused: UIBarButtonItemStateAppearance

    /// Creates the default appearance of `.plain` items.
    public convenience init() {
        self.init(style: .plain)
    }

    /// Creates the default appearance of items in `style`.
    public init(style: UIBarButtonItem.Style) {
        self.style = style
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }

    /// An appearance for `style` with the given states (a copy's, made without first making
    /// four default states to throw away).
    package init(
        style: UIBarButtonItem.Style, normal: UIBarButtonItemStateAppearance, highlighted: UIBarButtonItemStateAppearance,
        disabled: UIBarButtonItemStateAppearance, focused: UIBarButtonItemStateAppearance
    ) {
        self.style = style
        self.normal = normal
        self.highlighted = highlighted
        self.disabled = disabled
        self.focused = focused
    }

    /// An independent copy.
    open func copy() -> UIBarButtonItemAppearance {
        UIBarButtonItemAppearance(
            style: style, normal: normal.copy(), highlighted: highlighted.copy(), disabled: disabled.copy(),
            focused: focused.copy())
    }

    /// Resets every state to the default look of items in `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] { state.titleTextAttributes = [:] }
    }
}

/// How bar button items draw their titles in one state.
/// - Note: See https://developer.apple.com/documentation/uikit/uibarbuttonitemstateappearance
@MainActor @preconcurrency
open class UIBarButtonItemStateAppearance {
    /// The title's attributes: `.font` and `.foregroundColor` are applied.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

    package init() {}

    package func copy() -> UIBarButtonItemStateAppearance {
        let made = UIBarButtonItemStateAppearance()
        made.titleTextAttributes = titleTextAttributes
        return made
    }
}
