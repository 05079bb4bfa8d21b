import Foundation

/// A visual effect a view applies to what lies behind it; ``UIBlurEffect`` is the one kind
/// here.
/// - Note: See https://developer.apple.com/documentation/uikit/uivisualeffect
// Limitation: there is no UIVisualEffectView and no backdrop blur: effects are values that bar
// appearances and background configurations store; bars draw their opaque stand-in colour
// (see DIVERGENCES.md).
@MainActor @preconcurrency
open class UIVisualEffect {
    public init() {}
}
