import Foundation

/// A search field with an optional prompt above it, a Cancel button beside it and a scope bar
/// below it, reporting what the user does to its ``delegate``.
///
/// The bar is a row holding ``searchTextField`` (a rounded grey field with a magnifying glass),
/// and, while ``showsCancelButton``, a Cancel button at the trailing edge. With
/// ``showsScopeBar`` and ``scopeButtonTitles`` a segmented scope bar sits below the row; with a
/// ``prompt`` a line of text sits above it. The ``searchBarStyle`` decides whether the bar draws
/// its own background (`.default`, `.prominent`) or only the field (`.minimal`); inside a
/// navigation bar it never draws one.
///
/// Setting ``text`` does not call the delegate; the user's edits do (see
/// ``UISearchBarDelegate`` for the order). A bar that belongs to a ``UISearchController``
/// also drives it: editing activates it, each change updates its results, Cancel deactivates it.
/// - Note: See https://developer.apple.com/documentation/uikit/uisearchbar
// Limitation: no bookmark or results-list button, no background or scope-bar images, and the
// Cancel button and scope bar appear and disappear without animation.
@MainActor @preconcurrency
open class UISearchBar: UIView {
    /// The height of the row holding the field (UIKit's 56 points for a bar of its own).
    package static let rowHeight: CGFloat = 56
    /// The height the scope bar adds below the row [CHOSEN: a 32-point segmented control with
    /// 12 points below it, as iOS draws it].
    package static let scopeBarHeight: CGFloat = 44
    /// The height a prompt adds above the row (as a navigation bar's prompt).
    package static let promptHeight: CGFloat = 30
    /// Space between the field and the Cancel button [CHOSEN].
    package static let cancelGap: CGFloat = 8

    /// The text in the field; `""` when empty. Setting it does not call the delegate.
    open var text: String? {
        get { searchTextField.text }
        set {
            searchTextField.text = newValue
            searchTextField.invalidateIntrinsicContentSize()
        }
    }

    /// The hint shown in the empty field.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line of text shown above the field.
    open var prompt: String? {
        didSet {
            promptLabel.text = prompt
            promptLabel.isHidden = prompt == nil
            geometryDidChange()
        }
    }

    /// Whether the bar draws its own background (default `.default`).
    open var searchBarStyle: Style = .default { didSet { noteAppearanceSet(.searchBarStyle); updateBackground() } }

    /// The legacy light or dark look; `.black` draws the bar in the dark style.
    open var barStyle: UIBarStyle = .default {
        didSet { overrideUserInterfaceStyle = barStyle == .default ? .unspecified : .dark }
    }

    /// The colour of the bar's background, when it draws one.
    open var barTintColor: UIColor? { didSet { noteAppearanceSet(.searchBarTintColor); updateBackground() } }

    /// Whether the background lets content show through; stored (there is no blur).
    // UIKit divergence: there is no blur, so translucent and opaque bars look the same.
    open var isTranslucent = true { didSet { noteAppearanceSet(.searchBarIsTranslucent) } }

    /// The object told about editing, the buttons and the scope bar; held weakly.
    open weak var delegate: (any UISearchBarDelegate)?

    /// The field the user types into.
    public let searchTextField: UISearchTextField

