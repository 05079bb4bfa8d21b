import Foundation

/// One segment of a ``UISegmentedControl`` as assistive technologies see it: a button named by
/// the segment's title (an image segment by its image's label), selected when the segment is, not enabled when
/// the segment or the control is not, over the segment's part of the control. Activating it
/// chooses the segment as a tap does.
///
/// The control keeps one per segment position and reuses them, so an element stays the same
/// object while the control has that many segments (an assistive technology's focus stays on it).
@MainActor
final class SegmentAccessibilityElement: UIAccessibilityElement {
    /// The segment's position.
    let index: Int

    init(control: UISegmentedControl, index: Int) {
        self.index = index
        super.init(accessibilityContainer: control)
    }

    private var control: UISegmentedControl? { accessibilityContainer as? UISegmentedControl }

    override var defaultAccessibilityLabel: String? {
        guard let control, index < control.numberOfSegments else { return nil }
        // An image segment reads its image's label (a symbol's spoken name, docs/SYMBOLS.md).
        return control.titleForSegment(at: index) ?? control.imageForSegment(at: index)?.accessibilityLabel
    }

    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        guard let control, index < control.numberOfSegments else { return .button }
        var traits: UIAccessibilityTraits = .button
        if control.selectedSegmentIndex == index { traits.insert(.selected) }
        if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
        return traits
    }

    /// The segment's rectangle in the control, unless one was set.
    override var accessibilityFrameInContainerSpace: CGRect {
        get {
            let set = super.accessibilityFrameInContainerSpace
            guard set == .zero, let control else { return set }
            let frames = control.segmentFrames()
            return index < frames.count ? frames[index] : .zero
        }
        set { super.accessibilityFrameInContainerSpace = newValue }
    }

    override func performDefaultAccessibilityActivation() -> Bool {
        guard let control, index < control.numberOfSegments, control.isEnabled else { return false }
        return control.choose(segment: index, with: nil)
    }
}
