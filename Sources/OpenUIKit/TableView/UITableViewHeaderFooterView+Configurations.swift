import Foundation

extension UITableViewHeaderFooterView {
    /// The type of ``configurationUpdateHandler``.
    public typealias ConfigurationUpdateHandler =
        @MainActor @Sendable (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    /// The view's content as a configuration, shown over the content view; nil by default.
    public var contentConfiguration: UIContentConfiguration? {
        get { configurationSlots.content }
        set {
            configurationSlots.content = newValue
            configurationSlots.showContent(newValue, state: configurationState, in: contentView)
            setNeedsLayout()
        }
    }

    /// The view's background as a configuration; setting one clears ``backgroundView``.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationSlots.background }
        set {
            configurationSlots.background = newValue
            if newValue != nil { backgroundView = nil }
            configurationSlots.showBackground(newValue, state: configurationState, in: self)
            setNeedsLayout()
        }
    }

    /// Whether an update shows `contentConfiguration.updated(for:)`; true by default.
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationSlots.automaticallyUpdatesContent }
        set { configurationSlots.automaticallyUpdatesContent = newValue }
    }

    /// Whether an update shows `backgroundConfiguration.updated(for:)`; true by default.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationSlots.automaticallyUpdatesBackground }
        set { configurationSlots.automaticallyUpdatesBackground = newValue }
    }

    /// A block run at each configuration update, after ``updateConfiguration(using:)``.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { storedConfigurationUpdateHandler }
        set {
            storedConfigurationUpdateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// The header configuration of the table's style: `.groupedHeader()` in grouped and
    /// inset-grouped tables, `.plainHeader()` otherwise.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch listStyle {
        case .grouped?, .insetGrouped?: return .groupedHeader()
        default: return .plainHeader()
        }
    }

    /// The background of the table's style: `.listGroupedHeaderFooter()` in grouped and
    /// inset-grouped tables, `.listPlainHeaderFooter()` otherwise.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch listStyle {
        case .grouped?, .insetGrouped?: return .listGroupedHeaderFooter()
        default: return .listPlainHeaderFooter()
        }
    }

    /// Asks for a configuration update before the next layout.
    public func setNeedsUpdateConfiguration() {
        configurationSlots.needsUpdate = true
        setNeedsLayout()
    }

    /// Runs a pending configuration update now.
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
}
