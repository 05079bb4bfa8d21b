import Foundation

/// The icon of a Home Screen quick action: a system icon, an SF Symbol, or a template image
/// from the app's assets.
/// - Note: See https://developer.apple.com/documentation/uikit/uiapplicationshortcuticon
@MainActor @preconcurrency
open class UIApplicationShortcutIcon {
    /// What the icon shows.
    package enum Source: Equatable {
        case system(IconType)
        case symbol(String)
        case template(String)
    }

    /// What the icon shows (the test kit and the gallery read it).
    package let source: Source

    /// An icon of the system's set.
    public init(type: UIApplicationShortcutIcon.IconType) { source = .system(type) }

    /// An icon made from the app's template image `templateImageName`.
    public init(templateImageName: String) { source = .template(templateImageName) }

    /// An icon made from the SF Symbol `systemImageName`.
    public init(systemImageName: String) { source = .symbol(systemImageName) }
}
