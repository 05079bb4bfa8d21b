import Foundation

/// One dimension of a compositional layout element: a fraction of its container's width or
/// height, an absolute number of points, or an estimate.
/// - Note: See https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension
// UIKit divergence: an estimated height self-sizes only in a section whose group holds one item
// (a list: each row takes the height its cell prefers) and for a section's boundary items in a
// vertical layout; elsewhere an estimated dimension is used as an absolute one.
// UIKit divergence: open as in UIKit, but its members are public, not open (docs/DIVERGENCES.md,
// "Classes UIKit declares `open`").
@MainActor @preconcurrency
open class NSCollectionLayoutDimension {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }

    let kind: Kind
    /// The fraction, or the number of points.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        Fatal.check(
            dimension.isFinite && dimension >= 0,
            "NSCollectionLayoutDimension: the dimension must be finite and not negative, got \(dimension)")
        self.kind = kind
        self.dimension = dimension
    }

    /// `fractionalWidth` of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }
    /// `fractionalHeight` of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }
    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension)
    }
    /// An estimated number of points.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The points this dimension gives inside a container of `container` size.
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return container.width * dimension
        case .fractionalHeight: return container.height * dimension
        case .absolute, .estimated: return dimension
        }
    }
}

/// A width and a height dimension.
/// - Note: See https://developer.apple.com/documentation/uikit/nscollectionlayoutsize
// UIKit divergence: open as in UIKit, but its members are public, not open (docs/DIVERGENCES.md,
// "Classes UIKit declares `open`").
@MainActor @preconcurrency
open class NSCollectionLayoutSize {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in points inside a container of `container` size.
    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}

/// The spacing between the items of a group.
/// - Note: See https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing
// UIKit divergence: open as in UIKit, but its members are public, not open (docs/DIVERGENCES.md,
// "Classes UIKit declares `open`").
@MainActor @preconcurrency
open class NSCollectionLayoutSpacing {
    public let spacing: CGFloat
    public let isFixedSpacing: Bool
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    private init(_ spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing
        isFixedSpacing = fixed
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(fixedSpacing, fixed: true)
    }
    /// At least `flexibleSpacing` points, the spare space shared — not built yet.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        Fatal.stop(
            "NSCollectionLayoutSpacing.flexible(_:) is not built in OpenUIKit yet; use .fixed(_:)")
    }
}
