import Foundation
import OpenUIKit

/// A view that prints each touch it receives and then passes it up the chain.
final class LoggingView: UIView {
    convenience init(_ name: String, frame: CGRect) {
        self.init(frame: frame)
        accessibilityIdentifier = name
    }
}

/// Seed 001, application 1: a 20×20 button whose touch area reaches 10 points further on
/// every side, written as the UIKit code is (an overridden `point(inside:with:)`).
final class EnlargedButton: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}

/// Seed 001, application 3: a view that passes touches on itself to the sibling behind it by
/// returning nil when the hit would be itself.
final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// Seed 001, application 4: a narrow cell whose scroll view sticks out to the right; touches
/// outside the cell but over the scroll view are sent to the scroll view.
final class BannerCell: UIView {
    let scrollView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(scrollView)
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let hit = super.hitTest(point, with: event) { return hit }
        let inScroll = scrollView.convert(point, from: self)
        return scrollView.point(inside: inScroll, with: event) ? scrollView : nil
    }
}

/// A view controller that can become first responder, to receive shakes and key presses.
final class DemoViewController: UIViewController {
    override var canBecomeFirstResponder: Bool { true }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        print("    DemoViewController handled the shake")
    }
}

/// A scroll view delegate that counts scroll callbacks and prints when a glide ends.
final class ScrollReporter: UIScrollViewDelegate {
    private let clock: @MainActor () -> TimeInterval
    /// `scrollViewDidScroll` calls since the last reset.
    var scrolls = 0

    init(clock: @escaping @MainActor () -> TimeInterval) {
        self.clock = clock
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        print("  t=\(seconds(clock())) delegate: scrollViewDidEndDecelerating at \(point(scrollView.contentOffset))")
    }
}
