import Foundation

/// A bar of button items along the bottom of a screen: items laid out left to right from the
/// margin, flexible spaces sharing the width left over, fixed spaces taking their width. Its
/// background comes from its appearances: the scroll-edge appearance while the content above
/// reaches its bottom edge, the standard one otherwise.
/// - Note: See https://developer.apple.com/documentation/uikit/uitoolbar
@MainActor @preconcurrency
open class UIToolbar: UIView {
    /// The bar's height without the safe area below it (UIKit's 44).
    package static let defaultHeight: CGFloat = 44
    /// The bar's height in a compact-height environment (a phone in landscape), UIKit's 32.
    package static let compactHeight: CGFloat = 32

    /// The bar's height now: 32 points in compact height, else 44.
    package var barHeight: CGFloat {
        traitCollection.verticalSizeClass == .compact ? Self.compactHeight : Self.defaultHeight
    }
    /// Space at either end of the bar (UIKit's 16-point margins on phones).
    static let sideMargin: CGFloat = 16

    /// The items, left to right.
    open var items: [UIBarButtonItem]? {
        get { storedItems.isEmpty ? nil : storedItems }
        set { setItems(newValue, animated: false) }
    }
    /// The legacy dark (`.black`) or light look; `.black` draws the bar in the dark style.
    open var barStyle: UIBarStyle = .default {
        didSet { noteAppearanceSet(.toolbarStyle); overrideUserInterfaceStyle = barStyle == .default ? .unspecified : .dark }
    }
    /// Whether the background lets content show through: a blur of the content beneath the
    /// bar; true by default. An opaque bar fills the opaque bar colour instead.
    // UIKit divergence: only the look changes; content under an opaque bar is laid out as under a
    // translucent one (`extendedLayoutIncludesOpaqueBars` is not consulted).
    open var isTranslucent = true {
        didSet {
            noteAppearanceSet(.toolbarIsTranslucent)
            if isTranslucent != oldValue { refresh() }
        }
    }
    /// The background colour of bars drawn with the standard material (the legacy property).
    open var barTintColor: UIColor? { didSet { noteAppearanceSet(.toolbarTintColor); refresh() } }
    /// The look of the bar when content is behind it.
    open var standardAppearance: UIToolbarAppearance {
        get { storedStandardAppearance }
        set { noteAppearanceSet(.toolbarStandardAppearance); storedStandardAppearance = newValue.copy(); refresh() }
    }
    /// The look in compact heights; `nil` means the standard appearance.
    open var compactAppearance: UIToolbarAppearance? {
        get { storedCompactAppearance }
        set { noteAppearanceSet(.toolbarCompactAppearance); storedCompactAppearance = newValue?.copy(); refresh() }
    }
    /// The look while the content above reaches its bottom edge; `nil` means the standard
    /// appearance with a transparent background (iOS 15's default).
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { storedScrollEdgeAppearance }
        set { noteAppearanceSet(.toolbarScrollEdgeAppearance); storedScrollEdgeAppearance = newValue?.copy(); refresh() }
    }
    /// The look at the scroll edge in compact heights.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { storedCompactScrollEdgeAppearance }
        set { storedCompactScrollEdgeAppearance = newValue?.copy(); refresh() }
    }

    /// Whether the content above the bar reaches its bottom edge (set by the navigation
    /// controller; false for a toolbar on its own, which then draws its standard look).
    package var isAtScrollEdge = false { didSet { if isAtScrollEdge != oldValue { refresh() } } }

    private var storedItems: [UIBarButtonItem] = []
    private var storedStandardAppearance = UIToolbarAppearance()
    private var storedCompactAppearance: UIToolbarAppearance?
    private var storedScrollEdgeAppearance: UIToolbarAppearance?
    private var storedCompactScrollEdgeAppearance: UIToolbarAppearance?
    package let background = BarBackgroundView(contentEdge: .top)
    private var row: BarItemRow?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        row = BarItemRow(host: self)
        refresh()
    }

    public required init?(coder: NSCoder) {
        Fatal.stop("UIToolbar(coder:) is not supported: archives are not decoded")
    }

    /// Replaces the items.
    // UIKit divergence: never animated; the items change at once.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        storedItems = items ?? []
        for item in storedItems { item.onChange = { [weak self] in self?.refresh() } }
        refresh()
    }

    /// The views of the items (spaces have none), left to right.
    package var itemViews: [UIView] { row?.itemViews ?? [] }

    /// The appearance drawn now (see ``scrollEdgeAppearance``).
    package var resolvedAppearance: UIToolbarAppearance {
        let compact = traitCollection.verticalSizeClass == .compact
        var standard = storedStandardAppearance
        if compact, let compactOne = storedCompactAppearance { standard = compactOne }
        guard isAtScrollEdge else { return standard }
        if compact, let edge = storedCompactScrollEdgeAppearance { return edge }
        if let edge = storedScrollEdgeAppearance { return edge }
        let transparent = standard.copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    private func refresh() {
        guard let row else { return }
        let appearance = resolvedAppearance
        background.apply(appearance, barTintColor: barTintColor, isTranslucent: isTranslucent)
        row.setItems(storedItems) { style in
            style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
        }
        setNeedsLayout()
    }

    /// 44 points tall, 32 in compact height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: barHeight)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { refresh() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        row?.layoutFilling(
            minX: Self.sideMargin, maxX: bounds.width - Self.sideMargin, rowMinY: 0, rowHeight: min(bounds.height, barHeight))
        if let row, effectiveUserInterfaceLayoutDirection == .rightToLeft {
            // Right to left the first item is at the right.
            for view in row.itemViews { view.frame = view.frame.mirroredHorizontally(in: bounds) }
        }
    }
}
