import Foundation
import OpenCoreGraphics

/// A rectangle of content in a tree of layers: the model that a renderer turns into pixels.
///
/// A layer keeps its geometry (``bounds``, ``position``, ``anchorPoint``, ``transform``), its
/// look (background, corners, border, shadow, opacity, ``contents``) and its sublayers. It
/// draws nothing itself: a renderer copies the changed part of the tree at each frame
/// (see ``commitChanges(_:)``) and composites it.
///
/// Concerns live in extensions: `CALayer+Geometry` (frame, transforms, conversion),
/// `CALayer+HitTesting`, `CALayer+Tree`, `CALayer+Display`, `CALayer+Layout`, `CALayer+Commit`
/// (the renderer's change flags) and `CALayer+Validation` (bad geometry stops at the setter).
/// - Note: See https://developer.apple.com/documentation/quartzcore/calayer
///
/// Like Core Animation's, the class carries no actor: any code (a struct, a nonisolated
/// function, a background task) may create and configure layers. A layer that is in a hosted
/// tree (shown in a window) is changed on the main thread only; changing it from another
/// thread stops with a message (see ``requireMainThreadIfHosted(_:)``).
open class CALayer {
    // Stored properties marked `@exclusivity(unchecked)` hold plain values or weak references:
    // an overlapping access to one cannot corrupt memory, and none is passed `inout` to code
    // that could reach it again, so the runtime's per-access exclusivity check (a thread-local
    // look-up on every read and write, a tenth of a relayout frame) is left out for them.
    // Collections and other stored values keep the check.

    // MARK: Geometry (the computed parts are in CALayer+Geometry.swift)

