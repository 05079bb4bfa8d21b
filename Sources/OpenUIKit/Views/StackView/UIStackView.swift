import Foundation

/// A view that lines up its arranged subviews in a row or a column with Auto Layout.
///
/// The stack view writes the constraints itself — between its edges (or its layout margins)
/// and the arranged views, between neighbours, and, for some distributions, through spacer
/// guides — and replaces them whenever an arranged view, a setting, or an arranged view's
/// `isHidden` changes. They are ordinary constraints installed on the stack view, named with
/// UIKit's identifiers (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`,
/// `UISV-fill-equally`, `UISV-hiding`, …), so they show in ``UIView/constraints`` and in
/// conflict logs. Intrinsic sizes of labels, buttons and images drive the lengths.
///
/// A hidden arranged view collapses to zero length with no spacing around it; showing it
/// restores both. Inside a `UIView.animate` block the stack lays out at once, so the other
/// views slide into place with the animation.
///
/// Arranged views are always subviews; ``removeArrangedSubview(_:)`` leaves the view in the
/// hierarchy (remove it with `removeFromSuperview()`, which also removes it from the
/// arrangement).
/// - Note: See https://developer.apple.com/documentation/uikit/uistackview
@MainActor @preconcurrency
open class UIStackView: UIView {
    /// The value of ``spacing`` or a custom spacing that means "the stack's own spacing".
    /// - Note: See https://developer.apple.com/documentation/uikit/uistackview/spacingusedefault
    public class var spacingUseDefault: CGFloat { CGFloat(Float.greatestFiniteMagnitude) }

    /// The value of ``spacing`` or a custom spacing that asks for the system's standard gap
    /// between siblings (8 points here).
    /// - Note: See https://developer.apple.com/documentation/uikit/uistackview/spacingusesystem
    public class var spacingUseSystem: CGFloat { CGFloat(Float.leastNormalMagnitude) }

    /// The views the stack lays out, in order along the axis; a subset of ``UIView/subviews``.
    public private(set) var arrangedSubviews: [UIView] = []

