import Foundation

/// The views a first responder asks the software keyboard to show: its `inputView` in place of
/// the keys and its `inputAccessoryView` on top, with their heights read when they were asked
/// for.
@MainActor
struct InputViews {
    /// Shown in place of the keys; nil shows the keys.
    let inputView: UIView?
    /// Shown on top of the keys or the input view.
    let accessoryView: UIView?

    /// For the accessory bar shown alone with a hardware keyboard: the height below the
    /// accessory (the screen's bottom safe area, over the home indicator), where no keys show.
    let barInset: CGFloat?

    init(inputView: UIView?, accessoryView: UIView?, barInset: CGFloat? = nil) {
        self.inputView = inputView
        self.accessoryView = accessoryView
        self.barInset = barInset
    }

    /// `responder`'s accessory view alone, as a bar above `bottomInset` points (with a hardware
    /// keyboard the input view and the keys do not show).
    static func accessoryBar(of responder: UIResponder, bottomInset: CGFloat) -> InputViews {
        InputViews(inputView: nil, accessoryView: responder.inputAccessoryView, barInset: bottomInset)
    }

    /// `responder`'s input views as they are now.
    init(of responder: UIResponder) {
        self.init(inputView: responder.inputView, accessoryView: responder.inputAccessoryView)
    }

    /// The accessory view's height: its frame's, else its intrinsic height, else 0.
    var accessoryHeight: CGFloat { accessoryView.map(Self.height(of:)) ?? 0 }

    /// The height below the accessory: the bar's inset, the input view's (as the accessory's),
    /// else the keys'.
    var lowerHeight: CGFloat {
        if let barInset { return barInset }
        guard let inputView else { return SoftwareKeyboard.height }
        let height = Self.height(of: inputView)
        return height > 0 ? height : SoftwareKeyboard.height
    }

    /// The whole keyboard's height.
    var height: CGFloat { accessoryHeight + lowerHeight }

    private static func height(of view: UIView) -> CGFloat {
        if view.frame.height > 0 { return view.frame.height }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic > 0 ? intrinsic : 0
    }

    /// Whether `other` shows the same views at the same heights.
    func matches(_ other: InputViews) -> Bool {
        inputView === other.inputView && accessoryView === other.accessoryView && height == other.height
            && (barInset == nil) == (other.barInset == nil)
    }
}
