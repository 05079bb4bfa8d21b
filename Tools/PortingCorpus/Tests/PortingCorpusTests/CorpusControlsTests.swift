import Foundation
import OpenUIKit
import OpenUIKitTesting
@testable import PortedCorpus
import Testing

/// Counts what a control sends, through the UIKit API the corpus does not use (a closure action),
/// so the count checks the control and not the ported target-action.
@MainActor final class ActionCounter {
    private(set) var count = 0

    func attach(to control: UIControl, for events: UIControl.Event = .valueChanged) {
        control.addAction(UIAction { [weak self] _ in self?.count += 1 }, for: events)
    }
}

/// A rating delegate that implements one of the four optional requirements.
final class RatingSpy: RatingControlDelegate {
    var ratings: [Int] = []

    func ratingControl(_ control: RatingControl, didChangeRating rating: Int) {
        ratings.append(rating)
    }
}

/// The corpus's custom controls driven by touches in a headless window.
@MainActor @Suite struct CorpusControlsTests {
    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    private func host(_ view: UIView, in app: HeadlessApp) {
        let window = app.makeWindow()
        window.addSubview(view)
        app.runTurn()
    }

    @Test("Rating control: a tap on the fourth star sets 4, sends one value change and tells the delegate once")
    func ratingTap() {
        let app = HeadlessApp()
        let rating = RatingControl(frame: CGRect(x: 20, y: 100, width: 172, height: 28))
        let counter = ActionCounter()
        counter.attach(to: rating)
        let spy = RatingSpy()
        rating.delegate = spy
        host(rating, in: app)
        #expect(rating.starSide == 28)
        #expect(rating.starLayers.map(\.frame) == (0..<5).map { CGRect(x: CGFloat($0) * 36, y: 0, width: 28, height: 28) })
        app.tap(at: rating.convert(CGPoint(x: 3 * 36 + 14, y: 14), to: nil))
        #expect(rating.rating == 4)
        #expect(counter.count == 1)
        #expect(rating.changeCount == 1)
        #expect(spy.ratings == [4])
        #expect(rating.accessibilityValue == "4 stars")
    }

    @Test("Rating control: dragging across the stars follows the finger, one value change per new rating")
    func ratingDrag() {
        let app = HeadlessApp()
        let rating = RatingControl(frame: CGRect(x: 20, y: 100, width: 172, height: 28))
        let counter = ActionCounter()
        counter.attach(to: rating)
        host(rating, in: app)
        let start = rating.convert(CGPoint(x: 10, y: 14), to: nil)
        let end = rating.convert(CGPoint(x: 2 * 36 + 10, y: 14), to: nil)
        app.drag(from: start, to: end, steps: 8)
        #expect(rating.rating == 3)
        #expect(counter.count == 3)
    }

    @Test("Rating control: tintColorDidChange refills the stars; layoutSublayers(of:) sizes them")
    func ratingTint() {
        let app = HeadlessApp()
        let rating = RatingControl(frame: CGRect(x: 0, y: 0, width: 172, height: 28))
        rating.rating = 2
        host(rating, in: app)
        rating.tintColor = .systemGreen
        #expect(rating.starLayers[0].fillColor == UIColor.systemGreen.cgColor)
        #expect(rating.starLayers[4].fillColor == UIColor.clear.cgColor)
        rating.frame = CGRect(x: 0, y: 0, width: 86, height: 14)
        app.runTurn()
        #expect(abs(rating.starLayers[1].frame.width - (86.0 - 4 * 8) / 5) < 1e-9)
    }

