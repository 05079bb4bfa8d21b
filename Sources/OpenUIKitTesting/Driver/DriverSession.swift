import Foundation
import OpenUIKit

/// The protocol engine of `openuikit-driver`: answers JSON Lines requests about a running
/// ``HeadlessApp``, one response line per request line, in order. It runs in-process, so a
/// test can talk to it directly; the executable only feeds it standard input.
///
/// Each request is an object with a `command` and, optionally, an `id` echoed in the
/// response. Responses carry `"ok": true` and the command's result (a `receipt` for an
/// action), or `"ok": false` and an `error`; a malformed line is refused naming its line and
/// column. Commands:
///
/// - `tree`: the accessibility tree, each element with a `ref` ("e7") that stays the same
///   while its object lives, whatever else changes (a bar button item's button is named by
///   its item, so a bar making the button again keeps the reference).
/// - `tap`, `doubleTap`, `longPress`, `drag`, `swipe`: on `"element": "e7"` or at
///   `"point": [x, y]` (window coordinates); `drag` takes `"by": [dx, dy]`, `swipe` a
///   `"direction"` (`up`, `down`, `left`, `right`), `longPress` a `"duration"`.
/// - `type`: `"text"`, into `"element"` (tapped first) or the first responder.
/// - `key`: `"input"` with `"modifiers"` (`command`, `shift`, `control`, `alternate`),
///   on `"element"` or the first responder.
/// - `settle`: advances the clock until nothing animates (`"timeout"`, 10 s by default);
///   answers the `frames` it took.
/// - `screenshot`: the screen's pixels as PNG (a live window's: what it shows), written to
///   `"path"` or answered as `base64`, with its `width` and `height` in pixels.
/// - `audit`: the accessibility audit's issues.
/// - `record` (`"start"`/`"stop"` as `"action"`, `"path"` to write on stop) and `replay`
///   (`"path"` of a recording): input recordings, as ``HeadlessApp/startRecording(metadata:)``
///   and ``HeadlessApp/replay(_:)`` make and play them.
@MainActor @preconcurrency
public final class DriverSession {
    /// The application driven.
    public let app: HeadlessApp
    private let references = ElementReferences()
    private let failures = DriverFailureLog()
    private var lineNumber = 0

    /// Reads the pixels a live window shows, for `screenshot`; nil (the default) renders the
    /// application's visible windows as ``HeadlessApp/render(includingStatusBar:)`` does. A live
    /// window sets it (`SDLApplicationDriver.windowImage()`), so the answer is what the window
    /// shows, status bar included.
    public var windowImage: (@MainActor () -> CGImage?)?

    /// Drives `app`. Failures the test kit would report (an action that cannot be made, an
    /// audit issue) become the responses' errors and findings instead.
    public init(app: HeadlessApp) {
        self.app = app
    }

    /// Answers one line as ``run(readLine:write:)`` does: nil for a blank line (counted, not
    /// answered), else the response line without its newline.
    public func answer(_ line: String) -> String? {
        if line.allSatisfy(\.isWhitespace) {
            lineNumber += 1
            return nil
        }
        return respond(to: line)
    }

    /// Answers one request line (numbered after the previous one) with one response line,
    /// without its newline.
    public func respond(to line: String) -> String {
        lineNumber += 1
        var json = DriverJSONWriter()
        let request: DriverRequest
        do {
            request = try DriverRequest(line: Substring(line))
        } catch {
            json.beginObject()
            json.field("ok", false)
            json.field("error", "line \(lineNumber), column \(error.column ?? 1): \(error.message)")
            json.field("line", Double(lineNumber))
            json.field("column", Double(error.column ?? 1))
            json.endObject()
            return json.text
        }
        json.beginObject()
        request.writeID(to: &json)
        let saved = app.failureReporter
        app.failureReporter = failures.reporter
        defer { app.failureReporter = saved }
        failures.messages.removeAll()
        var body = DriverJSONWriter()
        do {
            try perform(request, into: &body)
            json.field("ok", true)
            json.key("command")
            json.string(request.command)
            if !body.text.isEmpty {
                json.appendRaw(body.text)
            }
        } catch {
            json.field("ok", false)
            if let column = error.column {
                json.field("error", "line \(lineNumber), column \(column): \(error.message)")
                json.field("line", Double(lineNumber))
                json.field("column", Double(column))
            } else {
                json.field("error", error.message)
            }
        }
        json.endObject()
        return json.text
    }

