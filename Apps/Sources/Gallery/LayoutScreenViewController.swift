import OpenUIKit

/// Seed 003: a screen built with Auto Layout, a view that paints itself in `draw(_:)`, and the
/// seed's constraint animation — change a constraint's constant, then call `layoutIfNeeded()`
/// inside an animation block so the change animates.
final class LayoutScreenViewController: UIViewController {
    private let log: GalleryLog
    private let box = DialView(frame: .zero)
    private var boxLeading: NSLayoutConstraint?
    private var movedRight = false

    static let animateButtonFrame = CGRect(x: 20, y: 400, width: 160, height: 44)

    init(log: GalleryLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        let title = UILabel(frame: .zero)
        title.text = "Auto Layout, draw(_:) and a constraint animation"
        title.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .boldSystemFont(ofSize: 15))
        title.adjustsFontForContentSizeCategory = true
        title.numberOfLines = 0
        title.textColor = .black
        title.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(title)
        box.translatesAutoresizingMaskIntoConstraints = false
        box.backgroundColor = UIColor(white: 0.96, alpha: 1)
        root.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            title.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            box.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 24),
            leading,
            box.widthAnchor.constraint(equalToConstant: 150),
            box.heightAnchor.constraint(equalTo: box.widthAnchor),
        ])
        boxLeading = leading
        let button = UIButton(frame: Self.animateButtonFrame)
        button.backgroundColor = UIColor(red: 0, green: 0.37, blue: 0.8, alpha: 1)
        button.setTitle("Animate", for: .normal)
        button.titleLabel?.useGalleryText(.body)
        button.addAction(UIAction { [unowned self] _ in toggle() }, for: .touchUpInside)
        root.addSubview(button)
        view = root
    }

    /// Seed 003's constraint animation: lay out first, change the constant, then animate the
    /// layout pass.
    private func toggle() {
        view.layoutIfNeeded()
        movedRight.toggle()
        boxLeading?.constant = movedRight ? view.bounds.width - 170 : 20
        log.note("constraint animation to x = \(Int(boxLeading?.constant ?? 0))")
        UIView.animate(withDuration: 1) {
            self.view.layoutIfNeeded()
        }
    }
}

/// A view that paints a dial with `draw(_:)`: a ring, twelve ticks and a hand.
final class DialView: UIView {
    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 8
        let ring = UIBezierPath(ovalIn: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
        ring.lineWidth = 4
        UIColor.systemOrange.setStroke()
        ring.stroke()
        let ticks = UIBezierPath()
        for hour in 0..<12 {
            let angle = CGFloat(hour) * .pi / 6
            ticks.move(to: CGPoint(x: center.x + cos(angle) * (radius - 12), y: center.y + sin(angle) * (radius - 12)))
            ticks.addLine(to: CGPoint(x: center.x + cos(angle) * (radius - 2), y: center.y + sin(angle) * (radius - 2)))
        }
        ticks.lineWidth = 2
        UIColor.darkGray.setStroke()
        ticks.stroke()
        let hand = UIBezierPath()
        hand.move(to: center)
        hand.addLine(to: CGPoint(x: center.x + radius * 0.6, y: center.y - radius * 0.45))
        hand.lineWidth = 5
        hand.lineCapStyle = .round
        UIColor.systemRed.setStroke()
        hand.stroke()
    }
}
