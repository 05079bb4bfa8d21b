import Foundation
import OpenCoreGraphics

/// What a compositor remembers about one layer between frames: where the layer's pixels
/// landed on the target, so that a change damages the old place as well as the new one, and
/// the subtree's extent, so that repainting a damaged rectangle skips layers outside it.
package struct LayerRenderRecord {
    /// The compositor the record belongs to; a record made by another compositor (the layer
    /// moved to another window) is treated as absent.
    package var owner: ObjectIdentifier?
    /// The layer's bounds space to target pixels, as committed last (translations snapped to
    /// whole pixels).
    package var targetTransform: CGAffineTransform = .identity
    /// Target-pixel box of what the layer itself paints: background, contents, shape, border
    /// and shadow. Null for a hidden layer.
    package var ownExtent: CGRect = .null
    /// `ownExtent` joined with every visible descendant's, cut to the layer's bounds where it
    /// masks to them (its shadow stays outside the cut).
    package var subtreeExtent: CGRect = .null
    /// The extents of the sublayers shown (the mask excluded) joined, before any cut to the
    /// bounds: what the subtree extent is rebuilt from when the sublayers are not visited.
    package var sublayersExtent: CGRect = .null
    /// Whether the layer's sublayer transform was the identity when last committed (its
    /// sublayers' placements then depend on its target transform alone).
    package var placesSublayersPlainly = false
    /// The layer's blurred shadow, kept until its shape, colour or size changes.
    package var shadow: ShadowRaster?
    /// The rounded outline and border ring last built, with what they were built from.
    package var outlines: LayerOutlines?
    /// Whether the layer was reported for a perspective transform the renderer cannot draw.
    package var reportedPerspective = false
    /// The layer's subtree painted into a bitmap (``CALayer/shouldRasterize``), kept until
    /// something in the subtree changes.
    package var raster: LayerRaster?
    /// How many times the layer's subtree was rasterized, and how many paints reused the
    /// bitmap (for tests and benchmarks).
    package var rasterizations = 0
    package var rasterReuses = 0
    /// How many times the layer's shadow was blurred (for tests and benchmarks).
    package var shadowRasterizations = 0

    package init() {}
}

/// A shadow rasterized once: a blurred alpha mask in target pixels, drawn in the shadow
/// colour for as long as the layer's look and size stay the same.
package struct ShadowRaster {
    /// The blurred coverage, premultiplied white (only alpha matters).
    package let mask: CGImage
    /// Where `mask` lands, in the layer's bounds space.
    package let rect: CGRect
    /// The pixels-per-point the mask was made at.
    package let pixelScale: CGFloat
    /// The layer's bounds and sublayer transform the mask was made with: a shadow cast by
    /// the layer's content changes with either, so a mask made with others is made again (a
    /// move alone keeps it).
    package let bounds: CGRect
    package let sublayerTransform: CATransform3D

    /// Whether the mask still fits `values` (the layer's rendering values) at `pixelScale`.
    package func fits(_ values: CALayer, pixelScale: CGFloat) -> Bool {
        self.pixelScale == pixelScale && bounds == values.bounds
            && CATransform3DEqualToTransform(sublayerTransform, values.sublayerTransform)
    }
}

/// A layer's rounded outline (nil when no corner is rounded) and border ring, kept while the
/// bounds, radius, corners and border width they were made from stay the same.
package struct LayerOutlines {
    package let bounds: CGRect
    package let cornerRadius: CGFloat
    package let maskedCorners: CACornerMask
    package let cornerCurve: CALayerCornerCurve
    package let borderWidth: CGFloat
    package let corners: CGPath?
    package let border: CGPath?
}

/// A rasterized layer subtree: the bitmap, where it lands in the layer's bounds space, and
/// the pixels per point it was made at.
package struct LayerRaster {
    package let bitmap: CGContext
    package let rect: CGRect
    package let scale: CGFloat
    /// The layer's bounds and sublayer transform it was made with: a bitmap of other ones
    /// is made again (a move alone keeps it).
    package let bounds: CGRect
    package let sublayerTransform: CATransform3D
}
