import Foundation
// `import UIKit` brings the Core Graphics and Core Animation types (CGAffineTransform, CALayer);
// so does `import OpenUIKit`.
@_exported import OpenCoreGraphics
@_exported import OpenQuartzCore

/// A rectangular region of a window that draws content and handles the touches that land on it.
///
/// Every view owns a ``layer`` (of ``layerClass``) and is its delegate. The layer is the one
/// place geometry and appearance live: `center` is the layer's position, `bounds` its bounds,
/// `transform` its affine transform, `alpha` its opacity; `frame` is derived from them.
/// Subviews are the sublayers that belong to views, back to front (see UIView+Layer.swift).
/// - Note: See https://developer.apple.com/documentation/uikit/uiview
@MainActor @preconcurrency
open class UIView: UIResponder, @MainActor CALayerDelegate {
    // Stored properties marked `@exclusivity(unchecked)` are plain values, weak references, or
    // the update cycle's flag struct (which has no methods and is never passed `inout`): every
    // access is one field read or write, so two can never overlap, and the runtime's
    // per-access check is left out for them (see the same note in CALayer.swift).

    // MARK: Layer (see UIView+Layer.swift)

    /// The class of the layer every instance makes in its initializer; `CALayer` by default.
    /// Override it to back a view with a `CAShapeLayer`, a `CAGradientLayer` or your own class.
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer the view draws into and keeps its geometry in; the view is its delegate.
    public let layer: CALayer

    /// The subviews, held strongly and in no particular order: a layer holds its delegate
    /// weakly, so the sublayers alone would not keep subviews alive. Their order is the
    /// sublayers' (see UIView+Hierarchy.swift).
    package var ownedSubviews: [UIView] = []
    /// The receiver's index in its superview's `ownedSubviews`.
    @exclusivity(unchecked) var ownedIndex = 0

    // MARK: Geometry (kept in the layer; the mechanics are in UIView+Geometry.swift)

    /// The view's rectangle in its superview's coordinates, derived from `center`,
    /// `bounds.size`, `transform` and the layer's anchor point.
    ///
    /// Setting it moves `center` and resizes `bounds` (without going through overrides of
    /// those two properties, as in UIKit). With a non-identity transform the value read back
    /// is the bounding box of the transformed bounds.
    /// - Note: Subclasses may override it; call `super` so layout and display follow.
    open var frame: CGRect {
        get { frameFromLayer() }
        set { applyFrame(newValue) }
    }

    /// The view's own coordinate space (the layer's bounds): its origin is the point drawn at
    /// the top-left corner (scroll views scroll by moving it), its size the untransformed size.
    /// - Note: Subclasses may override it; call `super` so layout and display follow.
    open var bounds: CGRect {
        get { layer.bounds }
        set { applyBounds(newValue) }
    }

    /// The centre of the frame in the superview's coordinates: the layer's `position`.
    /// - Note: Subclasses may override it; call `super` so Auto Layout hears of the move.
    open var center: CGPoint {
        get { layer.position }
        set { applyCenter(newValue) }
    }

    /// An affine transform applied about the view's centre (the layer's affine transform); it
    /// changes `frame` but not `bounds`.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The window the view is in (see `window` in UIView+Hierarchy.swift): the window itself
    /// for a window, kept up to date by the hierarchy methods when a subtree changes window.
    @exclusivity(unchecked) package weak var windowCache: UIWindow?

    /// The view controller whose root view this is; it comes next in the responder chain.
    @exclusivity(unchecked) package weak var owningViewController: UIViewController?

    // MARK: Appearance and interaction

    /// An integer you can use to find the view with ``viewWithTag(_:)``.
    @exclusivity(unchecked) open var tag: Int = 0

