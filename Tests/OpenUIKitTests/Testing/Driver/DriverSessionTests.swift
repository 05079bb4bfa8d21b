import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The driver's protocol engine, in-process: JSON Lines in, JSON Lines out.
@MainActor @Suite struct DriverSessionTests {
    /// A 400 × 400 screen: a Save button, a Name text field and a switch, plus the session.
    private func makeSession() -> (HeadlessApp, DriverSession, UIView, UIButton) {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 400))
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let root = controller.view!
        root.backgroundColor = .systemBackground
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.accessibilityIdentifier = "save"
        button.frame = CGRect(x: 20, y: 60, width: 120, height: 44)
        let field = UITextField(frame: CGRect(x: 20, y: 120, width: 300, height: 44))
        field.accessibilityIdentifier = "name"
        field.accessibilityLabel = "Name"
        let toggle = UISwitch(frame: CGRect(x: 20, y: 180, width: 51, height: 31))
        toggle.accessibilityIdentifier = "toggle"
        toggle.accessibilityLabel = "Notify"
        root.addSubview(button)
        root.addSubview(field)
        root.addSubview(toggle)
        app.runTurn()
        return (app, DriverSession(app: app), root, button)
    }

    /// The response to `line`, parsed.
    private func ask(_ session: DriverSession, _ line: String) throws -> [String: Any] {
        let response = session.respond(to: line)
        #expect(!response.contains("\n"))
        let object = try JSONSerialization.jsonObject(with: Data(response.utf8))
        return try #require(object as? [String: Any])
    }

    /// Every element of a `tree` response, flattened.
    private func elements(_ response: [String: Any]) -> [[String: Any]] {
        var found: [[String: Any]] = []
        var stack = (response["tree"] as? [[String: Any]] ?? []).reversed() as [[String: Any]]
        while let element = stack.popLast() {
            found.append(element)
            stack.append(contentsOf: (element["children"] as? [[String: Any]] ?? []).reversed())
        }
        return found
    }

    private func reference(_ identifier: String, in response: [String: Any]) -> String? {
        elements(response).first { $0["identifier"] as? String == identifier }?["ref"] as? String
    }

    @Test("tree lists the elements with references that survive unrelated changes")
    func stableReferences() throws {
        let (_, session, root, button) = makeSession()
        let first = try ask(session, #"{"id": 1, "command": "tree"}"#)
        #expect(first["ok"] as? Bool == true)
        #expect(first["id"] as? Int == 1)
        let save = try #require(reference("save", in: first))
        let name = try #require(reference("name", in: first))
        let saveElement = try #require(elements(first).first { $0["ref"] as? String == save })
        #expect(saveElement["label"] as? String == "Save")
        #expect(saveElement["type"] as? String == "button")
        #expect(saveElement["frame"] as? [Double] == [20, 60, 120, 44])
        // Unrelated changes: a new label above everything, the button retitled and moved.
        let banner = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 40))
        banner.text = "Banner"
        root.insertSubview(banner, at: 0)
        button.setTitle("Store", for: .normal)
        button.frame.origin.y = 250
        let second = try ask(session, #"{"command": "tree"}"#)
        #expect(reference("save", in: second) == save)
        #expect(reference("name", in: second) == name)
        #expect(elements(second).count == elements(first).count + 1)
    }

    @Test("tap on a reference answers with the receipt; a refused tap answers with the reason")
    func tapReference() throws {
        let (_, session, _, button) = makeSession()
        let tree = try ask(session, #"{"command": "tree"}"#)
        let save = try #require(reference("save", in: tree))
        let answer = try ask(session, #"{"id": "a", "command": "tap", "element": "\#(save)"}"#)
        #expect(answer["ok"] as? Bool == true)
        #expect(answer["id"] as? String == "a")
        let receipt = try #require(answer["receipt"] as? [String: Any])
        #expect(receipt["action"] as? String == "tap")
        #expect(receipt["viewHit"] as? String == "save")
        #expect((receipt["controlEvents"] as? [[String: Any]])?.map { $0["event"] as? String } == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        button.isHidden = true
        let refused = try ask(session, #"{"command": "tap", "element": "\#(save)"}"#)
        #expect(refused["ok"] as? Bool == false)
        #expect(refused["error"] as? String == "Cannot tap UIButton 'save': it is hidden")
    }

    @Test("Malformed lines are refused with their line and column; the session goes on")
    func malformed() {
        let (_, session, _, _) = makeSession()
        let lines = [
            #"{"command": "tap", "point": [10, }"#,
            #"{"command": 5}"#,
            #"{"command": "fly"}"#,
            #"["tree"]"#,
            #"{"command": "tap", "point": [10]}"#,
            #"{"command": "tap", "element": "e999"}"#,
        ]
        let answers = lines.map { session.respond(to: $0) }
        #expect(answers[0] == #"{"ok":false,"error":"line 1, column 34: expected a value","line":1,"column":34}"# || answers[0].contains(#""line":1,"column":34"#))
        #expect(answers[1].contains(#""error":"line 2, column 13: \"command\" is a string, not a number""#))
        #expect(answers[2].contains("line 3, column 13: unknown command \\\"fly\\\""))
        #expect(answers[3].contains("line 4, column 1: a request is a JSON object, not an array"))
        #expect(answers[4].contains("line 5, column 29: \\\"point\\\" is [x, y], two numbers"))
        #expect(answers[5].contains("line 6, column 31: no element \\\"e999\\\""))
        #expect(session.respond(to: #"{"command": "settle"}"#) == #"{"ok":true,"command":"settle","frames":0}"#)
    }

    @Test("A scripted session: type, key, settle, screenshot and audit each answer")
    func scriptedSession() throws {
        let (app, session, _, _) = makeSession()
        let tree = try ask(session, #"{"command": "tree"}"#)
        let name = try #require(reference("name", in: tree))
        let typed = try ask(session, #"{"command": "type", "element": "\#(name)", "text": "Ada"}"#)
        #expect(typed["ok"] as? Bool == true)
        let field = try #require(app.view(withIdentifier: "name") as? UITextField)
        #expect(field.text == "Ada")
        let receipt = try #require(typed["receipt"] as? [String: Any])
        #expect((receipt["firstResponder"] as? [String: Any])?["to"] as? String == "name")
        let key = try ask(session, #"{"command": "key", "input": "a", "modifiers": ["command"]}"#)
        #expect(key["ok"] as? Bool == true)
        let settled = try ask(session, #"{"command": "settle"}"#)
        #expect(settled["frames"] is Int)
        let shot = try ask(session, #"{"command": "screenshot"}"#)
        let base64 = try #require(shot["base64"] as? String)
        let png = try #require(Data(base64Encoded: base64))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(png.count == shot["bytes"] as? Int)
        let audit = try ask(session, #"{"command": "audit"}"#)
        #expect(audit["ok"] as? Bool == true)
        #expect(audit["issues"] is [Any])
    }

    @Test("A session recorded through the driver and replayed through it gives the same trace and pixels")
    func replay() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("driver-replay-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The original session.
        let (original, driver, _, _) = makeSession()
        original.trace.isEnabled = true
        let tree = try ask(driver, #"{"command": "tree"}"#)
        let toggle = try #require(reference("toggle", in: tree))
        _ = try ask(driver, #"{"command": "record", "action": "start"}"#)
        _ = try ask(driver, #"{"command": "tap", "element": "\#(toggle)"}"#)
        _ = try ask(driver, #"{"command": "drag", "point": [200, 300], "by": [0, -80]}"#)
        _ = try ask(driver, #"{"command": "tap", "point": [80, 82]}"#)
        let stopped = try ask(driver, #"{"command": "record", "action": "stop", "path": "\#(folder.path)"}"#)
        #expect(stopped["events"] as? Int == 16)
        original.settle()
        let originalPixels = original.renderPNG()

        // Two replays: through the driver, and straight into a headless app.
        let (viaDriver, replayer, _, _) = makeSession()
        viaDriver.trace.isEnabled = true
        let replayed = try ask(replayer, #"{"command": "replay", "path": "\#(folder.path)"}"#)
        #expect(replayed["ok"] as? Bool == true)
        viaDriver.settle()
        let (direct, _, _, _) = makeSession()
        direct.trace.isEnabled = true
        direct.replay(try InputRecording(jsonLines: String(contentsOf: folder, encoding: .utf8)))
        direct.settle()

        #expect(viaDriver.trace.lines() == direct.trace.lines())
        #expect(viaDriver.renderPNG() == direct.renderPNG())
        #expect(viaDriver.renderPNG() == originalPixels)
        let stages: Set<EventTrace.Stage> = [.input, .hitTest, .gesture, .control, .action, .firstResponder]
        #expect(viaDriver.trace.lines(stages) == original.trace.lines(stages))
        #expect((viaDriver.view(withIdentifier: "toggle") as? UISwitch)?.isOn == true)
    }

    @Test("UIApplicationMain's launcher finds the test kit's driver by its type name when the test kit is linked")
    func driverHostIsFound() {
        #expect(ApplicationLauncher.linkedDriverHost() == DriverLaunchHost.self)
    }

    @Test("An application made elsewhere on a virtual clock is driven: tree, tap, settle, and screenshot reading the window's pixels")
    func applicationMadeElsewhere() throws {
        let clock = VirtualClock()
        let application = UIApplication(clock: clock, screen: UIScreen(size: CGSize(width: 300, height: 200), scale: 2))
        application.makeCurrent()
        let controller = UIViewController()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.accessibilityIdentifier = "go"
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        controller.view.addSubview(button)
        let window = UIWindow(frame: application.screen.bounds, application: application)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        application.runLoop.runTurn()

        let app = HeadlessApp(application: application, clock: clock)
        #expect(app.window === window)
        let session = DriverSession(app: app)
        let tree = try ask(session, #"{"command": "tree"}"#)
        let go = try #require(reference("go", in: tree))
        let tap = try ask(session, #"{"command": "tap", "element": "\#(go)"}"#)
        #expect(tap["ok"] as? Bool == true && taps == 1)
        #expect(clock.now > 0, "the tap moved the application's own clock")

        // Headless: the windows rendered at the screen's scale.
        let rendered = try ask(session, #"{"command": "screenshot"}"#)
        #expect(rendered["width"] as? Int == 600 && rendered["height"] as? Int == 400)

        // A live window's pixels when the session is given them; a window that cannot be read fails.
        let shown = try #require(CGContext(
            data: nil, width: 7, height: 5, bitsPerComponent: 8, bytesPerRow: 28, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)?.makeImage())
        session.windowImage = { shown }
        let live = try ask(session, #"{"command": "screenshot"}"#)
        #expect(live["width"] as? Int == 7 && live["height"] as? Int == 5)
        let png = try #require(Data(base64Encoded: live["base64"] as? String ?? ""))
        #expect(UIImage(data: png)?.cgImage?.width == 7)
        session.windowImage = { nil }
        let unreadable = try ask(session, #"{"command": "screenshot"}"#)
        #expect(unreadable["ok"] as? Bool == false)
        #expect(unreadable["error"] as? String == "cannot read the live window's pixels")
        withExtendedLifetime(window) {}
    }

    @Test("Blank lines are counted but not answered, so a malformed line's number is its line in the input")
    func blankLines() throws {
        let (_, session, _, _) = makeSession()
        #expect(session.answer("   ") == nil)
        let refused = try #require(session.answer(#"{"command": 3}"#))
        #expect(refused.contains(#""line":2"#), "\(refused)")
    }
}
