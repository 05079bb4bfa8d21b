import Foundation

/// The popover's card: a rounded rectangle with an arrow towards the source, filled with the
/// popover's background colour, with a soft shadow.
final class PopoverBackgroundView: UIView {
    /// The card's rectangle (without the arrow), in the view's coordinates.
    var card: CGRect = .zero { didSet { setNeedsDisplay() } }
    /// Where the arrow's tip is, in the view's coordinates, and the side it points to.
    var arrowTip: CGPoint = .zero { didSet { setNeedsDisplay() } }
    var arrowDirection: UIPopoverArrowDirection = .up { didSet { setNeedsDisplay() } }
    /// The card's colour.
    var fillColor: UIColor = .systemBackground { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        // The card and its arrow are part of the elevated presentation, like the content they
        // frame: in dark mode the arrow takes the elevated background, as the content does.
        traitOverrides.userInterfaceLevel = .elevated
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 20
        layer.shadowOffset = .zero
    }

    required init?(coder: NSCoder) { Fatal.stop("PopoverBackgroundView is not archived") }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let path = UIBezierPath(roundedRect: card, cornerRadius: SheetMetrics.popoverCornerRadius)
        let half = SheetMetrics.arrowBase / 2
        let arrow = UIBezierPath()
        arrow.move(to: arrowTip)
        switch arrowDirection {
        case .up:
            arrow.addLine(to: CGPoint(x: arrowTip.x + half, y: card.minY + 1))
            arrow.addLine(to: CGPoint(x: arrowTip.x - half, y: card.minY + 1))
        case .down:
            arrow.addLine(to: CGPoint(x: arrowTip.x - half, y: card.maxY - 1))
            arrow.addLine(to: CGPoint(x: arrowTip.x + half, y: card.maxY - 1))
        case .left:
            arrow.addLine(to: CGPoint(x: card.minX + 1, y: arrowTip.y - half))
            arrow.addLine(to: CGPoint(x: card.minX + 1, y: arrowTip.y + half))
        default:
            arrow.addLine(to: CGPoint(x: card.maxX - 1, y: arrowTip.y + half))
            arrow.addLine(to: CGPoint(x: card.maxX - 1, y: arrowTip.y - half))
        }
        arrow.close()
        context.setFillColor(fillColor.resolvedColor(with: traitCollection).cgColor)
        path.fill()
        arrow.fill()
    }
}
