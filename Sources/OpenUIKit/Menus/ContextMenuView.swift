import Foundation

/// A context menu as drawn (iOS 16/17 style): a rounded, shadowed platter listing its rows
/// from the top — hairlines between rows, a wide band between inline groups, small grey
/// titles, a loading row for deferred elements — at least ``minimumWidth`` points wide. When
/// it is given less height than its rows need, a vertical pan inside the platter scrolls them as
/// a scroll view's content (see `ContextMenuView+Scrolling`).
@MainActor
final class ContextMenuView: UIView {
    /// The rows as drawn, each with its view.
    private(set) var rowViews: [(row: ContextMenuRow, view: UIView)] = []
    private let platter = UIView()
    private var hairlines: [UIView] = []
    /// Scrolls the rows when they do not fit.
    let pan = UIPanGestureRecognizer()
    /// How far the rows are scrolled: the platter's `bounds.origin.y` (beyond the ends while
    /// the rows are pulled past them or bounce).
    private(set) var scrollOffset: CGFloat = 0
    var scrollOffsetAtPanStart: CGFloat = 0
    /// The glide, bounce or settle under way, stepped by ``motionLink``.
    var scrollMotion: ContextMenuScrollMotion?
    var motionLink: CADisplayLink?
    /// Scrolls the rows while a finger rests at an edge (see ``autoScroll(fingerAt:)``).
    var autoScrollLink: CADisplayLink?
    /// Which way the finger at an edge scrolls the rows: −1 up, +1 down, 0 not at all.
    var autoScrollDirection: CGFloat = 0
    /// Told after each auto-scroll step, so the row under the resting finger is highlighted.
    var onAutoScroll: (@MainActor () -> Void)?
    /// The bar at the platter's trailing edge shown while the rows move.
    let scrollIndicator = UIView()

    /// Corner radius of the platter.
    static let cornerRadius: CGFloat = 13
    /// The platter's least width.
    static let minimumWidth: CGFloat = 250
    /// Height of the band between inline groups.
    static let groupGapHeight: CGFloat = 8
    /// Height of a header (a menu's title) row.
    static let headerHeight: CGFloat = 34

