import OpenUIKit

/// A see-through layer over the whole gallery that shows, live, what the event pipeline did:
/// a circle under each finger, the outline and class of the view the last touch was hit-tested
/// to, and the latest gesture-recognizer state changes. It takes no touches itself.
final class TouchOverlayView: UIView {
    /// How many recognizer transitions the overlay lists.
    static let transitionCount = 4

    private var fingers: [CGPoint] = []
    private weak var hitView: UIView?
    private var transitions: [String] = []
    private var link: CADisplayLink?
    /// How many trace entries have been read.
    private var consumed = 0
    /// Whether the overlay switched the trace on itself, and so empties it after reading.
    private var ownsTrace = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = .clear
        accessibilityIdentifier = "touch-overlay"
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    /// Reads recognizer transitions from the application's event trace each frame while the
    /// overlay is in a window (a recognizer can change state on a timer, a long press, between
    /// touch events). When nobody else traces, the overlay turns the trace on and empties it as
    /// it reads, so a long live session keeps nothing.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        link?.invalidate()
        link = nil
        guard let application = window?.application else { return }
        if !application.trace.isEnabled {
            application.trace.isEnabled = true
            ownsTrace = true
        }
        consumed = application.trace.entries.count
        let link = CADisplayLink(target: self, action: { overlay in { _ in overlay.readTrace() } })
        link.add(to: application.runLoop)
        self.link = link
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        if newWindow == nil, ownsTrace, let trace = window?.application?.trace {
            trace.isEnabled = false
            trace.clear()
            ownsTrace = false
        }
        super.willMove(toWindow: newWindow)
    }

    /// Takes in a touch event the window just delivered.
    func observe(_ event: UIEvent) {
        guard event.type == .touches, let touches = event.allTouches else { return }
        fingers = touches.filter { $0.phase != .ended && $0.phase != .cancelled }.map { $0.location(in: self) }
        if let touch = touches.first(where: { $0.phase == .began }) {
            hitView = touch.view
        }
        readTrace()
        setNeedsDisplay()
    }

    /// Takes the recognizer state changes ("name: old → new") recorded since the last read.
    private func readTrace() {
        guard let trace = window?.application?.trace else { return }
        let entries = trace.entries
        if entries.count < consumed { consumed = 0 }
        var changed = false
        for entry in entries[consumed...] where entry.stage == .gesture {
            guard entry.message.contains(": "), entry.message.contains(" → ") else { continue }
            transitions.append(entry.message)
            changed = true
        }
        consumed = entries.count
        if ownsTrace {
            trace.clear()
            consumed = 0
        }
        if transitions.count > Self.transitionCount { transitions.removeFirst(transitions.count - Self.transitionCount) }
        if changed { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        if let hitView, hitView.window === window {
            let frame = hitView.convert(hitView.bounds, to: self)
            let outline = UIBezierPath(rect: frame.insetBy(dx: 1, dy: 1))
            outline.lineWidth = 2
            UIColor.systemRed.setStroke()
            outline.stroke()
            let label = String(describing: type(of: hitView))
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.boldSystemFont(ofSize: 11), .foregroundColor: UIColor.white, .backgroundColor: UIColor.systemRed,
            ]
            label.draw(at: CGPoint(x: frame.minX + 2, y: max(frame.minY - 15, 0)), withAttributes: attributes)
        }
        for finger in fingers {
            let circle = UIBezierPath(ovalIn: CGRect(x: finger.x - 22, y: finger.y - 22, width: 44, height: 44))
            UIColor(white: 0.1, alpha: 0.35).setFill()
            circle.fill()
            circle.lineWidth = 2
            UIColor.white.setStroke()
            circle.stroke()
        }
        guard !transitions.isEmpty else { return }
        let lineHeight: CGFloat = 15
        let box = CGRect(
            x: 0, y: bounds.maxY - lineHeight * CGFloat(transitions.count) - 8, width: bounds.width,
            height: lineHeight * CGFloat(transitions.count) + 8)
        UIColor(white: 0, alpha: 0.65).setFill()
        UIBezierPath(rect: box).fill()
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.monospacedSystemFont(ofSize: 11, weight: .regular), .foregroundColor: UIColor.white,
        ]
        for (index, line) in transitions.enumerated() {
            line.draw(at: CGPoint(x: 6, y: box.minY + 4 + CGFloat(index) * lineHeight), withAttributes: attributes)
        }
    }
}