    /// Hidden views are not drawn and are skipped by hit-testing (the layer's `isHidden`).
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            let old = layer.isHidden
            layer.isHidden = newValue
            // A stack view collapses an arranged subview that hides and restores it when shown.
            if old != newValue, let stack = superview as? UIStackView {
                stack.arrangedSubviewHiddenDidChange(self)
            }
        }
    }

    /// Opacity from 0 to 1 (the layer's `opacity`); views below 0.01 are skipped by hit-testing.
    // UIKit divergence (as in UIKit itself): the value is kept as the layer's Float opacity, so
    // it reads back rounded to Float precision and clamped to 0…1.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            Fatal.check(!newValue.isNaN, "UIView alpha is not a number (NaN)")
            layer.opacity = Float(newValue)
        }
    }

    /// Whether the view takes part in hit-testing; false lets touches fall through to views
    /// behind it (its subviews are skipped as well).
    @exclusivity(unchecked) open var isUserInteractionEnabled: Bool = true

    /// Whether content and subviews are clipped to the bounds when drawn (the layer's
    /// `masksToBounds`). Hit-testing never reaches outside the bounds whatever this says.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A view whose alpha channel limits where the receiver shows: the receiver's content and
    /// subviews appear only where the mask view (its layer, as the layer's `mask`) paints, as
    /// opaque as the mask is there. The mask view's frame is in the receiver's bounds; it has
    /// no superview and is not part of the hierarchy. See UIView+Mask.swift.
    open var mask: UIView? {
        get { currentMaskView }
        set { setMaskView(newValue) }
    }
    /// The view set as ``mask`` (it is the mask only while its layer is the layer's mask).
    package var maskViewStorage: UIView?

    /// Whether the view is delivered more than the first touch of a multi-touch sequence.
    @exclusivity(unchecked) open var isMultipleTouchEnabled: Bool = false

    /// Whether a touch on this view keeps every other view of the window from receiving touches.
    @exclusivity(unchecked) open var isExclusiveTouch: Bool = false

    /// The colour the view's bounds are filled with, kept as the layer's `backgroundColor`.
    /// A dynamic colour is resolved with the view's traits, and again when they change.
    open var backgroundColor: UIColor? {
        get { viewBackgroundColor }
        set {
            noteAppearanceSet(.backgroundColor)
            applyBackgroundColor(newValue)
        }
    }

    /// How the view's content behaves in right-to-left layout; `.unspecified` (the default)
    /// follows the superview. Changing it re-resolves leading and trailing constraints in the
    /// view's subtree (see ``effectiveUserInterfaceLayoutDirection``).
    @exclusivity(unchecked) open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if oldValue != semanticContentAttribute { semanticContentAttributeDidChange() } }
    }

    /// The colour template images and tinted controls use: the view's own if set, otherwise
    /// its nearest ancestor's, otherwise system blue; greyed out while the effective
    /// ``tintAdjustmentMode`` is `.dimmed`. Setting `nil` goes back to inheriting. A change
    /// calls ``tintColorDidChange()`` on the view and on the views below that inherit it
    /// (see UIView+Tint.swift).
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/tintcolor
    open var tintColor: UIColor! {
        get { resolvedTintColor() }
        set {
            noteAppearanceSet(.tintColor)
            setExplicitTintColor(newValue)
        }
    }

    /// How the tint is adjusted: reading gives the effective mode (`.automatic` resolved
    /// through the superviews, `.normal` at the top); `.dimmed` greys the tint of the view and
    /// of the views below that leave theirs `.automatic`.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/tintadjustmentmode-swift.property
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set { setTintAdjustmentMode(newValue) }
    }

    /// Called when the view's effective tint changes because its own or an ancestor's colour
    /// or adjustment mode was set. Does nothing by default; override it to restyle.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/tintcolordidchange()
    open func tintColorDidChange() {}

    /// An identifier that marks the view for state restoration; kept, not used otherwise.
    // UIKit divergence: there is no state restoration; the identifier is only stored.
    open var restorationIdentifier: String?

    /// Recognizers attached to the view (see UIView+Gestures.swift).
    package var storedGestureRecognizers: [UIGestureRecognizer] = []
    /// Interactions attached to the view (see Menus/UIView+Interactions.swift).
    package var storedInteractions: [any UIInteraction] = []
    /// The appearance properties set on the view directly (see Appearance/UIView+Appearance.swift).
    package var appearanceTracking = AppearanceTracking()
    /// The object this view shows that appearance rules also reach when the view enters a
    /// window (a bar item's button answers its item); nil for most views.
    package var appearanceCarrier: (any AppearanceCarrier)? { nil }

    // MARK: Traits (see Traits/UIView+Traits.swift)

    /// The view's traits, overrides and trait-change registrations.
    package var traitState = TraitState()

    /// The traits of the view's environment: its superview's (its window's, its controller's)
    /// with its `traitOverrides` applied. Updated by the update cycle before layout, and at
    /// once when the view moves to another superview.
    open var traitCollection: UITraitCollection { traitState.collection }

    /// Called after ``UIView/traitCollection`` changed value, with the previous collection, parents
    /// before children, during the update cycle. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Initializers

    /// Creates a view whose frame is `frame`, with a new layer of ``UIView/layerClass``.
    public init(frame: CGRect) {
        layer = Self.makeLayer()
        super.init()
        adoptLayer()
        self.frame = frame
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Archived views are not supported; this exists so code written for UIKit compiles.
    // UIKit divergence: nothing is decoded; the view starts with a zero frame.
    public required init?(coder: NSCoder) {
        layer = Self.makeLayer()
        super.init()
        adoptLayer()
    }

    /// Subviews are handed to `DeferredRelease`, so freeing a deep view tree takes a loop, not
    /// a stack frame per level (the layer does the same with its sublayers). It needs no actor,
    /// so a subclass may declare its own `deinit` in Swift 5 and Swift 6 language modes, as in
    /// UIKit; the Auto Layout hand-over of subviews that outlive the view runs when the view is
    /// freed on the main thread, where views live.
    deinit {
        var owned: [UIView] = []
        swap(&owned, &ownedSubviews)
        if QuartzCoreThreadState.isOnMainActor {
            MainActor.assumeIsolated { constraintEngineWillFree(subviews: &owned) }
        }
        DeferredRelease.release(&owned)
    }

    // MARK: Hierarchy hooks

    /// Called before the receiver's superview changes (`nil` when it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the receiver's superview changed.
    open func didMoveToSuperview() {}

    /// Called before the receiver (and so its subtree) enters or leaves a window.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the receiver entered or left a window.
    open func didMoveToWindow() {}

    /// Called on the superview after a subview was added.
    open func didAddSubview(_ subview: UIView) {}

    /// Called on the superview before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Called after `bounds.origin` changed, however it was set; the scroll view reports
    /// scrolling from here. The default does nothing.
    func boundsOriginDidChange(from oldOrigin: CGPoint) {}

    /// Called on each view of a subtree that is about to leave its window (for no window or
    /// another one), after the window let go of the subtree's touches and recognizers and just
    /// before `willMove(toWindow:)`; a scroll view stops moving from here. The default does
    /// nothing.
    func willLeaveWindow() {}

    // MARK: Gestures

    /// Asked, when a recognizer attached to another view (an ancestor, say) tries to
    /// recognize with touches that hit this view, whether it may. Default true; controls
    /// override it to keep their own taps and drags.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: CALayerDelegate (the view is its layer's delegate)

    /// The action for a change to `layer`: for the view's own layer, the animation of the
    /// enclosing `UIView.animate…` block, or no action (NSNull) outside one.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/action(for:forkey:)
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        viewLayerAction(for: layer, forKey: event)
    }

    /// Called by the receiver's layer when it lays out (`CALayer.layoutSublayers()`): for the
    /// view's own layer, UIView's implementation lays the view out — the view controller's
    /// `viewWillLayoutSubviews()`, ``layoutSubviews()``, then `viewDidLayoutSubviews()`. An
    /// override that calls `super` runs its own code before or after that layout.
    /// - Note: See https://developer.apple.com/documentation/quartzcore/calayerdelegate/layoutsublayers(of:)
    open func layoutSublayers(of layer: CALayer) {
        layOutForLayer(layer)
    }

    /// Called by the receiver's layer when it displays. UIView's implementation makes (or
    /// reuses) the layer's backing store and draws into it through ``draw(_:in:)``; an override
    /// that sets the layer's `contents` itself replaces drawing, as a delegate that implements
    /// `display(_:)` does in Core Animation.
    /// - Note: See https://developer.apple.com/documentation/quartzcore/calayerdelegate/display(_:)
    open func display(_ layer: CALayer) {
        layer.drawIntoBackingStore()
    }

    /// Called by the receiver's layer to draw its contents into `ctx` (the layer's bounds are
    /// its user space). UIView's implementation clears the area being redrawn when
    /// ``clearsContextBeforeDrawing`` says so and runs ``draw(_:)`` with `ctx` as the current
    /// context (see UIView+Display.swift).
    /// - Note: See https://developer.apple.com/documentation/quartzcore/calayerdelegate/draw(_:in:)
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        drawViewContents(of: layer, in: ctx)
    }

    /// Called by the receiver's layer just before it draws into its backing store. Does
    /// nothing by default.
    open func layerWillDraw(_ layer: CALayer) {}

    // MARK: Hit-testing

    /// The farthest descendant (or the receiver) that contains `point` and takes touches.
    ///
    /// Hidden views, views with `isUserInteractionEnabled` false and views whose alpha is below
    /// 0.01 return `nil`, as does a point outside the receiver (so a subview sticking out of its
    /// parent is never reached there). Subviews are tried front to back.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // A loop rather than a call per level, which calls overrides where a class has them
        // (see UIView+HitTesting.swift).
        defaultHitTest(point, with: event)
    }

    /// Whether this view's `hitTest(_:with:)` is known to be UIView's own, so a hit-test walk
    /// may go down into it without calling it (see UIView+HitTesting.swift). Each of
    /// OpenUIKit's view classes that keeps UIView's implementation overrides this to answer
    /// true for its own exact class only: a subclass (an app's, which may override
    /// `hitTest(_:with:)`) inherits a false answer and is always called.
    package var usesDefaultHitTest: Bool {
        ObjectIdentifier(type(of: self)) == ObjectIdentifier(UIView.self)
    }

    /// Whether `point` (in the receiver's coordinates) is inside the receiver: by default,
    /// inside its bounds. Override to enlarge or shape the touch area.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Update cycle state (see FrameCycle/, UIView+Layout.swift, UIView+Display.swift)

    /// Marks, dirty area and last drawing of the update cycle.
    @exclusivity(unchecked) package var cycle = ViewCycleState()

    /// Auto Layout settings kept whether or not the view takes part in an engine.
    package var layoutSettings = ViewLayoutSettings()

    /// The view's variables and generated constraints in its hierarchy's constraint engine.
    package var engineItem: EngineItem?

    // MARK: Layout and display (overridable)

    /// Whether subviews are resized by their autoresizing masks when the receiver's size changes.
    @exclusivity(unchecked) open var autoresizesSubviews: Bool = true

    /// How the receiver is resized when its superview's size changes.
    @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = []

    /// How drawn content follows size changes: the layer places or stretches its cached
    /// contents by the matching `contentsGravity`; `.redraw` draws again instead.
    @exclusivity(unchecked) open var contentMode: ContentMode = .scaleToFill {
        didSet { contentModeDidChange() }
    }

    /// Positions the subviews. The default applies the frames Auto Layout solved for the
    /// subviews that do not translate their autoresizing masks. Called by the update cycle;
    /// don't call it yourself, call ``UIView/setNeedsLayout()`` or ``UIView/layoutIfNeeded()``.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() { applySolvedFramesToSubviews() }

    /// Marks the receiver for `layoutSubviews()` in the next frame; repeated calls coalesce.
    open func setNeedsLayout() { markNeedsLayout(reason: "setNeedsLayout") }

    /// Lays out now if a layout is pending for the receiver, an ancestor or a descendant.
    open func layoutIfNeeded() { layoutNowIfNeeded() }

    /// Draws the receiver's content into the current context; `rect` is the area to redraw,
    /// in bounds coordinates. The default draws nothing, and a view that draws nothing gets
    /// no pixels (see UIView+Display.swift).
    open func draw(_ rect: CGRect) {
        cycle.reachedBaseDraw = true
    }

    /// Whether the view promises to fill its bounds with opaque content (the layer's
    /// `isOpaque`); true by default, as in UIKit.
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// Whether the area being redrawn is cleared to transparent before `draw(_:)`; true by
    /// default.
    @exclusivity(unchecked) open var clearsContextBeforeDrawing: Bool = true

    /// Marks the whole receiver (and its layer) for redrawing in the next frame.
    open func setNeedsDisplay() { markNeedsDisplay(in: nil, reason: "setNeedsDisplay") }

    /// Adds `rect` (bounds coordinates) to the area redrawn in the next frame, on the layer too.
    open func setNeedsDisplay(_ rect: CGRect) { markNeedsDisplay(in: rect, reason: "setNeedsDisplay(_:)") }

    /// The size the receiver would like within `size`; the default is its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the receiver to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() { resizeToFit() }

    /// Updates the receiver's constraints before layout; called bottom-up by the update cycle
    /// after ``setNeedsUpdateConstraints()``. Call `super` last when overriding.
    open func updateConstraints() {}

    /// Marks the receiver for ``updateConstraints()`` in the next frame.
    open func setNeedsUpdateConstraints() { markNeedsUpdateConstraints() }

    /// Runs the pending ``updateConstraints()`` calls of the receiver's subtree now.
    open func updateConstraintsIfNeeded() { updateConstraintsNowIfNeeded() }

    /// Whether the class depends on constraints (so they are set up even if none is added).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The size the content wants, or ``UIView/noIntrinsicMetric`` on an axis with no preference.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells Auto Layout that ``intrinsicContentSize`` changed.
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeInvalidated() }

    /// Called on the superview when `subview`'s intrinsic content size was invalidated (after
    /// the superview was marked for layout). Nothing by default: a stack view makes its
    /// arrangement again, and a view whose own superview places the receiver's subviews by
    /// their size (a table cell's content view) passes the news on.
    package func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {}

    /// How strongly the receiver resists growing past its intrinsic size on `axis` (default 250).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutSettings.horizontalHugging : layoutSettings.verticalHugging
    }

    /// Sets the hugging priority on `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutSettings.horizontalHugging = priority } else { layoutSettings.verticalHugging = priority }
        contentPrioritiesDidChange()
    }

    /// How strongly the receiver resists shrinking below its intrinsic size on `axis` (default 750).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal
            ? layoutSettings.horizontalCompressionResistance : layoutSettings.verticalCompressionResistance
    }

    /// Sets the compression-resistance priority on `axis`.
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        if axis == .horizontal {
            layoutSettings.horizontalCompressionResistance = priority
        } else {
            layoutSettings.verticalCompressionResistance = priority
        }
        contentPrioritiesDidChange()
    }

    /// Whether the frame (and autoresizing mask) is turned into required constraints; true by
    /// default for views made in code. Set it to false for views positioned by constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutSettings.translatesAutoresizingMaskIntoConstraints }
        set {
            guard newValue != layoutSettings.translatesAutoresizingMaskIntoConstraints else { return }
            layoutSettings.translatesAutoresizingMaskIntoConstraints = newValue
            translatesAutoresizingMaskDidChange()
        }
    }

    /// The size the receiver's constraints give it, as close to `targetSize` as they allow
    /// (the target is wished for at ``UILayoutPriority/fittingSizeLevel``).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        LayoutEngine.fittingSize(
            of: self, target: targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// Like ``systemLayoutSizeFitting(_:)`` with a priority per axis for the target.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        LayoutEngine.fittingSize(
            of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Space kept free inside the edges for content; 8 points on each side by default.
    open var layoutMargins: UIEdgeInsets {
        get { layoutSettings.layoutMargins }
        set {
            layoutSettings.directionalLayoutMargins = nil
            guard newValue != layoutSettings.layoutMargins else { return }
            layoutSettings.layoutMargins = newValue
            layoutMarginsChanged()
        }
    }

    /// Called after ``layoutMargins`` changed.
    open func layoutMarginsDidChange() {}

    /// Whether the layout margins are measured from the safe area (default true): the margins
    /// guide then lies the safe-area insets plus ``layoutMargins`` inside each edge; with
    /// false, the margins alone (UIView+SafeAreaMargins.swift).
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutSettings.insetsLayoutMarginsFromSafeArea }
        set {
            guard newValue != layoutSettings.insetsLayoutMarginsFromSafeArea else { return }
            layoutSettings.insetsLayoutMarginsFromSafeArea = newValue
            if layoutSettings.safeAreaInsets != .zero { layoutMarginsChanged() }
        }
    }

    /// Called after the safe-area insets changed.
    open func safeAreaInsetsDidChange() {}

    /// The view whose first baseline stands for the receiver's; by default the last-baseline view.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }

    /// The view whose last baseline stands for the receiver's; by default the receiver.
    open var forLastBaselineLayout: UIView { self }

    /// For a layout guide the receiver places itself (a scroll view's content and frame
    /// guides, ``UILayoutGuide`` kinds `.scrollContent` and `.scrollFrame`): the constants of the
    /// guide's generated left, top, width and height constraints, in that order, which the
    /// layout engine makes and updates. `nil` (the default) for every other guide, placed by
    /// the receiver's insets (margins, safe area).
    package func generatedGuideConstants(for guide: UILayoutGuide) -> [Double]? { nil }

    /// For a constraint between the receiver's top, bottom, leading, trailing, left or right
    /// edge and a view or guide inside it: the node whose edge the constraint means instead (a
    /// scroll view's content layout guide). `nil` (the default): the receiver's own edge.
    package func contentNodeForEdgeConstraints() -> (any LayoutNode)? { nil }

    /// For views that draw text: the distances from the top to the first and last baselines.
    /// `nil` (the default) means no baseline: the top and bottom edges are used instead.
    package func baselineOffsetsFromTop() -> (first: CGFloat, last: CGFloat)? { nil }

    /// For views with baselines: the height of one line of their text, which the system
    /// spacing between baselines stands for. `nil` (the default): no text.
    package func baselineLineHeight() -> CGFloat? { nil }

    // MARK: Responder chain

    /// The view's controller when it is that controller's root view, else the superview.
    open override var next: UIResponder? {
        if let controller = owningViewController { return controller }
        return superview
    }
}
