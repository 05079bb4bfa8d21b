import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A segmented control drawn to pixels in light and dark mode: the selected segment's thumb is
/// white in light mode and a mid grey in dark mode, over a track that follows the mode.
///
/// The control is (20, 20, 300, 32) on a screen at scale 1 with three segments: the first
/// (selected) spans x 20…120 and its thumb x 22…118; titles are centred, so x 30 is clear.
@MainActor
@Suite struct SegmentedControlDrawingTests {
    private func makeControl(_ stage: ControlRenderStage) -> UISegmentedControl {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 20, y: 20, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        stage.root.addSubview(control)
        return control
    }

    @Test("Light mode: a white thumb on a light grey track")
    func light() {
        let stage = ControlRenderStage()
        _ = makeControl(stage)
        #expect(stage.pixel(30, 36).isClose(to: .bytes(255, 255, 255)))
        // (118, 118, 128) at 12 % over white.
        #expect(stage.pixel(130, 36).isClose(to: .bytes(239, 239, 240)))
        stage.savePNG("segmented-light")
    }

    @Test("Dark mode: a grey thumb (not white, which hid the white titles) on a dark track; a live switch redraws")
    func dark() {
        let stage = ControlRenderStage(style: .dark)
        _ = makeControl(stage)
        #expect(stage.pixel(30, 36).isClose(to: .bytes(99, 99, 102)))
        // (118, 118, 128) at 24 % over black.
        #expect(stage.pixel(130, 36).isClose(to: .bytes(28, 28, 31)))
        stage.savePNG("segmented-dark")
        stage.app.userInterfaceStyle = .light
        #expect(stage.pixel(30, 36).isClose(to: .bytes(255, 255, 255)))
    }
}