    /// Whether the Cancel button shows (default false); setting it does not animate.
    open var showsCancelButton: Bool {
        get { cancelButtonShown }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// The titles of the scope bar's buttons; the scope bar shows only with two or more
    /// [CHOSEN: UIKit draws nothing useful with fewer].
    open var scopeButtonTitles: [String]? {
        didSet {
            rebuildScopeBar()
            geometryDidChange()
        }
    }

    /// The index of the selected scope button (default 0).
    open var selectedScopeButtonIndex: Int = 0 {
        didSet { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex }
    }

    /// Whether the scope bar shows (default false).
    open var showsScopeBar: Bool {
        get { scopeBarShown }
        set { setShowsScope(newValue, animated: false) }
    }

    /// The search controller this bar belongs to, which the bar drives.
    package weak var searchController: UISearchController?
    /// Set by a navigation bar hosting the bar: no background, the bar's margins.
    package var isInNavigationBar = false {
        didSet {
            updateBackground()
            setNeedsLayout()
        }
    }
    /// The height of the row holding the field.
    package var fieldRowHeight: CGFloat = UISearchBar.rowHeight { didSet { geometryDidChange() } }
    /// Space at either end of the row.
    package var horizontalMargin: CGFloat = 8 { didSet { setNeedsLayout() } }

    package let cancelButton = SearchBarCancelButton()
    package let scopeBar = UISegmentedControl(items: nil)
    private let promptLabel = UILabel()
    private let backgroundFill = UIView()
    private var cancelButtonShown = false
    private var scopeBarShown = false
    private let fieldListener = SearchFieldListener()

    public override init(frame: CGRect) {
        searchTextField = UISearchTextField(frame: .zero)
        super.init(frame: frame)
        setUpBar()
    }

    /// Archived bars are not supported; this exists so code written for UIKit compiles.
    public required init?(coder: NSCoder) {
        Fatal.stop("UISearchBar(coder:) is not supported: archives are not decoded")
    }

    /// Creates a bar with no frame; its height comes from ``sizeThatFits(_:)``.
    public convenience init() {
        self.init(frame: .zero)
    }

    private func setUpBar() {
        backgroundFill.isUserInteractionEnabled = false
        addSubview(backgroundFill)
        promptLabel.font = BarFonts.prompt(compatibleWith: nil)
        promptLabel.adjustsFontForContentSizeCategory = true
        promptLabel.textColor = .secondaryLabel
        promptLabel.textAlignment = .center
        promptLabel.isHidden = true
        addSubview(promptLabel)
        searchTextField.placeholder = "Search"
        searchTextField.font = BarFonts.item(compatibleWith: nil)
        searchTextField.adjustsFontForContentSizeCategory = true
        fieldListener.bar = self
        searchTextField.delegate = fieldListener
        searchTextField.addAction(UIAction { [weak self] _ in self?.fieldTextDidChange() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.titleLabel?.font = BarFonts.item(compatibleWith: nil)
        cancelButton.titleLabel?.adjustsFontForContentSizeCategory = true
        cancelButton.accessibilityIdentifier = "Cancel"
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        addSubview(cancelButton)
        scopeBar.isHidden = true
        scopeBar.addAction(UIAction { [weak self] _ in self?.scopeChanged() }, for: .valueChanged)
        addSubview(scopeBar)
        updateBackground()
    }

    /// Shows or hides the Cancel button.
    // UIKit divergence: `animated` is ignored; the button appears and disappears at once.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != cancelButtonShown else { return }
        cancelButtonShown = showsCancelButton
        cancelButton.isHidden = !showsCancelButton
        setNeedsLayout()
    }

    /// Shows or hides the scope bar.
    // UIKit divergence: `animated` is ignored; the scope bar appears and disappears at once.
    open func setShowsScope(_ show: Bool, animated: Bool) {
        guard show != scopeBarShown else { return }
        scopeBarShown = show
        geometryDidChange()
    }

    // MARK: Geometry

    /// Whether the scope bar is shown now.
    package var isScopeBarVisible: Bool { scopeBarShown && (scopeButtonTitles?.count ?? 0) >= 2 }

    /// The bar's height: the prompt, the row and the scope bar as they show.
    package var barHeight: CGFloat {
        (prompt == nil ? 0 : Self.promptHeight) + fieldRowHeight + (isScopeBarVisible ? Self.scopeBarHeight : 0)
    }

    /// The bar's own width and its height as it stands.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: barHeight)
    }

    /// No intrinsic width; the height of the prompt, row and scope bar.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundFill.frame = bounds
        let margin = horizontalMargin
        let promptHeight = prompt == nil ? 0 : Self.promptHeight
        promptLabel.frame = CGRect(x: margin, y: 0, width: max(0, bounds.width - 2 * margin), height: promptHeight)
        let rowY = promptHeight
        var fieldRight = bounds.width - margin
        if cancelButtonShown {
            let size = cancelButton.sizeThatFits(bounds.size)
            let x = bounds.width - margin - size.width
            cancelButton.frame = CGRect(x: x, y: rowY, width: size.width, height: fieldRowHeight)
            fieldRight = x - Self.cancelGap
        }
        let fieldHeight = UISearchTextField.fieldHeight
        searchTextField.frame = CGRect(
            x: margin, y: rowY + ((fieldRowHeight - fieldHeight) / 2).rounded(), width: max(0, fieldRight - margin),
            height: fieldHeight)
        let showsScope = isScopeBarVisible
        scopeBar.isHidden = !showsScope
        if showsScope {
            scopeBar.frame = CGRect(
                x: margin, y: rowY + fieldRowHeight, width: max(0, bounds.width - 2 * margin),
                height: Self.scopeBarHeight - 12)
        }
    }

