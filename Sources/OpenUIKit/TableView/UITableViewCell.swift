import Foundation

/// One row of a table view: a ``contentView`` holding the row's views, the built-in labels and
/// image of the standard styles, an accessory, and the selected and highlighted looks.
/// Cells are reused: the table view takes a cell that scrolled off screen, calls
/// ``prepareForReuse()``, and hands it out again for another row.
/// - Note: See https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor @preconcurrency
open class UITableViewCell: UIView {
    /// The layouts of the built-in labels.
    public enum CellStyle: Int, Sendable {
        /// A text label (and image) at the leading edge.
        case `default`
        /// A text label at the leading edge and a grey detail label at the trailing edge.
        case value1
        /// A blue, right-aligned text label in a narrow column, then the detail label.
        case value2
        /// A text label with a smaller detail label under it.
        case subtitle
    }

    /// The standard view at the trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a selected or highlighted cell looks.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// What editing a row does.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// The style the cell was made with.
    public let cellStyle: CellStyle
    /// The identifier the table view keeps the cell's reuse queue under.
    open private(set) var reuseIdentifier: String?
    /// The view to add the row's content to; it is inset by the accessory and follows a swipe.
    public let contentView: UIView

    /// The selected look (`selectedBackgroundView`, highlighted labels); set with
    /// ``setSelected(_:animated:)``.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// The touched look; set with ``setHighlighted(_:animated:)``.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    /// How the cell looks when selected or highlighted; `.default` shows a grey background.
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionLook() }
    }
    /// The standard accessory at the trailing edge.
    open var accessoryType: AccessoryType = .none {
        didSet { accessoryTypeDidChange(from: oldValue) }
    }
    /// A view shown at the trailing edge instead of the standard accessory.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// A view behind the content; nil by default.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// A view behind the content while the cell is selected or highlighted; by default a grey
    /// fill made when first needed.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectionLook()
        }
    }
    /// Whether the cell is in editing mode (set by the table view's `setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    /// Inset of the separator line at the bottom; by default the table's
    /// ``UITableView/separatorInset``: where the built-in text starts (16 points from the
    /// leading edge, 20 in an inset-grouped table) unless the table sets another.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet {
            if !isApplyingTableStyle { hasCustomSeparatorInset = true }
            setNeedsLayout()
        }
    }

    /// The colour the bounds are filled with; until set, the table's style picks it
    /// (`systemBackground` in plain tables, `secondarySystemGroupedBackground` in grouped and
    /// inset-grouped ones).
    open override var backgroundColor: UIColor? {
        didSet { if !isApplyingTableStyle { hasCustomBackgroundColor = true } }
    }

    /// The content and background configurations and their pending update.
    let configurationSlots = ConfigurationSlots()
    /// The separator inset of the table showing the cell, used while the cell sets none.
    var tableSeparatorInset: UIEdgeInsets? {
        didSet { if oldValue != tableSeparatorInset { applyTableStyle() } }
    }
    /// The style of the table that dequeued the cell (it picks the default background).
    var listStyle: UITableView.Style? {
        didSet { if oldValue != listStyle { applyTableStyle() } }
    }
    /// Whether the table showing the cell keeps its automatic separator inset (the app set
    /// none): the separator then starts at the text when an image comes before it.
    var tableSeparatorInsetIsAutomatic = true {
        didSet { if oldValue != tableSeparatorInsetIsAutomatic { setNeedsLayout() } }
    }
    /// Whether the app set ``backgroundColor`` or ``separatorInset`` itself (the table's style
    /// then no longer picks them).
    var hasCustomBackgroundColor = false
    var hasCustomSeparatorInset = false
    /// True while the cell sets its own style defaults (so they do not count as the app's).
    var isApplyingTableStyle = false
    /// The content view's margins before an inset-grouped table widened them.
    var marginsBeforeInsetGrouped: UIEdgeInsets?
    /// Whether the next row of the section is selected or highlighted (iOS hides the separator
    /// between the two).
    var nextRowShowsSelection = false {
        didSet { if oldValue != nextRowShowsSelection { setNeedsLayout() } }
    }
    /// Whether the cell is the first and the last row of its section (an inset-grouped
    /// section rounds the outer corners of those rows).
    var sectionPosition: (isFirst: Bool, isLast: Bool) = (false, false) {
        didSet { if oldValue != sectionPosition { setNeedsLayout() } }
    }
    /// The handler ``configurationUpdateHandler`` stores.
    final var storedConfigurationUpdateHandler: ConfigurationUpdateHandler?
    private var selectedState = false
    private var highlightedState = false
    private var editingState = false
    private var builtInTextLabel: UILabel?
    private var builtInDetailLabel: UILabel?
    private var builtInImageView: UIImageView?
    private var standardAccessory: UIView?
    private var shownSelectionBackground: UIView?
    /// The separator the table view asks for (height 1/scale, nil when turned off).
    let separatorView = UIView()
    /// The table view's separator colour, which the separator is drawn in (nil: the default).
    var separatorColor: UIColor? = .separator {
        didSet { if oldValue !== separatorColor { separatorView.backgroundColor = separatorColor ?? .separator } }
    }
    var separatorHeight: CGFloat = 0 {
        didSet { if oldValue != separatorHeight { setNeedsLayout() } }
    }
    /// How far a swipe moved the content (negative towards the leading side, revealing
    /// trailing actions at the right; positive towards the trailing side, revealing leading
    /// actions at the left), and the actions it shows.
    var swipeOffset: CGFloat = 0 {
        didSet { if oldValue != swipeOffset { setNeedsLayout() } }
    }
    var swipeActionsView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let swipeActionsView { addSubview(swipeActionsView) }
            setNeedsLayout()
        }
    }

    /// Creates a cell of `style` whose reuse queue is `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        contentView = TableCellContentView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableViewConstants.defaultRowHeight))
        setUpCell()
    }

    public required init?(coder: NSCoder) {
        cellStyle = .default
        contentView = TableCellContentView()
        super.init(coder: coder)
        setUpCell()
    }

    /// A `.default` cell without a reuse identifier, sized `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table view makes a cell of a registered class.
    // UIKit divergence: Swift can only instantiate a class object through a required
    // initializer; this one calls init(style:reuseIdentifier:) and is inherited by subclasses
    // that override that initializer and init(coder:) (or declare no initializer).
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    private func setUpCell() {
        isApplyingTableStyle = true
        backgroundColor = .systemBackground
        isApplyingTableStyle = false
        clipsToBounds = true
        contentView.backgroundColor = nil
        contentView.isOpaque = false
        addSubview(contentView)
        separatorView.backgroundColor = .separator
        separatorView.isHidden = true
        addSubview(separatorView)
    }

    // MARK: Built-in views

    /// The main label, made on first use (nil is never returned): the body text style
    /// (subheadline in `.value2`), growing and shrinking with the content size category.
    open var textLabel: UILabel? {
        if let builtInTextLabel { return builtInTextLabel }
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: cellStyle == .value2 ? .subheadline : .body)
        label.adjustsFontForContentSizeCategory = true
        if cellStyle == .value2 {
            label.textColor = .systemBlue
            label.textAlignment = .right
        }
        builtInTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles, made on first
    /// use; nil for `.default`. Its text style is caption 1 under `.subtitle`, body in `.value1`
    /// and subheadline in `.value2`, following the content size category like ``textLabel``.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let builtInDetailLabel { return builtInDetailLabel }
        let label = UILabel()
        label.adjustsFontForContentSizeCategory = true
        switch cellStyle {
        case .subtitle:
            label.font = UIFont.preferredFont(forTextStyle: .caption1)
        case .value1:
            label.font = UIFont.preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        default:
            label.font = UIFont.preferredFont(forTextStyle: .subheadline)
        }
        builtInDetailLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image at the leading edge, made on first use.
    open var imageView: UIImageView? {
        if let builtInImageView { return builtInImageView }
        let view = UIImageView(frame: .zero)
        builtInImageView = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// Whether `view` is one of the built-in labels or the image view, which the cell places
    /// itself (by their measured size) when it lays out.
    func placesBuiltIn(_ view: UIView) -> Bool {
        view === builtInTextLabel || view === builtInDetailLabel || view === builtInImageView
    }

    /// Whether the built-in labels or image are in use (they size the row).
    var usesBuiltInContent: Bool {
        builtInTextLabel != nil || builtInDetailLabel != nil || builtInImageView?.image != nil
    }

    // MARK: Reuse, selection and editing

    /// Called when the table view hands the cell out again; reset state tied to the old row
    /// here. The default ends the selected and highlighted looks and closes a swipe.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
        swipeOffset = 0
        swipeActionsView = nil
    }

    /// Sets the selected look.
    open func setSelected(_ selected: Bool, animated: Bool) {
        let changed = selectedState != selected
        selectedState = selected
        updateSelectionLook()
        if changed {
            setNeedsUpdateConfiguration()
            selectionLookDidChange()
        }
    }

    /// Sets the highlighted (touched) look.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        let changed = highlightedState != highlighted
        highlightedState = highlighted
        updateSelectionLook()
        if changed {
            setNeedsUpdateConfiguration()
            selectionLookDidChange()
        }
    }

    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        let changed = editingState != editing
        editingState = editing
        setNeedsLayout()
        if changed { setNeedsUpdateConfiguration() }
    }

    // MARK: Configurations

    /// The state configurations are updated for: traits, selected, highlighted, editing and
    /// swiped. Override to add to it (call super).
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = swipeOffset != 0
        return state
    }

    /// Restyles the cell for `state`; called before layout after the state changed or
    /// ``setNeedsUpdateConfiguration()`` was called (never call it directly). Runs after the
    /// automatic configuration updates and before ``configurationUpdateHandler``. Does nothing
    /// by default.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    private func updateSelectionLook() {
        // A background configuration draws the selected look itself.
        let shows =
            (selectedState || highlightedState) && selectionStyle != .none
            && configurationSlots.background == nil
        for label in [builtInTextLabel, builtInDetailLabel] { label?.isHighlighted = shows }
        guard shows else {
            shownSelectionBackground?.removeFromSuperview()
            shownSelectionBackground = nil
            return
        }
        let view: UIView
        if let selectedBackgroundView {
            view = selectedBackgroundView
        } else if let shownSelectionBackground {
            view = shownSelectionBackground
        } else {
            view = UIView()
            view.backgroundColor = .systemGray4
        }
        if view !== shownSelectionBackground {
            shownSelectionBackground?.removeFromSuperview()
            shownSelectionBackground = view
            if let backgroundView {
                insertSubview(view, aboveSubview: backgroundView)
            } else {
                insertSubview(view, at: 0)
            }
        }
        setNeedsLayout()
    }

    /// The detail (info) button was tapped: the table's delegate is told, with the row.
    private func accessoryButtonTapped() {
        guard let tableView = superview as? UITableView, let indexPath = tableView.indexPath(for: self) else { return }
        tableView.tableDelegate?.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
    }

    private func accessoryTypeDidChange(from oldValue: AccessoryType) {
        guard accessoryType != oldValue else { return }
        standardAccessory?.removeFromSuperview()
        standardAccessory = nil
        switch accessoryType {
        case .none:
            break
        case .disclosureIndicator, .checkmark:
            let view = TableAccessoryView(kind: accessoryType)
            standardAccessory = view
            addSubview(view)
        case .detailButton, .detailDisclosureButton:
            let view = TableDetailAccessoryView(kind: accessoryType)
            view.onInfoTapped = { [weak self] in self?.accessoryButtonTapped() }
            standardAccessory = view
            addSubview(view)
        }
        setNeedsLayout()
    }

    // MARK: Layout

    /// Places the content view (inset by the accessory and the separator, shifted by a swipe),
    /// the background views, the separator, the accessory and the built-in labels.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        let size = bounds.size
        // Frames are worked out left to right and reflected in a right-to-left layout: the
        // accessory and the separator's inset go to the left, the content to the right.
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let cellBounds = bounds
        func place(_ view: UIView?, _ frame: CGRect) {
            view?.setFrame(frame, mirroredIn: cellBounds, when: rightToLeft)
        }
        let accessory = accessoryView ?? standardAccessory
        let accessoryWidth = self.accessoryWidth
        let contentHeight = max(0, size.height - separatorHeight)
        let wholeRow = CGRect(x: swipeOffset, y: 0, width: size.width, height: size.height)
        place(contentView, CGRect(x: swipeOffset, y: 0, width: max(0, size.width - accessoryWidth), height: contentHeight))
        place(backgroundView, wholeRow)
        place(shownSelectionBackground, wholeRow)
        if let accessory {
            let chevronOrCheck = accessory is TableAccessoryView
            let glyphScale = accessoryGlyphScale
            let accessorySize =
                chevronOrCheck
                ? CGSize(width: TableAccessoryView.size.width * glyphScale, height: TableAccessoryView.size.height * glyphScale)
                : accessory.frame.size
            place(
                accessory,
                CGRect(
                    x: size.width - accessoryWidth + swipeOffset + (accessoryWidth - accessorySize.width) / 2
                        - (chevronOrCheck ? 4 : 0),
                    y: ((contentHeight - accessorySize.height) / 2).rounded(), width: accessorySize.width,
                    height: accessorySize.height))
        }
        configurationSlots.layout(
            contentBounds: contentView.bounds,
            backgroundFrame: rightToLeft ? wholeRow.mirroredHorizontally(in: cellBounds) : wholeRow)
        layOutInsetGroupedCorners()
        let builtInTextLeading = layoutBuiltInContent(rightToLeft: rightToLeft)
        // The separator starts where the text does when an image comes before it (the inset
        // follows the text, as iOS's automatic inset does); otherwise at the separator inset.
        var separatorLeft = separatorInset.left
        if !hasCustomSeparatorInset, tableSeparatorInsetIsAutomatic,
            let textLeading = builtInTextLeading ?? configuredTextLeadingAfterImage
        {
            separatorLeft = textLeading
        }
        separatorView.isHidden = hidesSeparator
        place(
            separatorView,
            CGRect(
                x: separatorLeft + swipeOffset, y: size.height - separatorHeight,
                width: max(0, size.width - separatorLeft - separatorInset.right), height: separatorHeight))
        if let swipeActionsView {
            place(
                swipeActionsView,
                swipeOffset < 0
                    ? CGRect(x: size.width + swipeOffset, y: 0, width: -swipeOffset, height: size.height)
                    : CGRect(x: 0, y: 0, width: swipeOffset, height: size.height))
        }
    }

    /// Where a list content configuration's text starts, from the cell's leading edge, when the
    /// configuration shows an image before it; nil otherwise.
    private var configuredTextLeadingAfterImage: CGFloat? {
        guard let listView = configurationSlots.contentView as? UIListContentView,
            let offset = listView.textLeadingOffsetAfterImage
        else { return nil }
        // The content view starts at the cell's leading edge (before the swipe offset), and the
        // list content view fills it.
        return listView.frame.minX + offset
    }

    /// The width the accessory takes at the trailing edge (the content view is that much
    /// narrower than the cell).
    private var accessoryWidth: CGFloat {
        guard let accessory = accessoryView ?? standardAccessory else { return 0 }
        guard accessory is TableAccessoryView else { return accessory.frame.width + 16 }
        return TableViewConstants.accessoryWidth + TableAccessoryView.size.width * (accessoryGlyphScale - 1)
    }

    /// How much larger than at the default text size the chevron and the checkmark are drawn:
    /// they follow the body text style's Dynamic Type scaling, up to twice their size.
    // UIKit divergence: UIKit draws these accessories as symbols sized with the row's text;
    // the cap of twice the default size is this library's [CHOSEN].
    private var accessoryGlyphScale: CGFloat {
        let scaled = UIFontMetrics(forTextStyle: .body).scaledValue(for: 1, compatibleWith: traitCollection)
        return min(max(scaled, 1), TableAccessoryView.maximumScale)
    }

    /// Places the built-in image and labels of the cell's style in the content view, reflected
    /// when `rightToLeft`. Returns where the text starts from the leading edge when an image
    /// comes before it (nil without an image or built-in content).
    @discardableResult
    private func layoutBuiltInContent(rightToLeft: Bool) -> CGFloat? {
        guard usesBuiltInContent else { return nil }
        let bounds = contentView.bounds
        defer {
            if rightToLeft {
                // Each view reflected is one placed above in this pass (an image view without an
                // image keeps its frame).
                let imageView = builtInImageView?.image == nil ? nil : builtInImageView
                for view in [imageView, builtInTextLabel, builtInDetailLabel] {
                    if let view { view.frame = view.frame.mirroredHorizontally(in: bounds) }
                }
            }
        }
        var leading = builtInTextMargin
        var textLeadingAfterImage: CGFloat?
        if let imageView = builtInImageView, let image = imageView.image {
            let side = min(image.size.height, bounds.height)
            let width = image.size.height > 0 ? image.size.width * side / image.size.height : 0
            imageView.frame = CGRect(x: leading, y: ((bounds.height - side) / 2).rounded(), width: width, height: side)
            leading += width + 16
            textLeadingAfterImage = leading
        }
        let trailing = bounds.width - builtInTextMargin
        let available = max(0, trailing - leading)
        let text = builtInTextLabel
        let detail = builtInDetailLabel
        let textSize = text.map { $0.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)) } ?? .zero
        let detailSize =
            detail.map { $0.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)) } ?? .zero
        if stacksBuiltInLabels {
            // At the accessibility sizes the detail goes under the title, both at the leading
            // edge, each as wide as its text (so a right alignment does not move it).
            let textWidth = min(textSize.width, available)
            let detailWidth = min(detailSize.width, available)
            let top = ((bounds.height - textSize.height - detailSize.height) / 2).rounded()
            text?.frame = CGRect(x: leading, y: top, width: textWidth, height: textSize.height)
            detail?.frame = CGRect(
                x: leading, y: top + textSize.height, width: detailWidth, height: detailSize.height)
            return textLeadingAfterImage
        }
        switch cellStyle {
        case .default:
            text?.frame = CGRect(
                x: leading, y: ((bounds.height - textSize.height) / 2).rounded(), width: available,
                height: textSize.height)
        case .subtitle:
            let total = textSize.height + detailSize.height
            let top = ((bounds.height - total) / 2).rounded()
            text?.frame = CGRect(x: leading, y: top, width: available, height: textSize.height)
            detail?.frame = CGRect(x: leading, y: top + textSize.height, width: available, height: detailSize.height)
        case .value1:
            let detailWidth = min(detailSize.width, available)
            detail?.frame = CGRect(
                x: trailing - detailWidth, y: ((bounds.height - detailSize.height) / 2).rounded(), width: detailWidth,
                height: detailSize.height)
            text?.frame = CGRect(
                x: leading, y: ((bounds.height - textSize.height) / 2).rounded(),
                width: max(0, available - detailWidth - 8), height: textSize.height)
        case .value2:
            // The 67-point title column at the default text size widens with the title's text
            // style, up to half the room.
            let column = min(
                available / 2,
                UIFontMetrics(forTextStyle: .subheadline).scaledValue(for: 67, compatibleWith: traitCollection).rounded())
            text?.frame = CGRect(
                x: leading, y: ((bounds.height - textSize.height) / 2).rounded(), width: column, height: textSize.height)
            detail?.frame = CGRect(
                x: leading + column + 6, y: ((bounds.height - detailSize.height) / 2).rounded(),
                width: max(0, available - column - 6), height: detailSize.height)
        }
        return textLeadingAfterImage
    }

    /// Whether the `.value1` or `.value2` labels are stacked, the detail under the title: at the
    /// accessibility content sizes, as iOS does, so that large text is not squeezed into half
    /// the row.
    var stacksBuiltInLabels: Bool {
        (cellStyle == .value1 || cellStyle == .value2) && builtInDetailLabel != nil
            && traitCollection.preferredContentSizeCategory.isAccessibilityCategory
    }

    /// The row height the built-in labels need at `width`: their text plus 11 points above and
    /// below and the separator, at least the default row height.
    func builtInRowHeight(width: CGFloat, separator: CGFloat) -> CGFloat {
        // The labels' width as layoutBuiltInContent() gives it: the content view's (the row less
        // the accessory) less the margins and the image.
        var available = width - accessoryWidth - 2 * builtInTextMargin
        if let image = builtInImageView?.image, image.size.height > 0 { available -= image.size.width + 16 }
        let limit = CGSize(width: max(0, available), height: .greatestFiniteMagnitude)
        let text = builtInTextLabel?.sizeThatFits(limit).height ?? 0
        let detail = builtInDetailLabel?.sizeThatFits(limit).height ?? 0
        let labels = cellStyle == .subtitle || stacksBuiltInLabels ? text + detail : max(text, detail)
        let image = builtInImageView?.image?.size.height ?? 0
        return max(TableViewConstants.defaultRowHeight, max(labels, image) + 22 + separator)
    }
}

