import Foundation

/// The view of one ``UICellAccessory``: draws the system accessories (chevrons, checkmark,
/// delete circle, reorder lines, info button) or holds a label or the app's view, and sends
/// a tap to the accessory's handler. A control, so a tap on it does not select the row.
final class CellAccessoryView: UIControl {
    private(set) var accessory: UICellAccessory
    /// The label of a `.label` accessory.
    private var label: UILabel?
    /// Whether an outline disclosure shows its expanded (pointing down) look.
    private(set) var isExpandedLook = false
    /// Run on a tap when the accessory has no handler of its own (an outline toggles its item).
    var defaultAction: (() -> Void)?

    init(accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        switch accessory.kind {
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.font = font
            label.textColor = accessory.tintColor ?? .secondaryLabel
            label.isUserInteractionEnabled = false
            addSubview(label)
            self.label = label
            isUserInteractionEnabled = false
        case .customView(let view, _, _):
            addSubview(view)
            isUserInteractionEnabled = view.isUserInteractionEnabled
        case .disclosureIndicator, .checkmark, .reorder:
            isUserInteractionEnabled = false
        case .delete, .detail, .outlineDisclosure:
            break
        }
        addAction(UIAction { [weak self] _ in self?.tapped() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        Fatal.stop("CellAccessoryView cannot be decoded from an archive")
    }

    private func tapped() {
        if let handler = accessory.actionHandler { handler() } else { defaultAction?() }
    }

    /// The accessory's natural size in a row of `height`.
    func naturalSize(rowHeight height: CGFloat) -> CGSize {
        switch accessory.kind {
        case .disclosureIndicator: return CGSize(width: 9, height: 15)
        case .checkmark: return CGSize(width: 15, height: 15)
        case .delete, .detail: return CGSize(width: 22, height: 22)
        case .reorder: return CGSize(width: 20, height: 12)
        case .outlineDisclosure: return CGSize(width: 15, height: 15)
        case .label: return label?.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height)) ?? .zero
        case .customView(let view, _, let fixed):
            let size = view.bounds.size == .zero ? view.intrinsicContentSize : view.bounds.size
            let width = max(0, size.width)
            return fixed ? CGSize(width: width, height: max(0, size.height)) : CGSize(width: width, height: height)
        }
    }

    /// The width the row keeps for the accessory.
    func reservedWidth(rowHeight height: CGFloat) -> CGFloat {
        let natural = naturalSize(rowHeight: height).width
        switch accessory.reservedLayoutWidth {
        case .actual: return natural
        case .standard: return max(natural, ListLayoutMetrics.accessoryWidth)
        case .custom(let width): return width
        }
    }

    /// Turns an outline disclosure to its expanded or collapsed look, over a quarter second
    /// on the application clock when `animated`.
    func setExpandedLook(_ expanded: Bool, animated: Bool) {
        guard isExpandedLook != expanded else { return }
        isExpandedLook = expanded
        let turn: CGAffineTransform = expanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        if animated {
            UIView.animate(withDuration: ListLayoutMetrics.outlineRotationDuration) { self.transform = turn }
        } else {
            transform = turn
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label?.frame = bounds
        if case .customView(let view, _, _) = accessory.kind { view.frame = bounds }
    }

    override func draw(_ rect: CGRect) {
        let size = bounds.size
        let path = UIBezierPath()
        switch accessory.kind {
        case .disclosureIndicator:
            // A chevron of two 2-point strokes pointing to the trailing edge, in tertiary grey.
            path.move(to: CGPoint(x: 1.5, y: 1.5))
            path.addLine(to: CGPoint(x: size.width - 1.5, y: size.height / 2))
            path.addLine(to: CGPoint(x: 1.5, y: size.height - 1.5))
            (accessory.tintColor ?? .tertiaryLabel).setStroke()
            path.lineWidth = 2.5
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            path.stroke()
        case .outlineDisclosure:
            let inset: CGFloat = 4
            path.move(to: CGPoint(x: inset, y: 1.5))
            path.addLine(to: CGPoint(x: size.width - inset, y: size.height / 2))
            path.addLine(to: CGPoint(x: inset, y: size.height - 1.5))
            (accessory.tintColor ?? tintColor ?? .systemBlue).setStroke()
            path.lineWidth = 2.5
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            path.stroke()
        case .checkmark:
            path.move(to: CGPoint(x: 1.5, y: size.height * 0.55))
            path.addLine(to: CGPoint(x: size.width * 0.38, y: size.height - 2))
            path.addLine(to: CGPoint(x: size.width - 1.5, y: 2))
            (accessory.tintColor ?? tintColor ?? .systemBlue).setStroke()
            path.lineWidth = 2.5
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            path.stroke()
        case .delete:
            let circle = UIBezierPath(ovalIn: bounds.insetBy(dx: 0.5, dy: 0.5))
            (accessory.backgroundColor ?? .systemRed).setFill()
            circle.fill()
            let bar = UIBezierPath(rect: CGRect(x: size.width * 0.25, y: size.height / 2 - 1, width: size.width * 0.5, height: 2))
            (accessory.tintColor ?? .white).setFill()
            bar.fill()
        case .detail:
            let color = accessory.tintColor ?? tintColor ?? .systemBlue
            let circle = UIBezierPath(ovalIn: bounds.insetBy(dx: 1, dy: 1))
            color.setStroke()
            circle.lineWidth = 1.5
            circle.stroke()
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: size.width / 2 - 1.25, y: size.height * 0.25, width: 2.5, height: 2.5)).fill()
            UIBezierPath(rect: CGRect(x: size.width / 2 - 1, y: size.height * 0.42, width: 2, height: size.height * 0.34)).fill()
        case .reorder:
            (accessory.tintColor ?? .tertiaryLabel).setFill()
            for line in 0..<3 {
                UIBezierPath(rect: CGRect(x: 0, y: CGFloat(line) * (size.height - 2) / 2, width: size.width, height: 2)).fill()
            }
        case .label, .customView:
            break
        }
    }
}
