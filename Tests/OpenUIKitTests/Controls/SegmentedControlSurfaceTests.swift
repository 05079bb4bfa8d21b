import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The everyday surface of UISegmentedControl beyond titles: action segments, image segments,
/// fixed and content-apportioned widths, content offsets, the selected tint, title attributes
/// per state, and the appearance proxy.
@MainActor
@Suite struct SegmentedControlSurfaceTests {
    @Test("Segments made from actions show their titles and perform the action, with the control as sender, when selected")
    func actions() throws {
        let stage = ControlRenderStage()
        var performed: [String] = []
        var senders: [Bool] = []
        let list = UIAction(title: "List", identifier: UIAction.Identifier("list")) { action in
            performed.append("List")
            senders.append(action.sender is UISegmentedControl)
        }
        let grid = UIAction(title: "Grid", identifier: UIAction.Identifier("grid")) { _ in performed.append("Grid") }
        let control = UISegmentedControl(frame: CGRect(x: 20, y: 20, width: 200, height: 32), actions: [list, grid])
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        stage.root.addSubview(control)
        #expect(control.numberOfSegments == 2)
        #expect(control.titleForSegment(at: 1) == "Grid")
        #expect(control.actionForSegment(at: 0) === list)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("grid")) == 1)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("none")) == UISegmentedControl.noSegment)
        stage.app.tap(at: CGPoint(x: 170, y: 36))
        #expect(performed == ["Grid"] && changes == 1 && control.selectedSegmentIndex == 1)
        stage.app.tap(at: CGPoint(x: 70, y: 36))
        #expect(performed == ["Grid", "List"] && senders == [true] && changes == 2)
        // Selecting by code performs nothing.
        control.selectedSegmentIndex = 1
        #expect(performed.count == 2)
        let map = UIAction(title: "Map") { _ in performed.append("Map") }
        control.insertSegment(action: map, at: 0, animated: false)
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == 2)
        control.setAction(UIAction(title: "Table") { _ in }, forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "Table")
    }

    @Test("A segment shows a title or an image: setting one clears the other; image items are kept")
    func images() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        let control = UISegmentedControl(items: ["One", star, 42])
        // The Int is neither a title nor an image: skipped, with a log line.
        #expect(control.numberOfSegments == 2)
        #expect(control.imageForSegment(at: 1) === star && control.titleForSegment(at: 1) == nil)
        control.setTitle("Two", forSegmentAt: 1)
        #expect(control.imageForSegment(at: 1) == nil && control.titleForSegment(at: 1) == "Two")
        control.setImage(star, forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == nil && control.imageForSegment(at: 0) === star)
        control.insertSegment(with: star, at: 5, animated: false)
        #expect(control.numberOfSegments == 3 && control.imageForSegment(at: 2) === star)
    }

    @Test("Image segments are drawn as templates in the title colour, light and dark at 3x")
    func imagePixels() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let app = HeadlessApp(screenSize: CGSize(width: 240, height: 72), scale: 3)
            app.userInterfaceStyle = style
            let controller = UIViewController()
            app.makeWindow(rootViewController: controller)
            controller.view.backgroundColor = .systemBackground
            let items: [Any] = try ["list.bullet", "square.grid.2x2", "map"].map { try #require(UIImage(systemName: $0)) }
            let control = UISegmentedControl(items: items)
            control.frame = CGRect(x: 20, y: 20, width: 200, height: 32)
            control.selectedSegmentIndex = 1
            controller.view.addSubview(control)
            app.runTurn()
            if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_MENU_PNG_DIR"] {
                try app.renderPNG().write(
                    to: URL(fileURLWithPath: directory).appendingPathComponent("segmented-images-\(style == .light ? "light" : "dark").png"))
            }
            let pixels = PixelBuffer(app.render())
            // Each segment's middle holds ink of the label colour: dark in light mode, light in dark mode.
            for segment in 0..<3 {
                let centreX = 20 + 200 * (Double(segment) + 0.5) / 3
                var ink = 0
                for y in (3 * 26)..<(3 * 46) {
                    for x in Int(3 * (centreX - 12))..<Int(3 * (centreX + 12)) {
                        let pixel = pixels[x, y]
                        if style == .light ? pixel.brightness < 90 : pixel.brightness > 200 { ink += 1 }
                    }
                }
                #expect(ink > 60, "segment \(segment) shows its image")
            }
        }
    }

    @Test("Fixed widths are kept and the rest is shared equally, or by content when apportioned; taps follow the frames")
    func widths() {
        let stage = ControlRenderStage()
        let control = UISegmentedControl(items: ["A", "A much longer title", "B"])
        control.frame = CGRect(x: 0, y: 20, width: 300, height: 32)
        stage.root.addSubview(control)
        control.setWidth(60, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 60 && control.widthForSegment(at: 1) == 0)
        control.setWidth(-5, forSegmentAt: 1)
        #expect(control.widthForSegment(at: 1) == 0)
        // 60 fixed, then 120 each: a lift at x 170 is in segment 1, at x 190 in segment 2.
        #expect(control.segmentIndex(at: CGPoint(x: 59, y: 10)) == 0)
        #expect(control.segmentIndex(at: CGPoint(x: 170, y: 10)) == 1)
        #expect(control.segmentIndex(at: CGPoint(x: 190, y: 10)) == 2)
        let equalWidth = control.intrinsicContentSize.width
        control.apportionsSegmentWidthsByContent = true
        // Apportioned: the long title's segment takes most of the 240 free points.
        #expect(control.segmentIndex(at: CGPoint(x: 190, y: 10)) == 1)
        #expect(control.segmentIndex(at: CGPoint(x: 290, y: 10)) == 2)
        #expect(control.intrinsicContentSize.width < equalWidth)
        stage.app.tap(at: CGPoint(x: 290, y: 36))
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test("selectedSegmentTintColor fills the thumb; title attributes per state colour the titles; offsets move content")
    func appearance() {
        let stage = ControlRenderStage()
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 20, y: 20, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        control.selectedSegmentTintColor = .systemRed
        control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        control.setTitleTextAttributes([.foregroundColor: UIColor.systemGreen, .font: UIFont.systemFont(ofSize: 15)], for: .normal)
        stage.root.addSubview(control)
        #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
        #expect(control.titleTextAttributes(for: .highlighted) == nil)
        let pixels = stage.pixels()
        // The thumb, clear of the title: system red.
        #expect(pixels[30, 36].isClose(to: .bytes(255, 59, 48), tolerance: 3))
        // The selected title is white on red; the others green.
        var white = 0
        var green = 0
        for y in 24..<48 {
            for x in 22..<118 where pixels[x, y].red > 250 && pixels[x, y].green > 250 { white += 1 }
            for x in 122..<218 {
                let pixel = pixels[x, y]
                if Int(pixel.green) > Int(pixel.red) + 60 && Int(pixel.green) > Int(pixel.blue) + 30 { green += 1 }
            }
        }
        #expect(white > 20)
        #expect(green > 20)
        stage.savePNG("segmented-surface")
        // A content offset moves the second title 30 points right: the green ink moves with it.
        control.setContentOffset(CGSize(width: 30, height: 0), forSegmentAt: 1)
        #expect(control.contentOffsetForSegment(at: 1) == CGSize(width: 30, height: 0))
        let moved = stage.pixels()
        var leftmostBefore = Int.max
        var leftmostAfter = Int.max
        for y in 24..<48 {
            for x in 122..<260 {
                let before = pixels[x, y]
                let after = moved[x, y]
                if Int(before.green) > Int(before.red) + 60 { leftmostBefore = min(leftmostBefore, x) }
                if Int(after.green) > Int(after.red) + 60 { leftmostAfter = min(leftmostAfter, x) }
            }
        }
        #expect(leftmostAfter - leftmostBefore == 30)
    }

    @Test("The appearance proxy sets the thumb tint and title attributes of segmented controls entering a window")
    func proxy() {
        let stage = ControlRenderStage()
        let proxy = UISegmentedControl.appearance()
        proxy.selectedSegmentTintColor = .systemOrange
        proxy.setTitleTextAttributes([.foregroundColor: UIColor.systemPurple], for: .normal)
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 20, y: 20, width: 200, height: 32)
        stage.root.addSubview(control)
        stage.app.runTurn()
        #expect(control.selectedSegmentTintColor == .systemOrange)
        #expect(control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemPurple)
        #expect(proxy.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemPurple)
        // A value set on the control itself wins.
        let own = UISegmentedControl(items: ["A"])
        own.selectedSegmentTintColor = .systemTeal
        stage.root.addSubview(own)
        stage.app.runTurn()
        #expect(own.selectedSegmentTintColor == .systemTeal)
    }
}
