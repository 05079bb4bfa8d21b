import Foundation

/// Where a label's text that was shrunk to fit its width sits vertically.
/// - Note: See https://developer.apple.com/documentation/uikit/uibaselineadjustment
public enum UIBaselineAdjustment: Int, Sendable {
    /// The shrunk text's baseline stays where the full-size text's baseline would be.
    case alignBaselines = 0
    /// The shrunk text is centred where the full-size text's box would be.
    case alignCenters = 1
    /// The shrunk text's top stays where the full-size text's top would be.
    case none = 2
}
