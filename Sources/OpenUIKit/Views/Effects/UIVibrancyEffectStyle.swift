import Foundation

/// The kinds of content a vibrancy effect is tuned for: text in four levels of emphasis,
/// fills in three, and separators.
/// - Note: See https://developer.apple.com/documentation/uikit/uivibrancyeffectstyle
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7
}
