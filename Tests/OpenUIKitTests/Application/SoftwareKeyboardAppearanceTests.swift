import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// The software keyboard draws its keys in the appearance of the input it serves: the input's
/// `keyboardAppearance` when it is dark or light, else the input's own interface style (a
/// window or view controller forced to dark gets dark keys), as iOS's keyboard does.
@MainActor
@Suite struct SoftwareKeyboardAppearanceTests {
    /// The keys' background colour at a point between the rows, left of the first key.
    private func keysBackground(_ app: HeadlessApp) throws -> PixelBuffer.Pixel {
        let frame = try #require(app.softwareKeyboardFrame)
        let pixels = PixelBuffer(app.render())
        let scale = app.application.screen.scale
        return pixels[Int(2 * scale), Int((frame.maxY - 10) * scale)]
    }

    @Test("A window forced to dark gets dark keys; its light twin light keys")
    func followsTheInputsStyle() throws {
        var backgrounds: [PixelBuffer.Pixel] = []
        for style in [UIUserInterfaceStyle.light, .dark] {
            let app = HeadlessApp()
            app.isHardwareKeyboardAttached = false
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
            let window = makeTextStage(app) { $0.addSubview(field) }
            window.overrideUserInterfaceStyle = style
            app.runTurn()
            field.becomeFirstResponder()
            app.advance(by: 0.5)
            #expect(app.softwareKeyboardWindow?.traitCollection.userInterfaceStyle == style)
            backgrounds.append(try keysBackground(app))
        }
        #expect(backgrounds[0].isClose(to: .rgb(0.82, 0.83, 0.85), tolerance: 3), "light keys: \(backgrounds[0])")
        #expect(backgrounds[1].isClose(to: .rgb(0.17, 0.17, 0.17), tolerance: 3), "dark keys: \(backgrounds[1])")
    }

    @Test("keyboardAppearance wins over the input's style, and moving to another input restyles the keys")
    func appearanceWins() throws {
        let app = HeadlessApp()
        app.isHardwareKeyboardAttached = false
        let dark = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        dark.keyboardAppearance = .dark
        let plain = UITextField(frame: CGRect(x: 20, y: 150, width: 200, height: 34))
        _ = makeTextStage(app) {
            $0.addSubview(dark)
            $0.addSubview(plain)
        }
        dark.becomeFirstResponder()
        app.advance(by: 0.5)
        #expect(app.softwareKeyboardWindow?.traitCollection.userInterfaceStyle == .dark)
        #expect(try keysBackground(app).isClose(to: .rgb(0.17, 0.17, 0.17), tolerance: 3))
        plain.becomeFirstResponder()
        app.advance(by: 0.5)
        #expect(app.softwareKeyboardWindow?.traitCollection.userInterfaceStyle == .light)
        #expect(try keysBackground(app).isClose(to: .rgb(0.82, 0.83, 0.85), tolerance: 3))
    }

    @Test("reloadInputViews() on the first responder reads its keyboardAppearance and returnKeyType again")
    func reloadReadsTraits() throws {
        let app = HeadlessApp()
        app.isHardwareKeyboardAttached = false
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        _ = makeTextStage(app) { $0.addSubview(field) }
        field.becomeFirstResponder()
        app.advance(by: 0.5)
        #expect(app.softwareKeyboardWindow?.traitCollection.userInterfaceStyle == .light)
        let keys = try #require((app.softwareKeyboardWindow as? KeyboardWindow)?.keys)
        #expect(keys.returnKeyType == .default)
        // Changed while editing: nothing happens until the input views are reloaded.
        field.keyboardAppearance = .dark
        field.returnKeyType = .go
        app.runTurn()
        #expect(app.softwareKeyboardWindow?.traitCollection.userInterfaceStyle == .light)
        #expect(keys.returnKeyType == .default)
        field.reloadInputViews()
        app.advance(by: 0.5)
        #expect(app.softwareKeyboardWindow?.traitCollection.userInterfaceStyle == .dark)
        #expect(try keysBackground(app).isClose(to: .rgb(0.17, 0.17, 0.17), tolerance: 3))
        #expect(keys.returnKeyType == .go)
        // A responder that is not first responder reloads nothing.
        let other = UITextField(frame: CGRect(x: 20, y: 150, width: 200, height: 34))
        other.keyboardAppearance = .light
        field.superview?.addSubview(other)
        other.reloadInputViews()
        app.runTurn()
        #expect(app.softwareKeyboardWindow?.traitCollection.userInterfaceStyle == .dark)
    }
}
