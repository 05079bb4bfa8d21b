import Foundation

/// How an iPad pointer looks over a region: an effect on the view and the pointer's shape, or a
/// shape alone, or no pointer at all. This library has no pointer, so a style is only built and
/// read back (``UIButton/pointerStyleProvider`` is never asked for one).
/// - Note: See https://developer.apple.com/documentation/uikit/uipointerstyle
// UIKit divergence: not a subclass of `UIHoverStyle`, and without pointer accessories
// (docs/DIVERGENCES.md, `UIButton`).
@available(iOS 13.4, *)
@MainActor @preconcurrency
open class UIPointerStyle {
    /// What a style does to the pointer.
    enum Kind: Equatable {
        /// An effect and or a shape (the two initializers).
        case custom
        /// The pointer is hidden over the region (``hidden()``).
        case hidden
        /// The system's own pointer (``system()``).
        case system
    }

    /// The effect on the view, for a style made with one.
    private(set) var effect: UIPointerEffect?
    /// The pointer's shape, when one was given (nil for a hidden or system style).
    var shape: UIPointerShape? { kind == .custom ? storedShape : nil }
    private var storedShape: UIPointerShape?
    /// The axes the pointer is pulled back to the centre along when the touch lifts.
    private(set) var constrainedAxes: UIAxis
    /// Which of the three kinds of style this is.
    private(set) var kind = Kind.custom

    /// A style turning the pointer into `shape`, held to the centre along `constrainedAxes`.
    public required init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
        storedShape = shape
        self.constrainedAxes = constrainedAxes
    }

    /// A style giving the view `effect` and the pointer `shape` (nil: one made from the
    /// effect's preview).
    public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.effect = effect
        storedShape = shape
        constrainedAxes = []
    }

    /// A style hiding the pointer.
    public class func hidden() -> Self {
        let style = self.init(shape: .verticalBeam(length: 0))
        style.kind = .hidden
        return style
    }

    /// The system's own pointer.
    @available(iOS 15.0, *)
    public class func system() -> Self {
        let style = self.init(shape: .verticalBeam(length: 0))
        style.kind = .system
        return style
    }
}
