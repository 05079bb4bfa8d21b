import CSDL2
import OpenUIKit

/// Translations from SDL's keyboard vocabulary to UIKit's.
enum KeyMapping {
    /// SDL scancodes below 0xE8 are the USB HID keyboard usages UIKit's `UIKeyboardHIDUsage`
    /// uses, so the code passes through; media keys have no HID keyboard usage here.
    static func hidUsage(_ scancode: SDL_Scancode) -> UIKeyboardHIDUsage? {
        let raw = Int(scancode.rawValue)
        guard raw > 0, raw < 0xE8 else { return nil }
        return UIKeyboardHIDUsage(rawValue: raw)
    }

    /// UIKit's modifier flags for SDL's modifier state.
    static func modifierFlags(_ mod: UInt32) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if mod & UInt32(KMOD_SHIFT.rawValue) != 0 { flags.insert(.shift) }
        if mod & UInt32(KMOD_CTRL.rawValue) != 0 { flags.insert(.control) }
        if mod & UInt32(KMOD_ALT.rawValue) != 0 { flags.insert(.alternate) }
        // The Super (Windows) key plays the Command key's part.
        if mod & UInt32(KMOD_GUI.rawValue) != 0 { flags.insert(.command) }
        if mod & UInt32(KMOD_CAPS.rawValue) != 0 { flags.insert(.alphaShift) }
        return flags
    }

    /// The characters a key carries when no text input event says otherwise: UIKit's strings
    /// for editing and arrow keys, the key's own character for printable keys, "" otherwise.
    static func characters(for keycode: SDL_Keycode, scancode: SDL_Scancode) -> String {
        switch Int(scancode.rawValue) {
        case Int(SDL_SCANCODE_RETURN.rawValue), Int(SDL_SCANCODE_KP_ENTER.rawValue): return "\r"
        case Int(SDL_SCANCODE_BACKSPACE.rawValue): return "\u{8}"
        case Int(SDL_SCANCODE_TAB.rawValue): return "\t"
        case Int(SDL_SCANCODE_ESCAPE.rawValue): return "UIKeyInputEscape"
        case Int(SDL_SCANCODE_DELETE.rawValue): return "\u{7F}"
        case Int(SDL_SCANCODE_LEFT.rawValue): return "UIKeyInputLeftArrow"
        case Int(SDL_SCANCODE_RIGHT.rawValue): return "UIKeyInputRightArrow"
        case Int(SDL_SCANCODE_UP.rawValue): return "UIKeyInputUpArrow"
        case Int(SDL_SCANCODE_DOWN.rawValue): return "UIKeyInputDownArrow"
        case Int(SDL_SCANCODE_PAGEUP.rawValue): return "UIKeyInputPageUp"
        case Int(SDL_SCANCODE_PAGEDOWN.rawValue): return "UIKeyInputPageDown"
        case Int(SDL_SCANCODE_HOME.rawValue): return "UIKeyInputHome"
        case Int(SDL_SCANCODE_END.rawValue): return "UIKeyInputEnd"
        default:
            guard isPrintable(keycode), let scalar = Unicode.Scalar(UInt32(bitPattern: keycode)) else { return "" }
            return String(Character(scalar))
        }
    }

    /// Whether SDL's keycode is a character (SDL keycodes of printable keys are their Unicode
    /// value; others have bit 30 set).
    static func isPrintable(_ keycode: SDL_Keycode) -> Bool {
        keycode >= 0x20 && keycode != 0x7F && keycode & (1 << 30) == 0
    }

    /// The remote-control command of a media key, if it is one.
    static func remoteControl(_ scancode: SDL_Scancode) -> UIEvent.EventSubtype? {
        switch scancode {
        case SDL_SCANCODE_AUDIOPLAY: .remoteControlTogglePlayPause
        case SDL_SCANCODE_AUDIOSTOP: .remoteControlStop
        case SDL_SCANCODE_AUDIONEXT: .remoteControlNextTrack
        case SDL_SCANCODE_AUDIOPREV: .remoteControlPreviousTrack
        case SDL_SCANCODE_AUDIOREWIND: .remoteControlBeginSeekingBackward
        case SDL_SCANCODE_AUDIOFASTFORWARD: .remoteControlBeginSeekingForward
        default: nil
        }
    }
}
