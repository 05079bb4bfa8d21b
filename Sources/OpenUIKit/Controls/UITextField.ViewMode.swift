import Foundation

extension UITextField {
    /// When an overlay (the clear button) shows in a text field.
    /// - Note: See https://developer.apple.com/documentation/uikit/uitextfield/viewmode
    public enum ViewMode: Int, Sendable {
        /// Never shown.
        case never = 0
        /// Shown only while the field is editing.
        case whileEditing = 1
        /// Shown only while the field is not editing.
        case unlessEditing = 2
        /// Always shown.
        case always = 3
    }
}
