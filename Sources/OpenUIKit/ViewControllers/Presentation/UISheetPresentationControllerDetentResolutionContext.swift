import Foundation

/// What a custom detent's resolver may read.
/// - Note: See https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext
@MainActor @preconcurrency
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent may have (the large detent's).
    var maximumDetentValue: CGFloat { get }
}
