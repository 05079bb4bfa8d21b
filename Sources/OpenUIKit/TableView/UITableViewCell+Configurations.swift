import Foundation

extension UITableViewCell {
    /// The type of ``configurationUpdateHandler``.
    public typealias ConfigurationUpdateHandler = @MainActor @Sendable (UITableViewCell, UICellConfigurationState) -> Void

    /// The cell's content as a configuration; its view replaces nothing else in the content
    /// view but sits over it, filling it. Nil (the default) for none.
    public var contentConfiguration: UIContentConfiguration? {
        get { configurationSlots.content }
        set {
            configurationSlots.content = newValue
            configurationSlots.showContent(newValue, state: configurationState, in: contentView)
            setNeedsLayout()
        }
    }

    /// The cell's background as a configuration; setting one clears `backgroundColor` and
    /// ``backgroundView`` and draws the selected and highlighted looks from it.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationSlots.background }
        set {
            configurationSlots.background = newValue
            if newValue != nil {
                backgroundColor = nil
                backgroundView = nil
            }
            configurationSlots.showBackground(newValue, state: configurationState, in: self)
            setNeedsLayout()
        }
    }

    /// Whether a state change shows `contentConfiguration.updated(for:)`; true by default.
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationSlots.automaticallyUpdatesContent }
        set { configurationSlots.automaticallyUpdatesContent = newValue }
    }

    /// Whether a state change shows `backgroundConfiguration.updated(for:)`; true by default.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationSlots.automaticallyUpdatesBackground }
        set { configurationSlots.automaticallyUpdatesBackground = newValue }
    }

    /// A block run at each configuration update, after ``updateConfiguration(using:)``.
    /// Setting it asks for an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { storedConfigurationUpdateHandler }
        set {
            storedConfigurationUpdateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// A `.cell()` list content configuration to start from.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }

    /// The background of the cell's table style: `.listGroupedCell()` in grouped and
    /// inset-grouped tables, `.listPlainCell()` otherwise.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch listStyle {
        case .grouped?, .insetGrouped?: return .listGroupedCell()
        default: return .listPlainCell()
        }
    }

    /// Asks for a configuration update before the next layout (several requests make one).
    public func setNeedsUpdateConfiguration() {
        configurationSlots.needsUpdate = true
        setNeedsLayout()
    }

    /// Runs a pending configuration update now (see ``ConfigurationSlots`` for the order).
    func updateConfigurationIfNeeded() {
        let slots = configurationSlots
        guard slots.needsUpdate, !slots.isUpdating else { return }
        slots.needsUpdate = false
        slots.isUpdating = true
        defer { slots.isUpdating = false }
        let state = configurationState
        slots.applyAutomaticUpdates(for: state, contentHost: contentView, owner: self)
        updateConfiguration(using: state)
        storedConfigurationUpdateHandler?(self, state)
    }

    /// Rounds the outer corners of an inset-grouped section's first and last rows.
    func layOutInsetGroupedCorners() {
        guard let background = configurationSlots.backgroundView else {
            layOutUnconfiguredInsetGroupedCorners()
            return
        }
        if layer.cornerRadius != 0 { layer.cornerRadius = 0 }
        guard listStyle == .insetGrouped else {
            background.ownerCornerRadius = 0
            return
        }
        var corners: CACornerMask = []
        if sectionPosition.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if sectionPosition.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        background.roundedCorners = corners
        background.ownerCornerRadius = corners.isEmpty ? 0 : TableViewConstants.insetGroupedCornerRadius
    }
}
