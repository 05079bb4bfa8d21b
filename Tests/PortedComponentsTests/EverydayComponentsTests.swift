import OpenUIKit
import OpenUIKitTesting
import Testing

/// Components written the way everyday UIKit code is written (Swift 5 language mode, `import
/// OpenUIKit` in place of `import UIKit`, method references where UIKit takes selectors), driven
/// by taps and drags through the whole event pipeline.
@MainActor
@Suite struct EverydayComponentsTests {
    private func host(_ controller: UIViewController) -> (HeadlessApp, UIWindow) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let window = app.makeWindow(rootViewController: controller)
        app.runTurn()
        return (app, window)
    }

    @Test("The view controller's anchors place every part, and viewDidLayoutSubviews rounds the avatar")
    func settingsCardLayout() {
        let card = SettingsCardViewController()
        let (_, window) = host(card)
        #expect(card.avatar.frame == CGRect(x: 20, y: 20, width: 64, height: 64))
        #expect(card.avatar.layer.cornerRadius == 32)
        #expect(card.layoutPasses >= 1)
        // The rating's intrinsic size: 5 stars of 32 with 6 between.
        #expect(card.rating.frame == CGRect(x: 20, y: 108, width: 184, height: 32))
        #expect(card.priceRange.frame == CGRect(x: 20, y: 164, width: 350, height: 30))
        #expect(abs(card.nameLabel.frame.midY - card.avatar.frame.midY) < 0.5)
        #expect(card.nameLabel.frame.minX == 96)
        #expect(abs(card.saveButton.center.x - window.bounds.midX) < 0.5)
        #expect(card.saveButton.frame.minY == 218)
    }

    @Test("Tapping the fourth star rates 4, dragging back to the second rates 2, and Save reads it")
    func ratingByTapAndDrag() {
        let card = SettingsCardViewController()
        let (app, window) = host(card)
        var changes = 0
        card.rating.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let origin = card.rating.convert(CGPoint.zero, to: window)
        // The fourth star spans x 114...146 in the control.
        app.tap(at: CGPoint(x: origin.x + 130, y: origin.y + 16))
        #expect(card.rating.rating == 4)
        #expect(card.rating.starLayers.map { $0.fillColor == UIColor.systemYellow.cgColor } == [true, true, true, true, false])
        app.drag(from: CGPoint(x: origin.x + 130, y: origin.y + 16), to: CGPoint(x: origin.x + 50, y: origin.y + 16))
        #expect(card.rating.rating == 2)
        #expect(changes == 3)
        #expect(card.rating.accessibilityValue == "2 of 5 stars")
        let save = card.saveButton.convert(CGPoint(x: card.saveButton.bounds.midX, y: card.saveButton.bounds.midY), to: window)
        app.tap(at: save)
        #expect(card.savedRating == 2)
    }

    @Test("The range slider's thumbs follow drags, clamp at each other, and the track layer draws the range")
    func rangeSliderDrag() {
        let card = SettingsCardViewController()
        let (app, window) = host(card)
        let slider = card.priceRange
        // 350 wide: the lower thumb (0.2) is centred at x = 70, the upper (0.8) at 280.
        #expect(slider.lowerThumb.frame.midX == 70 && slider.upperThumb.frame.midX == 280)
        let origin = slider.convert(CGPoint.zero, to: window)
        app.drag(from: CGPoint(x: origin.x + 70, y: origin.y + 15), to: CGPoint(x: origin.x + 140, y: origin.y + 15))
        #expect(abs(slider.lowerValue - 0.4) < 0.0001)
        #expect(abs(slider.lowerThumb.frame.midX - 140) < 0.01)
        // Dragging the upper thumb far left stops at the lower value.
        app.drag(from: CGPoint(x: origin.x + 280, y: origin.y + 15), to: CGPoint(x: origin.x + 10, y: origin.y + 15))
        #expect(slider.upperValue == slider.lowerValue)

        // Pixels: the highlighted range is blue, the rest of the track grey.
        let pixels = PixelBuffer(app.render())
        let scale = window.traitCollection.displayScale
        let trackY = Int((origin.y + 15) * scale)
        let outside = pixels[Int((origin.x + 300) * scale), trackY]
        #expect(outside.red > 200 && outside.green > 200 && outside.blue > 200)
    }

    @Test("Setting frame directly runs the overridden frame's layer layout")
    func overriddenFrame() {
        let slider = RangeSlider(frame: .zero)
        slider.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        let track = slider.trackLayer.frame
        #expect(track.minX == 0 && track.width == 200)
        #expect(abs(track.minY - 40.0 / 3) < 1e-9 && abs(track.height - 40.0 / 3) < 1e-9)
        #expect(slider.upperThumb.frame.midX == 160)
    }

    @Test("The infinite pager pages forever: flicks left and right recentre it on the middle page")
    func infinitePager() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let window = app.makeWindow()
        let pager = InfinitePagerView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        window.addSubview(pager)
        app.runTurn()
        #expect(pager.contentSize == CGSize(width: 1170, height: 300))
        #expect(pager.contentOffset.x == 390)
        #expect(pager.pages.map(\.text) == ["-1", "0", "1"])

        for expected in 1...4 {
            app.flick(from: CGPoint(x: 300, y: 250), velocity: CGPoint(x: -900, y: 0))
            app.advance(by: 2)
            #expect(pager.currentIndex == expected)
            #expect(pager.contentOffset.x == 390)
        }
        #expect(pager.pages.map(\.text) == ["3", "4", "5"])
        app.flick(from: CGPoint(x: 90, y: 250), velocity: CGPoint(x: 900, y: 0))
        app.advance(by: 2)
        #expect(pager.currentIndex == 3)
        #expect(pager.recenterCount == 5)
    }
}
