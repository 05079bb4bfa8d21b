import Foundation

/// A function from text attributes to text attributes that a button configuration applies to
/// its title or subtitle.
/// - Note: See https://developer.apple.com/documentation/uikit/uiconfigurationtextattributestransformer
// UIKit divergence: Foundation on Linux has no UIKit attribute scope, so a transformer cannot
// set `font` or `foregroundColor` through dynamic member lookup; a button with a transformer
// runs it (so its side effects happen) and logs once that the attributes are not applied.
public struct UIConfigurationTextAttributesTransformer: Sendable {
    /// The function.
    public let transform: @Sendable (AttributeContainer) -> AttributeContainer

    /// Wraps `transform`.
    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// Applies the transformer to `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
