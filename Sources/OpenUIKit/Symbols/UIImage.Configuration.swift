import Foundation

extension UIImage {
    /// What an image should be made for: a base class whose symbol subclass carries size,
    /// weight, scale and colours.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/configuration
    // UIKit divergence: not an NSObject; only the trait collection is modelled here.
    open class Configuration: @unchecked Sendable {
        /// The traits the image is made for (a text style resolves against them); nil: none.
        public let traitCollection: UITraitCollection?

        /// A configuration for `traitCollection`.
        package init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
        }
    }
}
