import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A slider drawn to pixels: its geometry, the tinted and grey halves of its track, the thumb
/// following the value, light and dark.
///
/// The slider is (20, 20, 300, 31) on a screen at scale 1: its track covers rows 33.5…37.5
/// (row 35 inside it), its 28-point thumb travels from centre x 34 (value 0) to 306 (value 1).
@MainActor
@Suite struct SliderDrawingTests {
    static let row = 35

    private func makeSlider(_ stage: ControlRenderStage, value: Float) -> UISlider {
        let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 300, height: 31))
        slider.value = value
        stage.root.addSubview(slider)
        return slider
    }

    @Test("No intrinsic width, UIKit's height 31; a 4-point track and a 28-point thumb")
    func geometry() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 31))
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        let bounds = slider.bounds
        let track = slider.trackRect(forBounds: bounds)
        #expect(track == CGRect(x: 0, y: 13.5, width: 300, height: 4))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0) == CGRect(x: 0, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0.25) == CGRect(x: 68, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 1) == CGRect(x: 272, y: 1.5, width: 28, height: 28))
    }

    @Test("Value images take the ends and the track runs between them, 8 points away")
    func valueImages() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 31))
        let image = UIImage(size: CGSize(width: 20, height: 20)) { _ in }
        slider.minimumValueImage = image
        slider.maximumValueImage = image
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 0, y: 5.5, width: 20, height: 20))
        #expect(slider.maximumValueImageRect(forBounds: slider.bounds) == CGRect(x: 280, y: 5.5, width: 20, height: 20))
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 28, y: 13.5, width: 244, height: 4))
        slider.minimumValueImage = nil
        #expect(slider.trackRect(forBounds: slider.bounds).minX == 0)
    }

    @Test("Blue left of the thumb, grey right of it, the white thumb at the value")
    func halves() {
        let stage = ControlRenderStage()
        _ = makeSlider(stage, value: 0.5)
        #expect(stage.pixel(60, Self.row).isClose(to: .bytes(0, 122, 255)))
        // (120, 120, 128) at 20 % over white.
        #expect(stage.pixel(300, Self.row).isClose(to: .bytes(228, 228, 230)))
        stage.savePNG("slider-light")
        let grey = ControlRenderStage(background: ControlRenderStage.grey)
        _ = makeSlider(grey, value: 0.5)
        #expect(grey.whiteRunCenter(row: Self.row, from: 20, to: 320) == 170)
    }

    @Test("The thumb's centre moves with the value")
    func thumbFollowsValue() {
        let stage = ControlRenderStage(background: ControlRenderStage.grey)
        let slider = makeSlider(stage, value: 0)
        // The row just above the track, inside the thumb.
        #expect(stage.whiteRunCenter(row: 30, from: 20, to: 320) == 34)
        slider.value = 0.25
        #expect(stage.whiteRunCenter(row: 30, from: 20, to: 320) == 102)
        slider.value = 1
        #expect(stage.whiteRunCenter(row: 30, from: 20, to: 320) == 306)
        #expect(stage.pixel(250, Self.row).isClose(to: .bytes(0, 122, 255)))
    }

    @Test("setValue(_:animated: true) glides on the clock: half way at half the duration")
    func animatedValue() {
        let stage = ControlRenderStage(background: ControlRenderStage.grey)
        let slider = makeSlider(stage, value: 0)
        _ = stage.pixels()
        slider.setValue(1, animated: true)
        #expect(slider.value == 1)
        stage.app.advance(by: ControlConstants.switchAnimationDuration / 2)
        let middle = stage.whiteRunCenter(row: 30, from: 20, to: 320)
        #expect(middle.map { abs($0 - 170) <= 1 } == true)
    }

    @Test("The tint, minimumTrackTintColor, maximumTrackTintColor and thumbTintColor recolour the parts")
    func tints() {
        let stage = ControlRenderStage(background: ControlRenderStage.grey)
        let slider = makeSlider(stage, value: 0.5)
        stage.root.tintColor = .systemRed
        #expect(stage.pixel(60, Self.row).isClose(to: .bytes(255, 59, 48)))
        slider.minimumTrackTintColor = .systemGreen
        slider.maximumTrackTintColor = .systemOrange
        slider.thumbTintColor = .systemPurple
        #expect(stage.pixel(60, Self.row).isClose(to: .bytes(52, 199, 89)))
        #expect(stage.pixel(300, Self.row).isClose(to: .bytes(255, 149, 0)))
        #expect(stage.pixel(170, Self.row).isClose(to: .bytes(175, 82, 222)))
    }

    @Test("Dark mode: dark mode's blue and a dark grey track")
    func darkMode() {
        let stage = ControlRenderStage(style: .dark)
        _ = makeSlider(stage, value: 0.5)
        #expect(stage.pixel(60, Self.row).isClose(to: .bytes(10, 132, 255)))
        // (120, 120, 128) at 36 % over black.
        #expect(stage.pixel(300, Self.row).isClose(to: .bytes(43, 43, 46)))
        #expect(stage.whiteRunCenter(row: Self.row, from: 20, to: 320) == 170)
        stage.savePNG("slider-dark")
    }

    @Test("Dragging the thumb moves it and the value together")
    func drag() {
        let stage = ControlRenderStage(background: ControlRenderStage.grey)
        let slider = makeSlider(stage, value: 0.5)
        stage.app.drag(from: CGPoint(x: 170, y: 35), to: CGPoint(x: 238, y: 35), steps: 4, duration: 0.1)
        #expect(slider.value == 0.75)
        #expect(stage.whiteRunCenter(row: 30, from: 20, to: 320) == 238)
    }
}
