import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A delegate that records every question and notification as `.call(field, method)` (a
/// change with its range and the replacement string), with switchable answers.
@MainActor
final class RecordingTextFieldDelegate: UITextFieldDelegate {
    let recorder: EventRecorder
    var refusesDigits = false
    var allowsBegin = true
    var allowsEnd = true
    var allowsReturn = true
    var recordsChanges = true

    init(recorder: EventRecorder) {
        self.recorder = recorder
    }

    private func name(_ field: UITextField) -> String { field.accessibilityIdentifier ?? "field" }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        recorder.record(.call(name(textField), "shouldBeginEditing"))
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) {
        recorder.record(.call(name(textField), "didBeginEditing"))
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        recorder.record(.call(name(textField), "shouldEndEditing"))
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) {
        recorder.record(.call(name(textField), "didEndEditing"))
    }
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        if recordsChanges {
            let range = "\(range.location),\(range.length)"
            recorder.record(.call(name(textField), "shouldChange", arguments: [range, string.debugDescription]))
        }
        return !(refusesDigits && string.contains { $0.isNumber })
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        recorder.record(.call(name(textField), "shouldReturn"))
        return allowsReturn
    }
}

/// Keys a hardware keyboard sends for editing.
enum EditingKey {
    static let returnKey = UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r")
    static let backspace = UIKey(keyCode: .keyboardDeleteOrBackspace, characters: "\u{8}")
    static let leftArrow = UIKey(keyCode: .keyboardLeftArrow, characters: "")
    static let rightArrow = UIKey(keyCode: .keyboardRightArrow, characters: "")
    static let tab = UIKey(keyCode: .keyboardTab, characters: "\t")
}

extension ControlStage {
    /// Adds a 200 × 40 field named `name` at `origin` of the root view, with a recording
    /// delegate and (optionally) every control event recorded.
    func addField(
        _ name: String, at origin: CGPoint, recorder: EventRecorder, delegate: RecordingTextFieldDelegate? = nil,
        events: UIControl.Event = .allEvents
    ) -> UITextField {
        let field = UITextField(frame: CGRect(origin: origin, size: CGSize(width: 200, height: 40)))
        field.accessibilityIdentifier = name
        field.delegate = delegate
        if !events.isEmpty { ControlEventRecorder(field, name: name, events: events, into: recorder) }
        root.addSubview(field)
        return field
    }
}

/// The centre of `view` in window coordinates.
@MainActor
func centre(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
}
