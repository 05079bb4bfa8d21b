import Foundation

/// A visual effect a view applies to what lies behind it: ``UIBlurEffect`` or
/// ``UIVibrancyEffect``, shown by a ``UIVisualEffectView``.
/// - Note: See https://developer.apple.com/documentation/uikit/uivisualeffect
@MainActor @preconcurrency
open class UIVisualEffect {
    public init() {}
}
