import Foundation

/// Hardware keys: one ``UIPress`` per key for its whole life, sent as a presses event.
extension EventDispatcher {
    func dispatchKey(_ input: KeyInput) {
        trace?.record(.input, .input(.key(input)))
        // One UIPress per key for its whole life, as one UITouch per finger.
        let press: UIPress
        if input.isDown {
            press = UIPress(phase: .began, timestamp: input.timestamp, key: input.key)
            activePresses[input.key.keyCode] = press
        } else if let pressed = activePresses.removeValue(forKey: input.key.keyCode) {
            press = pressed
            press.phase = .ended
            press.timestamp = input.timestamp
            press.key = input.key
        } else {
            press = UIPress(phase: .ended, timestamp: input.timestamp, key: input.key)
        }
        let event = UIPressesEvent(application: application)
        event.storedTimestamp = input.timestamp
        event.pressSet = [press]
        application.sendEvent(event)
    }
}
