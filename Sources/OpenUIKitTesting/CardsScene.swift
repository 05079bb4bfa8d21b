import Foundation
import OpenUIKit

/// The "cards" scene of docs/bench/cards_scene.md built from views: the renderer's reference
/// workload, shared by `bench render`, the golden-image tests and the gallery's cards feed.
///
/// A card is a white rounded view with a border holding a circular avatar that clips a
/// half-white spot, a title and a subtitle bar drawn by `draw(_:)` (``PillView``), and a
/// translucent round badge.
@MainActor @preconcurrency
public enum CardsScene {
    /// How many cards the scene has.
    public static let cardCount = 20
    /// The window background of the scene.
    public static let backgroundColor = UIColor(white: 0.95, alpha: 1)

    /// Makes card `index` (0-based) at its place in the scene. `badge` is the view to use as
    /// the badge (a button, say); it is given the badge's frame and look. Returns the card and
    /// its badge.
    public static func makeCard(_ index: Int, badge: UIView = UIView()) -> (card: UIView, badge: UIView) {
        let card = UIView(frame: CGRect(x: 16, y: 16 + 104 * CGFloat(index), width: 358, height: 96))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor(white: 0.85, alpha: 1).cgColor
        let avatar = UIView(frame: CGRect(x: 16, y: 16, width: 64, height: 64))
        avatar.layer.cornerRadius = 32
        avatar.layer.masksToBounds = true
        avatar.backgroundColor = UIColor(hue: CGFloat(index) / 20, saturation: 0.6, brightness: 0.9, alpha: 1)
        let spot = UIView(frame: CGRect(x: 32, y: 32, width: 48, height: 48))
        spot.backgroundColor = UIColor(white: 1, alpha: 0.5)
        avatar.addSubview(spot)
        card.addSubview(avatar)
        card.addSubview(PillView(frame: CGRect(x: 96, y: 20, width: 210, height: 20), fill: UIColor(white: 0.3, alpha: 1)))
        card.addSubview(PillView(frame: CGRect(x: 96, y: 52, width: 180, height: 14), fill: UIColor(white: 0.6, alpha: 1)))
        badge.frame = CGRect(x: 318, y: 36, width: 24, height: 24)
        badge.layer.cornerRadius = 12
        badge.backgroundColor = UIColor(red: 1, green: 0.2, blue: 0.2, alpha: 1)
        badge.layer.opacity = 0.8
        card.addSubview(badge)
        return (card, badge)
    }

    /// A view whose `draw(_:)` fills its bounds as a rounded rectangle of radius 4 (the
    /// cards' title and subtitle bars).
    public final class PillView: UIView {
        private let fill: UIColor

        /// Creates a bar filled with `fill`.
        public init(frame: CGRect, fill: UIColor) {
            self.fill = fill
            super.init(frame: frame)
            backgroundColor = nil
            isOpaque = false
        }

        public required init?(coder: NSCoder) { nil }

        public override func draw(_ rect: CGRect) {
            fill.setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: 4).fill()
        }
    }
}
