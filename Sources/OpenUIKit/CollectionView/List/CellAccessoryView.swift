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
    /// The row a `.reorder` accessory drags.
    weak var reorderCell: UICollectionViewListCell?
    /// The drag of a `.reorder` accessory under way.
    private var reorderSession: ListReorderSession?
    /// The pop-up button of a `.popUpMenu` accessory.
    private(set) var popUpButton: UIButton?
    /// Whether the row is selected (a multiple-selection circle fills and checks).
    var cellIsSelected = false {
        didSet { if cellIsSelected != oldValue { setNeedsDisplay() } }
    }

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
        case .disclosureIndicator, .checkmark, .multiselect:
            isUserInteractionEnabled = false
        case .delete, .detail, .outlineDisclosure, .insert, .reorder:
            break
        case .popUpMenu(let menu, let handler):
            let button = Self.makePopUpButton(menu: menu, tint: accessory.tintColor, handler: handler)
            addSubview(button)
            popUpButton = button
        }
        addAction(UIAction { [weak self] _ in self?.tapped() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        Fatal.stop("CellAccessoryView cannot be decoded from an archive")
    }

    // MARK: Reordering

    /// A finger on a reorder control starts dragging its row, when the data source allows.
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard case .reorder = accessory.kind else { return super.beginTracking(touch, with: event) }
        guard let cell = reorderCell, let session = ListReorderSession(cell: cell, touch: touch) else { return false }
        reorderSession = session
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let reorderSession else { return super.continueTracking(touch, with: event) }
        reorderSession.move(with: touch)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let session = reorderSession else { return super.endTracking(touch, with: event) }
        reorderSession = nil
        if let touch { session.move(with: touch) }
        session.finish(commit: true)
    }

    override func cancelTracking(with event: UIEvent?) {
        guard let session = reorderSession else { return super.cancelTracking(with: event) }
        reorderSession = nil
        session.finish(commit: false)
    }

    private func tapped() {
        if let handler = accessory.actionHandler { handler() } else { defaultAction?() }
    }

    /// The accessory's natural size in a row of `height`.
    func naturalSize(rowHeight height: CGFloat) -> CGSize {
        switch accessory.kind {
        case .disclosureIndicator: return CGSize(width: 9, height: 15)
        case .checkmark: return CGSize(width: 15, height: 15)
        case .delete, .detail, .multiselect, .insert: return CGSize(width: 22, height: 22)
        case .popUpMenu: return popUpButton?.intrinsicContentSize ?? .zero
        case .reorder: return CGSize(width: 20, height: 12)
        case .outlineDisclosure: return CGSize(width: 15, height: 15)
        case .label: return label?.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height)) ?? .zero
        case .customView(let view, _, let fixed):
            if fixed {
                let size = view.bounds.size == .zero ? view.intrinsicContentSize : view.bounds.size
                return CGSize(width: max(0, size.width), height: max(0, size.height))
            }
            return Self.fittedSize(of: view, rowHeight: height)
        }
    }

    /// The size a custom view without `maintainsFixedSize` is given: what it asks for in
    /// `sizeThatFits(_:)` at the row's height (its intrinsic size where it answers nothing),
    /// no taller than the row, so an image view keeps its image's size and is centred
    /// vertically rather than stretched over the row.
    static func fittedSize(of view: UIView, rowHeight: CGFloat) -> CGSize {
        var size = view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: rowHeight))
        let intrinsic = view.intrinsicContentSize
        if size.width <= 0, intrinsic.width > 0 { size.width = intrinsic.width }
        if size.height <= 0, intrinsic.height > 0 { size.height = intrinsic.height }
        let width = size.width.isFinite ? max(0, size.width) : 0
        let fitted = size.height.isFinite && size.height > 0 ? size.height : rowHeight
        return CGSize(width: width, height: min(fitted, rowHeight))
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
        // The chevron turns from the trailing edge to point down: clockwise left to right,
        // counterclockwise when it points left in a right-to-left layout.
        let quarter: CGFloat = effectiveUserInterfaceLayoutDirection == .rightToLeft ? -.pi / 2 : .pi / 2
        let turn: CGAffineTransform = expanded ? CGAffineTransform(rotationAngle: quarter) : .identity
        if animated {
            UIView.animate(withDuration: ListLayoutMetrics.outlineRotationDuration) { self.transform = turn }
        } else {
            transform = turn
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label?.frame = bounds
        popUpButton?.frame = bounds
        if case .customView(let view, _, _) = accessory.kind { view.frame = bounds }
    }

    override func draw(_ rect: CGRect) {
        let size = bounds.size
        let path = UIBezierPath()
        // The chevrons are drawn pointing right, then reflected to point to the trailing edge.
        let pointsLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func reflectIfTrailingIsLeft() {
            if pointsLeft { path.apply(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0)) }
        }
        switch accessory.kind {
        case .disclosureIndicator:
            // A chevron of two 2-point strokes pointing to the trailing edge, in tertiary grey.
            path.move(to: CGPoint(x: 1.5, y: 1.5))
            path.addLine(to: CGPoint(x: size.width - 1.5, y: size.height / 2))
            path.addLine(to: CGPoint(x: 1.5, y: size.height - 1.5))
            reflectIfTrailingIsLeft()
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
            reflectIfTrailingIsLeft()
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
        case .multiselect:
            drawMultiselect(in: bounds)
        case .insert:
            let circle = UIBezierPath(ovalIn: bounds.insetBy(dx: 0.5, dy: 0.5))
            (accessory.backgroundColor ?? .systemGreen).setFill()
            circle.fill()
            (accessory.tintColor ?? .white).setFill()
            UIBezierPath(rect: CGRect(x: size.width * 0.25, y: size.height / 2 - 1, width: size.width * 0.5, height: 2)).fill()
            UIBezierPath(rect: CGRect(x: size.width / 2 - 1, y: size.height * 0.25, width: 2, height: size.height * 0.5)).fill()
        case .label, .customView, .popUpMenu:
            break
        }
    }

    /// An empty grey ring, or, when the row is selected, a tinted disc with a white check.
    private func drawMultiselect(in rect: CGRect) {
        let size = rect.size
        if cellIsSelected {
            (accessory.tintColor ?? tintColor ?? .systemBlue).setFill()
            UIBezierPath(ovalIn: rect.insetBy(dx: 0.5, dy: 0.5)).fill()
            let check = UIBezierPath()
            check.move(to: CGPoint(x: size.width * 0.28, y: size.height * 0.52))
            check.addLine(to: CGPoint(x: size.width * 0.44, y: size.height * 0.68))
            check.addLine(to: CGPoint(x: size.width * 0.73, y: size.height * 0.35))
            check.lineWidth = 2
            check.lineCapStyle = .round
            check.lineJoinStyle = .round
            UIColor.white.setStroke()
            check.stroke()
        } else {
            let ring = UIBezierPath(ovalIn: rect.insetBy(dx: 1, dy: 1))
            if let fill = accessory.backgroundColor {
                fill.setFill()
                ring.fill()
            }
            ring.lineWidth = 1.5
            UIColor.tertiaryLabel.setStroke()
            ring.stroke()
        }
    }

    /// A pop-up button listing `menu`: the selected element's title in secondary grey and an
    /// up-and-down chevron after it.
    private static func makePopUpButton(
        menu: UIMenu, tint: UIColor?, handler: UICellAccessory.MenuSelectedElementDidChangeHandler?
    ) -> UIButton {
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "chevron.up.chevron.down")
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 4
        // The chevrons are the image here, tinted like the title, so no second mark.
        configuration.indicator = .none
        configuration.baseForegroundColor = tint ?? .secondaryLabel
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        let button = UIButton(configuration: configuration)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        button.popUpSelectionDidChange = handler
        return button
    }
}