    /// A touch in the bar's own padding around the field (the field's row, from the leading
    /// edge to the Cancel button) goes to the field, so the whole row height is its target, as
    /// on iOS; see `fieldTarget(at:hit:)`.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return fieldTarget(at: point, hit: hit) ?? hit
    }

    /// The bar's height changed: its own size, and a hosting navigation bar, follow.
    private func geometryDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        searchController?.searchBarGeometryDidChange()
    }

    private func updateBackground() {
        let draws = !isInNavigationBar && searchBarStyle != .minimal
        backgroundFill.isHidden = !draws
        backgroundFill.backgroundColor = barTintColor ?? .systemBackground
    }

    private func rebuildScopeBar() {
        scopeBar.removeAllSegments()
        for (index, title) in (scopeButtonTitles ?? []).enumerated() {
            scopeBar.insertSegment(withTitle: title, at: index, animated: false)
        }
        if let titles = scopeButtonTitles, titles.indices.contains(selectedScopeButtonIndex) {
            scopeBar.selectedSegmentIndex = selectedScopeButtonIndex
        }
    }

    // MARK: Events

    private func fieldTextDidChange() {
        let current = text ?? ""
        delegate?.searchBar(self, textDidChange: current)
        searchController?.searchBarTextDidChange()
    }

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelButtonTapped()
    }

    private func scopeChanged() {
        let index = scopeBar.selectedSegmentIndex
        guard index != UISegmentedControl.noSegment, index != selectedScopeButtonIndex else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
    }

    /// The field asks to begin editing: the delegate decides, then an owning search controller
    /// activates.
    fileprivate func fieldShouldBeginEditing() -> Bool {
        if let delegate, !delegate.searchBarShouldBeginEditing(self) { return false }
        searchController?.searchBarWillBeginEditing()
        return true
    }

    fileprivate func fieldDidBeginEditing() {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
    }

    fileprivate func fieldShouldEndEditing() -> Bool { delegate?.searchBarShouldEndEditing(self) ?? true }

    fileprivate func fieldDidEndEditing() { delegate?.searchBarTextDidEndEditing(self) }

    fileprivate func fieldShouldChange(_ range: NSRange, _ replacement: String) -> Bool {
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    fileprivate func fieldReturned() { delegate?.searchBarSearchButtonClicked(self) }
}

/// Turns the field's delegate calls into the search bar's.
@MainActor
private final class SearchFieldListener: UITextFieldDelegate {
    weak var bar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { bar?.fieldShouldBeginEditing() ?? true }
    func textFieldDidBeginEditing(_ textField: UITextField) { bar?.fieldDidBeginEditing() }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { bar?.fieldShouldEndEditing() ?? true }
    func textFieldDidEndEditing(_ textField: UITextField) { bar?.fieldDidEndEditing() }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    { bar?.fieldShouldChange(range, string) ?? true }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar?.fieldReturned()
        return false
    }
}
