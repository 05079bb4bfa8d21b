import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Tables of `.cell()`, `.subtitleCell()` and `.valueCell()` rows and every button
/// configuration style, drawn at scale 3 in light and dark (the PNGs are written to the
/// temporary folder to look at).
@MainActor
@Suite struct ConfigurationRenderTests {
    static let scale = 3

    static func pixel(_ pixels: PixelBuffer, _ x: CGFloat, _ y: CGFloat) -> PixelBuffer.Pixel {
        pixels[Int(x * CGFloat(scale)), Int(y * CGFloat(scale))]
    }

    static func bytes(_ red: Int, _ green: Int, _ blue: Int) -> PixelBuffer.Pixel {
        PixelBuffer.Pixel(red: UInt8(red), green: UInt8(green), blue: UInt8(blue), alpha: 255)
    }

    /// WCAG relative luminance of an opaque pixel.
    static func luminance(_ pixel: PixelBuffer.Pixel) -> Double {
        func channel(_ byte: UInt8) -> Double {
            let value = Double(byte) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(pixel.red) + 0.7152 * channel(pixel.green) + 0.0722 * channel(pixel.blue)
    }

    static func contrast(_ a: PixelBuffer.Pixel, _ b: PixelBuffer.Pixel) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// The pixel of `rect` (points) farthest in luminance from `background`.
    static func strongestInk(_ pixels: PixelBuffer, in rect: CGRect, against background: PixelBuffer.Pixel)
        -> PixelBuffer.Pixel
    {
        var best = background
        var bestDistance = 0.0
        let base = luminance(background)
        for y in Int(rect.minY * 3)..<Int(rect.maxY * 3) {
            for x in Int(rect.minX * 3)..<Int(rect.maxX * 3) {
                let pixel = pixels[x, y]
                let distance = abs(luminance(pixel) - base)
                if distance > bestDistance {
                    best = pixel
                    bestDistance = distance
                }
            }
        }
        return best
    }

    @MainActor
    struct TableScreen {
        let app = HeadlessApp(device: .bareScreen)
        let table: UITableView
        let source: ConfiguredRowsSource
        let pixels: PixelBuffer

        init(style: UITableView.Style, dark: Bool, name: String) throws {
            if dark { app.userInterfaceStyle = .dark }
            let controller = UIViewController()
            app.makeWindow(rootViewController: controller)
            table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 420), style: style)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            source = ConfiguredRowsSource(sections: [
                [
                    (.cell(), "Wi-Fi", nil), (.subtitleCell(), "Bluetooth", "Connected to AirPods"),
                    (.valueCell(), "Version", "17.2"),
                ],
                [(.valueCell(), "Storage", "64 GB"), (.cell(), "About", nil)],
            ])
            table.dataSource = source
            table.delegate = source
            controller.view.addSubview(table)
            app.runTurn()
            table.selectRow(at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
            app.runTurn()
            try app.renderPNG().write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "openuikit-\(name).png"))
            pixels = PixelBuffer(app.render())
        }

        func row(_ row: Int, _ section: Int) -> CGRect {
            table.rectForRow(at: IndexPath(row: row, section: section))
        }

        func contentView(_ row: Int, _ section: Int) -> UIListContentView {
            let cell = table.cellForRow(at: IndexPath(row: row, section: section))!
            return cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first!
        }

        /// A label's frame in the window.
        func frame(of view: UIView) -> CGRect {
            view.convert(view.bounds, to: nil)
        }
    }

    @Test("A plain table: white rows (black in dark), the selected row systemGray4, readable primary and grey secondary text",
        arguments: [false, true])
    func plainTable(dark: Bool) throws {
        let screen = try TableScreen(style: .plain, dark: dark, name: "configs-plain-\(dark ? "dark" : "light")")
        let background = dark ? Self.bytes(0, 0, 0) : Self.bytes(255, 255, 255)
        let wifi = screen.row(0, 0)
        #expect(Self.pixel(screen.pixels, 380, wifi.midY).isClose(to: background))
        let selected = screen.row(1, 1)
        let gray4 = dark ? Self.bytes(58, 58, 60) : Self.bytes(209, 209, 214)
        #expect(Self.pixel(screen.pixels, 380, selected.midY).isClose(to: gray4))
        // The subtitle row is taller than 44 points (two lines of text).
        #expect(screen.row(1, 0).height > 44 + 15)
        let value = screen.contentView(2, 0)
        let primary = Self.strongestInk(screen.pixels, in: screen.frame(of: value.textLabel), against: background)
        let secondary = Self.strongestInk(
            screen.pixels, in: screen.frame(of: value.secondaryTextLabel), against: background)
        #expect(Self.contrast(primary, background) >= 4.5)
        #expect(Self.contrast(secondary, background) >= 3)
        #expect(Self.contrast(secondary, background) < Self.contrast(primary, background))
        // The value sits at the trailing margin.
        #expect(screen.frame(of: value.secondaryTextLabel).maxX == 374)
    }

    @Test("An inset-grouped table: grouped background, secondarySystemGroupedBackground rows, rounded section corners, no last separator",
        arguments: [false, true])
    func insetGroupedTable(dark: Bool) throws {
        let screen = try TableScreen(style: .insetGrouped, dark: dark, name: "configs-inset-\(dark ? "dark" : "light")")
        let groupedBackground = dark ? Self.bytes(0, 0, 0) : Self.bytes(242, 242, 247)
        let rowColor = dark ? Self.bytes(28, 28, 30) : Self.bytes(255, 255, 255)
        let first = screen.row(0, 0)
        #expect(first.minX == 20)
        #expect(Self.pixel(screen.pixels, 10, first.midY).isClose(to: groupedBackground))
        #expect(Self.pixel(screen.pixels, 360, first.midY).isClose(to: rowColor))
        // The section's outer corners are rounded: the corner pixel shows the table behind.
        #expect(Self.pixel(screen.pixels, first.minX + 0.2, first.minY + 0.2).isClose(to: groupedBackground))
        let middle = screen.row(1, 0)
        #expect(Self.pixel(screen.pixels, middle.minX + 0.2, middle.minY + 0.2).isClose(to: rowColor))
        let last = screen.row(2, 0)
        #expect(Self.pixel(screen.pixels, last.minX + 0.2, last.maxY - 0.2).isClose(to: groupedBackground))
        // No separator under the section's last row; one under the first.
        #expect(Self.pixel(screen.pixels, 200, last.maxY - 0.2).isClose(to: rowColor))
        #expect(!Self.pixel(screen.pixels, 200, first.maxY - 0.2).isClose(to: rowColor))
        let text = screen.contentView(0, 0).textLabel
        let ink = Self.strongestInk(screen.pixels, in: screen.frame(of: text), against: rowColor)
        #expect(Self.contrast(ink, rowColor) >= 4.5)
        #expect(screen.frame(of: text).minX == 40)
    }

    static let buttonStyles: [(String, UIButton.Configuration)] = [
        ("plain", .plain()), ("tinted", .tinted()), ("gray", .gray()), ("filled", .filled()),
        ("borderless", .borderless()), ("bordered", .bordered()), ("borderedTinted", .borderedTinted()),
        ("borderedProminent", .borderedProminent()),
    ]

    @Test("Each button configuration style draws its fill and title colour; highlighted dims, disabled greys",
        arguments: [false, true])
    func buttons(dark: Bool) throws {
        let app = HeadlessApp(device: .bareScreen)
        if dark { app.userInterfaceStyle = .dark }
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        app.makeWindow(rootViewController: controller)
        var buttons: [String: UIButton] = [:]
        var y: CGFloat = 60
        var entries = Self.buttonStyles
        var highlighted = UIButton.Configuration.filled()
        highlighted.cornerStyle = .capsule
        entries.append(("highlighted", highlighted))
        entries.append(("disabled", .filled()))
        var loading = UIButton.Configuration.tinted()
        loading.showsActivityIndicator = true
        loading.imagePadding = 8
        loading.subtitle = "Subtitle"
        entries.append(("loading", loading))
        for (name, style) in entries {
            var config = style
            config.title = name
            let button = UIButton(configuration: config)
            let size = button.intrinsicContentSize
            button.frame = CGRect(x: 40, y: y, width: max(size.width, 200), height: size.height)
            controller.view.addSubview(button)
            buttons[name] = button
            y += size.height + 12
        }
        buttons["highlighted"]?.isHighlighted = true
        buttons["disabled"]?.isEnabled = false
        app.runTurn()
        try app.renderPNG().write(
            to: URL(fileURLWithPath: NSTemporaryDirectory() + "openuikit-configs-buttons-\(dark ? "dark" : "light").png"))
        let pixels = PixelBuffer(app.render())
        func fill(_ name: String) -> PixelBuffer.Pixel {
            let frame = buttons[name]!.frame
            return Self.pixel(pixels, frame.minX + 4, frame.midY)
        }
        let page = dark ? Self.bytes(0, 0, 0) : Self.bytes(255, 255, 255)
        let blue = dark ? Self.bytes(10, 132, 255) : Self.bytes(0, 122, 255)
        #expect(fill("plain").isClose(to: page))
        #expect(fill("borderless").isClose(to: page))
        #expect(fill("filled").isClose(to: blue))
        #expect(fill("borderedProminent").isClose(to: blue))
        let gray5 = dark ? Self.bytes(44, 44, 46) : Self.bytes(229, 229, 234)
        #expect(fill("gray").isClose(to: gray5))
        #expect(fill("bordered").isClose(to: gray5))
        func blend(_ color: PixelBuffer.Pixel, _ alpha: Double, over base: PixelBuffer.Pixel) -> PixelBuffer.Pixel {
            func mix(_ a: UInt8, _ b: UInt8) -> Int { Int((Double(a) * alpha + Double(b) * (1 - alpha)).rounded()) }
            return Self.bytes(mix(color.red, base.red), mix(color.green, base.green), mix(color.blue, base.blue))
        }
        #expect(fill("tinted").isClose(to: blend(blue, 0.15, over: page), tolerance: 3))
        #expect(fill("borderedTinted").isClose(to: blend(blue, 0.15, over: page), tolerance: 3))
        #expect(fill("highlighted").isClose(to: blend(blue, 0.7, over: page), tolerance: 3))
        #expect(!fill("disabled").isClose(to: blue, tolerance: 40))
        // The title of a filled button is white on the tint; of a tinted button, the tint.
        let filled = buttons["filled"]!
        let titleInk = Self.strongestInk(pixels, in: filled.frame.insetBy(dx: 14, dy: 8), against: blue)
        #expect(titleInk.isClose(to: Self.bytes(255, 255, 255), tolerance: 40))
        // Corners: the dynamic radius (6) leaves the corner pixel to the page; the capsule's
        // half-height radius leaves a point further in.
        #expect(Self.pixel(pixels, filled.frame.minX + 0.2, filled.frame.minY + 0.2).isClose(to: page))
        let capsule = buttons["highlighted"]!.frame
        #expect(Self.pixel(pixels, capsule.minX + 3, capsule.minY + 3).isClose(to: page))
    }
}
