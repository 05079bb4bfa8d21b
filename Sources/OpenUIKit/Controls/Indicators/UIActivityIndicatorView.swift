import Foundation
import OpenQuartzCore

/// A spinner that shows work is under way: eight spokes around a centre, the brightest one
/// stepping clockwise while the view animates, on the application clock.
///
/// It is hidden while stopped (``hidesWhenStopped``, on by default), so a new indicator shows
/// nothing until ``startAnimating()``. Its intrinsic size is 20 points (``Style/medium``) or
/// 37 points (``Style/large``); the spokes are layers (UIActivityIndicatorView+Drawing.swift)
/// and the spin is a discrete keyframe animation of their container's rotation, so a test
/// reads the angle from the container's presentation layer at any clock time.
/// - Note: See https://developer.apple.com/documentation/uikit/uiactivityindicatorview
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    /// The indicator's size and, for the deprecated styles, its colour.
    public enum Style: Int, Sendable {
        /// The deprecated large white spinner (large, white).
        @available(*, deprecated, renamed: "large")
        case whiteLarge = 0
        /// The deprecated white spinner (medium, white).
        @available(*, deprecated, renamed: "medium")
        case white = 1
        /// The deprecated grey spinner (medium, grey).
        @available(*, deprecated, renamed: "medium")
        case gray = 2
        /// The 20-point spinner.
        case medium = 100
        /// The 37-point spinner.
        case large = 101
    }

    /// The size (and for the deprecated styles the colour); setting it re-measures.
    open var style: Style = .medium {
        didSet {
            if let color = style.legacyColor { color_ = color }
            invalidateIntrinsicContentSize()
            layoutParts()
        }
    }

    /// The spokes' colour (default: the secondary label colour; white or grey for the
    /// deprecated styles); nil resets it to the default.
    open var color: UIColor! {
        get { color_ }
        set {
            color_ = newValue ?? style.legacyColor ?? Self.defaultColor
            layoutParts()
        }
    }
    private var color_: UIColor = UIActivityIndicatorView.defaultColor

    /// Whether the indicator hides itself while it is not animating (default true).
    open var hidesWhenStopped = true {
        didSet {
            if !isAnimating { isHidden = hidesWhenStopped }
        }
    }

    /// Whether ``startAnimating()`` was called more recently than ``stopAnimating()``.
    open private(set) var isAnimating = false

    /// The spokes and their container.
    let parts = ActivityIndicatorParts()

    /// A medium indicator.
    public convenience init() {
        self.init(style: .medium)
    }

    /// An indicator of `style`, sized to it, hidden until it animates.
    public init(style: Style) {
        super.init(frame: .zero)
        commonInit(style: style)
        frame.size = intrinsicContentSize
    }

    /// A medium indicator with `frame`, hidden until it animates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit(style: .medium)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit(style: .medium)
    }

    private func commonInit(style: Style) {
        isUserInteractionEnabled = false
        // Hugs its fixed size in both axes (750), as UIKit's does: a stack view stretches its neighbours.
        layoutSettings.horizontalHugging = .defaultHigh
        layoutSettings.verticalHugging = .defaultHigh
        self.style = style
        isHidden = true
        layer.addSublayer(parts.container)
        layoutParts()
    }

    /// Starts the spin (and shows the indicator); nothing happens while it already spins.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        updateSpin()
    }

    /// Stops the spin and, with ``hidesWhenStopped``, hides the indicator.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        updateSpin()
        if hidesWhenStopped { isHidden = true }
    }

    /// 20 × 20 points for the medium style, 37 × 37 for the large one.
    open override var intrinsicContentSize: CGSize {
        let side = style.side
        return CGSize(width: side, height: side)
    }

    /// The style's size, whatever `size` offers.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layoutParts()
    }

    /// The spin runs only in a window (layers outside one are not animated); it starts when
    /// an animating indicator joins one.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateSpin()
    }

}

extension UIActivityIndicatorView.Style {
    // The deprecated cases are matched by raw value so the library compiles without
    // deprecation warnings.

    /// The side of the square the style draws in, in points.
    var side: CGFloat { rawValue == 0 || self == .large ? 37 : 20 }

    /// The colour a deprecated style sets; nil for the current styles.
    var legacyColor: UIColor? {
        switch rawValue {
        case 0, 1: return .white
        case 2: return .gray
        default: return nil
        }
    }
}