    /// Reads request lines from `readLine` until it returns nil, writing each response with
    /// `write` (a line, newline included). Blank lines are skipped.
    public func run(readLine: () -> String?, write: (String) -> Void) {
        while let line = readLine() {
            if let response = answer(line) { write(response + "\n") }
        }
    }

    // MARK: Commands

    private func perform(_ request: DriverRequest, into json: inout DriverJSONWriter) throws(DriverError) {
        switch request.command {
        case "tree":
            writeTree(into: &json)
        case "tap":
            try receipt(request, into: &json) { target throws(DriverError) in
                switch target {
                case .view(let view): app.tap(view)
                case .element(let responder, let point): app.tap(atScreenPoint: point, near: responder)
                case .point(let point): app.tap(at: point)
                }
            }
        case "doubleTap":
            try receipt(request, into: &json) { target throws(DriverError) in
                switch target {
                case .view(let view): app.doubleTap(view)
                case .point(let point), .element(_, let point): app.doubleTap(at: point)
                }
            }
        case "longPress":
            let duration = try request.number("duration") ?? 1
            try receipt(request, into: &json) { target throws(DriverError) in
                switch target {
                case .view(let view): app.longPress(view, duration: duration)
                case .point(let point), .element(_, let point): app.longPress(at: point, duration: duration)
                }
            }
        case "drag":
            guard let by = try request.point("by") else { throw DriverError("drag needs \"by\": [dx, dy]", column: request.value.column) }
            let translation = CGVector(dx: by.x, dy: by.y)
            try receipt(request, into: &json) { target throws(DriverError) in
                switch target {
                case .view(let view): app.drag(view, by: translation)
                case .point(let point), .element(_, let point):
                    app.drag(from: point, to: CGPoint(x: point.x + by.x, y: point.y + by.y))
                }
            }
        case "swipe":
            let direction = try swipeDirection(request)
            try receipt(request, into: &json) { target throws(DriverError) in
                switch target {
                case .view(let view): app.swipe(view, direction: direction)
                case .point(let point), .element(_, let point): app.swipe(from: point, direction: direction)
                }
            }
        case "type":
            guard let text = try request.string("text") else {
                throw DriverError("type needs \"text\"", column: request.value.column)
            }
            if request.value["element"] != nil {
                let view = try keyView(request)
                try finish(app.typeText(text, into: view), into: &json)
            } else {
                try finish(app.type(text), into: &json)
            }
        case "key":
            guard let input = try request.string("input") else {
                throw DriverError("key needs \"input\"", column: request.value.column)
            }
            let flags = try modifierFlags(request)
            if request.value["element"] != nil {
                let view = try keyView(request)
                try finish(app.keyCommand(input, modifierFlags: flags, on: view), into: &json)
            } else {
                try finish(app.keyCommand(input, modifierFlags: flags), into: &json)
            }
        case "settle":
            let timeout = try request.number("timeout") ?? 10
            guard timeout.isFinite, timeout >= 0 else {
                throw DriverError("\"timeout\" is a finite, non-negative number of seconds", column: request.column(of: "timeout"))
            }
            let frames = app.settle(timeout: timeout)
            if let message = failures.messages.first { throw DriverError(message) }
            json.field("frames", Double(frames))
        case "screenshot":
            try screenshot(request, into: &json)
        case "audit":
            writeAudit(into: &json)
        case "record":
            try record(request, into: &json)
        case "replay":
            guard let path = try request.string("path") else {
                throw DriverError("replay needs \"path\"", column: request.value.column)
            }
            let recording = try readRecording(at: path)
            app.replay(recording)
            json.field("events", Double(recording.events.count))
            json.field("duration", recording.duration)
        default:
            throw DriverError(
                "unknown command \"\(request.command)\" (known: tree, tap, doubleTap, longPress, drag, swipe, type, key, settle, screenshot, audit, record, replay)",
                column: request.commandColumn)
        }
    }

