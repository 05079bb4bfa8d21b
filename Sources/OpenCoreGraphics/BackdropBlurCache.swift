import Foundation

/// One backdrop's blur kept from frame to frame: the blurred reduced copy of what lay beneath
/// it, what it was made from, and the scratch memory the blur's loops reuse, so that a steady
/// frame allocates nothing.
///
/// Whoever repaints the backdrop decides whether the pixels beneath changed since the blur
/// was made (a compositor knows from its damage); while they did not, ``reusesBlur`` stays
/// set and ``CGContext/drawBackdropBlur(in:sigma:saturation:cache:)`` stretches
/// the kept copy over the part being repainted without reading or blurring anything.
package final class BackdropBlurCache {
    /// What a kept blur was made from: the device-pixel rectangle read, the reduction, and the
    /// filter's parameters.
    struct Key: Equatable {
        var source: CGRect
        var reduction: Int
        var sigma: CGFloat
        var saturation: CGFloat
    }

    /// How many times the blur passes ran (a new blurred copy was made), for tests and
    /// benchmarks.
    package private(set) var blurPasses = 0
    /// Whether the kept blur is current: nothing beneath the backdrop changed since it was
    /// made, so a painting with the same rectangle and parameters reuses it. The compositor
    /// clears it when damage reaches beneath the backdrop and sets it once a new blur is made.
    package var reusesBlur = false

    /// What the kept blur was made from; nil when there is none.
    private(set) var key: Key?
    /// The blurred reduced copy (four interleaved channels a pixel).
    var small: [Int32] = []
    /// A line of the reduced copy while a box pass runs.
    var scratch: [Int32] = []
    /// The column samples (index, weight) of the part being painted.
    var columns: [Int32] = []
    /// The row samples (index, weight) of the part being painted.
    var rows: [Int32] = []
    /// The reduced rows the painted part needs, each stretched to its width.
    var stretched: [UInt32] = []
    /// The painted part's pixels, composited through the context's clip and alpha.
    var output: CairoSurface?

    package init() {}

    /// Whether a kept blur exists (any key).
    package var hasBlur: Bool { key != nil }

    /// Forgets the kept blur.
    package func discard() {
        key = nil
        reusesBlur = false
    }

    /// Records that a new blurred copy was made from `key`.
    func didBlur(_ key: Key) {
        self.key = key
        blurPasses += 1
    }

    /// Returns the output surface, made again only when it is smaller than `width` × `height`.
    func outputSurface(width: Int, height: Int) -> CairoSurface? {
        if let output, output.width >= width, output.height >= height { return output }
        output = CairoSurface(format: .argb32, width: width, height: height, function: "CGContext.drawBackdropBlur")
        return output
    }
}
