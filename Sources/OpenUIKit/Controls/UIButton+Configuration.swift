import Foundation

extension UIButton {
    /// The type of ``configurationUpdateHandler``.
    public typealias ConfigurationUpdateHandler = @MainActor @Sendable (UIButton) -> Void

    /// Makes a system button showing `configuration`, whose primary action is `primaryAction`.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The button's content and look as a configuration; nil (the default) for the classic
    /// per-state titles and images. Setting one asks for a configuration update.
    public var configuration: UIButton.Configuration? {
        get { configurationSlots.configuration }
        set {
            configurationSlots.configuration = newValue
            if let newValue {
                let shown = automaticallyUpdatesConfiguration ? newValue.updated(for: self) : newValue
                if let view = configurationSlots.view {
                    view.show(shown, popUpIndicator: showsPopUpIndicator(for: newValue))
                } else {
                    let view = ButtonConfigurationView(configuration: shown, popUpIndicator: showsPopUpIndicator(for: newValue))
                    view.frame = bounds
                    insertSubview(view, at: 0)
                    configurationSlots.view = view
                }
            } else {
                configurationSlots.view?.removeFromSuperview()
                configurationSlots.view = nil
            }
            invalidateIntrinsicContentSize()
            setNeedsUpdateConfiguration()
        }
    }

    /// The label showing the configuration's subtitle: nil for a button without a
    /// ``configuration`` (a classic button has no subtitle), else the configuration's subtitle
    /// label (hidden while the configuration has no subtitle).
    /// - Note: See https://developer.apple.com/documentation/uikit/uibutton/subtitlelabel
    @available(iOS 15.0, *)
    public var subtitleLabel: UILabel? {
        configurationSlots.view?.subtitleLabel
    }

    /// A block run at each configuration update, after ``updateConfiguration()``.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationSlots.updateHandler }
        set {
            configurationSlots.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether a state change shows `configuration.updated(for: self)`; true by default.
    public var automaticallyUpdatesConfiguration: Bool {
        get { configurationSlots.automaticallyUpdates }
        set { configurationSlots.automaticallyUpdates = newValue }
    }

    /// Whether the button tracks a selection: without a menu, or with a menu shown on a long
    /// press, a tap toggles ``UIControl/isSelected`` before the primary action is sent; with a
    /// menu shown on a tap, it is a pop-up button (see `UIButton+Menu`).
    public var changesSelectionAsPrimaryAction: Bool {
        get { configurationSlots.changesSelectionAsPrimaryAction }
        set {
            configurationSlots.changesSelectionAsPrimaryAction = newValue
            popUpSelectionMayHaveChanged()
        }
    }

    /// The menu the button shows, anchored to it: on a tap with ``UIControl/showsMenuAsPrimaryAction``,
    /// on a long press otherwise. Setting one enables ``contextMenuInteraction``.
    public var menu: UIMenu? {
        get { configurationSlots.menu }
        set {
            configurationSlots.menu = newValue
            if newValue != nil { installMenuInteraction() }
            popUpSelectionMayHaveChanged()
        }
    }

    /// Asks for a configuration update before the next layout (several requests make one).
    public func setNeedsUpdateConfiguration() {
        configurationSlots.needsUpdate = true
        setNeedsLayout()
    }

    /// Runs a pending update: ``updateConfiguration()``, then ``configurationUpdateHandler``.
    func updateConfigurationIfNeeded() {
        let slots = configurationSlots
        guard slots.needsUpdate, !slots.isUpdating else { return }
        slots.needsUpdate = false
        slots.isUpdating = true
        defer { slots.isUpdating = false }
        updateConfiguration()
        slots.updateHandler?(self)
    }

    /// Shows the configuration updated for the current state (the default update).
    func showUpdatedConfiguration() {
        guard let configuration = configurationSlots.configuration, let view = configurationSlots.view else { return }
        let shown = automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration
        let before = view.fittingSize(width: .greatestFiniteMagnitude)
        view.show(shown, popUpIndicator: showsPopUpIndicator(for: configuration))
        if view.fittingSize(width: .greatestFiniteMagnitude) != before { invalidateIntrinsicContentSize() }
    }

    /// Whether `configuration`'s indicator is the pop-up mark: asked for by name, or
    /// `.automatic` on a pop-up button whose context-menu interaction is enabled.
    func showsPopUpIndicator(for configuration: UIButton.Configuration) -> Bool {
        switch configuration.indicator {
        case .popup: true
        case .none: false
        case .automatic: isPopUpButton && isContextMenuInteractionEnabled
        }
    }

    /// Before a tap's actions: toggles the selection when asked; shows the menu when the tap is
    /// the menu's. Returns whether the actions are to be sent.
    func configuredPrimaryActionWillTrigger() -> Bool {
        if showsMenuAsPrimaryAction, menu != nil {
            // A touch opened the menu as it came down; anything else (an accessibility
            // activation) opens it now.
            if !configurationSlots.menuOpenedByTouch { presentMenuAsPrimaryAction() }
            configurationSlots.menuOpenedByTouch = false
            return false
        }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        return true
    }
}
