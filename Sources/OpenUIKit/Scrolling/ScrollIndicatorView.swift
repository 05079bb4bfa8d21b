import Foundation

/// One of a scroll view's two scroll indicators: a thin rounded bar, a real subview of the
/// scroll view kept at its visible edge, sized by the visible fraction of the content.
/// It never takes touches.
@MainActor
final class ScrollIndicatorView: UIView {
    let axis: NSLayoutConstraint.Axis

    init(axis: NSLayoutConstraint.Axis) {
        self.axis = axis
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        layer.cornerRadius = ScrollViewConstants.indicatorThickness / 2
    }

    required init?(coder: NSCoder) {
        fatalError("ScrollIndicatorView is made by UIScrollView and cannot be decoded")
    }
}
