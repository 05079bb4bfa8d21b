import Foundation

extension UIButton {
    /// What a button is for, next to the others around it.
    /// - Note: See https://developer.apple.com/documentation/uikit/uibutton/role-swift.enum
    @available(iOS 14.0, *)
    public enum Role: Int, Sendable {
        /// An ordinary button.
        case normal = 0
        /// The button the primary key (Return) stands for.
        case primary = 1
        /// The button that backs out (Escape).
        case cancel = 2
        /// A button that destroys something.
        case destructive = 3
    }

    /// The button's role (`.normal` by default).
    ///
    /// On iPhone and iPad the role changes nothing a standalone button draws or does: Mac
    /// Catalyst reads it for the button's look and its Return and Escape key bindings, and
    /// this library has no Mac idiom, so it is stored and read back only. A button's title
    /// colour and configuration stay what they were set to.
    /// - Note: See https://developer.apple.com/documentation/uikit/uibutton/role-swift.property
    @available(iOS 14.0, *)
    public var role: Role {
        get { appearanceSlots.role }
        set { appearanceSlots.role = newValue }
    }
}
