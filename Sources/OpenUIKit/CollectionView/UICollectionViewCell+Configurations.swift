import Foundation

extension UICollectionViewCell {
    /// The type of ``configurationUpdateHandler``.
    public typealias ConfigurationUpdateHandler = @MainActor @Sendable (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The cell's content as a configuration, shown over the content view; nil by default.
    public var contentConfiguration: UIContentConfiguration? {
        get { configurationSlots.content }
        set {
            configurationSlots.content = newValue
            configurationSlots.showContent(newValue, state: configurationState, in: contentView)
            setNeedsLayout()
        }
    }

    /// The cell's background as a configuration; setting one clears ``backgroundView`` and
    /// draws the selected and highlighted looks from it.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationSlots.background }
        set {
            configurationSlots.background = newValue
            if newValue != nil {
                backgroundView = nil
                selectedBackgroundView?.removeFromSuperview()
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
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { storedConfigurationUpdateHandler }
        set {
            storedConfigurationUpdateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// A clear background: a plain collection cell has no fill of its own.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        .clear()
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
