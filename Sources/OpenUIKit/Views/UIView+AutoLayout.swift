import Foundation

extension UIView {
    /// The value of an axis of ``intrinsicContentSize`` that has none.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The smallest size, for ``systemLayoutSizeFitting(_:)``.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// The largest size, for ``systemLayoutSizeFitting(_:)``.
    // UIKit does not document its value; this one is [CHOSEN].
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    // MARK: Constraints held by the view

    /// The constraints installed on the receiver (it is their items' closest common ancestor).
    public var constraints: [NSLayoutConstraint] { layoutSettings.constraints.elements }

    /// Activates `constraint`.
    // UIKit divergence: the constraint is installed on its items' closest common ancestor,
    // whichever view receives the call.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

    /// Activates each constraint.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }

    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }

    /// Deactivates each constraint.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
    }

    /// Whether `updateConstraints()` is pending for the receiver.
    public func needsUpdateConstraints() -> Bool { cycle.needsUpdateConstraints }

    // MARK: Layout guides

    /// The guides added to the receiver.
    public var layoutGuides: [UILayoutGuide] { layoutSettings.layoutGuides }

    /// Adds `guide` to the receiver; its rectangle is then set by constraints.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        if let owner = guide.owningView, owner !== self { owner.removeLayoutGuide(guide) }
        guard guide.owningView !== self else { return }
        guide.owningView = self
        layoutSettings.layoutGuides.append(guide)
    }

    /// Removes `guide`, deactivating the constraints that name it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        NSLayoutConstraint.deactivate(guide.referencingConstraints.elements)
        if let item = guide.engineItem { item.engine?.retire(item) }
        layoutSettings.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The receiver's bounds inset by ``layoutMargins``, as a guide.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutSettings.layoutMarginsGuide { return guide }
        let guide = UILayoutGuide(kind: .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
        guide.owningView = self
        layoutSettings.layoutMarginsGuide = guide
        return guide
    }

    /// The part of the receiver not covered by bars or the screen's edges, as a guide.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutSettings.safeAreaLayoutGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
        guide.owningView = self
        layoutSettings.safeAreaLayoutGuide = guide
        return guide
    }

    /// The insets of the safe area, as of the receiver's last layout (see UIView+SafeArea.swift).
    public var safeAreaInsets: UIEdgeInsets { layoutSettings.safeAreaInsets }

    /// The receiver and its guides: everything of it that constraints can name.
    package var layoutNodes: [LayoutNode] {
        var nodes: [LayoutNode] = [self]
        nodes += layoutSettings.layoutGuides as [LayoutNode]
        if let guide = layoutSettings.layoutMarginsGuide { nodes.append(guide) }
        if let guide = layoutSettings.safeAreaLayoutGuide { nodes.append(guide) }
        return nodes
    }

    // MARK: Debugging

    /// Whether the constraints leave the receiver's frame free to move.
    public var hasAmbiguousLayout: Bool {
        guard let item = engineItem, let engine = item.engine else { return false }
        return engine.hasAmbiguousLayout(self)
    }

    // MARK: Engine plumbing

    /// The engine of the hierarchy the receiver is the root of, made if needed.
    package func layoutEngineCreatingIfNeeded() -> LayoutEngine {
        if let engine = layoutSettings.engine { return engine }
        let engine = LayoutEngine(root: self)
        layoutSettings.engine = engine
        return engine
    }

    /// The default `layoutSubviews()`: puts the subviews that follow constraints at their
    /// solved frames.
    package func applySolvedFramesToSubviews() {
        // No early exit for a view that is not itself in an engine: a subview may be
        // constrained to siblings or to the view's layout guides only (a badge pinned to a
        // list content view's text guide), and still needs its solved frame.
        // Straight over the layer's children (a snapshot of the list, as `subviews` is):
        // `subviews` would build an array at every layout of every view.
        for sublayer in layer.sublayerStorage {
            guard let subview = sublayer.owningView, !subview.layoutSettings.translatesAutoresizingMaskIntoConstraints
            else { continue }
            guard let engine = subview.engineItem?.engine, let solved = engine.frame(of: subview) else { continue }
            if subview.frame != solved { subview.frame = solved }
        }
    }

    /// Keeps the frame constraints of a translating view in step with its frame.
    package func constraintEngineFrameDidChange() {
        guard let item = engineItem, item.generatedKind == .frame, let engine = item.engine else { return }
        engine.frameDidChange(of: self)
    }

    /// The bounds origin changed (the receiver scrolled): constraints between items inside
    /// the receiver and items outside it follow, so such content stays put on screen while
    /// the rest scrolls.
    package func constraintEngineBoundsOriginDidChange() {
        for constraint in layoutSettings.crossingConstraints {
            constraint.installation?.engine?.crossedViewBoundsOriginDidChange(for: constraint)
        }
    }

    /// After `removed` left the receiver: its constraints move to its own engine, those
    /// reaching outside it are deactivated.
    package func constraintEngineSubviewRemoved(_ removed: UIView) {
        var root: UIView = self
        while let superview = root.superview { root = superview }
        guard let engine = root.layoutSettings.engine else { return }
        let moving = engine.detach(removed)
        guard !moving.isEmpty else { return }
        let ownEngine = removed.layoutEngineCreatingIfNeeded()
        for constraint in moving { ownEngine.install(constraint) }
    }

    /// The receiver is being freed (so it is the root of its hierarchy) and `subviews` are the
    /// ones it held. A subview that
    /// outlives it — the app still holds it — becomes the root of its own hierarchy, as the
    /// subviews of a freed view lose their superview in UIKit: the constraints inside it move
    /// to its own engine and those reaching the freed view are deactivated. Without this they
    /// stayed active in the freed engine, and the subview, added elsewhere later, was laid out
    /// as if they did not exist.
    package func constraintEngineWillFree(subviews: inout [UIView]) {
        guard let engine = layoutSettings.engine else { return }
        for index in subviews.indices where !isKnownUniquelyReferenced(&subviews[index]) {
            let survivor = subviews[index]
            let moving = engine.detach(survivor)
            guard !moving.isEmpty else { continue }
            let ownEngine = survivor.layoutEngineCreatingIfNeeded()
            for constraint in moving { ownEngine.install(constraint) }
        }
    }

    /// After `added` joined the receiver: the constraints of its former hierarchy join this one's.
    package func constraintEngineSubviewAdded(_ added: UIView) {
        guard let other = added.layoutSettings.engine else { return }
        added.layoutSettings.engine = nil
        var root: UIView = self
        while let superview = root.superview { root = superview }
        root.layoutEngineCreatingIfNeeded().absorb(other)
    }

    /// `invalidateIntrinsicContentSize()`: the engine's size constraints follow the new size
    /// and the superview is marked (reference H2.4).
    package func intrinsicContentSizeInvalidated() {
        engineItem?.engine?.intrinsicContentSizeDidChange(of: self)
        guard let superview else { return }
        superview.markNeedsLayout(reason: .intrinsicSizeChanged(TraceNameSource(self)))
        superview.subviewIntrinsicContentSizeDidChange(self)
    }

    /// A hugging or compression-resistance priority changed.
    package func contentPrioritiesDidChange() {
        guard let item = engineItem, case .intrinsic = item.generatedKind else { return }
        item.engine?.regenerate(item)
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed.
    package func translatesAutoresizingMaskDidChange() {
        guard let item = engineItem else { return }
        item.engine?.regenerate(item)
    }

    /// `layoutMargins` changed.
    package func layoutMarginsChanged() {
        if let guide = layoutSettings.layoutMarginsGuide { guide.engineItem?.engine?.guidePlacementDidChange(guide) }
        layoutMarginsDidChange()
        markNeedsLayout(reason: "layout margins changed")
    }

    /// Marks the receiver for `updateConstraints()`.
    package func markNeedsUpdateConstraints() {
        guard !cycle.needsUpdateConstraints else { return }
        cycle.needsUpdateConstraints = true
        let pipeline = framePipeline
        pipeline.checkMark(for: .constraints, view: self, what: "setNeedsUpdateConstraints")
        if !cycle.queuedForConstraints {
            cycle.queuedForConstraints = true
            pipeline.queues.enqueue(self, for: .constraints)
        }
    }

    /// `updateConstraintsIfNeeded()`: the pending updates in the receiver's subtree, deepest first.
    package func updateConstraintsNowIfNeeded() {
        let pipeline = framePipeline
        pipeline.queues.withViewsHeld { pipeline.updateConstraintsPass(scope: self) }
    }
}
