import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A text view delegate that records every question and notification as plain strings, with
/// switchable answers.
@MainActor
final class RecordingTextViewDelegate: UITextViewDelegate {
    var calls: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    /// Replacement strings refused by `shouldChangeTextIn`.
    var refusedReplacements: Set<String> = []

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        calls.append("shouldBegin")
        return allowsBegin
    }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        calls.append("shouldEnd")
        return allowsEnd
    }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("shouldChange(\(range.location),\(range.length),\(text.debugDescription))")
        return !refusedReplacements.contains(text)
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) {
        calls.append("didChangeSelection(\(textView.selectedRange.location),\(textView.selectedRange.length))")
    }
}

/// Records the names of the notifications it observes, in order, with their user info.
@MainActor
final class NotificationLog {
    private(set) var names: [String] = []
    private(set) var userInfos: [[AnyHashable: Any]] = []
    private var tokens: [any NSObjectProtocol] = []

    init(_ names: [Notification.Name], object: AnyObject? = nil) {
        for name in names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] note in
                    let short = note.name.rawValue
                    nonisolated(unsafe) let info = note.userInfo ?? [:]
                    MainActor.assumeIsolated {
                        self?.names.append(short)
                        self?.userInfos.append(info)
                    }
                })
        }
    }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens.removeAll()
    }

    func clear() {
        names.removeAll()
        userInfos.removeAll()
    }
}

/// A window with a plain root view and `build` run on it.
@MainActor
func makeTextStage(_ app: HeadlessApp, _ build: (UIView) -> Void) -> UIWindow {
    let controller = UIViewController()
    controller.view.backgroundColor = .systemBackground
    build(controller.view)
    let window = app.makeWindow(rootViewController: controller)
    app.runTurn()
    return window
}
