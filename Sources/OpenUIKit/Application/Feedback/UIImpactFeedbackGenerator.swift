import Foundation

/// Plays a physical impact, such as a view snapping into place (recorded only; see
/// ``UIFeedbackGenerator``).
/// - Note: See https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass and flexibility of the objects colliding.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy
        case soft, rigid
    }

    /// The style the generator was created with.
    public let style: FeedbackStyle

    /// Creates a generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of medium impacts.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Creates a generator of impacts of `style` attached to `view` (iOS 17.5).
    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }

    /// Creates a generator of medium impacts attached to `view` (iOS 17.5).
    public override convenience init(view: UIView) {
        self.init(style: .medium, view: view)
    }

    /// Plays an impact at full intensity.
    open func impactOccurred() {
        record(.impact(style: styleName, intensity: 1))
    }

    /// Plays an impact at `intensity`, from 0 to 1 (values outside are clamped).
    open func impactOccurred(intensity: CGFloat) {
        record(.impact(style: styleName, intensity: min(max(intensity, 0), 1)))
    }

    /// Plays an impact at full intensity at `location` in the view (iOS 17.5); the location is
    /// not recorded.
    open func impactOccurred(at location: CGPoint) {
        impactOccurred()
    }

    /// Plays an impact at `intensity` at `location` in the view (iOS 17.5); the location is
    /// not recorded.
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {
        impactOccurred(intensity: intensity)
    }

    private var styleName: String {
        switch style {
        case .light: "light"
        case .medium: "medium"
        case .heavy: "heavy"
        case .soft: "soft"
        case .rigid: "rigid"
        }
    }
}
