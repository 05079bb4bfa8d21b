import Foundation

/// A control that runs an action when tapped: `.touchUpInside`, then
/// `.primaryActionTriggered`. Shows a title per control state.
///
/// A single one-finger tap on a button is never taken by a tap recognizer of a superview: the
/// button refuses it in ``gestureRecognizerShouldBegin(_:)`` (reference C3).
/// - Note: See https://developer.apple.com/documentation/uikit/uibutton
// Limitation: images per state, title colours and configurations are not modelled yet.
@MainActor
open class UIButton: UIControl {
    /// The built-in kinds of button.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd
        case close = 7
        /// The old name of `.system`.
        public static let roundedRect = ButtonType.system
        /// A button without a background (iOS 15's plain system button).
        public static let plain = ButtonType.system
    }

    /// The kind of button, fixed at creation.
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]

    /// Creates a custom button with `frame`.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    /// Creates a button of a built-in kind with a zero frame.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    /// Creates a button of `type` whose primary action is `primaryAction`; the action's title
    /// becomes the normal title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    // MARK: Titles

    /// Sets the title shown in `state`; `nil` removes it (the normal title is used instead).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
    }

    /// The title set for `state`, falling back to the normal state's.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }

    // MARK: Behaviour

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// Refuses single one-finger taps of other views' recognizers, so the button keeps its tap
    /// [INF, C3.4].
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isForeignSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
