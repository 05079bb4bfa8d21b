import Foundation

/// The bar at the top of a navigation controller: the top item's title in the middle (or drawn
/// large below the buttons), a back button (titled by the item below) and the left items at the
/// left, the right items at the right, an optional prompt above, and a background drawn from
/// its appearances: the scroll-edge appearance while the content is at its top, the standard
/// one once content scrolls under the bar.
/// - Note: See https://developer.apple.com/documentation/uikit/uinavigationbar
@MainActor @preconcurrency
open class UINavigationBar: UIView {
    /// The height of the row of buttons and title (UIKit's compact bar height).
    public static let defaultHeight: CGFloat = 44
    /// The row's height in a compact-height environment (a phone in landscape), UIKit's 32.
    package static let compactHeight: CGFloat = 32
    /// The height the large title adds below the row (a 96-point bar, as on iOS).
    package static let largeTitleAreaHeight: CGFloat = 52
    /// The height a prompt adds above the row (UIKit's 30).
    package static let promptHeight: CGFloat = 30
    /// Space at either end of the bar (UIKit's 16-point margins on phones).
    static let sideMargin: CGFloat = 16
    /// Space between the large title's bottom and the bar's [CHOSEN: measured from iOS, about 8].
    static let largeTitleBottomInset: CGFloat = 8