    /// The platter's colour; a flat stand-in for UIKit's blurred material.
    static let platterColor = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.15, green: 0.15, blue: 0.16, alpha: 1) : UIColor(red: 0.95, green: 0.95, blue: 0.96, alpha: 1)
    }
    /// The band's colour between inline groups.
    static let gapColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0, alpha: 0.45) : UIColor(white: 0, alpha: 0.08)
    }
    /// Over a menu that recedes behind an opened submenu.
    static let recededDimColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0, alpha: 0.4) : UIColor(white: 0, alpha: 0.12)
    }
    /// How much a receded menu shrinks.
    static let recededScale: CGFloat = 0.96

    /// Covers the platter while the menu is receded; a tap on it closes the submenu over it.
    private let recededDim = UIView()
    /// Told when the receded menu is tapped.
    var onTapWhileReceded: (@MainActor () -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = Self.cornerRadius
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 24
        layer.shadowOffset = CGSize(width: 0, height: 8)
        platter.backgroundColor = Self.platterColor
        platter.layer.cornerRadius = Self.cornerRadius
        platter.clipsToBounds = true
        addSubview(platter)
        pan.addTarget(self, action: ContextMenuView.panned)
        pan.isEnabled = false
        addGestureRecognizer(pan)
        scrollIndicator.backgroundColor = Self.scrollIndicatorColor
        scrollIndicator.isUserInteractionEnabled = false
        scrollIndicator.layer.cornerRadius = ScrollViewConstants.indicatorThickness / 2
        scrollIndicator.alpha = 0
        addSubview(scrollIndicator)
        recededDim.backgroundColor = Self.recededDimColor
        recededDim.layer.cornerRadius = Self.cornerRadius
        recededDim.alpha = 0
        recededDim.addGestureRecognizer(UITapGestureRecognizer(target: self, action: ContextMenuView.tappedWhileReceded))
        addSubview(recededDim)
    }

    /// Whether the menu is dimmed and shrunk behind a submenu opened over it; its rows are then
    /// neither touched nor read by assistive technologies.
    /// Set inside an animation block, the dim and the scale animate with it.
    var isReceded = false {
        didSet {
            recededDim.alpha = isReceded ? 1 : 0
            platter.accessibilityElementsHidden = isReceded
            transform = isReceded ? CGAffineTransform(scaleX: Self.recededScale, y: Self.recededScale) : .identity
        }
    }

    private func tappedWhileReceded() { onTapWhileReceded?() }

    /// The largest scroll offset: how much taller the rows are than the view.
    var maximumScrollOffset: CGFloat { max(0, preferredSize.height - bounds.height) }

    /// Scrolls the rows to `offset`, kept between the top and ``maximumScrollOffset``, stopping
    /// any glide or bounce.
    func scroll(to offset: CGFloat) {
        stopScrollMotion()
        setScrollOffset(min(max(0, offset), maximumScrollOffset))
    }

    /// Moves the rows to `offset` as it is (past an end while pulled or bouncing).
    func setScrollOffset(_ offset: CGFloat) {
        scrollOffset = offset
        platter.bounds.origin = CGPoint(x: 0, y: offset)
        layoutScrollIndicator()
    }

    required init?(coder: NSCoder) { nil }

    /// While the rows glide or bounce, a finger landing on them catches them, as on a scroll
    /// view: the touch goes to the menu (which stops the motion, and whose pan may start a new
    /// drag), not to the row under it.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if isScrollMoving, let hit, hit.isDescendant(of: platter) { return self }
        return hit
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isScrollMoving { stopScrollMotion() }
        super.touchesBegan(touches, with: event)
    }

    /// The rows' controls, in order (headers, bands and loading rows are not controls).
    var controls: [ContextMenuRowControl] { rowViews.compactMap { $0.view as? ContextMenuRowControl } }

    /// Replaces the rows; `makeControl` builds the control of each action, command or submenu
    /// row (its index in `rows` is given).
    func show(_ rows: [ContextMenuRow], makeControl: (Int, ContextMenuRow) -> ContextMenuRowControl) {
        for (_, view) in rowViews { view.removeFromSuperview() }
        for hairline in hairlines { hairline.removeFromSuperview() }
        rowViews = []
        hairlines = []
        for (index, row) in rows.enumerated() {
            let view: UIView
            switch row {
            case .header(let title):
                let label = UILabel()
                label.text = title
                label.font = .systemFont(ofSize: 13)
                label.textColor = .secondaryLabel
                let container = UIView()
                container.addSubview(label)
                view = container
            case .loading:
                let label = UILabel()
                label.text = "Loading…"
                label.font = .systemFont(ofSize: 17)
                label.textColor = .secondaryLabel
                label.isAccessibilityElement = true
                label.accessibilityLabel = "Loading…"
                let container = UIView()
                container.addSubview(label)
                view = container
            case .groupGap:
                view = UIView()
                view.backgroundColor = Self.gapColor
            case .element, .submenu:
                view = makeControl(index, row)
            }
            rowViews.append((row, view))
            platter.addSubview(view)
        }
        for index in rowViews.indices.dropLast() where Self.hasHairline(below: rowViews[index].row, above: rowViews[index + 1].row) {
            let hairline = UIView()
            hairline.backgroundColor = .separator
            hairlines.append(hairline)
            platter.addSubview(hairline)
        }
        setNeedsLayout()
    }

    private static func hasHairline(below upper: ContextMenuRow, above lower: ContextMenuRow) -> Bool {
        if case .groupGap = upper { return false }
        if case .groupGap = lower { return false }
        return true
    }

    private static func height(of row: ContextMenuRow, view: UIView) -> CGFloat {
        switch row {
        case .header: headerHeight
        case .groupGap: groupGapHeight
        case .loading: ContextMenuRowControl.height
        case .element, .submenu: (view as? ContextMenuRowControl)?.preferredHeight ?? ContextMenuRowControl.height
        }
    }

    /// The size that shows every row: the widest row (at least ``minimumWidth``) by the rows'
    /// heights.
    var preferredSize: CGSize {
        var width = Self.minimumWidth
        var height: CGFloat = 0
        for (row, view) in rowViews {
            height += Self.height(of: row, view: view)
            if let control = view as? ContextMenuRowControl { width = max(width, control.preferredWidth) }
        }
        return CGSize(width: width, height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        platter.frame = bounds
        recededDim.frame = bounds
        pan.isEnabled = maximumScrollOffset > 0
        if scrollMotion == nil, pan.state != .changed, pan.state != .began {
            setScrollOffset(min(max(0, scrollOffset), maximumScrollOffset))
        } else {
            layoutScrollIndicator()
        }
        let hairline = 1 / max(1, traitCollection.displayScale)
        var y: CGFloat = 0
        var hairlineIndex = 0
        for (index, (row, view)) in rowViews.enumerated() {
            let height = Self.height(of: row, view: view)
            view.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
            if let label = view.subviews.first as? UILabel {
                let inset = ContextMenuRowControl.inset
                label.frame = CGRect(x: inset, y: 0, width: bounds.width - 2 * inset, height: height)
            }
            y += height
            if index + 1 < rowViews.count, Self.hasHairline(below: row, above: rowViews[index + 1].row),
                hairlineIndex < hairlines.count
            {
                hairlines[hairlineIndex].frame = CGRect(x: 0, y: y - hairline, width: bounds.width, height: hairline)
                hairlineIndex += 1
            }
        }
    }
}
