import Foundation

/// Plays the tick of a selection changing, as a picker wheel does (recorded only; see
/// ``UIFeedbackGenerator``).
/// - Note: See https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection tick.
    open func selectionChanged() {
        record(.selectionChanged)
    }

    /// Plays the selection tick at `location` in the view (iOS 17.5); the location is not
    /// recorded.
    open func selectionChanged(at location: CGPoint) {
        selectionChanged()
    }
}