    /// The items, bottom first; the last is shown.
    open var items: [UINavigationItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    /// The item shown.
    open var topItem: UINavigationItem? { storedItems.last }
    /// The item below the top one, whose title the back button shows.
    open var backItem: UINavigationItem? { storedItems.count >= 2 ? storedItems[storedItems.count - 2] : nil }

    /// Whether titles are drawn large (34-point bold, below the buttons) for items whose
    /// ``UINavigationItem/largeTitleDisplayMode`` allows it.
    open var prefersLargeTitles = false { didSet { refresh() } }
    /// Attributes of the inline title (`.font`, `.foregroundColor`) used where the appearance
    /// sets none.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { noteAppearanceSet(.navigationBarTitleTextAttributes); refresh() } }
    /// Attributes of the large title (`.font`, `.foregroundColor`) used where the appearance
    /// sets none.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { noteAppearanceSet(.navigationBarLargeTitleTextAttributes); refresh() } }
    /// The legacy dark (`.black`) or light look; `.black` draws the bar in the dark style.
    open var barStyle: UIBarStyle = .default { didSet { noteAppearanceSet(.navigationBarStyle); applyBarStyle() } }
    /// Whether the background lets content show through: a blur of the content beneath the
    /// bar; true by default. An opaque bar fills the opaque bar colour instead.
    // UIKit divergence: only the look changes; content under an opaque bar is laid out as under a
    // translucent one (`extendedLayoutIncludesOpaqueBars` is not consulted).
    open var isTranslucent = true {
        didSet {
            noteAppearanceSet(.navigationBarIsTranslucent)
            if isTranslucent != oldValue { refresh() }
        }
    }
    /// The background colour of bars drawn with the standard material (the legacy property).
    open var barTintColor: UIColor? { didSet { noteAppearanceSet(.navigationBarTintColor); refresh() } }
    /// The look of the bar (content scrolled under it, or no scroll-edge appearance given).
    open var standardAppearance: UINavigationBarAppearance {
        get { storedStandardAppearance }
        set {
            noteAppearanceSet(.navigationBarStandardAppearance)
            storedStandardAppearance = newValue.copy()
            standardAppearanceSetByApp = true
            refresh()
        }
    }
    /// The look in compact heights; `nil` means the standard appearance.
    open var compactAppearance: UINavigationBarAppearance? {
        get { storedCompactAppearance }
        set { noteAppearanceSet(.navigationBarCompactAppearance); storedCompactAppearance = newValue?.copy(); refresh() }
    }
    /// The look while the content is at its top edge; `nil` means the standard appearance
    /// with a transparent background (iOS 15's default).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { noteAppearanceSet(.navigationBarScrollEdgeAppearance); storedScrollEdgeAppearance = newValue?.copy(); refresh() }
    }
    /// The look at the scroll edge in compact heights.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedCompactScrollEdgeAppearance }
        set { noteAppearanceSet(.navigationBarCompactScrollEdgeAppearance); storedCompactScrollEdgeAppearance = newValue?.copy(); refresh() }
    }

    /// The image drawn under the bar's hairline in place of it, used only while a background
    /// image is set (``setBackgroundImage(_:for:)``); an empty `UIImage()` removes the hairline.
    /// Ignored when the app gave the bar or its top item an appearance.
    open var shadowImage: UIImage? { didSet { refresh() } }

    /// Sets the image drawn as the bar's background for `barMetrics` in place of its blur and
    /// colour (`nil` removes it); an empty `UIImage()` leaves the bar transparent. Ignored when
    /// the app gave the bar or its top item an appearance (see
    /// `UINavigationBar+LegacyAppearance.swift`).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        legacyBackgroundImages[barMetrics] = backgroundImage
        refresh()
    }

    /// The background image set for `barMetrics`, if any.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        legacyBackgroundImages[barMetrics]
    }

    /// Called when the back button is tapped (the navigation controller pops).
    package var backAction: (@MainActor () -> Void)?
    /// Called when a change of items or settings changed the bar's height (a prompt, a large
    /// title), so the navigation controller lays the bar and its content out again.
    package var heightDidChange: (@MainActor () -> Void)?
    private var lastReportedHeight: CGFloat = 0
    /// Whether the content under the bar is at its top edge (set by the navigation controller
    /// as the content scrolls; true when there is no scroll view).
    package var isAtScrollEdge = true { didSet { if isAtScrollEdge != oldValue { refresh() } } }
    /// How much of the large title area shows (0…``fullLargeTitleHeight``), following the
    /// content's scroll offset.
    package var visibleLargeTitleHeight: CGFloat = UINavigationBar.largeTitleAreaHeight {
        didSet { if visibleLargeTitleHeight != oldValue { setNeedsLayout() } }
    }

    private var storedItems: [UINavigationItem] = []
    private var storedStandardAppearance = UINavigationBarAppearance()
    /// Whether the app set ``standardAppearance`` (the legacy images then no longer apply).
    var standardAppearanceSetByApp = false
    private var legacyBackgroundImages: [UIBarMetrics: UIImage] = [:]
    private var storedCompactAppearance: UINavigationBarAppearance?
    private var storedScrollEdgeAppearance: UINavigationBarAppearance?
    private var storedCompactScrollEdgeAppearance: UINavigationBarAppearance?
    package let background = BarBackgroundView(contentEdge: .bottom)
    package let titleLabel = UILabel()
    package let largeTitleLabel = UILabel()
    private let largeTitleArea = UIView()
    package let promptLabel = UILabel()
    package let backButton = UIButton(type: .system)
    private var leftRow: BarItemRow!
    private var rightRow: BarItemRow!
    private var shownTitleView: UIView?
    /// The area below the row (and large title) holding the top item's search bar
    /// (UINavigationBar+Search.swift).
    package let searchArea = UIView()
    /// The search bar shown in ``searchArea``.
    package var shownSearchBar: UISearchBar?
    /// While set (an active search controller hiding the bar), only the search bar shows.
    package var showsSearchOnly = false { didSet { if showsSearchOnly != oldValue { refresh() } } }
    /// How much of the search area shows (0…``searchAreaHeight``), following the content's
    /// scroll offset.
    package var visibleSearchHeight: CGFloat = .greatestFiniteMagnitude {
        didSet { if visibleSearchHeight != oldValue { setNeedsLayout() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        titleLabel.font = BarFonts.title(compatibleWith: nil)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textAlignment = .center
        titleLabel.accessibilityIdentifier = "UINavigationBar.title"
        addSubview(titleLabel)
        largeTitleArea.clipsToBounds = true
        largeTitleArea.isUserInteractionEnabled = false
        largeTitleLabel.accessibilityIdentifier = "UINavigationBar.largeTitle"
        largeTitleLabel.adjustsFontForContentSizeCategory = true
        largeTitleArea.addSubview(largeTitleLabel)
        addSubview(largeTitleArea)
        searchArea.clipsToBounds = true
        addSubview(searchArea)
        promptLabel.font = BarFonts.prompt(compatibleWith: nil)
        promptLabel.adjustsFontForContentSizeCategory = true
        promptLabel.textAlignment = .center
        promptLabel.accessibilityIdentifier = "UINavigationBar.prompt"
        addSubview(promptLabel)
        backButton.accessibilityIdentifier = "UINavigationBar.back"
        backButton.titleLabel?.font = BarFonts.item(compatibleWith: nil)
        backButton.titleLabel?.adjustsFontForContentSizeCategory = true
        backButton.addAction(UIAction { [weak self] _ in self?.backAction?() }, for: .touchUpInside)
        addSubview(backButton)
        leftRow = BarItemRow(host: self)
        rightRow = BarItemRow(host: self)
        refresh()
    }

    public required init?(coder: NSCoder) {
        Fatal.stop("UINavigationBar(coder:) is not supported: archives are not decoded")
    }

    /// Replaces the items (the last one is shown).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in storedItems { item.onChange = nil }
        storedItems = items ?? []
        for item in storedItems { item.onChange = { [weak self] in self?.refresh() } }
        refresh()
    }

    /// Puts `item` on top.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems(storedItems + [item], animated: animated)
    }

    /// Takes the top item off and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = storedItems.last else { return nil }
        setItems(Array(storedItems.dropLast()), animated: animated)
        return top
    }

    /// The bar's height as it stands: prompt, row, and the part of the large title shown.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: currentHeight)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // When the text size changed too, `contentSizeCategoryDidChange()` has just refreshed
        // the bar with these same traits (the trait delivery calls it first): a second refresh
        // would set every title, font and row again to the same values.
        let categoryChanged = previousTraitCollection.map {
            $0.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
        } ?? false
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass, !categoryChanged {
            refresh()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBarContent()
    }

    // MARK: Geometry

    /// Whether the top item's title is drawn large.
    package var showsLargeTitle: Bool {
        // A compact-height bar (a phone in landscape) never shows the large title, as on iOS.
        guard prefersLargeTitles, !storedItems.isEmpty, traitCollection.verticalSizeClass != .compact else {
            return false
        }
        for item in storedItems.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The height of the row of buttons and title now: 32 points in compact height, else 44.
    package var rowHeight: CGFloat {
        traitCollection.verticalSizeClass == .compact ? Self.compactHeight : Self.defaultHeight
    }

    /// The prompt's height when the top item has one.
    package var promptAreaHeight: CGFloat { topItem?.prompt == nil ? 0 : Self.promptHeight }

    /// The bar's height with the large title fully shown (when there is one).
    package var expandedHeight: CGFloat {
        if showsSearchOnly { return searchAreaHeight }
        return promptAreaHeight + rowHeight + (showsLargeTitle ? fullLargeTitleHeight : 0) + searchAreaHeight
    }

    /// The bar's height now.
    package var currentHeight: CGFloat {
        if showsSearchOnly { return searchAreaHeight }
        return promptAreaHeight + rowHeight + (showsLargeTitle ? visibleLargeTitleHeight : 0)
            + shownSearchHeight
    }

    // MARK: Appearance

    /// The appearance drawn now: the item's, then the bar's, for the scroll edge or not, in
    /// compact heights or not; at the scroll edge without one, the standard appearance with a
    /// transparent background.
    package var resolvedAppearance: UINavigationBarAppearance {
        let item = topItem
        let compact = traitCollection.verticalSizeClass == .compact
        var standard = item?.standardAppearance ?? storedStandardAppearance
        if compact, let compactOne = item?.compactAppearance ?? storedCompactAppearance { standard = compactOne }
        guard isAtScrollEdge else { return standard }
        if compact, let edge = item?.compactScrollEdgeAppearance ?? storedCompactScrollEdgeAppearance { return edge }
        if let edge = item?.scrollEdgeAppearance ?? storedScrollEdgeAppearance { return edge }
        let transparent = standard.copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// Shows the top item's title, buttons and the appearance.
    package func refresh() {
        guard let leftRow, let rightRow else { return }
        let top = storedItems.last
        let appearance = applyingLegacyImages(to: resolvedAppearance)
        background.apply(appearance, barTintColor: barTintColor, isTranslucent: isTranslucent)
        let titleAttributes = appearance.titleTextAttributes.merging(titleTextAttributes ?? [:]) { own, _ in own }
        titleLabel.font = (titleAttributes[.font] as? UIFont) ?? BarFonts.title(compatibleWith: traitCollection)
        titleLabel.textColor = (titleAttributes[.foregroundColor] as? UIColor) ?? SemanticColors.label
        titleLabel.text = top?.title
        let largeAttributes = appearance.largeTitleTextAttributes.merging(largeTitleTextAttributes ?? [:]) { own, _ in own }
        largeTitleLabel.font = (largeAttributes[.font] as? UIFont) ?? BarFonts.largeTitle(compatibleWith: traitCollection)
        largeTitleLabel.textColor = (largeAttributes[.foregroundColor] as? UIColor) ?? SemanticColors.label
        largeTitleLabel.text = top?.title
        promptLabel.text = top?.prompt
        promptLabel.isHidden = top?.prompt == nil
        promptLabel.textColor = titleLabel.textColor

        if shownTitleView !== top?.titleView {
            if let shownTitleView, shownTitleView.superview === self { shownTitleView.removeFromSuperview() }
            shownTitleView = top?.titleView
            if let shownTitleView { addSubview(shownTitleView) }
        }

        let showsBack = backItem != nil && !(top?.hidesBackButton ?? false) && !showsSearchOnly
            && (top?.leftBarButtonItems == nil || top?.leftItemsSupplementBackButton == true)
        backButton.isHidden = !showsBack
        let backTitle = backItem?.backTitleForNextItem ?? "Back"
        // Right to left the back button reads from the right: a right-to-left mark starts the
        // title so the chevron (a mirrored character) leads it there and points right.
        let chevron = effectiveUserInterfaceLayoutDirection == .rightToLeft ? "\u{200F}\u{2039}" : "\u{2039}"
        backButton.setTitle(backTitle.isEmpty ? chevron : chevron + " " + backTitle, for: .normal)
        backButton.accessibilityLabel = backTitle.isEmpty ? "Back" : backTitle
        let backAttributes = appearance.backButtonAppearance.normal.titleTextAttributes
        backButton.titleLabel?.font = (backAttributes[.font] as? UIFont) ?? BarFonts.item(compatibleWith: traitCollection)
        backButton.setTitleColor(backAttributes[.foregroundColor] as? UIColor, for: .normal)

        let buttons: (UIBarButtonItem.Style) -> UIBarButtonItemAppearance? = { style in
            style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
        }
        leftRow.setItems(top?.leftBarButtonItems ?? [], appearance: buttons)
        rightRow.setItems(top?.rightBarButtonItems ?? [], appearance: buttons)
        updateSearchBar()
        setNeedsLayout()
        reportHeightIfChanged()
    }

    /// Tells the navigation controller when the bar's height is not what it last reported.
    package func reportHeightIfChanged() {
        if currentHeight != lastReportedHeight {
            lastReportedHeight = currentHeight
            heightDidChange?()
        }
    }

    /// The views of the top item's left items, left to right.
    package var leftItemViews: [UIView] { leftRow?.itemViews ?? [] }
    /// The views of the top item's right items, the first (rightmost) first.
    package var rightItemViews: [UIView] { rightRow?.itemViews ?? [] }

    private func applyBarStyle() {
        overrideUserInterfaceStyle = barStyle == .default ? .unspecified : .dark
        refresh()
    }

    /// Lays out the background, the prompt, the row (back button, left items, title or title
    /// view, right items) and the large title area.
    private func layoutBarContent() {
        background.extensionLength = frame.minY
        background.frame = bounds
        setRowHidden(showsSearchOnly)
        if showsSearchOnly {
            titleLabel.isHidden = true
            largeTitleArea.isHidden = true
            promptLabel.isHidden = true
            layoutSearchArea(at: 0)
            return
        }
        promptLabel.isHidden = topItem?.prompt == nil
        let promptHeight = promptAreaHeight
        promptLabel.frame = CGRect(x: Self.sideMargin, y: 0, width: max(0, bounds.width - 2 * Self.sideMargin), height: promptHeight)
        let rowY = promptHeight
        let rowHeight = self.rowHeight
        let margin = Self.sideMargin
        var leftEdge = margin
        if !backButton.isHidden {
            let size = backButton.sizeThatFits(bounds.size)
            // The chevron sits closer to the edge than titled items, as in UIKit.
            backButton.frame = CGRect(x: margin / 2, y: rowY, width: size.width, height: rowHeight)
            leftEdge = backButton.frame.maxX + BarItemRow.spacing
        }
        if let leftRow, !leftRow.items.isEmpty {
            leftEdge = leftRow.layoutLeading(from: leftEdge, rowMinY: rowY, rowHeight: rowHeight) + BarItemRow.spacing
        }
        var rightEdge = bounds.width - margin
        if let rightRow, !rightRow.items.isEmpty {
            rightEdge = rightRow.layoutTrailing(from: rightEdge, rowMinY: rowY, rowHeight: rowHeight) - BarItemRow.spacing
        }
        // The title is centred in the bar, narrowed to stay clear of the buttons.
        let inset = max(leftEdge, bounds.width - rightEdge)
        let titleWidth = max(0, bounds.width - 2 * inset)
        titleLabel.frame = CGRect(x: inset, y: rowY, width: titleWidth, height: rowHeight)
        if let shownTitleView {
            var size = shownTitleView.bounds.size
            if size == .zero { size = shownTitleView.sizeThatFits(CGSize(width: titleWidth, height: rowHeight)) }
            size.width = min(size.width, max(0, rightEdge - leftEdge))
            size.height = min(size.height, rowHeight)
            var x = (bounds.width - size.width) / 2
            x = min(max(x, leftEdge), max(leftEdge, rightEdge - size.width))
            shownTitleView.frame = CGRect(x: x, y: rowY + (rowHeight - size.height) / 2, width: size.width, height: size.height)
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            // The row was worked out left to right; right to left the back button and the
            // left items (the leading ones) go to the right, the right items to the left.
            let placed = (backButton.isHidden ? [] : [backButton]) + leftItemViews + rightItemViews
                + (shownTitleView.map { [$0] } ?? [])
            for view in placed { view.frame = view.frame.mirroredHorizontally(in: bounds) }
        }
        let large = showsLargeTitle
        let areaHeight = large ? visibleLargeTitleHeight : 0
        largeTitleArea.isHidden = !large
        largeTitleArea.frame = CGRect(x: 0, y: rowY + rowHeight, width: bounds.width, height: areaHeight)
        let lineHeight = largeTitleLabel.font.lineHeight
        largeTitleLabel.frame = CGRect(
            x: margin, y: areaHeight - Self.largeTitleBottomInset - lineHeight, width: max(0, bounds.width - 2 * margin),
            height: lineHeight)
        // The inline title shows once the large title has scrolled away.
        let inlineShown = !large || areaHeight <= 0
        titleLabel.isHidden = !inlineShown || shownTitleView != nil
        layoutSearchArea(at: rowY + rowHeight + areaHeight)
    }

    /// Hides (or shows again) the row's buttons and title view while only the search bar shows.
    private func setRowHidden(_ hidden: Bool) {
        let alpha: CGFloat = hidden ? 0 : 1
        for view in leftItemViews + rightItemViews where view.alpha != alpha { view.alpha = alpha }
        if let shownTitleView, shownTitleView.alpha != alpha { shownTitleView.alpha = alpha }
    }
}
