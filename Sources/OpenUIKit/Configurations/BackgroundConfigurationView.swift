import Foundation

/// The view that draws a ``UIBackgroundConfiguration`` behind a cell's or button's content:
/// the resolved fill, the corner radius (limited to some corners when the owner asks, as for
/// the first and last rows of an inset-grouped section), the custom view and the outline, inset
/// by `backgroundInsets`.
final class BackgroundConfigurationView: UIView {
    private(set) var configuration: UIBackgroundConfiguration
    /// The corners the owner lets the radius round (all by default).
    var roundedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ] {
        didSet { if oldValue != roundedCorners { apply() } }
    }
    /// A radius the owner imposes when the configuration has none (inset-grouped sections).
    var ownerCornerRadius: CGFloat = 0 {
        didSet { if oldValue != ownerCornerRadius { apply() } }
    }
    private let fill = UIView()
    private var loggedVisualEffect = false

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = nil
        fill.isUserInteractionEnabled = false
        addSubview(fill)
        apply()
    }

    required init?(coder: NSCoder) {
        Fatal.stop("BackgroundConfigurationView(coder:) is not supported")
    }

    func show(_ configuration: UIBackgroundConfiguration) {
        guard configuration != self.configuration else { return }
        if configuration.customView !== self.configuration.customView {
            self.configuration.customView?.removeFromSuperview()
        }
        self.configuration = configuration
        apply()
    }

    private func apply() {
        let config = configuration
        fill.backgroundColor = config.resolvedBackgroundColor(for: tintColor)
        let radius = config.cornerRadius > 0 ? config.cornerRadius : ownerCornerRadius
        fill.layer.cornerRadius = radius
        fill.layer.maskedCorners = config.cornerRadius > 0 ? Self.allCorners : roundedCorners
        fill.clipsToBounds = radius > 0
        if config.strokeWidth > 0 {
            fill.layer.borderWidth = config.strokeWidth
            fill.layer.borderColor = config.resolvedStrokeColor(for: tintColor).cgColor
        } else {
            fill.layer.borderWidth = 0
        }
        if let custom = config.customView, custom.superview !== fill {
            fill.addSubview(custom)
        }
        if config.visualEffect != nil && !loggedVisualEffect {
            loggedVisualEffect = true
            misuseLog.log("UIBackgroundConfiguration.visualEffect is stored but not drawn: blur is not modelled yet")
        }
        setNeedsLayout()
    }

    private static let allCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]

    override func tintColorDidChange() {
        super.tintColorDidChange()
        apply()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let insets = configuration.backgroundInsets
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let edge = UIEdgeInsets(
            top: insets.top, left: rtl ? insets.trailing : insets.leading, bottom: insets.bottom,
            right: rtl ? insets.leading : insets.trailing)
        let outset = configuration.strokeWidth > 0 ? configuration.strokeOutset : 0
        fill.frame = bounds.inset(by: edge).insetBy(dx: -outset, dy: -outset)
        configuration.customView?.frame = fill.bounds
    }
}
