import Foundation

/// A row of segments, one of which is selected; lifting a finger inside an enabled segment
/// selects it, performs the segment's action if it has one, and sends `.valueChanged` when the
/// selection changed.
///
/// A segment shows a title or an image (setting one clears the other). Segments share the
/// width equally, or in proportion to their content with ``apportionsSegmentWidthsByContent``;
/// a segment given a width by ``setWidth(_:forSegmentAt:)`` keeps it. The control draws its
/// track, the selected segment's thumb (``selectedSegmentTintColor``), separators and each
/// segment's content centred in it, moved by its content offset; titles take the text
/// attributes set for the segment's state (UISegmentedControl+Drawing.swift).
/// - Note: See https://developer.apple.com/documentation/uikit/uisegmentedcontrol
@MainActor @preconcurrency
open class UISegmentedControl: UIControl {
    /// The index meaning "no segment selected".
    public static let noSegment = -1

    struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        /// The width asked for; 0 lets the control choose.
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
        var action: UIAction?
    }

    /// The segments' accessibility elements, made when first asked for.
    private var segmentElements: [SegmentAccessibilityElement] = []

    var segments: [Segment] = [] {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The selected segment, or ``noSegment``. Setting it sends no event.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex != Self.noSegment && !segments.indices.contains(selectedSegmentIndex) {
                selectedSegmentIndex = Self.noSegment
            }
            if oldValue != selectedSegmentIndex { setNeedsDisplay() }
        }
    }

    /// Every segment as wide as the widest title plus padding, the standard height.
    open override var intrinsicContentSize: CGSize { segmentsIntrinsicSize() }

    /// Draws the track, the selected segment and the titles.
    open override func draw(_ rect: CGRect) { drawSegments() }

    /// Whether a segment goes back to unselected right after being chosen. Default false.
    open var isMomentary = false

    /// The colour of the selected segment's thumb; nil for the system's (white in light mode,
    /// a grey in dark mode).
    open var selectedSegmentTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.segmentedSelectedSegmentTintColor)
            setNeedsDisplay()
        }
    }

    /// Whether segments without a width of their own share the width in proportion to their
    /// content (default false: equally).
    open var apportionsSegmentWidthsByContent = false {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Text attributes for titles, by control state (see UISegmentedControl+TitleAttributes).
    var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Creates a control with one segment per item: a `String` is a title, a `UIImage` an
    /// image; other items are logged and skipped.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).compactMap { item -> Segment? in
            if let title = item as? String { return Segment(title: title) }
            if let image = item as? UIImage { return Segment(image: image) }
            misuseLog.log("UISegmentedControl(items:): an item of type \(type(of: item)) is neither a String nor a UIImage; skipped")
            return nil
        }
    }

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a segment titled `title` at `segment` (clamped). `animated` is ignored.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (clamped). `animated` is ignored.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts `segment` at `index` (clamped), moving the selection with the segment it marks.
    func insert(_ segment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        if selectedSegmentIndex != Self.noSegment, selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    }

    /// Removes the segment at `segment`. `animated` is ignored.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
    }

    /// Sets the title of segment `segment` (its image goes: a segment shows one or the other).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
    }

    /// Sets the image of segment `segment` (its title goes).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
    }

    /// The image of segment `segment`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Gives segment `segment` a fixed width; 0 (the default) lets the control size it.
    /// A negative width is logged and ignored.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        guard width >= 0, width.isFinite else {
            misuseLog.log("UISegmentedControl.setWidth(_:forSegmentAt:): width \(width) is not a finite value ≥ 0; ignored")
            return
        }
        segments[segment].width = width
    }

    /// The width set for segment `segment`, 0 when the control sizes it.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Moves the content of segment `segment` by `offset` from the segment's centre.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].contentOffset = offset
    }

    /// The content offset of segment `segment`.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// The title of segment `segment`.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Enables or disables one segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether segment `segment` can be chosen.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// The segment under `point` (control coordinates), or ``noSegment`` outside the bounds.
    // UIKit divergence: not public API in UIKit; kept public for the search bar's scope bar and
    // tests.
    public func segmentIndex(at point: CGPoint) -> Int {
        guard !segments.isEmpty, bounds.width > 0, bounds.contains(point) else { return Self.noSegment }
        let frames = segmentFrames()
        if let index = frames.firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }) { return index }
        // Past the last segment's far edge (rounding): the segment nearest that edge.
        return frames.indices.min { abs(frames[$0].midX - point.x) < abs(frames[$1].midX - point.x) } ?? segments.count - 1
    }

    /// Chooses the segment under the lift [CHOSEN: at lift, inside the bounds only].
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch else { return }
        choose(segment: segmentIndex(at: touch.location(in: self)), with: event)
    }

    /// Chooses segment `index` as a tap on it does (a touch's lift, an assistive technology's
    /// activation): selects it and sends the segment's action and the value-changed actions;
    /// false when the segment cannot be chosen (none there, disabled, already selected).
    @discardableResult
    func choose(segment index: Int, with event: UIEvent?) -> Bool {
        guard index != Self.noSegment, index < segments.count, segments[index].isEnabled else { return false }
        if isMomentary {
            selectedSegmentIndex = index
            segments[index].action?.perform(sender: self)
            sendActions(for: .valueChanged, with: event)
            selectedSegmentIndex = Self.noSegment
            return true
        }
        guard index != selectedSegmentIndex else { return false }
        selectedSegmentIndex = index
        // The segment's action first, then the control's value-changed targets [INF].
        segments[index].action?.perform(sender: self)
        sendActions(for: .valueChanged, with: event)
        return true
    }

    /// Refuses other views' single taps [INF, C3.4].
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isForeignSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Accessibility defaults

    /// The selected segment's title; nothing without a selection.
    package override var defaultAccessibilityValue: String? {
        selectedSegmentIndex == Self.noSegment ? nil : titleForSegment(at: selectedSegmentIndex)
    }

    /// A segmented control is not activated as a whole: its segments are.
    package override func performDefaultAccessibilityActivation() -> Bool { false }

    /// Not an element itself: a container of its segments, as on iOS.
    package override var defaultIsAccessibilityElement: Bool { false }

    /// The elements set on the control, else one button element per segment
    /// (each a `UIAccessibilityElement`), the same objects while the segments last.
    open override var accessibilityElements: [Any]? {
        get {
            if let set = super.accessibilityElements { return set }
            if segmentElements.count > segments.count { segmentElements.removeLast(segmentElements.count - segments.count) }
            while segmentElements.count < segments.count {
                segmentElements.append(SegmentAccessibilityElement(control: self, index: segmentElements.count))
            }
            return segmentElements
        }
        set { super.accessibilityElements = newValue }
    }
}
