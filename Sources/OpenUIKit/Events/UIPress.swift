import Foundation

/// A physical button or key going down, changing or coming up.
/// - Note: See https://developer.apple.com/documentation/uikit/uipress
@MainActor @preconcurrency
open class UIPress: Hashable {
    /// Where a press is in its life.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// Which button was pressed, for remotes and game controllers; keyboard keys are `.none`
    /// with their details in ``key``.
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown = 31
        case none = -1
    }

    public package(set) var phase: Phase
    public package(set) var timestamp: TimeInterval
    public package(set) var type: PressType = .none
    /// The key, for keyboard presses.
    public package(set) var key: UIKey?
    /// How hard the button is pressed, 0 to 1; 1 for digital keys.
    public package(set) var force: CGFloat = 1
    public package(set) weak var window: UIWindow?
    public package(set) weak var responder: UIResponder?
    /// Whether the key, going down, ran a keyboard shortcut; its later phases are then not
    /// delivered.
    package var isClaimedByKeyCommand = false

    package init(phase: Phase, timestamp: TimeInterval, key: UIKey?) {
        self.phase = phase
        self.timestamp = timestamp
        self.key = key
    }

    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// An event carrying presses.
@MainActor @preconcurrency
open class UIPressesEvent: UIEvent {
    package var pressSet: Set<UIPress> = []

    package init(application: UIApplication?) {
        super.init(type: .presses, application: application)
    }

    /// Every press the event carries.
    open var allPresses: Set<UIPress> { pressSet }
}

/// A keyboard key with its code, the characters it types and the modifiers held.
public struct UIKey: Sendable, Equatable, Hashable {
    public var keyCode: UIKeyboardHIDUsage
    public var characters: String
    public var charactersIgnoringModifiers: String
    public var modifierFlags: UIKeyModifierFlags

    public init(
        keyCode: UIKeyboardHIDUsage, characters: String,
        charactersIgnoringModifiers: String? = nil, modifierFlags: UIKeyModifierFlags = []
    ) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
    }
}

/// The USB HID usage code of a keyboard key.
public struct UIKeyboardHIDUsage: RawRepresentable, Sendable, Equatable, Hashable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
}

/// Modifier keys held during a key press.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
