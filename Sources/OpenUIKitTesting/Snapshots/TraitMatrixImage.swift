import Foundation
import OpenUIKit

/// A screen rendered with one ``TraitVariant`` of a ``TraitMatrix``.
public struct TraitMatrixImage: Sendable {
    /// The traits it was rendered with.
    public var variant: TraitVariant
    /// Its snapshot name: the matrix's base name, a dot, and the variant's name.
    public var name: String
    /// The pixels, at the matrix's scale.
    public var image: CGImage
    /// The traits the rendered view saw, as UIKit propagated them.
    public var traits: UITraitCollection
}
