import OpenUIKit

/// Seed 001's three applications of hit-testing and its nil-targeted action:
/// - a 24 × 24 button whose touch area reaches 10 points past its edges (`point(inside:with:)`),
///   44 × 44 in all, the smallest touch target Apple's guidelines accept;
/// - a translucent view that lets touches on itself through to the button behind it
///   (`hitTest(_:with:)` returning nil for itself);
/// - a narrow cell whose wider scroll view sticks out of it and still scrolls when dragged
///   outside the cell (the cell's `hitTest` hands such points to it);
/// - YKNote's green button with no target: its action travels up the responder chain to the
///   view holding it.
final class ResponderScreenViewController: UIViewController {
    private let log: GalleryLog
    private let status = UILabel(frame: CGRect(x: 16, y: 490, width: 358, height: 36))

    init(log: GalleryLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    /// Frames (in the screen's content coordinates) the tour and tests aim at.
    static let enlargedButtonFrame = CGRect(x: 40, y: 40, width: 24, height: 24)
    static let passThroughFrame = CGRect(x: 120, y: 20, width: 250, height: 70)
    static let behindButtonFrame = CGRect(x: 200, y: 30, width: 120, height: 50)
    static let bannerFrame = CGRect(x: 20, y: 130, width: 110, height: 90)
    static let noteViewFrame = CGRect(x: 40, y: 270, width: 200, height: 200)
    static let greenButtonFrame = CGRect(x: 60, y: 60, width: 100, height: 100)

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white

        let enlarged = EnlargedHitButton(frame: Self.enlargedButtonFrame)
        enlarged.backgroundColor = .systemRed
        enlarged.accessibilityLabel = "Enlarged"
        enlarged.addAction(UIAction { [unowned self] _ in report("enlarged button tapped") }, for: .touchUpInside)
        root.addSubview(enlarged)

        let behind = UIButton(frame: Self.behindButtonFrame)
        // Dark enough for the white title to keep 4.5:1 contrast under the shaded strip.
        behind.backgroundColor = UIColor(red: 0, green: 0.37, blue: 0.8, alpha: 1)
        behind.setTitle("Behind", for: .normal)
        behind.titleLabel?.useGalleryText(.body)
        behind.addAction(UIAction { [unowned self] _ in report("button behind the pass-through view tapped") }, for: .touchUpInside)
        root.addSubview(behind)
        let passThrough = PassThroughOverlay(frame: Self.passThroughFrame)
        passThrough.backgroundColor = UIColor(white: 0.2, alpha: 0.25)
        root.addSubview(passThrough)

        let banner = ProtrudingBannerCell(frame: Self.bannerFrame)
        banner.scrollView.delegate = self
        root.addSubview(banner)

        let note = YKNoteEventHandlingView(frame: Self.noteViewFrame)
        note.backgroundColor = UIColor(white: 0.92, alpha: 1)
        note.onGreenButton = { [unowned self] in report("green button's nil-targeted action reached its superview") }
        let green = UIButton(frame: Self.greenButtonFrame)
        green.backgroundColor = UIColor(red: 0.1, green: 0.45, blue: 0.2, alpha: 1)
        green.setTitle("No target", for: .normal)
        green.titleLabel?.useGalleryText(.body)
        green.addTarget(nil, action: YKNoteHandling.ykNoteEventHandlingGreenButtonDidTouchUpInside, for: .touchUpInside)
        note.addSubview(green)
        root.addSubview(note)

        status.text = "Tap near the red square, the shaded strip, the green button; drag the strip below."
        status.useGalleryText(.footnote)
        status.textColor = .black
        root.addSubview(status)
        view = root
    }

    private func report(_ message: String) {
        status.text = message
        log.note(message)
    }
}

extension ResponderScreenViewController: UIScrollViewDelegate {
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        report("protruding scroll view dragged to x = \(Int(scrollView.contentOffset.x))")
    }
}

/// A small button whose touch area is 10 points larger on every side than what it draws.
final class EnlargedHitButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}

/// A view that takes no touches itself: a touch on it goes to whatever is behind it, while its
/// subviews still get theirs.
final class PassThroughOverlay: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// A narrow cell holding a wider horizontal scroll view that sticks out of it; points outside
/// the cell but on the scroll view are handed to the scroll view.
final class ProtrudingBannerCell: UIView {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 340, height: 90))

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.85, alpha: 1)
        clipsToBounds = false
        scrollView.contentSize = CGSize(width: 1360, height: 90)
        scrollView.accessibilityIdentifier = "banner"
        for page in 0..<8 {
            let tile = UIView(frame: CGRect(x: CGFloat(page) * 170 + 5, y: 5, width: 160, height: 80))
            tile.backgroundColor = UIColor(hue: CGFloat(page) / 8, saturation: 0.45, brightness: 0.95, alpha: 1)
            scrollView.addSubview(tile)
        }
        addSubview(scrollView)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let hit = super.hitTest(point, with: event) { return hit }
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01 else { return nil }
        let inScroll = convert(point, to: scrollView)
        return scrollView.point(inside: inScroll, with: event) ? scrollView.hitTest(inScroll, with: event) : nil
    }
}

/// The responders that answer YKNote's green button.
protocol YKNoteHandling: UIResponder {
    func ykNoteEventHandlingGreenButtonDidTouchUpInside(_ button: UIButton)
}

/// YKNote's view: it handles the green button's action when the button has no target.
final class YKNoteEventHandlingView: UIView, YKNoteHandling {
    var onGreenButton: (() -> Void)?

    func ykNoteEventHandlingGreenButtonDidTouchUpInside(_ button: UIButton) {
        onGreenButton?()
    }
}