    /// The layer's own coordinate space: its origin is the coordinate of the top-left corner,
    /// its size the layer's size. A new size requests layout, and display when
    /// ``needsDisplayOnBoundsChange`` is true.
    @exclusivity(unchecked) open var bounds: CGRect = .zero {
        willSet { Self.requireFinite(newValue, "bounds") }
        didSet {
            guard bounds != oldValue else { return }
            changed("bounds", from: .rect(oldValue), .geometry)
            if bounds.size != oldValue.size {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }

    /// Where the anchor point sits, in the superlayer's coordinates.
    @exclusivity(unchecked) open var position: CGPoint = .zero {
        willSet { Self.requireFinite(newValue, "position") }
        didSet { if position != oldValue { changed("position", from: .point(oldValue), .geometry) } }
    }

    /// The point of the bounds, in unit coordinates (0…1 across each side), that sits at
    /// ``position`` and that transforms turn about. Defaults to the centre, (0.5, 0.5).
    @exclusivity(unchecked) open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        willSet { Self.requireFinite(newValue, "anchorPoint") }
        didSet { if anchorPoint != oldValue { changed("anchorPoint", from: .point(oldValue), .geometry) } }
    }

    /// The anchor point's z coordinate, in points.
    @exclusivity(unchecked) open var anchorPointZ: CGFloat = 0 {
        willSet { Self.requireFinite(newValue, "anchorPointZ") }
        didSet { if anchorPointZ != oldValue { changed("anchorPointZ", from: .scalar(Double(oldValue)), .geometry) } }
    }

    /// The layer's z coordinate in its superlayer: sublayers are painted in increasing
    /// zPosition, then in array order.
    @exclusivity(unchecked) open var zPosition: CGFloat = 0 {
        willSet { Self.requireFinite(newValue, "zPosition") }
        didSet { if zPosition != oldValue { changed("zPosition", from: .scalar(Double(oldValue)), .geometry) } }
    }

    /// The transform applied about the anchor point, relative to ``position``.
    @exclusivity(unchecked) open var transform: CATransform3D = CATransform3DIdentity {
        willSet { Self.requireFinite(newValue, "transform") }
        didSet { if transform != oldValue { changed("transform", from: .transform(oldValue), .geometry) } }
    }

    /// A transform applied to every sublayer, about this layer's anchor point (how perspective
    /// is given to a group of layers).
    @exclusivity(unchecked) open var sublayerTransform: CATransform3D = CATransform3DIdentity {
        willSet { Self.requireFinite(newValue, "sublayerTransform") }
        didSet { if sublayerTransform != oldValue { changed("sublayerTransform", from: .transform(oldValue), .geometry) } }
    }

    // MARK: Appearance

    /// Stored opacity, kept within 0…1.
    @exclusivity(unchecked) private var clampedOpacity: Float = 1

    /// How opaque the layer and its sublayers are, from 0 (invisible) to 1; values outside
    /// are clamped.
    open var opacity: Float {
        get { clampedOpacity }
        set {
            Fatal.check(!newValue.isNaN, "CALayer opacity must be a number, got \(newValue)")
            let value = Swift.min(Swift.max(newValue, 0), 1)
            guard value != clampedOpacity else { return }
            let oldValue = clampedOpacity
            clampedOpacity = value
            changed("opacity", from: .scalar(Double(oldValue)), .appearance)
        }
    }

    /// Whether the layer and its sublayers are left out of rendering and hit-testing.
    @exclusivity(unchecked) open var isHidden = false {
        didSet { if isHidden != oldValue { markChanged(.appearance) } }
    }

    /// The colour that fills the bounds (inside the rounded corners) under the contents.
    open var backgroundColor: CGColor? {
        didSet { if backgroundColor != oldValue { changed("backgroundColor", from: .color(.init(oldValue)), .appearance) } }
    }

    /// The radius of the rounded corners of the background and border; it clips contents and
    /// sublayers only with ``masksToBounds``.
    /// - Note: A negative radius is kept but drawn as 0, as Core Animation does.
    @exclusivity(unchecked) open var cornerRadius: CGFloat = 0 {
        willSet { Self.requireFinite(newValue, "cornerRadius") }
        didSet { if cornerRadius != oldValue { changed("cornerRadius", from: .scalar(Double(oldValue)), .appearance) } }
    }

    /// Which corners ``cornerRadius`` rounds; all four by default.
    @exclusivity(unchecked) open var maskedCorners: CACornerMask = .all {
        didSet { if maskedCorners != oldValue { markChanged(.appearance) } }
    }

    /// The shape of the rounded corners; `.circular` by default. A `.continuous` corner
    /// starts bending further from the corner (see ``cornerCurveExpansionFactor(_:)``).
    open var cornerCurve: CALayerCornerCurve = .circular {
        didSet { if cornerCurve != oldValue { markChanged(.appearance) } }
    }

    /// How far along each edge a corner of the given curve reaches, as a multiple of the
    /// corner radius: 1 for `.circular`, about 1.53 for `.continuous`.
    open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? LayerShapes.continuousExpansion : 1
    }

    /// Whether contents and sublayers are clipped to the bounds (and its rounded corners).
    @exclusivity(unchecked) open var masksToBounds = false {
        didSet { if masksToBounds != oldValue { markChanged(.appearance) } }
    }

    /// Width of the border drawn inside the bounds, above the contents and sublayers.
    /// - Note: A negative width is kept but drawn as 0, as Core Animation does.
    @exclusivity(unchecked) open var borderWidth: CGFloat = 0 {
        willSet { Self.requireFinite(newValue, "borderWidth") }
        didSet { if borderWidth != oldValue { changed("borderWidth", from: .scalar(Double(oldValue)), .appearance) } }
    }

    /// Colour of the border; opaque black by default.
    open var borderColor: CGColor? = .black {
        didSet { if borderColor != oldValue { changed("borderColor", from: .color(.init(oldValue)), .appearance) } }
    }

    /// Colour of the shadow; opaque black by default.
    open var shadowColor: CGColor? = .black {
        didSet { if shadowColor != oldValue { changed("shadowColor", from: .color(.init(oldValue)), .appearance) } }
    }

