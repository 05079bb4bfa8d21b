import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Controls that run along a line are mirrored in a right-to-left application, as iOS
/// mirrors them: the switch's "on" side, the slider's minimum, the first segment and the
/// first page are at the right, and touches are read the same way.
@MainActor
@Suite struct RightToLeftControlTests {
    /// A right-to-left application with `control` at `frame` in its window, laid out.
    private func install(_ control: UIView, at frame: CGRect) -> HeadlessApp {
        let app = HeadlessApp(device: .bareScreen, layoutDirection: .rightToLeft)
        let window = app.makeWindow()
        control.frame = frame
        window.addSubview(control)
        app.runTurn()
        return app
    }

    @Test("A switch that is on has its thumb at the left; a drag lifted on the left half turns it on")
    func switchMirrored() {
        let toggle = UISwitch()
        let app = install(toggle, at: CGRect(x: 100, y: 100, width: 51, height: 31))
        #expect(toggle.thumbFrame.maxX == toggle.bounds.maxX - UISwitch.thumbInset)
        toggle.isOn = true
        #expect(toggle.thumbFrame.minX == UISwitch.thumbInset)
        toggle.isOn = false
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        app.drag(from: CGPoint(x: 140, y: 115), to: CGPoint(x: 104, y: 115), steps: 8, duration: 0.2)
        app.runTurn()
        #expect(toggle.isOn && changes == 1)
    }

    @Test("A slider's minimum is at the right end: its thumb, its tinted track and a drag to the left end")
    func sliderMirrored() {
        let slider = UISlider()
        let app = install(slider, at: CGRect(x: 20, y: 100, width: 300, height: 34))
        slider.value = 0
        let track = slider.trackRect(forBounds: slider.bounds)
        let atMinimum = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0)
        let atMaximum = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1)
        #expect(atMinimum.maxX == track.maxX && atMaximum.minX == track.minX)
        slider.value = 0.25
        slider.layoutIfNeeded()
        // The tinted part runs from the right end to the thumb's centre.
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.25)
        #expect(slider.parts.minimumTrack.frame.maxX == track.maxX)
        #expect(abs(slider.parts.minimumTrack.frame.minX - thumb.midX) < 0.001)
        let start = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
        app.drag(from: start, to: CGPoint(x: 0, y: start.y), steps: 10, duration: 0.3)
        #expect(slider.value == 1)
    }

    @Test("A slider's value images swap ends: the minimum's at the right")
    func sliderValueImagesMirrored() {
        let slider = UISlider()
        slider.minimumValueImage = UIImage(systemName: "star")
        slider.maximumValueImage = UIImage(systemName: "star.fill")
        // The application is kept: a slider outside a living one reads left to right.
        let app = install(slider, at: CGRect(x: 20, y: 100, width: 300, height: 34))
        defer { withExtendedLifetime(app) {} }
        let minimum = slider.minimumValueImageRect(forBounds: slider.bounds)
        let maximum = slider.maximumValueImageRect(forBounds: slider.bounds)
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(minimum.maxX == slider.bounds.maxX && maximum.minX == 0)
        #expect(track.minX > maximum.maxX && track.maxX < minimum.minX)
    }

    @Test("The first segment is at the right; a tap at the left chooses the last")
    func segmentsMirrored() {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        let app = install(control, at: CGRect(x: 0, y: 100, width: 300, height: 32))
        let frames = control.segmentFrames()
        #expect(frames.map(\.minX) == [200, 100, 0])
        #expect(control.segmentIndex(at: CGPoint(x: 290, y: 16)) == 0)
        #expect(control.segmentIndex(at: CGPoint(x: 10, y: 16)) == 2)
        app.tap(at: CGPoint(x: 20, y: 116))
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test("A search field's glass is at the right and its text stops short of it, as far from it as left to right")
    func searchFieldMirrored() {
        var rects: [UIUserInterfaceLayoutDirection: (text: CGRect, glass: CGRect, bounds: CGRect)] = [:]
        var apps: [HeadlessApp] = []
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let app = HeadlessApp(device: .bareScreen, layoutDirection: direction)
            apps.append(app)
            let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 393, height: 56))
            app.makeWindow().addSubview(bar)
            app.runTurn()
            let field = bar.searchTextField
            rects[direction] = (field.placeholderRect(forBounds: field.bounds), field.glassView.frame, field.bounds)
        }
        guard let ltr = rects[.leftToRight], let rtl = rects[.rightToLeft] else { return }
        #expect(rtl.glass == ltr.glass.mirroredHorizontally(in: ltr.bounds))
        #expect(rtl.text == ltr.text.mirroredHorizontally(in: ltr.bounds))
        #expect(rtl.glass.minX - rtl.text.maxX == ltr.text.minX - ltr.glass.maxX)
        #expect(apps.count == 2)
    }

    @Test("The first page's dot is at the right; a tap on the left half goes to the next page")
    func pagesMirrored() {
        let control = UIPageControl()
        control.numberOfPages = 3
        let app = install(control, at: CGRect(x: 0, y: 100, width: 300, height: 30))
        #expect(control.indicatorCenter(forPage: 0).x > control.indicatorCenter(forPage: 2).x)
        app.tap(at: CGPoint(x: 30, y: 115))
        #expect(control.currentPage == 1)
        app.tap(at: CGPoint(x: 270, y: 115))
        #expect(control.currentPage == 0)
    }
}
