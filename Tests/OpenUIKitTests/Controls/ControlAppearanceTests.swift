import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Every standard control on one screen at scale 3, light and dark (written to the temporary
/// folder to be looked at): the same controls, recoloured by the appearance alone.
@MainActor
@Suite struct ControlAppearanceTests {
    /// Lays out a switch (on and off), a slider, a stepper, a segmented control and a page
    /// control on `root`.
    private func addControls(to root: UIView) {
        let on = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        on.isOn = true
        root.addSubview(on)
        root.addSubview(UISwitch(frame: CGRect(x: 90, y: 20, width: 0, height: 0)))
        let disabled = UISwitch(frame: CGRect(x: 160, y: 20, width: 0, height: 0))
        disabled.isOn = true
        disabled.isEnabled = false
        root.addSubview(disabled)
        let slider = UISlider(frame: CGRect(x: 20, y: 70, width: 260, height: 31))
        slider.value = 0.35
        root.addSubview(slider)
        let stepper = UIStepper(frame: CGRect(x: 20, y: 120, width: 0, height: 0))
        root.addSubview(stepper)
        let segmented = UISegmentedControl(items: ["Day", "Week", "Month"])
        segmented.frame = CGRect(x: 20, y: 170, width: 260, height: 32)
        segmented.selectedSegmentIndex = 1
        root.addSubview(segmented)
        let pages = UIPageControl(frame: CGRect(x: 20, y: 215, width: 260, height: 26))
        pages.numberOfPages = 4
        pages.currentPage = 1
        root.addSubview(pages)
    }

    @Test("Light and dark differ in the background and in each control, and both are written as PNG")
    func lightAndDark() throws {
        var images: [UIUserInterfaceStyle: PixelBuffer] = [:]
        for style in [UIUserInterfaceStyle.light, .dark] {
            let app = HeadlessApp(screenSize: CGSize(width: 300, height: 260), scale: 3)
            app.userInterfaceStyle = style
            let controller = UIViewController()
            app.makeWindow(rootViewController: controller)
            controller.view.backgroundColor = .systemBackground
            addControls(to: controller.view)
            let name = style == .dark ? "dark" : "light"
            try app.renderPNG().write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "openuikit-controls-\(name).png"))
            images[style] = PixelBuffer(app.render())
        }
        let light = try #require(images[.light])
        let dark = try #require(images[.dark])
        // The off switch's track, the slider's grey track, the stepper, the segmented
        // control's track and a page dot (points × 3).
        for point in [(90 + 44, 35), (250, 85), (30, 124), (40, 176), (150 - 24, 228)] {
            #expect(light[point.0 * 3, point.1 * 3] != dark[point.0 * 3, point.1 * 3], "at \(point)")
        }
        // The on switch's thumb stays white in both.
        #expect(light[(20 + 35) * 3, 35 * 3] == dark[(20 + 35) * 3, 35 * 3])
    }

    @Test("The layer-built controls hold no bitmap, before and after their state changes")
    func noBitmaps() {
        let app = HeadlessApp(screenSize: CGSize(width: 300, height: 260), scale: 3)
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        controller.view.backgroundColor = .systemBackground
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        let slider = UISlider(frame: CGRect(x: 20, y: 70, width: 260, height: 31))
        let stepper = UIStepper(frame: CGRect(x: 20, y: 120, width: 0, height: 0))
        let pages = UIPageControl(frame: CGRect(x: 20, y: 215, width: 260, height: 26))
        pages.numberOfPages = 4
        for control in [toggle, slider, stepper, pages] as [UIView] { controller.view.addSubview(control) }
        let before = PixelBuffer(app.render())
        #expect(app.backingStoreBytes == 0)
        toggle.isOn = true
        slider.value = 0.8
        stepper.value = 3
        pages.currentPage = 2
        app.userInterfaceStyle = .dark
        let after = PixelBuffer(app.render())
        #expect(app.backingStoreBytes == 0)
        #expect(after.differingPixels(from: before) > 0)
    }

    @Test("Toggling a switch repaints only around the switch: its 51 × 31 points plus the thumb's shadow")
    func toggleRepaintsLittle() {
        let app = HeadlessApp(screenSize: CGSize(width: 300, height: 260), scale: 1)
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        controller.view.backgroundColor = .systemBackground
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        controller.view.addSubview(toggle)
        app.renderFrame()
        toggle.isOn = true
        let repainted = app.renderFrame()
        // Shadow: radius 4 blurs up to about 3 × 4 points, moved 3 down.
        let bound = (51 + 2 * 12) * (31 + 2 * 12 + 3)
        #expect(repainted > 0)
        #expect(repainted <= bound, "repainted \(repainted) pixels")
        #expect(app.renderFrame() == 0)
    }
}
