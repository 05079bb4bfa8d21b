import Foundation

extension UIApplication {
    /// Stops touch delivery to the whole application until a balancing
    /// ``endIgnoringInteractionEvents()``: a finger that comes down meanwhile is dropped, with
    /// all its later moves and its lift. Calls nest; events resume when every begin is ended.
    /// Touches already down when ignoring begins go on to their end, so no view is left with a
    /// touch that never finishes [CHOSEN]. Keys, text and motion are not touches and still arrive.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/beginignoringinteractionevents()
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    public func beginIgnoringInteractionEvents() {
        interactionEventsIgnoredDepth += 1
    }

    /// Balances one ``beginIgnoringInteractionEvents()``; a call with none to balance is
    /// logged and changes nothing.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/endignoringinteractionevents()
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    public func endIgnoringInteractionEvents() {
        guard interactionEventsIgnoredDepth > 0 else {
            log.log("UIApplication.endIgnoringInteractionEvents(): called without a matching beginIgnoringInteractionEvents(); ignored")
            return
        }
        interactionEventsIgnoredDepth -= 1
    }

    /// Whether touches are being dropped (some ``beginIgnoringInteractionEvents()`` is not yet
    /// balanced).
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/isignoringinteractionevents
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    public var isIgnoringInteractionEvents: Bool { interactionEventsIgnoredDepth > 0 }
}
