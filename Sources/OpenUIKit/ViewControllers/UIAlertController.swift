import Foundation

/// An alert (a box in the middle of the screen) or an action sheet (a column of buttons at
/// the bottom) with a title, a message, actions and (alerts only) text fields.
///
/// Present it with `present(_:animated:completion:)`; it covers the window with a dimming
/// view above the presenter. Choosing an action dismisses the alert, then calls the action's
/// handler, once. In an action sheet, a tap on the dimming view chooses the cancel action when
/// there is one.
/// - Note: See https://developer.apple.com/documentation/uikit/uialertcontroller
// In a regular-width environment an action sheet is a popover anchored to the source set on its
// `popoverPresentationController` (stopping, as UIKit does, when there is none); the cancel
// action is not shown there, and a tap outside the popover dismisses it and runs the cancel
// action's handler. In compact width the popover adapts to the action sheet at the bottom.
// UIKit divergence: `modalPresentationStyle` reads `.overFullScreen` for an alert and
// `.popover` for an action sheet (UIKit's alert uses a private custom presentation).
@MainActor @preconcurrency
open class UIAlertController: UIViewController {
    /// Whether the controller is an alert or an action sheet.
    /// - Note: See https://developer.apple.com/documentation/uikit/uialertcontroller/style
    public enum Style: Int, Sendable {
        /// A column of buttons at the bottom of the screen.
        case actionSheet = 0
        /// A box in the middle of the screen.
        case alert = 1
    }

    private var storedStyle: Style = .alert
    private var storedActions: [UIAlertAction] = []
    private var storedTextFields: [UITextField] = []
    /// Set once an action was chosen, so a second tap during the dismissal does nothing.
    private var chosenAction: UIAlertAction?

    /// Whether this is an alert or an action sheet.
    open var preferredStyle: Style { storedStyle }

    /// The actions in the order they were added.
    open var actions: [UIAlertAction] { storedActions }

    /// The text fields of an alert, in the order they were added; nil when there are none.
    open var textFields: [UITextField]? { storedTextFields.isEmpty ? nil : storedTextFields }

    /// Text under the title.
    open var message: String? {
        didSet { alertViewIfLoaded?.contentDidChange() }
    }

    /// The alert's title.
    open override var title: String? {
        didSet { alertViewIfLoaded?.contentDidChange() }
    }

    /// The action drawn in bold (an alert's); it must be one of ``actions``.
    /// - Note: Stops for an action that was not added to the controller, as UIKit raises.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !storedActions.contains(where: { $0 === preferredAction }) {
                Fatal.stop("UIAlertController: the preferredAction \(preferredAction.title ?? "(untitled)") must be one of the controller's actions")
            }
            alertViewIfLoaded?.contentDidChange()
        }
    }

    /// Creates an alert or action sheet.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        storedStyle = preferredStyle
        if preferredStyle == .actionSheet { modalPresentationStyle = .popover }
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .overFullScreen
    }

    /// Adds a button for `action`.
    /// - Note: Stops for a second cancel action, or an action already added to a controller,
    ///   as UIKit raises.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, storedActions.contains(where: { $0.style == .cancel }) {
            Fatal.stop("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        Fatal.check(action.controller == nil, "UIAlertController: the action \(action.title ?? "(untitled)") was already added to an alert controller")
        action.controller = self
        storedActions.append(action)
        alertViewIfLoaded?.contentDidChange()
    }

    /// Adds a text field to an alert; `configurationHandler` sets it up (placeholder, secure
    /// entry…) before it is shown.
    /// - Note: Stops for an action sheet, as UIKit raises.
    open func addTextField(configurationHandler: (@MainActor (UITextField) -> Void)? = nil) {
        guard storedStyle == .alert else {
            Fatal.stop("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        }
        let field = UITextField(frame: .zero)
        field.font = .systemFont(ofSize: AlertLayout.textFieldFontSize)
        storedTextFields.append(field)
        configurationHandler?(field)
        alertViewIfLoaded?.contentDidChange()
    }

    open override func loadView() {
        view = AlertView(controller: self)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if animated { alertViewIfLoaded?.animateIn(with: transitionCoordinator) }
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = storedTextFields.first?.becomeFirstResponder()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for field in storedTextFields where field.isFirstResponder { _ = field.resignFirstResponder() }
        if animated { alertViewIfLoaded?.animateOut(with: transitionCoordinator) }
    }

    /// An action sheet in a popover takes the height of its header and actions.
    open override var preferredContentSize: CGSize {
        get {
            guard storedStyle == .actionSheet, super.preferredContentSize == .zero, let view = alertViewIfLoaded else {
                return super.preferredContentSize
            }
            let width = AlertLayout.popoverSheetWidth
            return CGSize(width: width, height: view.popoverContentHeight(width: width))
        }
        set { super.preferredContentSize = newValue }
    }

    /// The action sheet's derived preferred content size its container last heard of.
    private var publishedContentSize: CGSize = .zero

    /// Tells the container (the popover showing an action sheet) when the size the sheet's
    /// content asks for changed: a title, message, action or text size that changes it resizes
    /// the popover at once, as a new ``preferredContentSize`` does. Nothing while the app has
    /// set a size of its own (its setter told the container).
    func publishDerivedContentSize() {
        guard storedStyle == .actionSheet, super.preferredContentSize == .zero else { return }
        let size = preferredContentSize
        guard size != publishedContentSize else { return }
        publishedContentSize = size
        notifyContainerOfPreferredContentSize()
    }

    // MARK: Internals

    /// Whether the controller shows as a popover now (an action sheet in regular width).
    package var isShownInPopover: Bool {
        guard modalPresentationStyle == .popover, presentingViewController != nil,
            let popover = presentationController as? UIPopoverPresentationController
        else { return false }
        return popover.adaptedStyle == nil
    }

    /// A tap outside the popover: it is dismissed, then the cancel action's handler runs (when
    /// there is one); `completion` runs once it is gone.
    package func dismissFromOutsideTap(completion: @escaping @MainActor () -> Void) {
        guard chosenAction == nil, !isBeingDismissed else { return }
        let cancel = storedActions.first { $0.style == .cancel }
        chosenAction = cancel
        dismiss(animated: true) {
            completion()
            if let cancel { cancel.handler?(cancel) }
        }
    }

    private var alertViewIfLoaded: AlertView? { viewIfLoaded as? AlertView }

    /// An action's enabled state changed.
    func actionsDidChange() { alertViewIfLoaded?.contentDidChange() }

    /// The user chose `action`: the alert is dismissed, then the handler runs, once.
    func choose(_ action: UIAlertAction) {
        guard chosenAction == nil, action.isEnabled else { return }
        chosenAction = action
        dismiss(animated: true) {
            action.handler?(action)
        }
    }

    /// The user tapped outside an action sheet: its cancel action, if it has one.
    func tappedOutside() {
        guard storedStyle == .actionSheet, let cancel = storedActions.first(where: { $0.style == .cancel }) else { return }
        choose(cancel)
    }
}
