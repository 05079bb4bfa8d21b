import Foundation

/// A visual effect (a blur or vibrancy) a view can show behind or over its content.
/// - Note: See https://developer.apple.com/documentation/uikit/uivisualeffect
// Limitation: no effect is drawn yet; configurations store one and say so in the log.
@MainActor @preconcurrency
open class UIVisualEffect {
    /// An effect with no appearance.
    public init() {}
}