    /// Where an action lands: a view, an accessibility element that is not a view (at its
    /// frame's centre, screen coordinates), or a point.
    private enum ActionTarget {
        case view(UIView)
        case element(UIResponder, CGPoint)
        case point(CGPoint)
    }

    /// Resolves the request's `element` or `point`, runs `action` on it and writes its
    /// receipt; an action not made is an error carrying the receipt.
    private func receipt(
        _ request: DriverRequest, into json: inout DriverJSONWriter,
        _ action: (ActionTarget) throws(DriverError) -> ActionReceipt
    ) throws(DriverError) {
        try finish(try action(target(of: request)), into: &json)
    }

    private func finish(_ receipt: ActionReceipt, into json: inout DriverJSONWriter) throws(DriverError) {
        guard receipt.wasPerformed else {
            throw DriverError(failures.messages.first ?? receipt.failure.map { "Cannot \(receipt.action): \($0.message)" } ?? "not performed")
        }
        json.key("receipt")
        receipt.write(to: &json)
    }

    private func target(of request: DriverRequest) throws(DriverError) -> ActionTarget {
        if let reference = try request.string("element") {
            guard let object = references.object(for: reference) else {
                throw DriverError(
                    "no element \"\(reference)\": it was never listed by tree, or its object is gone",
                    column: request.column(of: "element"))
            }
            if let item = object as? UIBarButtonItem {
                guard let button = button(showing: item) else {
                    throw DriverError(
                        "element \"\(reference)\" is a bar button item that no bar shows now", column: request.column(of: "element"))
                }
                return .view(button)
            }
            if let view = object as? UIView { return .view(view) }
            guard let responder = object as? UIResponder else {
                throw DriverError("element \"\(reference)\" is not a view or an accessibility element", column: request.column(of: "element"))
            }
            let frame = responder.accessibilityFrame
            return .element(responder, CGPoint(x: frame.midX, y: frame.midY))
        }
        if let point = try request.point("point") { return .point(point) }
        throw DriverError("\(request.command) needs \"element\" (a tree reference) or \"point\": [x, y]", column: request.value.column)
    }

    /// What a reference names: a bar button item's button is named by its item, which outlives
    /// the buttons a bar makes for it (a navigation bar makes them again after a push and a pop),
    /// so the reference stays the same.
    private func referenced(_ object: AnyObject) -> AnyObject {
        (object as? UIView)?.shownBarButtonItem ?? object
    }

    /// The visible button a bar shows for `item` now.
    private func button(showing item: UIBarButtonItem) -> UIView? {
        var stack: [UIView] = app.application.windows.filter { !$0.isHidden }
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha > 0 else { continue }
            if view.shownBarButtonItem === item { return view }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }

    private func keyView(_ request: DriverRequest) throws(DriverError) -> UIView {
        guard case .view(let view) = try target(of: request) else {
            throw DriverError("\(request.command) needs an element that is a view", column: request.column(of: "element"))
        }
        return view
    }

    private func swipeDirection(_ request: DriverRequest) throws(DriverError) -> UISwipeGestureRecognizer.Direction {
        switch try request.string("direction") {
        case "up": .up
        case "down": .down
        case "left": .left
        case "right": .right
        default:
            throw DriverError("swipe needs \"direction\": \"up\", \"down\", \"left\" or \"right\"", column: request.column(of: "direction"))
        }
    }

