import OpenUIKit

/// A plain view that lets its controller lay out its subviews (the gallery's screens size
/// their views by hand, so a resized window relayouts them).
final class LayoutCallbackView: UIView {
    var onLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}
