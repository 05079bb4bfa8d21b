import OpenUIKit

/// Seed 000's gesture examples:
/// - swipe versus pan on one pad: the pan requires the swipe to fail, so a quick flick to the
///   right is a swipe and a slower drag becomes a pan once the swipe gives up;
/// - a custom discrete recognizer for a check mark (down-right, then up-right);
/// - a button inside a view with a tap recognizer: the button's own tap wins, as UIKit lets
///   controls beat their superviews' single-tap recognizers.
final class GesturesScreenViewController: UIViewController {
    private let log: GalleryLog
    private let status = UILabel(frame: CGRect(x: 16, y: 490, width: 358, height: 36))

    static let swipePadFrame = CGRect(x: 20, y: 20, width: 350, height: 150)
    static let checkPadFrame = CGRect(x: 20, y: 190, width: 350, height: 170)
    static let tapAreaFrame = CGRect(x: 20, y: 375, width: 350, height: 105)
    static let innerButtonFrame = CGRect(x: 20, y: 34, width: 140, height: 56)

    init(log: GalleryLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white

        let swipePad = pad(Self.swipePadFrame, "Swipe right fast, or drag slowly", .systemTeal)
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .right
        swipe.name = "swipe"
        swipe.addAction { [unowned self] _ in report("swipe recognized") }
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        pan.require(toFail: swipe)
        pan.addAction { [unowned self] recognizer in
            guard recognizer.state == .ended, let pan = recognizer as? UIPanGestureRecognizer else { return }
            let moved = pan.translation(in: recognizer.view)
            report("pan ended after moving (\(Int(moved.x)), \(Int(moved.y)))")
        }
        swipePad.addGestureRecognizer(swipe)
        swipePad.addGestureRecognizer(pan)
        root.addSubview(swipePad)

        let checkPad = CheckMarkPad(frame: Self.checkPadFrame)
        checkPad.backgroundColor = UIColor.systemYellow.withAlphaComponent(0.3)
        checkPad.addSubview(caption("Draw a check mark: down-right, then up-right"))
        let check = CheckMarkGestureRecognizer()
        check.name = "checkMark"
        check.addAction { [unowned self, unowned checkPad] recognizer in
            guard let check = recognizer as? CheckMarkGestureRecognizer else { return }
            checkPad.stroke = check.stroke
            report("check mark recognized, turning at (\(Int(check.turningPoint.x)), \(Int(check.turningPoint.y)))")
        }
        checkPad.addGestureRecognizer(check)
        root.addSubview(checkPad)

        let tapArea = pad(Self.tapAreaFrame, "Tap the grey area, then the button", .systemIndigo)
        let tap = UITapGestureRecognizer()
        tap.name = "areaTap"
        tap.addAction { [unowned self] _ in report("the area's tap recognizer fired") }
        tapArea.addGestureRecognizer(tap)
        let button = UIButton(frame: Self.innerButtonFrame)
        button.backgroundColor = UIColor(red: 0.25, green: 0.22, blue: 0.7, alpha: 1)
        button.setTitle("Press", for: .normal)
        button.titleLabel?.useGalleryText(.body)
        button.addAction(UIAction { [unowned self] _ in report("the button won over its superview's tap") }, for: .touchUpInside)
        tapArea.addSubview(button)
        root.addSubview(tapArea)

        status.useGalleryText(.footnote)
        status.textColor = .black
        status.text = "Seed 000: recognizers and how they are arbitrated."
        root.addSubview(status)
        view = root
    }

    private func pad(_ frame: CGRect, _ text: String, _ color: UIColor) -> UIView {
        let pad = UIView(frame: frame)
        pad.backgroundColor = color.withAlphaComponent(0.25)
        pad.addSubview(caption(text))
        return pad
    }

    private func caption(_ text: String) -> UILabel {
        let label = UILabel(frame: CGRect(x: 10, y: 6, width: 330, height: 20))
        label.text = text
        label.useGalleryText(.footnote, maximumPointSize: 16)
        label.textColor = .black
        return label
    }

    private func report(_ message: String) {
        status.text = message
        log.note(message)
    }
}

/// A discrete recognizer for a check mark drawn with one finger: a stroke down and to the
/// right, then up and to the right. It remembers the turning point and the stroke.
final class CheckMarkGestureRecognizer: UIGestureRecognizer {
    private(set) var turningPoint: CGPoint = .zero
    private(set) var stroke: [CGPoint] = []
    private var goingUp = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard touches.count == 1, numberOfTouches == 1, let touch = touches.first else {
            state = .failed
            return
        }
        stroke = [touch.location(in: view)]
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let touch = touches.first else { return }
        let point = touch.location(in: view)
        let last = stroke.last ?? point
        stroke.append(point)
        // Every step must go right; down first, then up after the turn, never down again.
        guard point.x >= last.x else {
            state = .failed
            return
        }
        if point.y < last.y {
            if !goingUp { turningPoint = last }
            goingUp = true
        } else if goingUp, point.y > last.y {
            state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible else { return }
        state = goingUp && turningPoint.y > (stroke.first?.y ?? 0) ? .recognized : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    override func reset() {
        super.reset()
        goingUp = false
        turningPoint = .zero
    }
}

/// The check-mark pad draws the last recognized stroke.
final class CheckMarkPad: UIView {
    var stroke: [CGPoint] = [] {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        guard let first = stroke.first else { return }
        let path = UIBezierPath()
        path.move(to: first)
        for point in stroke.dropFirst() { path.addLine(to: point) }
        path.lineWidth = 6
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        UIColor.systemGreen.setStroke()
        path.stroke()
    }
}
