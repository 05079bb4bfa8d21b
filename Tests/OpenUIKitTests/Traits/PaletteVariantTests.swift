import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The palette's elevated and increased-contrast variants, resolved through
/// `resolvedColor(with:)`, and what presentations change: sheets elevated, alerts dimming the
/// tint under them.
@MainActor
@Suite struct PaletteVariantTests {
    static func bytes(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue].map { Int(($0 * 255).rounded()) }
    }

    static func traits(dark: Bool, elevated: Bool = false, high: Bool = false) -> UITraitCollection {
        UITraitCollection(mutations: { traits in
            traits.userInterfaceStyle = dark ? .dark : .light
            traits.userInterfaceLevel = elevated ? .elevated : .base
            traits.accessibilityContrast = high ? .high : .normal
        })
    }

    @Test("Dark elevated backgrounds are lighter: systemBackground #1C1C1E, secondary #2C2C2E, tertiary #3A3A3C")
    func elevatedBackgrounds() {
        let elevated = Self.traits(dark: true, elevated: true)
        #expect(Self.bytes(.systemBackground, elevated) == [28, 28, 30])
        #expect(Self.bytes(.secondarySystemBackground, elevated) == [44, 44, 46])
        #expect(Self.bytes(.tertiarySystemBackground, elevated) == [58, 58, 60])
        #expect(Self.bytes(.systemGroupedBackground, elevated) == [28, 28, 30])
        #expect(Self.bytes(.secondarySystemGroupedBackground, elevated) == [44, 44, 46])
        #expect(Self.bytes(.tertiarySystemGroupedBackground, elevated) == [58, 58, 60])
        // Base dark and every light variant are unchanged by the level.
        #expect(Self.bytes(.systemBackground, Self.traits(dark: true)) == [0, 0, 0])
        #expect(Self.bytes(.systemBackground, Self.traits(dark: false, elevated: true)) == [255, 255, 255])
        // System colours have no elevated variant.
        #expect(Self.bytes(.systemBlue, elevated) == [10, 132, 255])
        #expect(UITraitCollection(userInterfaceLevel: .elevated).userInterfaceLevel == .elevated)
        #expect(UITraitCollection().userInterfaceLevel == .unspecified)
    }

    @Test("Increased contrast: the accessible system colours in light and dark, and the backgrounds' variants")
    func increasedContrast() {
        let light = Self.traits(dark: false, high: true)
        let dark = Self.traits(dark: true, high: true)
        #expect(Self.bytes(.systemBlue, light) == [0, 64, 221])
        #expect(Self.bytes(.systemBlue, dark) == [64, 156, 255])
        #expect(Self.bytes(.systemRed, light) == [215, 0, 21])
        #expect(Self.bytes(.systemRed, dark) == [255, 105, 97])
        #expect(Self.bytes(.systemGreen, light) == [36, 138, 61])
        #expect(Self.bytes(.systemOrange, light) == [201, 52, 0])
        #expect(Self.bytes(.systemGray, light) == [108, 108, 112])
        #expect(Self.bytes(.systemGray6, dark) == [36, 36, 38])
        #expect(Self.bytes(.secondarySystemBackground, light) == [235, 235, 240])
        #expect(Self.bytes(.secondarySystemBackground, dark) == [36, 36, 38])
        #expect(Self.bytes(.secondarySystemBackground, Self.traits(dark: true, elevated: true, high: true)) == [54, 54, 56])
        #expect(Self.bytes(.systemBackground, Self.traits(dark: true, elevated: true, high: true)) == [36, 36, 38])
        // Normal contrast keeps the usual values.
        #expect(Self.bytes(.systemBlue, Self.traits(dark: false)) == [0, 122, 255])
        #expect(Self.bytes(.label, dark) == [255, 255, 255])
    }

    @Test("A dark page sheet is elevated: its systemBackground draws #1C1C1E over the black presenter")
    func sheetsAreElevated() throws {
        let app = HeadlessApp()
        app.userInterfaceStyle = .dark
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        app.makeWindow(rootViewController: root)
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        root.present(sheet, animated: false)
        app.runTurn()
        #expect(sheet.view.traitCollection.userInterfaceLevel == .elevated)
        #expect(root.view.traitCollection.userInterfaceLevel == .base)
        try app.renderPNG().write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "openuikit-sheet-elevated-dark.png"))
        let pixels = PixelBuffer(app.render())
        let inside = sheet.view.frame
        #expect(pixels[Int(inside.midX * 3), Int(inside.midY * 3)].isClose(to: .init(red: 28, green: 28, blue: 30, alpha: 255)))
        #expect(pixels[Int(inside.midX * 3), Int((inside.minY - 2) * 3)].isClose(to: .init(red: 0, green: 0, blue: 0, alpha: 255)))

        // A full-screen presentation stays at the base level.
        sheet.dismiss(animated: false)
        app.runTurn()
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        app.runTurn()
        #expect(cover.view.traitCollection.userInterfaceLevel == .base)
    }

    @Test("An alert dims the tint of the presenter's views until it is dismissed")
    func alertDimsTint() {
        let app = HeadlessApp()
        let root = UIViewController()
        app.makeWindow(rootViewController: root)
        let button = UIButton(type: .system)
        root.view.addSubview(button)
        #expect(button.tintAdjustmentMode == .normal)
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: true)
        app.advance(by: 1)
        #expect(root.view.tintAdjustmentMode == .dimmed)
        #expect(button.tintAdjustmentMode == .dimmed)
        #expect(alert.view.tintAdjustmentMode == .normal)
        alert.dismiss(animated: true)
        app.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(button.tintAdjustmentMode == .normal)
    }
}

/// Headless devices: a current iPhone's screen, scale and safe area, others selectable.
@MainActor
@Suite struct HeadlessDeviceTests {
    @Test("An iPhone 15 headless app has a 393 x 852 screen at 3x and windows inset 59 above and 34 below")
    func iPhone15() {
        let app = HeadlessApp(device: .iPhone15)
        let window = app.makeWindow(rootViewController: UIViewController())
        #expect(app.application.screen.bounds.size == CGSize(width: 393, height: 852))
        #expect(app.application.screen.scale == 3)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let image = app.render()
        #expect(image.width == 393 * 3 && image.height == 852 * 3)
        #expect(app.deviceProfile == .iPhone15)
    }

    @Test("Other devices are selectable; the default screen is an iPhone 14's (16e's) at 3x with its status bar and home indicator insets")
    func otherDevices() {
        let se = HeadlessApp(device: .iPhoneSE)
        let window = se.makeWindow()
        #expect(se.application.screen.scale == 2 && window.bounds.size == CGSize(width: 375, height: 667))
        #expect(window.safeAreaInsets.top == 20 && window.safeAreaInsets.bottom == 0)
        let plain = HeadlessApp()
        #expect(plain.application.screen.bounds.size == HeadlessDevice.iPhone14.screenSize)
        #expect(plain.application.screen.scale == 3)
        #expect(plain.makeWindow().safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }
}
