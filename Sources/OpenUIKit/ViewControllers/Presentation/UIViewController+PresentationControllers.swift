import Foundation

extension UIViewController {
    /// The presentation controller of the controller's style: made on first use (for `.custom`,
    /// when the presentation begins) and kept while the style stays.
    public var presentationController: UIPresentationController? {
        if let stored = presentationControllerStorage, matches(stored, style: resolvedPresentationStyle) { return stored }
        guard resolvedPresentationStyle != .custom, resolvedPresentationStyle != .none else { return nil }
        return makeBuiltInPresentationController(style: resolvedPresentationStyle)
    }

    /// The sheet presentation controller when the controller is presented as a page or form
    /// sheet (`.automatic` included); nil for other styles.
    public var sheetPresentationController: UISheetPresentationController? {
        let style = resolvedPresentationStyle
        guard style == .pageSheet || style == .formSheet else { return nil }
        return presentationController as? UISheetPresentationController
    }

    /// The popover presentation controller when the controller's style is `.popover`; nil
    /// otherwise.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard resolvedPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }

    /// The presentation controller framing the controller now: the popover's adaptive sheet
    /// when a popover adapted to one.
    package var activePresentationController: UIPresentationController? {
        guard let stored = presentationControllerStorage else { return nil }
        if let popover = stored as? UIPopoverPresentationController, let adapted = popover.adaptedStyle,
            adapted == .pageSheet || adapted == .formSheet || adapted == .automatic
        {
            return popover.adaptiveSheetPresentationController
        }
        return stored
    }

    /// The presentation controller a presentation in `style` uses: the transitioning
    /// delegate's for `.custom` (a plain one when it has none), the built-in one otherwise.
    package func makePresentationController(
        style: UIModalPresentationStyle, presenter: UIViewController, source: UIViewController
    ) -> UIPresentationController {
        if style == .custom {
            let controller =
                transitioningDelegate?.presentationController(forPresented: self, presenting: presenter, source: source)
                ?? UIPresentationController(presentedViewController: self, presenting: presenter)
            if controller.presentedViewController !== self {
                Fatal.stop(
                    "The presentation controller for \(traceName) was made for another controller (\(controller.presentedViewController.traceName))")
            }
            presentationControllerStorage = controller
            return controller
        }
        if let stored = presentationControllerStorage, matches(stored, style: style) { return stored }
        return makeBuiltInPresentationController(style: style)
    }

    private func makeBuiltInPresentationController(style: UIModalPresentationStyle) -> UIPresentationController {
        let controller: UIPresentationController
        switch style {
        case .pageSheet, .formSheet:
            controller = UISheetPresentationController(presentedViewController: self, presenting: nil)
        case .popover:
            controller = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        case .fullScreen, .currentContext:
            controller = FullScreenPresentationController(presentedViewController: self, presenting: nil)
        default:
            controller = UIPresentationController(presentedViewController: self, presenting: nil)
        }
        presentationControllerStorage = controller
        return controller
    }

    /// Whether `controller` is the kind the built-in `style` uses.
    private func matches(_ controller: UIPresentationController, style: UIModalPresentationStyle) -> Bool {
        switch style {
        case .pageSheet, .formSheet: return controller is UISheetPresentationController
        case .popover: return controller is UIPopoverPresentationController
        case .fullScreen, .currentContext: return controller is FullScreenPresentationController
        case .custom: return true
        default:
            return !(controller is UISheetPresentationController) && !(controller is UIPopoverPresentationController)
                && !(controller is FullScreenPresentationController)
        }
    }
}
