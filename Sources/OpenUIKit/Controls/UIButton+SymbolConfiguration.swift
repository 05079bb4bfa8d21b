import Foundation

extension UIButton {
    /// Sets the symbol configuration a symbol image is drawn with in `state` (its point size,
    /// weight, scale or text style where the image's own configuration leaves them open); `nil`
    /// removes it (the normal state's is used instead). The image view of a classic button
    /// takes the current state's, and the button re-measures when the image's size changes.
    /// A configured button draws its image with its configuration's
    /// `preferredSymbolConfigurationForImage` instead.
    /// - Note: See https://developer.apple.com/documentation/uikit/uibutton/setpreferredsymbolconfiguration(_:forimagein:)
    @available(iOS 13.0, *)
    public func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {
        appearanceSlots.symbolConfigurations[exactly: state] = configuration
        currentImageMayHaveChanged()
    }

    /// The symbol configuration set for `state`, falling back to the normal state's.
    /// - Note: See https://developer.apple.com/documentation/uikit/uibutton/preferredsymbolconfigurationforimage(in:)
    @available(iOS 13.0, *)
    public func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        appearanceSlots.symbolConfigurations.value(for: state)
    }

    /// The symbol configuration for the current state.
    /// - Note: See https://developer.apple.com/documentation/uikit/uibutton/currentpreferredsymbolconfiguration
    @available(iOS 13.0, *)
    public var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        preferredSymbolConfigurationForImage(in: state)
    }
}
