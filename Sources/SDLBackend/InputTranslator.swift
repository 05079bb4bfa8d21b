import CSDL2
import OpenUIKit

/// Turns SDL events into the platform-neutral input the application queues, keeping the
/// state that needs: which fingers are down, the key press waiting for its text.
///
/// The input pipeline of the live window, step by step:
/// 1. The mouse is finger 1: left button down, motion while down, up.
/// 2. Alt held when the button goes down simulates two fingers mirrored about the window's
///    centre (pinch and rotate, as the iOS Simulator's Option-drag); Alt+Shift places them
///    the same way and then moves both by the pointer's motion (a two-finger pan). Both
///    fingers change in one `.touches` value, as simultaneous hardware movement.
/// 3. Real touch screens: each SDL finger becomes a finger of its own (window points from
///    SDL's normalized position). SDL's synthesized duplicates — mouse events made from
///    touches and touches made from the mouse — are dropped, or every touch would come twice.
/// 4. A key going down is held until the next event: when that is the text SDL produced for
///    it, the press carries that text as its characters; otherwise it carries the key's own
///    character or UIKit's name for it ("UIKeyInputLeftArrow"). Text with no key press of its
///    own (an input method's composition, auto-repeat) becomes `.text` for the first
///    responder's `UIKeyInput`. Call ``finishBatch(at:)`` after each poll so a held press is
///    not kept past it.
/// 5. Ctrl+Alt+Z is a shake (began on press, ended on release) — the Simulator's
///    Ctrl+Cmd+Z; media keys are remote-control commands; Ctrl+Q closes the window.
/// 6. Window events: a size change resizes the screen, closing ends the application, losing
///    focus cancels the fingers down.
///
/// Timestamps are the application clock's time when the event is translated.
// UIKit divergence: the Simulator's Option becomes Alt and its Ctrl+Cmd+Z shake Ctrl+Alt+Z
// (Linux desktops take Super shortcuts); Ctrl+Q quits, as desktop applications do.
public struct InputTranslator {
    /// The finger id the mouse uses, and the mirrored finger's.
    public static let mouseFinger = 1
    public static let mirroredFinger = 2

    /// Window points per SDL window unit (1/scale on X11, where SDL units are pixels).
    public var pointsPerUnit: CGFloat
    /// The window's size in points, for mirroring and SDL's normalized finger positions.
    public var windowSize: CGSize

    private enum MouseMode { case none, oneFinger, mirrored, parallel }
    private var mouseMode = MouseMode.none
    /// In parallel mode, where finger 2 sits relative to finger 1.
    private var parallelOffset = CGPoint.zero
    /// SDL finger ids → our finger ids.
    private var touchFingers: [Int64: Int] = [:]
    private var pendingKey: (event: SDL_KeyboardEvent, time: Double)?
    /// The characters each pressed key went down with, so its release carries the same.
    private var pressedCharacters: [UInt32: String] = [:]
    private var shakeActive = false

    public init(pointsPerUnit: CGFloat, windowSize: CGSize) {
        self.pointsPerUnit = pointsPerUnit
        self.windowSize = windowSize
    }

