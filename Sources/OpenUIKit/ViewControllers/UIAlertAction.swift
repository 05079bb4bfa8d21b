import Foundation

/// One button of an alert or action sheet: a title, a style, and a handler run once when the
/// user chooses it (after the alert is dismissed).
/// - Note: See https://developer.apple.com/documentation/uikit/uialertaction
@MainActor @preconcurrency
open class UIAlertAction {
    /// How an action is drawn and placed.
    /// - Note: See https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
    public enum Style: Int, Sendable {
        /// An ordinary button.
        case `default` = 0
        /// The button that backs out; bold, and placed apart (left of two, last in a column, in
        /// its own group in an action sheet).
        case cancel = 1
        /// A button that destroys something; red.
        case destructive = 2
    }

    private let storedTitle: String?
    private let storedStyle: Style
    /// What runs when the user chooses the action.
    let handler: (@MainActor (UIAlertAction) -> Void)?
    /// The controller the action was added to.
    weak var controller: UIAlertController?

    /// The button's title.
    open var title: String? { storedTitle }
    /// The button's style.
    open var style: Style { storedStyle }
    /// Whether the button can be chosen; a disabled one is drawn grey and ignores taps.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controller?.actionsDidChange() } }
    }

    /// Creates an action titled `title` of `style`; `handler` runs once it is chosen.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        storedTitle = title
        storedStyle = style
        self.handler = handler
    }
}