    /// Opacity of the shadow, 0 (no shadow, the default) to 1; values outside are clamped.
    open var shadowOpacity: Float {
        get { clampedShadowOpacity }
        set {
            Fatal.check(!newValue.isNaN, "CALayer shadowOpacity must be a number, got \(newValue)")
            let value = Swift.min(Swift.max(newValue, 0), 1)
            guard value != clampedShadowOpacity else { return }
            let oldValue = clampedShadowOpacity
            clampedShadowOpacity = value
            changed("shadowOpacity", from: .scalar(Double(oldValue)), .appearance)
        }
    }

    @exclusivity(unchecked) private var clampedShadowOpacity: Float = 0

    /// How far the shadow is moved from the layer; (0, −3) by default.
    @exclusivity(unchecked) open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet {
            Self.requireFinite(CGPoint(x: newValue.width, y: newValue.height), "shadowOffset")
        }
        didSet { if shadowOffset != oldValue { changed("shadowOffset", from: .size(oldValue), .appearance) } }
    }

    /// Blur radius of the shadow; 3 by default.
    @exclusivity(unchecked) open var shadowRadius: CGFloat = 3 {
        willSet { Self.requireFinite(newValue, "shadowRadius") }
        didSet { if shadowRadius != oldValue { changed("shadowRadius", from: .scalar(Double(oldValue)), .appearance) } }
    }

    /// The outline the shadow is cast from; nil (the default) casts it from the layer's
    /// composited alpha. The path is copied, so changing a mutable path later does not
    /// change the layer.
    open var shadowPath: CGPath? {
        get { storedShadowPath }
        set {
            let copy = newValue?.copy()
            guard copy != storedShadowPath else { return }
            storedShadowPath = copy
            markChanged(.appearance)
        }
    }

    private var storedShadowPath: CGPath?

    /// Whether the layer promises to fill its bounds with opaque pixels, so the renderer may
    /// skip what lies beneath and the backing store needs no clearing.
    @exclusivity(unchecked) open var isOpaque = false {
        didSet { if isOpaque != oldValue { markChanged(.appearance) } }
    }

    /// Whether opacity applies to the layer and its sublayers as one flattened group (true,
    /// the default) rather than to each layer separately.
    @exclusivity(unchecked) open var allowsGroupOpacity = true {
        didSet { if allowsGroupOpacity != oldValue { markChanged(.appearance) } }
    }

    /// Whether edges are antialiased when the layer is transformed; false by default.
    @exclusivity(unchecked) open var allowsEdgeAntialiasing = false {
        didSet { if allowsEdgeAntialiasing != oldValue { markChanged(.appearance) } }
    }

    /// Whether the back of the layer is drawn when a transform turns it away; true by default.
    @exclusivity(unchecked) open var isDoubleSided = true {
        didSet { if isDoubleSided != oldValue { markChanged(.appearance) } }
    }

    // MARK: Contents

    /// The image the layer shows in its bounds (a `CGImage`), placed by ``contentsGravity``.
    /// Setting it replaces whatever the layer drew.
    open var contents: Any? {
        didSet { markChanged(.contents) }
    }

    /// How ``contents`` is placed in the bounds; `.resize` by default.
    open var contentsGravity: CALayerContentsGravity = .resize {
        didSet { if contentsGravity != oldValue { markChanged(.appearance) } }
    }

    /// Pixels per point of the contents and of the backing store; 1 by default.
    @exclusivity(unchecked) open var contentsScale: CGFloat = 1 {
        willSet { Self.requireFinite(newValue, "contentsScale") }
        didSet {
            guard contentsScale != oldValue else { return }
            markChanged(.appearance)
        }
    }

    /// The part of the contents image shown, in unit coordinates; the whole image by default.
    @exclusivity(unchecked) open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        willSet { Self.requireFinite(newValue, "contentsRect") }
        didSet { if contentsRect != oldValue { changed("contentsRect", from: .rect(oldValue), .appearance) } }
    }

    /// The stretchable middle of the contents image, in unit coordinates (nine-part
    /// stretching); the whole image by default.
    @exclusivity(unchecked) open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        willSet { Self.requireFinite(newValue, "contentsCenter") }
        didSet { if contentsCenter != oldValue { markChanged(.appearance) } }
    }

    /// How contents is sampled when drawn smaller than its size; `.linear` by default.
    open var minificationFilter: CALayerContentsFilter = .linear {
        didSet { if minificationFilter != oldValue { markChanged(.appearance) } }
    }

    /// How contents is sampled when drawn larger than its size; `.linear` by default.
    open var magnificationFilter: CALayerContentsFilter = .linear {
        didSet { if magnificationFilter != oldValue { markChanged(.appearance) } }
    }

    /// Whether a change of bounds asks the layer to redraw; false by default.
    @exclusivity(unchecked) open var needsDisplayOnBoundsChange = false

    /// Whether the layer and its sublayers are painted once into a bitmap that is then
    /// composited, frame after frame, until something in them changes; false by default.
    /// See `Rendering/LayerPainter+Rasterization.swift`.
    @exclusivity(unchecked) open var shouldRasterize = false {
        didSet { if shouldRasterize != oldValue { markChanged(.appearance) } }
    }

    /// The bitmap's pixels per point when ``shouldRasterize`` is on; 1 by default (set it to
    /// the screen's scale for sharp content, as on iOS).
    @exclusivity(unchecked) open var rasterizationScale: CGFloat = 1 {
        willSet {
            Fatal.check(newValue.isFinite && newValue > 0, "CALayer.rasterizationScale must be positive and finite, got \(newValue)")
        }
        didSet { if rasterizationScale != oldValue { markChanged(.appearance) } }
    }

    // MARK: Identity

    /// A name for debugging and for finding layers.
    open var name: String?

    /// The object asked to draw and lay out the layer (held weakly).
    @exclusivity(unchecked) open weak var delegate: (any CALayerDelegate)?

    /// The host told about pending work; consulted on the root layer only.
    @exclusivity(unchecked) package weak var host: (any LayerTreeHost)? {
        didSet {
            if let host, hasCommitWork || descendantsNeedCommit { host.layerTreeNeedsCommit(self) }
        }
    }

    // MARK: Tree storage (behaviour in CALayer+Tree.swift)

    /// Sublayers in array order, with a hole (``CALayer/removedSlot``) where a sublayer was
    /// removed since the list was last compacted (see CALayer+Tree.swift): removing any
    /// sublayer costs a constant, not a search and a shift of the list.
    var sublayerSlots: [CALayer] = []
    /// The holes in ``sublayerSlots``.
    @exclusivity(unchecked) var sublayerHoles = 0
    /// The receiver's index in its superlayer's ``sublayerSlots``, kept exact by every change
    /// to that list.
    @exclusivity(unchecked) var slotIndex = 0

    /// Sublayers in array order (the holes left by removals are closed first).
    package var sublayerStorage: [CALayer] {
        compactSublayerSlots()
        return sublayerSlots
    }

    /// Whether the layer has sublayers (without closing holes).
    package var hasSublayers: Bool { sublayerSlots.count > sublayerHoles }

    /// The layer whose sublayers include this one.
    @exclusivity(unchecked) public internal(set) weak var superlayer: CALayer?

    /// The layer that uses this one as its mask; a mask has no superlayer.
    @exclusivity(unchecked) package internal(set) weak var maskOwner: CALayer?

    var maskStorage: CALayer?

    // MARK: Display and layout storage (behaviour in CALayer+Display.swift, CALayer+Layout.swift)

    @exclusivity(unchecked) var needsDisplayFlag = false
    /// Whether the whole bounds (as they are when display runs) must be redrawn.
    @exclusivity(unchecked) var needsFullDisplay = false
    /// The rectangle the running `display()` must redraw; nil outside `displayIfNeeded()`.
    var rectBeingDisplayed: CGRect?
    @exclusivity(unchecked) var needsLayoutFlag = false

    /// The union of the rectangles (bounds coordinates) marked for display and not yet drawn;
    /// null when nothing is marked.
    @exclusivity(unchecked) package internal(set) var needsDisplayRect: CGRect = .null

    /// What the layer last drew: the context its ``draw(in:)`` drew into. Kept apart from
    /// ``contents``, which is the app's image; the renderer shows `contents` when it is set
    /// and the backing store otherwise.
    package internal(set) var backingStore: CGContext?

    /// The size in points and the scale the backing store was made for; a store of another
    /// size or scale is replaced rather than drawn into.
    @exclusivity(unchecked) package internal(set) var backingStoreSize: CGSize = .zero
    @exclusivity(unchecked) package internal(set) var backingStoreScale: CGFloat = 1
    /// The part of the bounds the backing store covers: the bounds, or for a layer too large
    /// for a whole store the part that was visible when it drew (see `BackingStoreLimits`).
    @exclusivity(unchecked) package internal(set) var backingStoreRect: CGRect = .null
    /// Whether the store covers only part of the bounds (a layer past `BackingStoreLimits`).
    @exclusivity(unchecked) package internal(set) var backingStoreCoversPart = false

    /// The union of the rectangles (bounds coordinates) redrawn into the backing store since
    /// the last commit; null when none. Cleared by ``commitChanges(_:)``.
    @exclusivity(unchecked) package internal(set) var redrawnRect: CGRect = .null

    /// Whether a reused backing store is cleared where it is redrawn before `draw(in:)` runs
    /// (for layers that are not opaque). A view's layer leaves it to the view, whose
    /// `clearsContextBeforeDrawing` decides.
    @exclusivity(unchecked) package var clearsBackingStoreBeforeRedraw = true

    /// Set by a delegate during `draw(_:in:)` when it finds that it paints nothing (a view
    /// whose class does not draw): the new backing store is dropped instead of kept.
    @exclusivity(unchecked) package var drawingPaintedNothing = false

    // MARK: Commit storage (behaviour in CALayer+Commit.swift)

    /// What the compositor that shows this layer remembered at the last commit (placement,
    /// extents, cached shadow); see Rendering/LayerRenderRecord.swift.
    package var renderRecord = LayerRenderRecord()

    /// What changed on this layer since the last commit. A new layer has every kind, as the
    /// renderer has never seen it.
    @exclusivity(unchecked) package internal(set) var pendingChanges: LayerChanges = .all

    /// Whether some layer below this one (a sublayer, the mask, or further down) has pending
    /// changes, display or layout.
    @exclusivity(unchecked) package internal(set) var descendantsNeedCommit = false

    // MARK: Animation storage (behaviour in CALayer+Animation.swift, CALayer+Actions.swift)

    /// The attached animations, in the order they were added.
    package internal(set) var attachedAnimations: [AttachedAnimation] = []
    /// The registry of animating layers this layer owns while it is the root of its tree
    /// (see ``AnimationRegistry``).
    var ownedAnimationRegistry: AnimationRegistry?
    /// The layer's index in its tree's registry of animating layers, while it is registered.
    var animationRegistrySlot: Int?
    /// The presentation copy, made on demand and reused from frame to frame: when only time
    /// moved, the animated properties are reset from the model and evaluated again in place
    /// (no allocation); a model change or an added or removed animation makes a new copy.
    var cachedPresentation: CALayer?
    /// Whether the model or the set of animations changed since the copy was made.
    @exclusivity(unchecked) var presentationCopyIsStale = true
    /// Whether animation time (or timing) moved since the copy was evaluated.
    @exclusivity(unchecked) var presentationTimeIsStale = true
    /// The time of the last frame of this layer's tree (`advanceAnimations(in:to:)`, or the
    /// host's clock when an animation was added): presentation copies show animations at
    /// this time. Kept per layer so trees of different applications, on different clocks,
    /// never see each other's time.
    @exclusivity(unchecked) var animationClockTime: CFTimeInterval = 0
    /// For a presentation copy, what a running ``CATransition`` shows at the frame's time.
    package internal(set) var transitionFrame: TransitionFrame?
    /// For a presentation copy, the model layer it shows.
    @exclusivity(unchecked) weak var presentedModel: CALayer?
    /// Whether this layer is a presentation copy (its changes run no actions).
    @exclusivity(unchecked) package internal(set) var isPresentationCopy = false
    /// Whether a renderer has taken the layer at least once; implicit actions only run for
    /// such layers, as a layer nobody has shown has nothing to animate from.
    @exclusivity(unchecked) package internal(set) var hasBeenCommitted = false
    /// The value a property had before the change whose action is running.
    var actionPreviousValue: (keyPath: String, value: AnimationValue)?
    /// The model value the property being changed had, while its action is looked up and run.
    var actionOldModelValue: (keyPath: String, value: AnimationValue)?

    /// Actions by event name, searched after the delegate (``action(forKey:)``); an `NSNull`
    /// value stops the search with no action.
    open var actions: [String: any CAAction]?

    /// Default property values and actions (under `"actions"`), searched after ``actions``;
    /// a nested dictionary under `"style"` is searched next.
    open var style: [AnyHashable: Any]?

    // MARK: Layer timing (CAMediaTiming; behaviour in CALayer+Animation.swift)

    /// When the layer's timeline starts in its superlayer's time; 0 by default.
    @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0 {
        willSet { CAAnimation.require(CAAnimation.timingMessage("CALayer beginTime", newValue, allowsNegative: true)) }
    }
    /// A shift added to the layer's local time; 0 by default.
    @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0 {
        willSet { CAAnimation.require(CAAnimation.timingMessage("CALayer timeOffset", newValue, allowsNegative: true)) }
    }
    /// How fast the layer's time (and so its animations and its sublayers') runs against its
    /// superlayer's; 1 by default, 0 freezes it.
    @exclusivity(unchecked) open var speed: Float = 1 {
        willSet { CAAnimation.require(CAAnimation.timingMessage("CALayer speed", Double(newValue), allowsNegative: true)) }
    }
    /// Kept for ``CAMediaTiming``; a layer's timeline does not end.
    // Limitation: duration, repeats, autoreverses and fillMode of a layer are stored only;
    // a layer's local time uses beginTime, speed and timeOffset.
    @exclusivity(unchecked) open var duration: CFTimeInterval = 0
    @exclusivity(unchecked) open var repeatCount: Float = 0
    @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0
    @exclusivity(unchecked) open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Initializers

    /// Creates a layer with Core Animation's defaults.
    public required init() {}

    /// Sublayers and the mask are handed to `DeferredRelease`, so freeing a deep tree takes a
    /// loop, not a stack frame per level. It runs on whichever thread drops the last
    /// reference and touches only the layer's own storage, so subclasses may declare their
    /// own `deinit` in any language mode.
    deinit {
        DeferredRelease.release(&sublayerSlots)
        if let mask = maskStorage {
            maskStorage = nil
            DeferredRelease.release(mask)
        }
    }

    /// Creates a copy of `layer`'s own properties (not its sublayers, superlayer, mask or
    /// delegate, animations), as Core Animation does for presentation copies. Subclasses
    /// override it to copy their own properties too (it is required, as presentation copies
    /// are made with the layer's own class).
    public required init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        anchorPointZ = other.anchorPointZ
        zPosition = other.zPosition
        transform = other.transform
        sublayerTransform = other.sublayerTransform
        clampedOpacity = other.clampedOpacity
        isHidden = other.isHidden
        backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        masksToBounds = other.masksToBounds
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        clampedShadowOpacity = other.clampedShadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        storedShadowPath = other.storedShadowPath
        isOpaque = other.isOpaque
        allowsGroupOpacity = other.allowsGroupOpacity
        allowsEdgeAntialiasing = other.allowsEdgeAntialiasing
        isDoubleSided = other.isDoubleSided
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        contentsRect = other.contentsRect
        contentsCenter = other.contentsCenter
        minificationFilter = other.minificationFilter
        magnificationFilter = other.magnificationFilter
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        shouldRasterize = other.shouldRasterize
        rasterizationScale = other.rasterizationScale
        name = other.name
        beginTime = other.beginTime
        timeOffset = other.timeOffset
        duration = other.duration
        speed = other.speed
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
    }

    // MARK: Geometry entry points (CALayer+Geometry.swift)

    /// The layer's rectangle in its superlayer's coordinates: the bounds taken through the
    /// anchor point, ``transform`` and ``position`` (the smallest enclosing rectangle when the
    /// transform rotates).
    ///
    /// Setting it sets the bounds size and the position and keeps `bounds.origin`. With a
    /// transform, the size is taken back through the transform's linear part, then the
    /// position is moved so the new frame starts at the given origin; this round-trips for
    /// scales, translations and quarter turns.
    /// - Note: Apple leaves the frame undefined for other rotations; see
    ///   https://developer.apple.com/documentation/quartzcore/calayer/frame
    open var frame: CGRect {
        get { frameValue }
        set { setFrameValue(newValue) }
    }

    /// The affine part of ``transform``.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets ``transform`` to the 3-D form of `m`.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Hit-testing entry points (CALayer+HitTesting.swift)

    /// The deepest visible layer at `p`, a point in the superlayer's coordinates (for the root,
    /// the space it is placed in), or nil.
    ///
    /// Hidden layers and their sublayers are skipped. Sublayers are tried front to back
    /// (the reverse of paint order), and may be hit outside this layer's bounds unless
    /// ``masksToBounds`` is set. Opacity does not matter and the mask is not consulted.
    /// - Note: See https://developer.apple.com/documentation/quartzcore/calayer/hittest(_:)
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestTree(p) }

    /// Whether `p`, in this layer's bounds space, lies inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    // MARK: Tree entry points (CALayer+Tree.swift)

    /// The sublayers in array order, or nil when there are none. Setting it removes the
    /// current sublayers and adds the new ones in order.
    open var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set { replaceAllSublayers(with: newValue ?? []) }
    }

    /// Appends `layer` to the sublayers (moving it from its current superlayer).
    /// - Note: Adding a layer to itself or to one of its descendants stops with a message.
    open func addSublayer(_ layer: CALayer) { insertSublayerNow(layer, at: Int.max) }

    /// Inserts `layer` at `idx` in the sublayers (moving it from its current superlayer); an
    /// index past the end appends.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { insertSublayerNow(layer, at: Int(idx)) }

    /// Inserts `layer` just below `sibling` in the sublayers; a nil sibling puts it at the
    /// back. A sibling that is not a sublayer stops with a message.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { insertSublayerNow(layer, below: sibling) }

    /// Inserts `layer` just above `sibling` in the sublayers; a nil sibling puts it at the
    /// front. A sibling that is not a sublayer stops with a message.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { insertSublayerNow(layer, above: sibling) }

    /// Puts `newLayer` where `oldLayer` is in the sublayers and detaches `oldLayer`.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        replaceSublayerNow(oldLayer, with: newLayer)
    }

    /// Detaches the layer from its superlayer; a mask is detached from the layer it masks.
    open func removeFromSuperlayer() { detachFromSuperlayer() }

    /// A layer whose alpha limits where this layer shows. A mask has no superlayer; its
    /// geometry is in this layer's bounds space.
    /// - Note: Setting a layer that has a superlayer stops with a message.
    // UIKit divergence: Core Animation leaves a mask with a superlayer undefined; we stop.
    open var mask: CALayer? {
        get { maskStorage }
        set { setMaskLayer(newValue) }
    }

    // MARK: Display entry points (CALayer+Display.swift)

    /// Marks the whole layer to be redrawn at the next display pass.
    open func setNeedsDisplay() { markWholeNeedsDisplay() }

    /// Marks `r` (bounds coordinates) to be redrawn at the next display pass; rectangles add
    /// up. An empty rectangle marks nothing.
    open func setNeedsDisplay(_ r: CGRect) { markNeedsDisplay(in: r) }

    /// Whether the layer is marked for display.
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Displays the layer now if it is marked. A layer with an empty size drops its backing
    /// store and never draws.
    open func displayIfNeeded() { displayNowIfNeeded() }

    /// Updates the layer's contents: the delegate's `display(_:)` when the delegate
    /// implements it, otherwise drawing into the backing store with `draw(in:)`.
    /// Called by `displayIfNeeded()`; subclasses override it to set `contents` directly.
    open func display() { displayContents() }

    /// Draws the layer's contents into `ctx`, whose user space is the bounds. The default
    /// asks the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    // MARK: Layout entry points (CALayer+Layout.swift)

    /// Marks the layer for `layoutSublayers()` at the next layout pass. A new bounds size and
    /// a change of sublayers mark it too.
    open func setNeedsLayout() { markNeedsLayout() }

    /// Whether the layer is marked for layout.
    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out now what is marked: starting from the highest ancestor in an unbroken chain of
    /// ancestors marked for layout, each marked layer runs `layoutSublayers()` before its
    /// sublayers are visited (top-down).
    /// - Note: See https://developer.apple.com/documentation/quartzcore/calayer/layoutifneeded()
    open func layoutIfNeeded() { layoutNowIfNeeded() }

    /// Positions the sublayers; the default asks the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// The size the layer would like in its superlayer: by default its bounds size as the
    /// transform shows it (the frame's size).
    open func preferredFrameSize() -> CGSize { frame.size }

    // MARK: Presentation

    /// The layer as it appears at the current animation time (the time of the last frame):
    /// a new copy of its own properties with the running animations applied, which later
    /// frames do not change. The copy has no sublayers; call it on each layer you need.
    /// Hit-testing and conversions of the model tree never use it.
    open func presentation() -> Self? {
        let current = presentationLayer()
        let copy = type(of: self).init(layer: current)
        copy.isPresentationCopy = true
        copy.presentedModel = self
        return copy
    }

    /// The model layer: for a presentation copy, the layer it presents; otherwise itself.
    open func model() -> Self { (presentedModel as? Self) ?? self }

    // MARK: Actions (CALayer+Actions.swift)

    /// The action for `event` (usually a property name), searched in this order: the
    /// delegate's `action(for:forKey:)`, ``actions``, ``style``, the class's
    /// ``defaultAction(forKey:)``, then the implicit animation of an animatable property (a
    /// basic animation with the current transaction's duration and timing function). An
    /// `NSNull` anywhere ends the search with nil.
    /// - Note: See https://developer.apple.com/documentation/quartzcore/calayer/action(forkey:)
    open func action(forKey event: String) -> (any CAAction)? { searchAction(forKey: event) }

    /// The class's own action for `event`; nil unless a subclass says otherwise.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    // MARK: Animations (CALayer+Animation.swift)

    /// Attaches a copy of `anim` under `key`, replacing (and stopping, unfinished) an animation
    /// already under that key. A `beginTime` of 0 becomes the time of the frame that commits it.
    /// The model does not change.
    /// - Note: See https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:)
    open func add(_ anim: CAAnimation, forKey key: String?) { attach(anim, forKey: key) }

    /// The animation attached under `key`.
    open func animation(forKey key: String) -> CAAnimation? {
        attachedAnimations.first { $0.key == key }?.animation
    }

    /// The keys of the attached animations in the order they were added; nil when none.
    open func animationKeys() -> [String]? {
        let keys = attachedAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Detaches the animation under `key`; its delegate hears it stopped unfinished at the
    /// next frame.
    open func removeAnimation(forKey key: String) { detachAnimations { $0.key == key } }

    /// Detaches every animation; their delegates hear they stopped unfinished at the next frame.
    open func removeAllAnimations() { detachAnimations { _ in true } }
}
