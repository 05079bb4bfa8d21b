import Foundation

// UIKit's `init(…target:action:)` with an optional selector: `target: nil, action: nil` makes an
// item without an action (a flexible space, most often), and a named action goes to the target or,
// with no target, up the responder chain.
// UIKit divergence: a ``ResponderAction`` (or nil) where UIKit takes an optional selector.
extension UIBarButtonItem {
    /// Creates a system item whose taps send `action` to `target`, or up the responder chain from
    /// the first responder when `target` is nil; with a nil `action` the item has no action.
    /// - Note: See https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(barbuttonsystemitem:target:action:)
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: ResponderAction?) {
        self.init(barButtonSystemItem: systemItem)
        setResponderAction(action, target: target)
    }

    /// Creates a titled item whose taps send `action` to `target` (or up the responder chain);
    /// with a nil `action` the item has no action.
    /// - Note: See https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:style:target:action:)
    public convenience init(title: String?, style: Style, target: AnyObject?, action: ResponderAction?) {
        self.init()
        self.title = title
        self.style = style
        setResponderAction(action, target: target)
    }

    /// Creates an item showing `image` whose taps send `action` to `target` (or up the responder
    /// chain); with a nil `action` the item has no action.
    /// - Note: See https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(image:style:target:action:)
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: ResponderAction?) {
        self.init()
        self.image = image
        self.style = style
        setResponderAction(action, target: target)
    }

    /// Sends `action` through the application on each tap; a target that was given and is gone
    /// receives nothing (the action does not fall back to the responder chain).
    private func setResponderAction(_ action: ResponderAction?, target: AnyObject?) {
        guard let action else {
            targetAction = nil
            return
        }
        let hadTarget = target != nil
        targetAction = { [weak target] item in
            if hadTarget && target == nil { return }
            _ = UIApplication.shared.sendAction(action, to: target, from: item, for: nil)
        }
    }
}
