import Foundation
import OpenCoreGraphics

extension UITextField {
    /// Whether a view with `mode` shows now, given whether the field is editing.
    func showsOverlay(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    /// Whether ``leftView`` shows now.
    var isLeftViewShown: Bool { leftView != nil && showsOverlay(leftViewMode) }
    /// Whether ``rightView`` shows now.
    var isRightViewShown: Bool { rightView != nil && showsOverlay(rightViewMode) }

    /// The size a side view takes: its frame's size, or its intrinsic size (a missing metric
    /// counting as zero) on each axis its frame leaves at zero.
    // UIKit divergence: since iOS 13 UIKit sizes side views by fitting them with Auto Layout
    // (their constraints, else their intrinsic size); here an explicit frame size wins and the
    // intrinsic size is used only where the frame is zero (docs/DIVERGENCES.md).
    func sideViewSize(_ view: UIView) -> CGSize {
        var size = view.frame.size
        if size.width <= 0 || size.height <= 0 {
            let intrinsic = view.intrinsicContentSize
            if size.width <= 0 { size.width = max(0, intrinsic.width) }
            if size.height <= 0 { size.height = max(0, intrinsic.height) }
        }
        return size
    }

    /// The rectangle of a side view in `bounds`: at the leading (`atLeading`) or trailing edge,
    /// mirrored in right-to-left layouts, at its own size, centred vertically.
    func sideViewRect(for view: UIView?, atLeading: Bool, in bounds: CGRect) -> CGRect {
        guard let view else { return .zero }
        let size = sideViewSize(view)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let atLeft = atLeading != rightToLeft
        let x = atLeft ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.minY + ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    }

    /// How much of the leading side the shown left view takes from the text: from the edge to
    /// its far side.
    func leadingSideWidth(in bounds: CGRect) -> CGFloat {
        guard isLeftViewShown else { return 0 }
        let rect = leftViewRect(forBounds: bounds)
        let taken = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.maxX - rect.minX : rect.maxX - bounds.minX
        return max(0, taken)
    }

    /// How much of the trailing side the shown right view takes from the text.
    func trailingSideWidth(in bounds: CGRect) -> CGFloat {
        guard isRightViewShown else { return 0 }
        let rect = rightViewRect(forBounds: bounds)
        let taken = effectiveUserInterfaceLayoutDirection == .rightToLeft ? rect.maxX - bounds.minX : bounds.maxX - rect.minX
        return max(0, taken)
    }

    /// A side view was replaced: the old one leaves the field, the new one is placed at the
    /// next layout.
    func sideViewChanged(from oldView: UIView?, to newView: UIView?) {
        guard oldView !== newView else { return }
        if let oldView, oldView.superview === self, oldView !== leftView, oldView !== rightView { oldView.removeFromSuperview() }
        sideViewsNeedUpdate()
    }

    /// The side views' visibility or places may have changed (a mode, editing began or ended):
    /// lay out and redraw the text in its new rectangle.
    func sideViewsNeedUpdate() {
        setNeedsLayout()
        setNeedsDisplay()
        if leftView != nil || rightView != nil { invalidateIntrinsicContentSize() }
    }

    /// Puts each side view that shows in the field at its rectangle, and takes out those that
    /// do not (as UIKit adds and removes them).
    func layoutSideViews() {
        place(leftView, shown: isLeftViewShown) { leftViewRect(forBounds: $0) }
        place(rightView, shown: isRightViewShown) { rightViewRect(forBounds: $0) }
    }

    private func place(_ view: UIView?, shown: Bool, rect: (CGRect) -> CGRect) {
        guard let view else { return }
        if shown {
            if view.superview !== self { addSubview(view) }
            let frame = rect(bounds)
            if view.frame != frame { view.frame = frame }
        } else if view.superview === self {
            view.removeFromSuperview()
        }
    }
}
