import OpenUIKit

/// A recorder attached to a headless application records each input it sees.
extension InputRecorder: HeadlessInputObserver {
    func observe(_ input: InputEvent) { record(input) }
}
