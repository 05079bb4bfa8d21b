import Foundation

/// What a cell or header/footer view keeps for its configurations: the content and background
/// configurations as set, the views showing them, and whether an update is pending.
///
/// The owner's update (before its layout, when pending) runs, in this order:
/// 1. the shown content configuration becomes `contentConfiguration.updated(for: state)` when
///    `automaticallyUpdatesContentConfiguration` is on;
/// 2. the same for the background configuration;
/// 3. the owner's `updateConfiguration(using:)`;
/// 4. its `configurationUpdateHandler`.
@MainActor
final class ConfigurationSlots {
    /// The content configuration as set.
    var content: UIContentConfiguration?
    /// The view showing it (a subview of the owner's content view).
    private(set) var contentView: (UIView & UIContentView)?
    /// The background configuration as set.
    var background: UIBackgroundConfiguration?
    /// The view drawing it (the owner's bottom subview).
    private(set) var backgroundView: BackgroundConfigurationView?
    /// Whether an update waits for the owner's next layout.
    var needsUpdate = true
    /// Whether an update is running (assignments inside it do not ask for another).
    var isUpdating = false
    var automaticallyUpdatesContent = true
    var automaticallyUpdatesBackground = true

    /// Shows `configuration` (updated for `state` when automatic) in `host`: the current view
    /// takes it when it supports it, else a new view replaces it.
    func showContent(_ configuration: UIContentConfiguration?, state: UIConfigurationState?, in host: UIView) {
        guard var shown = configuration else {
            contentView?.removeFromSuperview()
            contentView = nil
            return
        }
        if automaticallyUpdatesContent, let state { shown = shown.updated(for: state) }
        if let contentView, contentView.supports(shown) {
            contentView.configuration = shown
            return
        }
        contentView?.removeFromSuperview()
        let view = shown.makeContentView()
        view.frame = host.bounds
        host.addSubview(view)
        contentView = view
    }

    /// Draws `configuration` (updated for `state` when automatic) behind the owner's content.
    func showBackground(_ configuration: UIBackgroundConfiguration?, state: UIConfigurationState?, in owner: UIView) {
        guard var shown = configuration else {
            backgroundView?.removeFromSuperview()
            backgroundView = nil
            return
        }
        if automaticallyUpdatesBackground, let state { shown = shown.updated(for: state) }
        if let backgroundView {
            backgroundView.show(shown)
            return
        }
        let view = BackgroundConfigurationView(configuration: shown)
        view.frame = owner.bounds
        owner.insertSubview(view, at: 0)
        backgroundView = view
    }

    /// Re-applies both configurations for `state` (steps 1 and 2 of the update).
    func applyAutomaticUpdates(for state: UIConfigurationState, contentHost: UIView, owner: UIView) {
        if automaticallyUpdatesContent, content != nil { showContent(content, state: state, in: contentHost) }
        if automaticallyUpdatesBackground, background != nil { showBackground(background, state: state, in: owner) }
    }

    /// Places the content view over `contentBounds` and the background over `backgroundFrame`.
    func layout(contentBounds: CGRect, backgroundFrame: CGRect) {
        if let contentView, contentView.frame != contentBounds { contentView.frame = contentBounds }
        if let backgroundView, backgroundView.frame != backgroundFrame { backgroundView.frame = backgroundFrame }
    }
}
