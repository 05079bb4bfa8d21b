import CSDL2
import OpenUIKit
import Testing
@testable import SDLBackend

/// SDL events pushed with `SDL_PushEvent` on the dummy video driver, read back and translated:
/// the input values the live window would queue.
extension SDLSuites {
    @MainActor
    @Suite("SDL input translation")
    struct InputTranslatorTests {
        init() { SDLTestSupport.start() }

        /// A 200 × 300 point window at scale 2: SDL's window units are pixels, half a point.
        private func makeTranslator() -> InputTranslator {
            InputTranslator(pointsPerUnit: 0.5, windowSize: CGSize(width: 200, height: 300))
        }

        private func touch(_ id: Int, _ phase: TouchInput.Phase, _ x: CGFloat, _ y: CGFloat, _ t: Double) -> TouchInput {
            TouchInput(fingerID: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: t)
        }

        @Test("The mouse is finger 1, in points")
        func mouseIsOneFinger() {
            var translator = makeTranslator()
            let commands = SDLTestSupport.translate(
                [
                    SDLTestSupport.mouseButton(down: true, x: 100, y: 200),
                    SDLTestSupport.mouseMotion(x: 120, y: 220),
                    SDLTestSupport.mouseButton(down: false, x: 140, y: 240),
                    SDLTestSupport.mouseMotion(x: 160, y: 260),
                ], with: &translator)
            #expect(commands == [
                .input(.touch(touch(1, .down, 50, 100, 1))),
                .input(.touch(touch(1, .move, 60, 110, 2))),
                .input(.touch(touch(1, .up, 70, 120, 3))),
            ])
            SDLTestSupport.stop()
        }

        @Test("Alt-drag is two fingers mirrored about the window centre")
        func altDragMirrors() {
            var translator = makeTranslator()
            let commands = SDLTestSupport.translate(
                [
                    SDLTestSupport.mouseButton(down: true, x: 100, y: 200),
                    SDLTestSupport.mouseMotion(x: 60, y: 200),
                    SDLTestSupport.mouseButton(down: false, x: 60, y: 200),
                ], with: &translator, modifiers: KMOD_LALT)
            #expect(commands == [
                .input(.touches([touch(1, .down, 50, 100, 1), touch(2, .down, 150, 200, 1)])),
                .input(.touches([touch(1, .move, 30, 100, 2), touch(2, .move, 170, 200, 2)])),
                .input(.touches([touch(1, .up, 30, 100, 3), touch(2, .up, 170, 200, 3)])),
            ])
            SDLTestSupport.stop()
        }

        @Test("Alt+Shift-drag moves both fingers together")
        func altShiftDragPans() {
            var translator = makeTranslator()
            let modifiers = SDL_Keymod(rawValue: KMOD_LALT.rawValue | KMOD_LSHIFT.rawValue)
            let commands = SDLTestSupport.translate(
                [
                    SDLTestSupport.mouseButton(down: true, x: 100, y: 200),
                    SDLTestSupport.mouseMotion(x: 100, y: 100),
                ], with: &translator, modifiers: modifiers)
            #expect(commands == [
                .input(.touches([touch(1, .down, 50, 100, 1), touch(2, .down, 150, 200, 1)])),
                .input(.touches([touch(1, .move, 50, 50, 2), touch(2, .move, 150, 150, 2)])),
            ])
            SDLTestSupport.stop()
        }

        @Test("Touch-screen fingers are fingers of their own; SDL's synthesized duplicates are dropped")
        func realFingers() {
            var translator = makeTranslator()
            let commands = SDLTestSupport.translate(
                [
                    SDLTestSupport.finger(SDL_FINGERDOWN, id: 100, x: 0.25, y: 0.5),
                    // The mouse event SDL makes from that touch, and a touch made from the mouse.
                    SDLTestSupport.mouseButton(down: true, x: 100, y: 300, which: UInt32.max),
                    SDLTestSupport.finger(SDL_FINGERDOWN, id: 0, x: 0.1, y: 0.1, touchID: -1),
                    SDLTestSupport.finger(SDL_FINGERDOWN, id: 200, x: 0.75, y: 0.5),
                    SDLTestSupport.finger(SDL_FINGERMOTION, id: 100, x: 0.5, y: 0.5),
                    SDLTestSupport.finger(SDL_FINGERUP, id: 100, x: 0.5, y: 0.5),
                    SDLTestSupport.finger(SDL_FINGERUP, id: 200, x: 0.75, y: 0.5),
                ], with: &translator)
            let touches: [TouchInput] = commands.compactMap {
                if case .input(.touch(var touch)) = $0 {
                    touch.force = 0
                    return touch
                }
                return nil
            }
            #expect(commands.count == 5)
            #expect(touches == [
                touch(10, .down, 50, 150, 1), touch(11, .down, 150, 150, 4), touch(10, .move, 100, 150, 5),
                touch(10, .up, 100, 150, 6), touch(11, .up, 150, 150, 7),
            ])
            SDLTestSupport.stop()
        }

        @Test("A key press carries the text SDL typed for it; its release carries the same")
        func keyWithText() {
            var translator = makeTranslator()
            let commands = SDLTestSupport.translate(
                [
                    SDLTestSupport.key(down: true, scancode: SDL_SCANCODE_A, keycode: 0x61, mod: KMOD_LSHIFT),
                    SDLTestSupport.text("A"),
                    SDLTestSupport.key(down: false, scancode: SDL_SCANCODE_A, keycode: 0x61, mod: KMOD_LSHIFT),
                    SDLTestSupport.key(down: true, scancode: SDL_SCANCODE_RETURN, keycode: 0x0D),
                ], with: &translator)
            let a = UIKey(keyCode: .keyboardA, characters: "A", charactersIgnoringModifiers: "a", modifierFlags: .shift)
            let enter = UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r")
            #expect(commands == [
                .input(.key(KeyInput(isDown: true, key: a, timestamp: 1))),
                .input(.key(KeyInput(isDown: false, key: a, timestamp: 3))),
                .input(.key(KeyInput(isDown: true, key: enter, timestamp: 4))),
            ])
            SDLTestSupport.stop()
        }

        @Test("Text with no key press of its own (an input method's) is text input")
        func textAlone() {
            var translator = makeTranslator()
            let commands = SDLTestSupport.translate([SDLTestSupport.text("é")], with: &translator)
            #expect(commands == [.input(.text("é", timestamp: 1))])
            SDLTestSupport.stop()
        }

        @Test("Ctrl+Alt+Z shakes, media keys are remote-control commands, Ctrl+Q closes; none is a key press")
        func shortcuts() {
            var translator = makeTranslator()
            let ctrlAlt = SDL_Keymod(rawValue: KMOD_LCTRL.rawValue | KMOD_LALT.rawValue)
            let commands = SDLTestSupport.translate(
                [
                    SDLTestSupport.key(down: true, scancode: SDL_SCANCODE_Z, keycode: 0x7A, mod: ctrlAlt),
                    SDLTestSupport.key(down: false, scancode: SDL_SCANCODE_Z, keycode: 0x7A, mod: ctrlAlt),
                    SDLTestSupport.key(down: true, scancode: SDL_SCANCODE_AUDIOPLAY, keycode: 0),
                    SDLTestSupport.key(down: false, scancode: SDL_SCANCODE_AUDIOPLAY, keycode: 0),
                    SDLTestSupport.key(down: true, scancode: SDL_SCANCODE_AUDIONEXT, keycode: 0),
                ], with: &translator)
            #expect(commands == [
                .input(.shake(.began, timestamp: 1)),
                .input(.shake(.ended, timestamp: 2)),
                .input(.remoteControl(.remoteControlTogglePlayPause, timestamp: 3)),
                .input(.remoteControl(.remoteControlNextTrack, timestamp: 5)),
            ])
            SDLTestSupport.stop()
        }

        @Test("Window events: resize in points, minimize and restore, close, focus loss cancels the fingers down")
        func windowEvents() {
            var translator = makeTranslator()
            let commands = SDLTestSupport.translate(
                [
                    SDLTestSupport.mouseButton(down: true, x: 100, y: 200),
                    SDLTestSupport.window(SDL_WINDOWEVENT_FOCUS_LOST),
                    SDLTestSupport.window(SDL_WINDOWEVENT_SIZE_CHANGED, 800, 1000),
                    SDLTestSupport.window(SDL_WINDOWEVENT_MINIMIZED),
                    SDLTestSupport.window(SDL_WINDOWEVENT_RESTORED),
                    SDLTestSupport.window(SDL_WINDOWEVENT_CLOSE),
                ], with: &translator)
            #expect(commands == [
                .input(.touch(touch(1, .down, 50, 100, 1))),
                .input(.touch(touch(1, .cancel, 0, 0, 2))),
                .resize(CGSize(width: 400, height: 500)),
                .background,
                .redraw, .foreground,
                .close,
            ])
            #expect(translator.windowSize == CGSize(width: 400, height: 500))
            SDLTestSupport.stop()
        }
    }
}