    /// Whether the views run left to right (horizontal, the default) or top to bottom.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet {
            guard axis != oldValue else { return }
            checkBaselineAlignment()
            arrangementDidChange()
        }
    }

    /// How the views share the length of the axis; `.fill` by default.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// How the views are placed across the axis; `.fill` by default.
    open var alignment: Alignment = .fill {
        didSet {
            guard alignment != oldValue else { return }
            checkBaselineAlignment()
            arrangementDidChange()
        }
    }

    /// The gap between neighbouring views (the smallest gap for the equal distributions);
    /// 0 by default. ``spacingUseSystem`` asks for the standard gap.
    open var spacing: CGFloat = 0 {
        didSet {
            Fatal.check(spacing.isFinite || spacing == Self.spacingUseDefault, "UIStackView spacing must be finite; \(spacing) was set")
            if spacing != oldValue { arrangementDidChange() }
        }
    }

    /// Whether the views are laid out inside the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// The constraints the stack generated (made now if a change is pending).
    package var arrangementConstraints: [NSLayoutConstraint] {
        updateArrangementIfNeeded()
        return activeConstraints
    }
    private var activeConstraints: [NSLayoutConstraint] = []
    /// The spacer guides of `.equalSpacing` and `.equalCentering`.
    private var arrangementGuides: [UILayoutGuide] = []
    /// Whether a change waits for the constraints to be made again.
    private var needsArrangement = false
    /// For baseline alignment: the baseline offsets the alignment constraints were made with.
    private var baselineSnapshot: [CGFloat?] = []
    /// Spacings set with ``setCustomSpacing(_:after:)``, by arranged view.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    // MARK: Initializers

    /// Creates an empty horizontal stack view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        adoptStackDefaults()
    }

    /// Creates a horizontal stack view arranging `views` in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Archived views are not supported; this exists so code written for UIKit compiles.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        adoptStackDefaults()
    }

    /// A stack view's margins are zero until set, unlike other views' 8 points.
    private func adoptStackDefaults() {
        layoutSettings.layoutMargins = .zero
    }

    // MARK: Arranged subviews

    /// Appends `view` to the arrangement, adding it as a subview first if it is not one.
    /// Its `translatesAutoresizingMaskIntoConstraints` becomes false.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count - (isArranged(view) ? 1 : 0))
    }

    /// Puts `view` at `stackIndex` in the arrangement (moving it if it is already there),
    /// adding it as a subview first if it is not one.
    ///
    /// Stops when `stackIndex` is past the end, as UIKit does.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        Fatal.check(view !== self, "UIStackView cannot arrange itself")
        let existing = arrangedSubviews.firstIndex(ofIdentical: view)
        let limit = arrangedSubviews.count - (existing == nil ? 0 : 1)
        Fatal.check(
            stackIndex >= 0 && stackIndex <= limit,
            "UIStackView insertArrangedSubview(_:at:): index \(stackIndex) out of bounds (0...\(limit))")
        if let existing { arrangedSubviews.remove(at: existing) }
        arrangedSubviews.insert(view, at: stackIndex)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement. It stays a subview (and visible) with no
    /// constraints from the stack; call `removeFromSuperview()` to take it out of the hierarchy.
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Spacing

    /// Sets the gap after `arrangedSubview` (before the next visible view), overriding
    /// ``spacing``; ``spacingUseDefault`` goes back to ``spacing``. Ignored for views that
    /// are not arranged.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard isArranged(arrangedSubview) else {
            logMisuse("setCustomSpacing(_:after:) ignored: \(arrangedSubview.traceName) is not an arranged subview")
            return
        }
        Fatal.check(
            spacing.isFinite || spacing == Self.spacingUseDefault,
            "UIStackView custom spacing must be finite; \(spacing) was set")
        let key = ObjectIdentifier(arrangedSubview)
        let stored: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != stored else { return }
        customSpacings[key] = stored
        arrangementDidChange()
    }

    /// The gap set after `arrangedSubview`, or ``spacingUseDefault`` when none is.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The gap the layout uses after `view`: its custom spacing or the stack's, with
    /// ``spacingUseSystem`` turned into the standard gap.
    package func effectiveSpacing(after view: UIView) -> CGFloat {
        var value = customSpacing(after: view)
        if value == Self.spacingUseDefault { value = spacing }
        if value == Self.spacingUseDefault { value = 0 }
        if value == Self.spacingUseSystem { value = StackArrangement.systemSpacing }
        return value
    }

    // MARK: Baselines

    /// A vertical stack's first baseline is its first arranged view's; a horizontal stack's
    /// is its first visible arranged view's.
    open override var forFirstBaselineLayout: UIView {
        guard let view = arrangedSubviews.first(where: { !$0.isHidden }) else { return self }
        return view.forFirstBaselineLayout
    }

    /// A vertical stack's last baseline is its last visible arranged view's; a horizontal
    /// stack's is its first visible arranged view's.
    open override var forLastBaselineLayout: UIView {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard let view = axis == .vertical ? visible.last : visible.first else { return self }
        return view.forLastBaselineLayout
    }

    // MARK: Rebuilding

    package func isArranged(_ view: UIView) -> Bool { arrangedSubviews.containsIdentical(view) }

    /// An arranged view's `isHidden` changed: it collapses or comes back. Inside an animation
    /// block the stack lays out at once so the change animates.
    package func arrangedSubviewHiddenDidChange(_ view: UIView) {
        guard isArranged(view) else { return }
        arrangementDidChange()
        if UIView.inheritedAnimationDuration > 0 {
            updateArrangementIfNeeded()
            layoutIfNeeded()
        }
    }

    /// An arranged view's intrinsic size changed: proportions and baseline offsets are read
    /// from it when the constraints are made, so they are made again.
    override package func subviewIntrinsicContentSizeDidChange(_ view: UIView) {
        guard isArranged(view) else { return }
        let readsSizes =
            distribution == .fillProportionally || alignment == .firstBaseline || alignment == .lastBaseline
        if readsSizes { arrangementDidChange() }
    }

    /// Notes a change to the arrangement. The constraints are made again once for any number
    /// of changes: in the next constraints pass (``updateConstraints()``), at the stack's next
    /// layout, or when they are read.
    private func arrangementDidChange() {
        setNeedsLayout()
        guard !needsArrangement else { return }
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    /// Makes the constraints again if a change is pending.
    package func updateArrangementIfNeeded() {
        guard needsArrangement else { return }
        needsArrangement = false
        rebuildArrangement()
    }

    /// Replaces the generated constraints and guides with ones for the current settings.
    private func rebuildArrangement() {
        NSLayoutConstraint.deactivate(activeConstraints)
        for guide in arrangementGuides { removeLayoutGuide(guide) }
        let plan = StackArrangement(stack: self).make()
        arrangementGuides = plan.guides
        for guide in plan.guides { addLayoutGuide(guide) }
        activeConstraints = plan.constraints
        NSLayoutConstraint.activate(plan.constraints)
        baselineSnapshot = currentBaselineOffsets()
    }

    /// Makes the arrangement's constraints again when something changed, then lets the view
    /// update its own as usual.
    open override func updateConstraints() {
        updateArrangementIfNeeded()
        super.updateConstraints()
    }

    /// The size the arrangement gives the stack, with any pending change made first.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        updateArrangementIfNeeded()
        return super.systemLayoutSizeFitting(targetSize)
    }

    /// Like ``systemLayoutSizeFitting(_:)`` with a priority per axis, pending changes made first.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateArrangementIfNeeded()
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }

    /// Lays out as every view does; then, for baseline alignment, checks the baselines the
    /// constraints were made with. A label measures its baseline in its current bounds, which
    /// are stale when its font or text changed since the last layout; once the new frames are
    /// in place the alignment is made again with the true offsets and applied in the same pass.
    open override func layoutSubviews() {
        updateArrangementIfNeeded()
        super.layoutSubviews()
        guard alignment == .firstBaseline || alignment == .lastBaseline, axis == .horizontal else { return }
        guard currentBaselineOffsets() != baselineSnapshot else { return }
        rebuildArrangement()
        super.layoutSubviews()
    }

    /// The baseline offsets of the arranged views as the engine would read them now.
    private func currentBaselineOffsets() -> [CGFloat?] {
        guard axis == .horizontal, alignment == .firstBaseline || alignment == .lastBaseline else { return [] }
        let isFirst = alignment == .firstBaseline
        return arrangedSubviews.map { view in
            let candidate = isFirst ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            guard let offsets = candidate.baselineOffsetsFromTop() else { return nil }
            return isFirst ? offsets.first : offsets.last
        }
    }

    private func checkBaselineAlignment() {
        guard axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline else { return }
        logMisuse("UIStackView: baseline alignment only applies to horizontal stacks; \(traceName) is vertical and lays out as .fill")
    }

    private func logMisuse(_ message: String) {
        misuseLog.log(message)
    }
}
