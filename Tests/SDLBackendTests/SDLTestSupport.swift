import CSDL2
import Foundation
import OpenUIKit
import Testing
@testable import SDLBackend

/// Every test that touches SDL: SDL's state is process-wide, so they run one at a time.
@Suite("SDL backend", .serialized)
struct SDLSuites {}

/// SDL for backend tests: the dummy video driver (no display needed), and events pushed
/// through SDL's own queue and read back, so the tests see them as the live loop does.
@MainActor
enum SDLTestSupport {
    /// Initializes SDL's video and event subsystems on the dummy driver and empties the queue.
    static func start() {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        SDL_SetMainReady()
        precondition(SDL_Init(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)) == 0, String(cString: SDL_GetError()))
        SDL_FlushEvents(0, UInt32.max)
    }

    static func stop() { SDL_Quit() }

    /// Pushes `events` onto SDL's queue, then reads everything back.
    static func roundTrip(_ events: [SDL_Event]) -> [SDL_Event] {
        for var event in events {
            precondition(SDL_PushEvent(&event) == 1, String(cString: SDL_GetError()))
        }
        var read: [SDL_Event] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            let type = event.type
            // The dummy driver adds window and keymap events of its own.
            if type == SDL_MOUSEBUTTONDOWN.rawValue || type == SDL_MOUSEBUTTONUP.rawValue
                || type == SDL_MOUSEMOTION.rawValue || type == SDL_KEYDOWN.rawValue || type == SDL_KEYUP.rawValue
                || type == SDL_TEXTINPUT.rawValue || type == SDL_FINGERDOWN.rawValue
                || type == SDL_FINGERMOTION.rawValue || type == SDL_FINGERUP.rawValue
                || type == SDL_WINDOWEVENT.rawValue || type == SDL_QUIT.rawValue
            {
                read.append(event)
            }
        }
        return read
    }

    static func mouseButton(down: Bool, x: Int32, y: Int32, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
        event.button.which = which
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.x = x
        event.button.y = y
        return event
    }

    static func mouseMotion(x: Int32, y: Int32, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.which = which
        event.motion.state = 1  // SDL_BUTTON_LMASK, a macro Swift does not import
        event.motion.x = x
        event.motion.y = y
        return event
    }

    static func finger(_ type: SDL_EventType, id: Int64, x: Float, y: Float, touchID: Int64 = 7) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.touchId = touchID
        event.tfinger.fingerId = id
        event.tfinger.x = x
        event.tfinger.y = y
        event.tfinger.pressure = 0.5
        return event
    }

    static func key(down: Bool, scancode: SDL_Scancode, keycode: Int32, mod: SDL_Keymod = KMOD_NONE) -> SDL_Event {
        var event = SDL_Event()
        event.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
        event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.key.keysym.scancode = scancode
        event.key.keysym.sym = keycode
        event.key.keysym.mod = UInt16(mod.rawValue)
        return event
    }

    static func text(_ string: String) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &event.text.text) { raw in
            let bytes = Array(string.utf8.prefix(raw.count - 1))
            raw.copyBytes(from: bytes + [0])
        }
        return event
    }

    static func window(_ kind: SDL_WindowEventID, _ data1: Int32 = 0, _ data2: Int32 = 0, windowID: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(kind.rawValue)
        event.window.windowID = windowID
        event.window.data1 = data1
        event.window.data2 = data2
        return event
    }

    /// Translates `events` after a round trip through SDL's queue, at times 1, 2, 3…
    static func translate(
        _ events: [SDL_Event], with translator: inout InputTranslator, modifiers: SDL_Keymod = KMOD_NONE
    ) -> [BackendCommand] {
        var commands: [BackendCommand] = []
        var time = 0.0
        for event in roundTrip(events) {
            time += 1
            commands += translator.translate(event, modifiers: UInt32(modifiers.rawValue), at: time)
        }
        commands += translator.finishBatch(at: time + 1)
        return commands
    }
}
