import Foundation

/// A row of equally wide segments, one of which is selected; lifting a finger inside an
/// enabled segment selects it and sends `.valueChanged` when the selection changed.
///
/// The control draws its track, the selected segment's thumb, separators and each title
/// centred in its segment; its intrinsic width gives every segment the widest title plus
/// padding (UISegmentedControl+Drawing.swift).
/// - Note: See https://developer.apple.com/documentation/uikit/uisegmentedcontrol
@MainActor @preconcurrency
open class UISegmentedControl: UIControl {
    /// The index meaning "no segment selected".
    public static let noSegment = -1

    struct Segment {
        var title: String?
        var isEnabled = true
    }

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

    /// Creates a control with one segment per title (`String` items; others are ignored).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).compactMap { $0 as? String }.map { Segment(title: $0) }
    }

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a segment titled `title` at `segment` (clamped). `animated` is ignored.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(Segment(title: title), at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
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

    /// Sets the title of segment `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
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
    public func segmentIndex(at point: CGPoint) -> Int {
        guard !segments.isEmpty, bounds.width > 0, bounds.contains(point) else { return Self.noSegment }
        let width = bounds.width / CGFloat(segments.count)
        return min(Int((point.x - bounds.minX) / width), segments.count - 1)
    }

    /// Chooses the segment under the lift [CHOSEN: at lift, inside the bounds only].
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch else { return }
        let index = segmentIndex(at: touch.location(in: self))
        guard index != Self.noSegment, segments[index].isEnabled else { return }
        if isMomentary {
            selectedSegmentIndex = index
            sendActions(for: .valueChanged, with: event)
            selectedSegmentIndex = Self.noSegment
        } else if index != selectedSegmentIndex {
            selectedSegmentIndex = index
            sendActions(for: .valueChanged, with: event)
        }
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

    /// A segmented control is not activated as a whole: the assistive technology taps the activation point instead.
    package override func performDefaultAccessibilityActivation() -> Bool { false }
}
