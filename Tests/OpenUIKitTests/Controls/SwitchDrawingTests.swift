import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A switch drawn to pixels: its size, its track and thumb on and off, light and dark, the
/// thumb sliding on the application clock, and the disabled look.
///
/// The switch sits at (20, 20) on a screen at scale 1: off, its thumb covers x 22…49 (centre
/// 35.5); on, x 42…69 (centre 55.5); the middle row is y = 35.
@MainActor
@Suite struct SwitchDrawingTests {
    static let row = 35
    static let offCenter: CGFloat = 35.5
    static let onCenter: CGFloat = 55.5

    private func makeSwitch(_ stage: ControlRenderStage) -> UISwitch {
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        stage.root.addSubview(toggle)
        return toggle
    }

    @Test("A switch is 51 × 31 whatever frame or size it is offered")
    func sizes() {
        let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: 51, height: 31))
    }

    @Test("Off: the white thumb on the left; on: on the right, over a green track")
    func offAndOn() {
        let stage = ControlRenderStage(background: ControlRenderStage.grey)
        let toggle = makeSwitch(stage)
        #expect(stage.whiteRunCenter(row: Self.row, from: 20, to: 71) == Self.offCenter)
        toggle.isOn = true
        #expect(stage.whiteRunCenter(row: Self.row, from: 20, to: 71) == Self.onCenter)
        #expect(stage.pixel(28, Self.row).isClose(to: .bytes(52, 199, 89)))
    }

    @Test("Light mode: the off track is a translucent light grey")
    func offTrack() {
        let stage = ControlRenderStage()
        let toggle = makeSwitch(stage)
        // A systemFill-like grey (120, 120, 128) at 16 % over white.
        #expect(stage.pixel(64, Self.row).isClose(to: .bytes(233, 233, 235)))
        stage.savePNG("switch-light-off")
        toggle.isOn = true
        stage.savePNG("switch-light-on")
    }

    @Test("onTintColor and thumbTintColor colour the track and the thumb")
    func tints() {
        let stage = ControlRenderStage(background: ControlRenderStage.grey)
        let toggle = makeSwitch(stage)
        toggle.isOn = true
        toggle.onTintColor = .systemPurple
        toggle.thumbTintColor = .systemYellow
        #expect(stage.pixel(28, Self.row).isClose(to: .bytes(175, 82, 222)))
        #expect(stage.pixel(Int(Self.onCenter), Self.row).isClose(to: .bytes(255, 204, 0)))
    }

    @Test("Dark mode: the off track is a dark grey, the on track dark mode's green; a live change recolours")
    func darkMode() {
        let stage = ControlRenderStage(style: .dark)
        let toggle = makeSwitch(stage)
        // (120, 120, 128) at 36 % over black.
        #expect(stage.pixel(64, Self.row).isClose(to: .bytes(43, 43, 46)))
        #expect(stage.whiteRunCenter(row: Self.row, from: 20, to: 71) == Self.offCenter)
        toggle.isOn = true
        #expect(stage.pixel(28, Self.row).isClose(to: .bytes(48, 209, 88)))
        stage.savePNG("switch-dark")
        stage.app.userInterfaceStyle = .light
        #expect(stage.pixel(28, Self.row).isClose(to: .bytes(52, 199, 89)))
    }

    @Test("setOn(_:animated: true) slides the thumb: half way at half the duration, on the clock")
    func animatedMidpoint() {
        let stage = ControlRenderStage(background: ControlRenderStage.grey)
        let toggle = makeSwitch(stage)
        _ = stage.pixels()
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        stage.app.advance(by: ControlConstants.switchAnimationDuration / 2)
        let middle = stage.whiteRunCenter(row: Self.row, from: 20, to: 71)
        // Ease in-out is symmetric: half the time is half the distance.
        #expect(middle.map { abs($0 - (Self.offCenter + Self.onCenter) / 2) <= 1 } == true)
        stage.savePNG("switch-midway")
        stage.app.advance(by: ControlConstants.switchAnimationDuration)
        #expect(stage.whiteRunCenter(row: Self.row, from: 20, to: 71) == Self.onCenter)
    }

    @Test("Without animation the thumb is at its end at once")
    func unanimated() {
        let stage = ControlRenderStage(background: ControlRenderStage.grey)
        let toggle = makeSwitch(stage)
        _ = stage.pixels()
        toggle.setOn(true, animated: false)
        #expect(stage.whiteRunCenter(row: Self.row, from: 20, to: 71) == Self.onCenter)
    }

    @Test("A tap turns it on, sends valueChanged at once, and the thumb slides over on the clock")
    func tapAnimates() {
        let stage = ControlRenderStage(background: ControlRenderStage.grey)
        let toggle = makeSwitch(stage)
        var changes: [Bool] = []
        toggle.addAction(UIAction { _ in changes.append(toggle.isOn) }, for: .valueChanged)
        _ = stage.pixels()
        stage.app.tap(at: CGPoint(x: 45, y: 35))
        #expect(changes == [true])
        let started = stage.whiteRunCenter(row: Self.row, from: 20, to: 71)
        #expect(started.map { $0 < Self.onCenter - 1 } == true)
        stage.app.advance(by: 0.3)
        #expect(stage.whiteRunCenter(row: Self.row, from: 20, to: 71) == Self.onCenter)
    }

    @Test("Disabled, the switch is drawn at half opacity")
    func disabled() {
        let stage = ControlRenderStage()
        let toggle = makeSwitch(stage)
        toggle.isOn = true
        toggle.isEnabled = false
        // systemGreen (52, 199, 89) at 50 % over white.
        #expect(stage.pixel(28, Self.row).isClose(to: .bytes(154, 227, 172), tolerance: 2))
        stage.savePNG("switch-disabled")
    }

    @Test("A finger down widens the thumb by 7 points (animated); lifting flips the switch and narrows it again")
    func pressedThumb() {
        let stage = ControlRenderStage(background: ControlRenderStage.grey)
        let toggle = makeSwitch(stage)
        stage.app.touchDown(at: CGPoint(x: 35, y: 35))
        stage.app.advance(by: 0.3)
        // Off and pressed: x 22…56.
        #expect(stage.whiteRunCenter(row: Self.row, from: 20, to: 71) == 39)
        stage.app.touchUp()
        stage.app.advance(by: 0.3)
        #expect(toggle.isOn)
        #expect(stage.whiteRunCenter(row: Self.row, from: 20, to: 71) == Self.onCenter)
    }

    @Test("Dragging the knob across shows the thumb on the finger's side before the lift decides")
    func knobDrag() {
        let stage = ControlRenderStage(background: ControlRenderStage.grey)
        let toggle = makeSwitch(stage)
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        stage.app.touchDown(at: CGPoint(x: 35, y: 35))
        stage.app.touchMove(to: CGPoint(x: 50, y: 35))
        stage.app.touchMove(to: CGPoint(x: 62, y: 35))
        stage.app.advance(by: 0.3)
        #expect(!toggle.isOn)
        // On side, pressed: x 35…69.
        #expect(stage.whiteRunCenter(row: Self.row, from: 20, to: 71) == 52)
        #expect(stage.pixel(28, Self.row).isClose(to: .bytes(52, 199, 89)))
        stage.app.touchUp()
        #expect(toggle.isOn)
        #expect(changes == 1)
        stage.app.advance(by: 0.3)
        #expect(stage.whiteRunCenter(row: Self.row, from: 20, to: 71) == Self.onCenter)
    }
}
