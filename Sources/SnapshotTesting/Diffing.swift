import Foundation
import OpenUIKit
import OpenUIKitTesting

/// How a snapshot's format is written to a reference file, read back, and compared.
///
/// Images do not go through ``diff``: they are compared by the test kit's
/// `SnapshotComparison` (exact by default; see ``Snapshotting`` for how `precision` and
/// `perceptualPrecision` map onto its tolerance), which writes the rendering, a diff image
/// and an HTML page beside the reference on a mismatch.
public struct Diffing<Value>: Sendable {
    /// The bytes stored for a value.
    public var toData: @Sendable (Value) -> Data
    /// The value stored bytes hold.
    public var fromData: @Sendable (Data) -> Value
    /// nil when the two agree; otherwise a message saying how they differ.
    public var diff: @Sendable (Value, Value) -> String?
    /// For images: the tolerance and the most differing pixels in total.
    var image: ImageDiffing?

    public init(
        toData: @escaping @Sendable (Value) -> Data, fromData: @escaping @Sendable (Data) -> Value,
        diff: @escaping @Sendable (Value, Value) -> String?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
        self.image = nil
    }
}

/// What an image strategy's `precision` and `perceptualPrecision` become.
struct ImageDiffing: Sendable {
    var precision: Float
    var perceptualPrecision: Float

    /// The tolerance for an image of `pixels` pixels: the per-channel allowance is
    /// ⌊(1 − perceptualPrecision) × 255⌋ and the largest region ⌊(1 − precision) × pixels⌋,
    /// each capped by `SnapshotTolerance`'s maximum (16 and 64).
    func tolerance(pixels: Int) -> SnapshotTolerance {
        let perChannel = Int((Double(1 - perceptualPrecision) * 255).rounded(.down))
        let region = Int((Double(1 - precision) * Double(pixels)).rounded(.down))
        return SnapshotTolerance(
            perChannel: min(max(perChannel, 0), SnapshotTolerance.maximumPerChannel),
            largestRegion: min(max(region, 0), SnapshotTolerance.maximumLargestRegion))
    }

    /// The most pixels that may differ in total: ⌊(1 − precision) × pixels⌋, as pointfree's
    /// precision states.
    func differingPixelLimit(pixels: Int) -> Int {
        Int((Double(1 - precision) * Double(pixels)).rounded(.down))
    }
}

extension Diffing where Value == String {
    /// Text compared line by line; a difference names the first differing line.
    public static let lines = Diffing(
        toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
        diff: { old, new in
            guard old != new else { return nil }
            let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
            let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
            var message = ""
            for index in 0..<max(oldLines.count, newLines.count) {
                let before = index < oldLines.count ? String(oldLines[index]) : nil
                let after = index < newLines.count ? String(newLines[index]) : nil
                if before == after { continue }
                if let before { message += "\n−\(index + 1): \(before)" }
                if let after { message += "\n+\(index + 1): \(after)" }
            }
            return message
        })
}

extension Diffing where Value == UIImage {
    /// PNG images compared by the test kit within the tolerance `precision` and
    /// `perceptualPrecision` map to (1 and 1: exact).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        var diffing = Diffing(
            toData: { image in
                MainActor.assumeIsolated {
                    guard let data = image.pngData() else { Fatal.stop("SnapshotTesting: the image cannot be encoded as PNG") }
                    return data
                }
            },
            fromData: { data in
                MainActor.assumeIsolated {
                    guard let image = UIImage(data: data) else { Fatal.stop("SnapshotTesting: the reference is not a readable PNG") }
                    return image
                }
            },
            diff: { _, _ in Fatal.stop("SnapshotTesting: images are compared by the test kit, not by Diffing.diff") })
        diffing.image = ImageDiffing(precision: precision, perceptualPrecision: perceptualPrecision)
        return diffing
    }
}
