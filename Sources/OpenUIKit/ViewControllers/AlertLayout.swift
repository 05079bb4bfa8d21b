import Foundation

/// The measures and colours alerts and action sheets are drawn with [CHOSEN: UIKit does not
/// publish them; the values follow iPhone alerts as they look, listed in docs/DIVERGENCES.md].
enum AlertLayout {
    /// An alert's width.
    static let alertWidth: CGFloat = 270
    /// The corner radius of an alert and of an action sheet's groups.
    static let cornerRadius: CGFloat = 14
    /// Space above an alert's title and below its message (or text fields).
    static let alertVerticalPadding: CGFloat = 20
    /// Space on each side of an alert's texts and text fields.
    static let alertHorizontalPadding: CGFloat = 16
    /// Space between the title and the message.
    static let titleMessageGap: CGFloat = 4
    /// An alert button's height.
    static let alertButtonHeight: CGFloat = 44
    /// The font size of an alert's title (semibold) and buttons.
    static let alertTitleFontSize: CGFloat = 17
    /// The font size of an alert's message and of an action sheet's title and message.
    static let messageFontSize: CGFloat = 13
    /// Space above the first text field.
    static let textFieldTopGap: CGFloat = 16
    /// A text field's box height, and the space between boxes.
    static let textFieldHeight: CGFloat = 30
    static let textFieldGap: CGFloat = 8
    /// The text fields' font size.
    static let textFieldFontSize: CGFloat = 13
    /// The horizontal inset of a text field's text in its box.
    static let textFieldInset: CGFloat = 6
    /// An action sheet's margin to the screen's sides and bottom, and the gap above its cancel
    /// group.
    static let sheetMargin: CGFloat = 8
    /// An action sheet's width limit (a wide screen does not stretch it).
    static let sheetMaximumWidth: CGFloat = 400
    /// An action-sheet button's height and font size.
    static let sheetButtonHeight: CGFloat = 57
    static let sheetButtonFontSize: CGFloat = 20
    /// Space above and below an action sheet's title and message.
    static let sheetHeaderPadding: CGFloat = 14
    /// An action sheet's width when it shows in a popover (regular width) [CHOSEN].
    static let popoverSheetWidth: CGFloat = 304
    /// The scale an appearing alert starts from (it fades in and settles to 1 over the
    /// presentation's duration; an action sheet slides up instead).
    static let appearScale: CGFloat = 1.2

    /// The dimming over the presenter: black at 20% (light) or 48% (dark).
    static let dimmingColor = UIColor { traits in
        UIColor(white: 0, alpha: traits.userInterfaceStyle == .dark ? 0.48 : 0.2)
    }
    /// The alert's and action sheet's background.
    static let backgroundColor = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.17, green: 0.17, blue: 0.18, alpha: 1) : UIColor(white: 0.95, alpha: 1)
    }
    /// The action sheet's cancel group: opaque white in light mode.
    static let cancelBackgroundColor = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.17, green: 0.17, blue: 0.18, alpha: 1) : UIColor(white: 1, alpha: 1)
    }
    /// A text field's box.
    static let textFieldBackgroundColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 1) : UIColor(white: 1, alpha: 1)
    }
}