    private func modifierFlags(_ request: DriverRequest) throws(DriverError) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        for name in try request.strings("modifiers") ?? [] {
            switch name {
            case "command": flags.insert(.command)
            case "shift": flags.insert(.shift)
            case "control": flags.insert(.control)
            case "alternate", "option": flags.insert(.alternate)
            default:
                throw DriverError(
                    "unknown modifier \"\(name)\" (known: command, shift, control, alternate)", column: request.column(of: "modifiers"))
            }
        }
        return flags
    }

    // MARK: Tree, audit, screenshot, recordings

    /// Writes `"tree": [...]`: the elements of the visible windows, nested.
    func writeTree(into json: inout DriverJSONWriter) {
        app.runTurn()
        references.prune()
        json.key("tree")
        json.beginArray()
        for root in ElementNode.roots(of: app.application.windows) { write(root, into: &json) }
        json.endArray()
    }

    private func write(_ node: ElementNode, into json: inout DriverJSONWriter) {
        let subject = node.subject
        json.beginObject()
        json.field("ref", references.reference(for: referenced(subject.object)))
        json.field("type", node.type.rawValue)
        if let label = subject.label, !label.isEmpty { json.field("label", label) }
        if let identifier = subject.identifier, !identifier.isEmpty { json.field("identifier", identifier) }
        if let value = subject.value, !value.isEmpty { json.field("value", value) }
        json.rect("frame", node.frame)
        if !subject.isEnabled { json.field("enabled", false) }
        if subject.isSelected { json.field("selected", true) }
        if !node.children.isEmpty {
            json.key("children")
            json.beginArray()
            for child in node.children { write(child, into: &json) }
            json.endArray()
        }
        json.endObject()
    }

    private func writeAudit(into json: inout DriverJSONWriter) {
        let issues = app.auditAccessibility(for: app.afterActionAuditTypes)
        json.key("issues")
        json.beginArray()
        for issue in issues {
            json.beginObject()
            json.field("ref", references.reference(for: referenced(issue.element)))
            json.field("type", "\(issue.auditType)")
            json.field("element", issue.elementDescription)
            json.rect("frame", issue.frame)
            json.field("reason", issue.detailedDescription)
            json.endObject()
        }
        json.endArray()
    }

    private func screenshot(_ request: DriverRequest, into json: inout DriverJSONWriter) throws(DriverError) {
        let image: CGImage
        if let windowImage {
            app.runTurn()
            guard let shown = windowImage() else { throw DriverError("cannot read the live window's pixels") }
            image = shown
        } else {
            image = app.render()
        }
        guard let png = image.pngData() else { throw DriverError("cannot encode the screenshot as PNG") }
        if let path = try request.string("path") {
            do {
                try png.write(to: URL(fileURLWithPath: path))
            } catch {
                throw DriverError("cannot write the screenshot to \(path): \(error.localizedDescription)")
            }
            json.field("path", path)
        } else {
            json.field("base64", png.base64EncodedString())
        }
        json.field("width", Double(image.width))
        json.field("height", Double(image.height))
        json.field("bytes", Double(png.count))
    }

    private func record(_ request: DriverRequest, into json: inout DriverJSONWriter) throws(DriverError) {
        switch try request.string("action") {
        case "start":
            app.startRecording()
            json.field("recording", true)
        case "stop":
            guard let recording = app.stopRecording() else {
                throw DriverError("record stop: no recording was started")
            }
            json.field("events", Double(recording.events.count))
            if let path = try request.string("path") {
                do {
                    try recording.jsonLines().write(toFile: path, atomically: true, encoding: .utf8)
                } catch {
                    throw DriverError("cannot write the recording to \(path): \(error.localizedDescription)")
                }
                json.field("path", path)
            } else {
                json.field("recording", recording.jsonLines())
            }
        default:
            throw DriverError("record needs \"action\": \"start\" or \"stop\"", column: request.column(of: "action"))
        }
    }

    private func readRecording(at path: String) throws(DriverError) -> InputRecording {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw DriverError("cannot read the recording \(path): \(error.localizedDescription)")
        }
        do {
            return try InputRecording(jsonLines: text)
        } catch {
            throw DriverError("the recording \(path) is malformed: \(error)")
        }
    }
}

/// Collects the failures the test kit reports while the driver answers a request.
@MainActor
final class DriverFailureLog {
    var messages: [String] = []

    var reporter: TestFailureReporter {
        TestFailureReporter { [weak self] failure in self?.messages.append(failure.message) }
    }
}
