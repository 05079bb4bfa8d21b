import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A stepper drawn to pixels: its size, the minus greyed out at the minimum (unless it wraps),
/// the plus at the maximum, and the shade over the half under the finger.
///
/// The stepper is (20, 20, 94, 32) on a screen at scale 1: the minus bar covers x 36…50 and
/// the plus's bars centre on x 90, both on rows 35…37.
@MainActor
@Suite struct StepperDrawingTests {
    static let minusPixel = (x: 43, y: 35)
    static let plusPixel = (x: 84, y: 35)

    private func makeStepper(_ stage: ControlRenderStage) -> UIStepper {
        let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        stepper.maximumValue = 10
        stage.root.addSubview(stepper)
        return stepper
    }

    @Test("A stepper is 94 × 32 whatever frame or size it is offered")
    func sizes() {
        let stepper = UIStepper(frame: CGRect(x: 1, y: 2, width: 300, height: 300))
        #expect(stepper.frame == CGRect(x: 1, y: 2, width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.sizeThatFits(.zero) == CGSize(width: 94, height: 32))
    }

    @Test("At the minimum the minus is greyed out and the plus is black; in between both are black")
    func minusDisabledAtMinimum() {
        let stage = ControlRenderStage()
        let stepper = makeStepper(stage)
        let atMinimum = stage.pixel(Self.minusPixel.x, Self.minusPixel.y)
        // tertiaryLabel over the background grey (239) is a light grey; label is black.
        #expect(atMinimum.isClose(to: .bytes(186, 186, 188), tolerance: 3))
        #expect(stage.pixel(Self.plusPixel.x, Self.plusPixel.y).isClose(to: .bytes(0, 0, 0)))
        stage.savePNG("stepper-light")
        stepper.value = 5
        #expect(stage.pixel(Self.minusPixel.x, Self.minusPixel.y).isClose(to: .bytes(0, 0, 0)))
        stepper.value = 10
        #expect(stage.pixel(Self.plusPixel.x, Self.plusPixel.y).isClose(to: .bytes(186, 186, 188), tolerance: 3))
        #expect(stage.pixel(Self.minusPixel.x, Self.minusPixel.y).isClose(to: .bytes(0, 0, 0)))
    }

    @Test("A wrapping stepper never greys out a glyph")
    func wrapsKeepsGlyphs() {
        let stage = ControlRenderStage()
        let stepper = makeStepper(stage)
        stepper.wraps = true
        #expect(stage.pixel(Self.minusPixel.x, Self.minusPixel.y).isClose(to: .bytes(0, 0, 0)))
    }

    @Test("A tap on the minus at the minimum changes nothing; a tap on the plus enables the minus")
    func tapsUpdateGlyphs() {
        let stage = ControlRenderStage()
        let stepper = makeStepper(stage)
        stage.app.tap(at: CGPoint(x: 90, y: 36))
        #expect(stepper.value == 1)
        #expect(stage.pixel(Self.minusPixel.x, Self.minusPixel.y).isClose(to: .bytes(0, 0, 0)))
    }

    @Test("The half under the finger is shaded while the touch is down, and only that half")
    func highlight() {
        let stage = ControlRenderStage()
        _ = makeStepper(stage)
        let plusBackground = stage.pixel(100, 24)
        let minusBackground = stage.pixel(30, 24)
        #expect(plusBackground.isClose(to: .bytes(239, 239, 240)))
        stage.app.touchDown(at: CGPoint(x: 90, y: 36))
        let shaded = stage.pixel(100, 24)
        // (120, 120, 128) at 20 % over the background.
        #expect(shaded.isClose(to: .bytes(215, 215, 218), tolerance: 3))
        #expect(stage.pixel(30, 24) == minusBackground)
        stage.savePNG("stepper-pressed")
        stage.app.touchUp()
        #expect(stage.pixel(100, 24) == plusBackground)
    }

    @Test("Dark mode: white glyphs on a dark grey background")
    func darkMode() {
        let stage = ControlRenderStage(style: .dark)
        let stepper = makeStepper(stage)
        stepper.value = 3
        #expect(stage.pixel(Self.plusPixel.x, Self.plusPixel.y).isClose(to: .bytes(255, 255, 255)))
        // (118, 118, 128) at 24 % over black.
        #expect(stage.pixel(100, 24).isClose(to: .bytes(28, 28, 31)))
        stage.savePNG("stepper-dark")
    }
}
