import Foundation
import OpenUIKit
import OpenUIKitTesting

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's view at its own size, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The controller as the root of a window the size of `config`'s screen (or `size`),
    /// with its safe area and traits (and `traits` on top), laid out and rendered, compared
    /// within what `precision` and `perceptualPrecision` map to.
    public static func image(
        on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        checkPrecisions(precision, perceptualPrecision)
        return Snapshotting(
            pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        ) { controller in
            SnapshotRenderer.image(of: controller, config: config, size: size, traits: traits)
        }
    }

    /// The controller's view at `size` (else its own size) with `traits`, rendered as the
    /// root of a window, compared within what `precision` and `perceptualPrecision` map to.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        image(on: ViewImageConfig(), precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits)
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view hierarchy as text (see the view's `recursiveDescription`).
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The controller's view hierarchy as text, laid out as the root of a window the size of
    /// `config`'s screen (or `size`) with its safe area and traits.
    public static func recursiveDescription(
        on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { controller in
            SnapshotRenderer.layOut(controller, config: config, size: size, traits: traits) {
                HierarchyDescription.describe(controller.view)
            }
        }
    }
}
