import Foundation
import OpenQuartzCore

/// A bar that fills from the leading edge as a task advances: ``progress`` from 0 to 1 (values
/// outside are clamped), drawn as a rounded track with a fill in ``progressTintColor`` (the
/// tint colour by default).
///
/// ``setProgress(_:animated:)`` moves the fill over a short animation on the application
/// clock. ``observedProgress`` follows a Foundation `Progress`: its `fractionCompleted` is read
/// once per frame while the view is in a window (UIProgressView+Observing.swift).
/// - Note: See https://developer.apple.com/documentation/uikit/uiprogressview
// UIKit divergence: no progressImage/trackImage.
@MainActor @preconcurrency
open class UIProgressView: UIView, TintObserving {
    /// How the bar looks.
    public enum Style: Int, Sendable {
        /// The standard bar: a rounded track under the fill.
        case `default` = 0
        /// The bar used in toolbars: square ends.
        case bar = 1
    }

    /// The look of the bar.
    open var progressViewStyle: Style = .default {
        didSet { layoutParts() }
    }

    /// How far the task is, from 0 to 1; other values are clamped (NaN counts as 0).
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0

    /// The fill's colour; nil (the default) uses the tint colour.
    open var progressTintColor: UIColor? {
        didSet { layoutParts() }
    }

    /// The track's colour; nil (the default) uses a translucent grey.
    open var trackTintColor: UIColor? {
        didSet { layoutParts() }
    }

    /// A Foundation progress the bar follows: its fraction completed becomes ``progress`` at
    /// once and then at every frame while the view is in a window. Nil stops following.
    open var observedProgress: Progress? {
        didSet { observedProgressDidChange() }
    }

    /// The track and the fill.
    let parts = ProgressViewParts()
    /// The per-frame reader of ``observedProgress`` (UIProgressView+Observing.swift).
    var progressLink: CADisplayLink?

    /// A bar of `style`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// A default bar with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(parts.container)
        layoutParts()
        // Hugs its bar's height (750) and not its width, as UIKit's does.
        layoutSettings.verticalHugging = .defaultHigh
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.addSublayer(parts.container)
        layoutParts()
        // Hugs its bar's height (750) and not its width, as UIKit's does.
        layoutSettings.verticalHugging = .defaultHigh
    }

    /// Sets ``progress`` (clamped to 0…1); with `animated`, the fill moves there over
    /// a quarter of a second on the application clock.
    open func setProgress(_ progress: Float, animated: Bool) {
        let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
        guard clamped != storedProgress else { return }
        storedProgress = clamped
        if animated {
            UIView.animate(withDuration: Self.fillAnimationDuration) { self.layoutParts() }
        } else {
            layoutParts()
        }
    }

    /// No intrinsic width; the bar's height (4 points).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight)
    }

    /// The offered width and the bar's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layoutParts()
    }

    /// The fill follows the tint colour unless ``progressTintColor`` is set.
    package func effectiveTintColorDidChange() { layoutParts() }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateProgressLink()
    }
}
