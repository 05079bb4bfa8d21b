import CSDL2
import OpenUIKit
import Testing
@testable import SDLBackend

/// The live driver on SDL's dummy video driver: a real window (in memory), real SDL events,
/// real time; the application sees what a user's mouse, keys and window would do.
extension SDLSuites {
    @MainActor
    @Suite("SDL application driver")
    struct SDLApplicationDriverTests {
        init() { setenv("SDL_VIDEODRIVER", "dummy", 1) }

        final class Delegate: UIResponder, UIApplicationDelegate {
            var terminated = 0
            func applicationWillTerminate(_ application: UIApplication) { terminated += 1 }
        }

        /// Pushes `events` to the driver's window and runs until `turns` frames have passed (or
        /// the window closes); returns the frames run. Either way the run ends the application.
        @discardableResult
        private func run(_ driver: SDLApplicationDriver, pushing events: [SDL_Event], turns: Int = 3) -> Int {
            for var event in events {
                event.button.windowID = driver.windowID
                SDL_PushEvent(&event)
            }
            var count = 0
            driver.afterTurn = { count += 1 }
            driver.run(until: { count >= turns })
            return count
        }

        @Test("A click on a button fires its action; the first frame is presented whole, later ones only where they changed")
        func clickFiresButton() throws {
            let driver = try SDLApplicationDriver(title: "test", size: CGSize(width: 200, height: 100), scale: 2)
            let window = UIWindow(frame: UIScreen.main.bounds)
            let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
            button.backgroundColor = .blue
            var fired = 0
            button.addAction(UIAction { _ in
                fired += 1
                button.backgroundColor = .red
            }, for: .touchUpInside)
            window.addSubview(button)
            window.makeKeyAndVisible()
            run(driver, pushing: [], turns: 2)
            // SDL units are pixels here: point (50, 30) is pixel (100, 60).
            run(driver, pushing: [
                SDLTestSupport.mouseButton(down: true, x: 100, y: 60),
                SDLTestSupport.mouseButton(down: false, x: 100, y: 60),
            ])
            #expect(fired == 1)
            // 400 × 200 pixels at first, then the 160 × 80 pixels of the button that turned red.
            #expect(driver.statistics.uploadBytes == [400 * 200 * 4, 160 * 80 * 4])
            withExtendedLifetime(window) {}
        }

        @Test("Resizing the window resizes the screen and the window")
        func resizeAndClose() throws {
            let driver = try SDLApplicationDriver(title: "test", size: CGSize(width: 200, height: 100), scale: 2)
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.makeKeyAndVisible()
            run(driver, pushing: [SDLTestSupport.window(SDL_WINDOWEVENT_SIZE_CHANGED, 600, 400, windowID: driver.windowID)])
            #expect(driver.application.screen.bounds.size == CGSize(width: 300, height: 200))
            #expect(window.bounds.size == CGSize(width: 300, height: 200))
            withExtendedLifetime(window) {}
        }

        @Test("A phone-shaped window has the phone's safe area under its status bar; a desktop-shaped one has none")
        func phoneShapedSafeArea() throws {
            let driver = try SDLApplicationDriver(title: "test", size: CGSize(width: 390, height: 844), scale: 1)
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.makeKeyAndVisible()
            run(driver, pushing: [])
            #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            run(driver, pushing: [SDLTestSupport.window(SDL_WINDOWEVENT_SIZE_CHANGED, 600, 400, windowID: driver.windowID)])
            #expect(window.bounds.size == CGSize(width: 600, height: 400))
            #expect(window.safeAreaInsets == .zero)
            withExtendedLifetime(window) {}
        }

        @Test("Closing the window ends the run and tells the delegate, once")
        func close() throws {
            let driver = try SDLApplicationDriver(title: "test", size: CGSize(width: 200, height: 100))
            let delegate = Delegate()
            driver.application.delegate = delegate
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.makeKeyAndVisible()
            let frames = run(
                driver, pushing: [SDLTestSupport.window(SDL_WINDOWEVENT_CLOSE, windowID: driver.windowID)], turns: 1000)
            #expect(frames < 5)
            #expect(delegate.terminated == 1)
            withExtendedLifetime(window) {}
        }

        @Test("Typing into a focused text field inserts the text SDL reports")
        func typing() throws {
            let driver = try SDLApplicationDriver(title: "test", size: CGSize(width: 200, height: 100), scale: 1)
            let window = UIWindow(frame: UIScreen.main.bounds)
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            window.addSubview(field)
            window.makeKeyAndVisible()
            _ = field.becomeFirstResponder()
            run(driver, pushing: [
                SDLTestSupport.key(down: true, scancode: SDL_SCANCODE_H, keycode: 0x68),
                SDLTestSupport.text("h"),
                SDLTestSupport.key(down: false, scancode: SDL_SCANCODE_H, keycode: 0x68),
                SDLTestSupport.text("é"),
            ])
            #expect(field.text == "hé")
            withExtendedLifetime(window) {}
        }

        @Test("UIPasteboard.general reads and writes SDL's clipboard")
        func clipboard() throws {
            let driver = try SDLApplicationDriver(title: "test", size: CGSize(width: 100, height: 100))
            UIPasteboard.general.string = "copied"
            let raw = SDL_GetClipboardText()
            #expect(raw.map { String(cString: $0) } == "copied")
            SDL_free(raw)
            SDL_SetClipboardText("from elsewhere")
            #expect(UIPasteboard.general.string == "from elsewhere")
            withExtendedLifetime(driver) {}
        }
    }
}
