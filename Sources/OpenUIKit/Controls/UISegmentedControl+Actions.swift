import Foundation

/// Segments made from actions: a segment shows its action's title (or image) and performs the
/// action, with the control as sender, when the user selects it.
extension UISegmentedControl {
    /// Creates a control with one segment per action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map(Self.segment(for:))
    }

    /// Inserts a segment for `action` at `segment` (clamped). `animated` is ignored.
    public func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Self.segment(for: action), at: segment)
    }

    /// Makes `action` segment `segment`'s action, showing its title (or image).
    public func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        let replacement = Self.segment(for: action)
        segments[segment].title = replacement.title
        segments[segment].image = replacement.image
        segments[segment].action = action
    }

    /// The action of segment `segment`, if it was made from one.
    public func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`, or ``noSegment``.
    public func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// A segment for `action`: its title, else its image.
    private static func segment(for action: UIAction) -> Segment {
        let hasTitle = !action.title.isEmpty
        return Segment(title: hasTitle ? action.title : nil, image: hasTitle ? nil : action.image, action: action)
    }
}