/// The drawn standard accessory: a chevron or a checkmark, drawn to fill its bounds (14 × 20
/// points at the default text size; the cell makes it larger at larger text sizes).
final class TableAccessoryView: UIView {
    /// The accessory's size at the default text size.
    static let size = CGSize(width: 14, height: 20)
    /// The largest the cell scales it to.
    static let maximumScale: CGFloat = 2

    let kind: UITableViewCell.AccessoryType

    init(kind: UITableViewCell.AccessoryType) {
        self.kind = kind
        super.init(frame: CGRect(origin: .zero, size: Self.size))
        contentMode = .redraw
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        kind = .none
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        if kind == .checkmark {
            path.move(to: CGPoint(x: 1, y: 10))
            path.addLine(to: CGPoint(x: 5, y: 14))
            path.addLine(to: CGPoint(x: 13, y: 5))
            UIColor.systemBlue.setStroke()
        } else {
            // The chevron points the way the layout reads: left in a right-to-left layout.
            let forward = leadingToTrailingSign
            let middle = Self.size.width / 2
            path.move(to: CGPoint(x: middle - 3 * forward, y: 4))
            path.addLine(to: CGPoint(x: middle + 3 * forward, y: 10))
            path.addLine(to: CGPoint(x: middle - 3 * forward, y: 16))
            UIColor.systemGray3.setStroke()
        }
        let scale = bounds.height / Self.size.height
        path.apply(CGAffineTransform(scaleX: bounds.width / Self.size.width, y: scale))
        path.lineWidth = 2 * scale
        path.stroke()
    }
}