    /// Translates one SDL event read at application time `time`; `modifiers` is SDL's keyboard
    /// modifier state (`SDL_GetModState()`), which mouse events do not carry.
    public mutating func translate(_ event: SDL_Event, modifiers: UInt32, at time: Double) -> [BackendCommand] {
        var commands: [BackendCommand] = []
        let type = event.type
        if type == SDL_TEXTINPUT.rawValue {
            let text = Self.text(of: event.text)
            if let pending = pendingKey {
                pendingKey = nil
                commands += keyDown(pending.event, characters: text, at: pending.time)
            } else if !text.isEmpty {
                commands.append(.input(.text(text, timestamp: time)))
            }
            return commands
        }
        commands += finishBatch(at: time)
        switch type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let button = event.button
            guard button.which != UInt32.max, button.button == UInt8(SDL_BUTTON_LEFT) else { break }
            let point = self.point(x: Int(button.x), y: Int(button.y))
            if type == SDL_MOUSEBUTTONDOWN.rawValue {
                commands += mouseDown(at: point, modifiers: modifiers, time: time)
            } else {
                commands += mouse(.up, at: point, time: time)
                mouseMode = .none
            }
        case SDL_MOUSEMOTION.rawValue:
            let motion = event.motion
            guard motion.which != UInt32.max, mouseMode != .none else { break }
            commands += mouse(.move, at: point(x: Int(motion.x), y: Int(motion.y)), time: time)
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            commands += finger(event.tfinger, type: type, time: time)
        case SDL_KEYDOWN.rawValue:
            let key = event.key
            if let command = specialKey(key, isDown: true, time: time) {
                commands += command
            } else if key.repeat == 0 {
                if KeyMapping.isPrintable(key.keysym.sym) && !Self.hasCommandModifier(key.keysym.mod) {
                    pendingKey = (key, time)
                } else {
                    commands += keyDown(key, characters: nil, at: time)
                }
            }
        case SDL_KEYUP.rawValue:
            let key = event.key
            if let command = specialKey(key, isDown: false, time: time) {
                commands += command
            } else if let usage = KeyMapping.hidUsage(key.keysym.scancode) {
                let characters = pressedCharacters.removeValue(forKey: key.keysym.scancode.rawValue)
                    ?? KeyMapping.characters(for: key.keysym.sym, scancode: key.keysym.scancode)
                commands.append(.input(.key(KeyInput(isDown: false, key: uiKey(usage, key, characters), timestamp: time))))
            }
        case SDL_WINDOWEVENT.rawValue:
            commands += windowEvent(event.window, time: time)
        case SDL_QUIT.rawValue:
            commands.append(.close)
        default:
            break
        }
        return commands
    }

    /// Sends the key press still waiting for its text, with the key's own characters.
    public mutating func finishBatch(at time: Double) -> [BackendCommand] {
        guard let pending = pendingKey else { return [] }
        pendingKey = nil
        return keyDown(pending.event, characters: nil, at: pending.time)
    }

    // MARK: Mouse and fingers

    private func point(x: Int, y: Int) -> CGPoint {
        CGPoint(x: CGFloat(x) * pointsPerUnit, y: CGFloat(y) * pointsPerUnit)
    }

    private func mirrored(_ point: CGPoint) -> CGPoint {
        CGPoint(x: windowSize.width - point.x, y: windowSize.height - point.y)
    }

    private mutating func mouseDown(at point: CGPoint, modifiers: UInt32, time: Double) -> [BackendCommand] {
        let alt = modifiers & UInt32(KMOD_ALT.rawValue) != 0
        let shift = modifiers & UInt32(KMOD_SHIFT.rawValue) != 0
        mouseMode = alt ? (shift ? .parallel : .mirrored) : .oneFinger
        if mouseMode == .parallel {
            let other = mirrored(point)
            parallelOffset = CGPoint(x: other.x - point.x, y: other.y - point.y)
        }
        return mouse(.down, at: point, time: time)
    }

    private func mouse(_ phase: TouchInput.Phase, at point: CGPoint, time: Double) -> [BackendCommand] {
        let first = TouchInput(fingerID: Self.mouseFinger, phase: phase, location: point, timestamp: time)
        switch mouseMode {
        case .none:
            return []
        case .oneFinger:
            return [.input(.touch(first))]
        case .mirrored, .parallel:
            let other = mouseMode == .mirrored
                ? mirrored(point) : CGPoint(x: point.x + parallelOffset.x, y: point.y + parallelOffset.y)
            let second = TouchInput(fingerID: Self.mirroredFinger, phase: phase, location: other, timestamp: time)
            return [.input(.touches([first, second]))]
        }
    }

    private mutating func finger(_ event: SDL_TouchFingerEvent, type: UInt32, time: Double) -> [BackendCommand] {
        // SDL_MOUSE_TOUCHID: a touch SDL made up from the mouse, which already is finger 1.
        guard event.touchId != -1 else { return [] }
        let location = CGPoint(
            x: CGFloat(event.x) * windowSize.width, y: CGFloat(event.y) * windowSize.height)
        let phase: TouchInput.Phase
        let id: Int
        switch type {
        case SDL_FINGERDOWN.rawValue:
            guard touchFingers[event.fingerId] == nil else { return [] }
            id = freeFingerID()
            touchFingers[event.fingerId] = id
            phase = .down
        case SDL_FINGERUP.rawValue:
            guard let known = touchFingers.removeValue(forKey: event.fingerId) else { return [] }
            id = known
            phase = .up
        default:
            guard let known = touchFingers[event.fingerId] else { return [] }
            id = known
            phase = .move
        }
        return [.input(.touch(TouchInput(
            fingerID: id, phase: phase, location: location, timestamp: time,
            force: CGFloat(event.pressure))))]
    }

    /// The lowest id not used by a touch-screen finger or the mouse's fingers.
    private func freeFingerID() -> Int {
        var used = Set(touchFingers.values)
        if mouseMode != .none { used.formUnion([Self.mouseFinger, Self.mirroredFinger]) }
        var candidate = 10
        while used.contains(candidate) { candidate += 1 }
        return candidate
    }

    /// Cancels every finger down (the window lost focus mid-gesture).
    private mutating func cancelFingers(at time: Double) -> [BackendCommand] {
        var commands: [BackendCommand] = []
        if mouseMode != .none {
            commands += mouse(.cancel, at: .zero, time: time)
            mouseMode = .none
        }
        for id in touchFingers.values.sorted() {
            commands.append(.input(.touch(TouchInput(fingerID: id, phase: .cancel, location: .zero, timestamp: time))))
        }
        touchFingers.removeAll()
        return commands
    }

    // MARK: Keys

    private static func hasCommandModifier(_ mod: UInt16) -> Bool {
        UInt32(mod) & UInt32(KMOD_CTRL.rawValue | KMOD_GUI.rawValue) != 0
    }

    private func uiKey(_ usage: UIKeyboardHIDUsage, _ key: SDL_KeyboardEvent, _ characters: String) -> UIKey {
        UIKey(
            keyCode: usage, characters: characters,
            charactersIgnoringModifiers: KeyMapping.characters(for: key.keysym.sym, scancode: key.keysym.scancode),
            modifierFlags: KeyMapping.modifierFlags(UInt32(key.keysym.mod)))
    }

    private mutating func keyDown(_ key: SDL_KeyboardEvent, characters text: String?, at time: Double) -> [BackendCommand] {
        guard let usage = KeyMapping.hidUsage(key.keysym.scancode) else { return [] }
        let characters = text ?? KeyMapping.characters(for: key.keysym.sym, scancode: key.keysym.scancode)
        pressedCharacters[key.keysym.scancode.rawValue] = characters
        return [.input(.key(KeyInput(isDown: true, key: uiKey(usage, key, characters), timestamp: time)))]
    }

    /// The shake shortcut and media keys, which are not key presses.
    private mutating func specialKey(_ key: SDL_KeyboardEvent, isDown: Bool, time: Double) -> [BackendCommand]? {
        let scancode = key.keysym.scancode
        let mod = UInt32(key.keysym.mod)
        let control = mod & UInt32(KMOD_CTRL.rawValue) != 0
        if scancode == SDL_SCANCODE_Q, control, mod & UInt32(KMOD_ALT.rawValue | KMOD_SHIFT.rawValue) == 0 {
            return isDown && key.repeat == 0 ? [.close] : []
        }
        if scancode == SDL_SCANCODE_Z,
            isDown ? (mod & UInt32(KMOD_CTRL.rawValue) != 0 && mod & UInt32(KMOD_ALT.rawValue) != 0) : shakeActive
        {
            guard key.repeat == 0 else { return [] }
            shakeActive = isDown
            return [.input(.shake(isDown ? .began : .ended, timestamp: time))]
        }
        guard let command = KeyMapping.remoteControl(scancode) else { return nil }
        guard key.repeat == 0 else { return [] }
        switch command {
        case .remoteControlBeginSeekingBackward:
            return [.input(.remoteControl(isDown ? command : .remoteControlEndSeekingBackward, timestamp: time))]
        case .remoteControlBeginSeekingForward:
            return [.input(.remoteControl(isDown ? command : .remoteControlEndSeekingForward, timestamp: time))]
        default:
            return isDown ? [.input(.remoteControl(command, timestamp: time))] : []
        }
    }

    private static func text(of event: SDL_TextInputEvent) -> String {
        withUnsafeBytes(of: event.text) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    // MARK: Window

    private mutating func windowEvent(_ event: SDL_WindowEvent, time: Double) -> [BackendCommand] {
        switch Int(event.event) {
        case Int(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
            let size = CGSize(width: CGFloat(event.data1) * pointsPerUnit, height: CGFloat(event.data2) * pointsPerUnit)
            windowSize = size
            return [.resize(size)]
        case Int(SDL_WINDOWEVENT_CLOSE.rawValue):
            return [.close]
        case Int(SDL_WINDOWEVENT_FOCUS_LOST.rawValue):
            return cancelFingers(at: time)
        case Int(SDL_WINDOWEVENT_EXPOSED.rawValue):
            return [.redraw]
        case Int(SDL_WINDOWEVENT_MINIMIZED.rawValue):
            return cancelFingers(at: time) + [.background]
        case Int(SDL_WINDOWEVENT_RESTORED.rawValue):
            return [.redraw, .foreground]
        default:
            return []
        }
    }
}
