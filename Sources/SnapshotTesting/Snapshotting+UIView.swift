import Foundation
import OpenUIKit
import OpenUIKitTesting

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view rendered alone, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The view rendered alone (at `size` if given) with `traits`, compared within what
    /// `precision` and `perceptualPrecision` map to (see ``Diffing/image(precision:perceptualPrecision:)``).
    ///
    /// `drawHierarchyInKeyWindow` is accepted for source compatibility; headless rendering
    /// always draws the layer tree, which is what it would draw.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        checkPrecisions(precision, perceptualPrecision)
        return Snapshotting(
            pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        ) { view in
            SnapshotRenderer.image(of: view, size: size, traits: traits)
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view hierarchy as indented text, one view a line: class, frame and the state a
    /// layout or visibility change shows (hidden, alpha, text, title) — no addresses, so the
    /// text is the same on every run.
    public static var recursiveDescription: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view in
            view.window?.layoutIfNeeded()
            if view.window == nil { view.layoutIfNeeded() }
            return HierarchyDescription.describe(view)
        }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// An image compared exactly.
    public static var image: Snapshotting { .image() }

    /// An image compared within what `precision` and `perceptualPrecision` map to.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        checkPrecisions(precision, perceptualPrecision)
        return Snapshotting(
            pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        ) { $0 }
    }
}

/// Stops with a precise message when a precision is outside 0…1.
@MainActor
func checkPrecisions(_ precision: Float, _ perceptualPrecision: Float) {
    Fatal.check((0...1).contains(precision), "SnapshotTesting: precision must be within 0…1, got \(precision)")
    Fatal.check(
        (0...1).contains(perceptualPrecision), "SnapshotTesting: perceptualPrecision must be within 0…1, got \(perceptualPrecision)")
}