    @Test("Range slider: dragging the lower thumb moves only the lower value and sends value changes")
    func rangeSliderDrag() {
        let app = HeadlessApp()
        let slider = RangeSlider(frame: CGRect(x: 20, y: 200, width: 328, height: 32))
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.lowerValue = 20
        slider.upperValue = 80
        let counter = ActionCounter()
        counter.attach(to: slider)
        host(slider, in: app)
        #expect(slider.usableWidth == 300)
        #expect(slider.lowerThumbLayer.frame == CGRect(x: 60, y: 2, width: 28, height: 28))
        #expect(slider.upperThumbLayer.frame == CGRect(x: 240, y: 2, width: 28, height: 28))
        #expect(slider.highlightLayer.frame == CGRect(x: 74, y: 14, width: 180, height: 4))
        let thumb = slider.convert(CGPoint(x: 74, y: 16), to: nil)
        app.drag(from: thumb, to: CGPoint(x: thumb.x + 60, y: thumb.y), steps: 6)
        #expect(abs(slider.lowerValue - 40) < 1e-9)
        #expect(slider.upperValue == 80)
        #expect(counter.count == 6)
        #expect(slider.activeThumb == nil)
    }

    @Test("Range slider: the lower thumb stops the minimum distance below the upper one")
    func rangeSliderClamp() {
        let app = HeadlessApp()
        let slider = RangeSlider(frame: CGRect(x: 20, y: 200, width: 328, height: 32))
        host(slider, in: app)
        let thumb = slider.convert(CGPoint(x: slider.position(for: 0.2), y: 16), to: nil)
        app.drag(from: thumb, to: CGPoint(x: thumb.x + 300, y: thumb.y), steps: 10)
        #expect(abs(slider.lowerValue - 0.75) < 1e-9)
    }

    @Test("Badge button: its own touch-down and touch-up targets fire once per tap; the badge sits on the corner")
    func badgeButton() {
        let app = HeadlessApp()
        let button = BadgeButton(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        button.setTitle("Inbox", for: .normal)
        let counter = ActionCounter()
        counter.attach(to: button, for: .touchUpInside)
        host(button, in: app)
        button.badgeCount = 3
        app.runTurn()
        let badge = button.badgeLayer.frame
        #expect(abs(badge.minX - (120 - 18 * 0.7)) < 1e-9 && abs(badge.minY + 18 * 0.3) < 1e-9)
        #expect(badge.size == CGSize(width: 18, height: 18))
        #expect(button.badgeLabel.text == "3")
        app.tap(at: center(of: button))
        #expect(counter.count == 1)
        #expect(button.tapCount == 1)
    }

    @Test("Preferences: each control's target-action reaches the controller once")
    func preferences() {
        let app = HeadlessApp()
        let controller = PreferencesViewController()
        app.makeWindow(rootViewController: UINavigationController(rootViewController: controller))
        app.runTurn()
        app.tap(at: center(of: controller.notificationsSwitch))
        #expect(controller.changeLog == ["notifications=false"])
        let stepper = controller.fontStepper!
        app.tap(at: stepper.convert(CGPoint(x: stepper.bounds.maxX - 10, y: stepper.bounds.midY), to: nil))
        #expect(controller.changeLog == ["notifications=false", "fontSize=18"])
        #expect(controller.fontSizeLabel.text == "18 pt")
        let rating = controller.ratingControl!
        app.tap(at: rating.convert(CGPoint(x: rating.bounds.maxX - 5, y: rating.bounds.midY), to: nil))
        #expect(controller.changeLog.last == "rating=5")
        app.tap(at: center(of: controller.resetButton))
        #expect(controller.changeLog.last == "reset")
        #expect(controller.preferences == Preferences())
        #expect(controller.notificationsSwitch.isOn)
    }

    @Test("Preferences: the stack's edges pinned to the scroll view's edges give the content size (TN2154)")
    func preferencesContentSize() {
        let app = HeadlessApp()
        let controller = PreferencesViewController()
        app.makeWindow(rootViewController: controller)
        app.runTurn()
        let scroll = controller.scrollView!
        let stack = controller.stackView!
        #expect(stack.frame.width == scroll.bounds.width)
        #expect(scroll.contentSize == stack.frame.size)
        #expect(stack.frame.height > 300)
    }
}
