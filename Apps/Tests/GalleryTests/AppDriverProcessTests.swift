import Foundation
import Testing

/// The sample apps driven as a tool drives them: started as `@main` starts them, with
/// `OPENUIKIT_DRIVER=stdio` and no display, answering one request line at a time. Nothing in
/// the apps knows about the driver; they only link the test kit.
@Suite("App driver process")
struct AppDriverProcessTests {
    private static let headless = ["OPENUIKIT_DRIVER": "stdio", "OPENUIKIT_HEADLESS": "1"]

    /// The cell whose own label, or a label inside it, is `label`.
    private static func cell(_ label: String, in tree: Any?) -> [String: Any]? {
        DriverProcess.element(in: tree) { element in
            element["type"] as? String == "cell"
                && DriverProcess.element(in: [element]) { ($0["label"] as? String) == label } != nil
        }
    }

    private static func labelled(_ label: String, type: String, in tree: Any?) -> [String: Any]? {
        DriverProcess.element(in: tree) { $0["type"] as? String == type && $0["label"] as? String == label }
    }

    @Test("The notes app: tree, a row tapped by reference, the + button, typing, settle, a screenshot, a malformed line, each answer checked")
    func notesSession() throws {
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("notes-driver-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let notes = try DriverProcess.start(DriverProcess.builtPath("notes-app"), environment: Self.headless)

        // The list: the + button ("New Note") and the rows, each with a reference.
        let first = try notes.send(#"{"id": 1, "command": "tree"}"#)
        #expect(first["ok"] as? Bool == true, "\(first)")
        #expect(first["id"] as? Int == 1)
        let add = try #require(Self.labelled("New Note", type: "button", in: first["tree"]), "no New Note button in \(first)")
        let addReference = try #require(add["ref"] as? String)
        let groceries = try #require(Self.cell("Groceries", in: first["tree"]), "no Groceries row")
        let groceriesReference = try #require(groceries["ref"] as? String)
        #expect(addReference.hasPrefix("e") && groceriesReference.hasPrefix("e") && addReference != groceriesReference)

        // The row, tapped by its reference, pushes the note; settling finishes the push.
        let tapRow = try notes.send(#"{"id": 2, "command": "tap", "element": "\#(groceriesReference)"}"#)
        #expect(tapRow["ok"] as? Bool == true, "\(tapRow)")
        let rowReceipt = try #require(tapRow["receipt"] as? [String: Any])
        #expect(rowReceipt["performed"] as? Bool == true)
        #expect(rowReceipt["action"] as? String == "tap")
        #expect((rowReceipt["viewHit"] as? String)?.isEmpty == false)
        let settleRow = try notes.send(#"{"id": 3, "command": "settle"}"#)
        #expect(settleRow["ok"] as? Bool == true, "\(settleRow)")
        #expect((settleRow["frames"] as? Int ?? 0) > 0, "the push took no frames: \(settleRow)")
        let detail = try notes.send(#"{"id": 4, "command": "tree"}"#)
        let body = try #require(
            DriverProcess.element(in: detail["tree"]) { $0["identifier"] as? String == "NoteBody" }, "no note body in \(detail)")
        #expect((body["value"] as? String)?.contains("Groceries") == true, "body: \(body)")
        let back = try #require(Self.labelled("Notes", type: "button", in: detail["tree"]), "no back button")

        // Back to the list: the + button keeps its reference.
        let tapBack = try notes.send(#"{"id": 5, "command": "tap", "element": "\#(back["ref"] as? String ?? "")"}"#)
        #expect(tapBack["ok"] as? Bool == true, "\(tapBack)")
        #expect(try notes.send(#"{"id": 6, "command": "settle"}"#)["ok"] as? Bool == true)
        let list = try notes.send(#"{"id": 7, "command": "tree"}"#)
        #expect(Self.labelled("New Note", type: "button", in: list["tree"])?["ref"] as? String == addReference)

        // + adds a note and pushes it with the text view focused; typing writes its body, which
        // becomes the navigation bar's title.
        let tapAdd = try notes.send(#"{"id": 8, "command": "tap", "element": "\#(addReference)"}"#)
        #expect(tapAdd["ok"] as? Bool == true, "\(tapAdd)")
        let addReceipt = try #require(tapAdd["receipt"] as? [String: Any])
        #expect(addReceipt["performed"] as? Bool == true)
        // The bar button's touch-up ran its action (the item's, which adds the note).
        let events = (addReceipt["controlEvents"] as? [[String: Any]] ?? []).compactMap { $0["event"] as? String }
        #expect(events.contains("touchUpInside"), "control events: \(events)")
        #expect((addReceipt["actions"] as? [[String: Any]] ?? []).contains { $0["performed"] as? Bool == true }, "\(addReceipt)")
        #expect(try notes.send(#"{"id": 9, "command": "settle"}"#)["ok"] as? Bool == true)
        let typed = try notes.send(#"{"id": 10, "command": "type", "text": "Driven note"}"#)
        #expect(typed["ok"] as? Bool == true, "\(typed)")
        #expect((typed["receipt"] as? [String: Any])?["action"] as? String == "type")
        #expect(try notes.send(#"{"id": 11, "command": "settle"}"#)["ok"] as? Bool == true)
        let edited = try notes.send(#"{"id": 12, "command": "tree"}"#)
        let newBody = DriverProcess.element(in: edited["tree"]) { $0["identifier"] as? String == "NoteBody" }
        #expect(newBody?["value"] as? String == "Driven note", "body: \(String(describing: newBody))")
        #expect(DriverProcess.element(in: edited["tree"]) { $0["type"] as? String == "navigationBar" && DriverProcess.element(in: [$0]) { $0["label"] as? String == "Driven note" } != nil } != nil,
            "the navigation bar does not show the note's title: \(edited)")

        // A screenshot of the screen: a PNG of the screen's pixel size.
        let screenshot = try notes.send(#"{"id": 13, "command": "screenshot", "path": "\#(shot)"}"#)
        #expect(screenshot["ok"] as? Bool == true, "\(screenshot)")
        let png = try Data(contentsOf: URL(fileURLWithPath: shot))
        let size = try #require(DriverProcess.pngSize(png), "not a PNG")
        #expect(size.width == screenshot["width"] as? Int && size.height == screenshot["height"] as? Int)
        let window = try #require((edited["tree"] as? [[String: Any]])?.first?["frame"] as? [Double])
        #expect(size.width > 0 && Double(size.height) / Double(size.width) == window[3] / window[2], "PNG \(size), window \(window)")
        #expect(screenshot["bytes"] as? Int == png.count)

        // A malformed line is refused with its line and column; the session goes on.
        let malformed = try notes.send(#"{"id": 14, "command": "tap", "point": [1, }"#)
        #expect(malformed["ok"] as? Bool == false)
        #expect(malformed["line"] as? Int == 14 && malformed["column"] as? Int == 43, "\(malformed)")
        let unknown = try notes.send(#"{"id": 15, "command": "tap", "element": "e99999"}"#)
        #expect(unknown["ok"] as? Bool == false && (unknown["error"] as? String)?.contains("e99999") == true)

        // Back in the list, the new note is a row.
        let backAgain = DriverProcess.element(in: edited["tree"]) { $0["type"] as? String == "button" && $0["label"] as? String == "Notes" }
        #expect(try notes.send(#"{"id": 16, "command": "tap", "element": "\#(backAgain?["ref"] as? String ?? "")"}"#)["ok"] as? Bool == true)
        #expect(try notes.send(#"{"id": 17, "command": "settle"}"#)["ok"] as? Bool == true)
        let final = try notes.send(#"{"id": 18, "command": "tree"}"#)
        #expect(Self.cell("Driven note", in: final["tree"]) != nil, "no Driven note row: \(final)")

        // The end of the requests ends the app, which terminates normally.
        #expect(notes.finish() == 0, "stderr: \(notes.errors)")
    }

    @Test("The tasks app answers a tree and a settle with OPENUIKIT_DRIVER=stdio")
    func tasksTree() throws {
        let tasks = try DriverProcess.start(DriverProcess.builtPath("tasks-app"), environment: Self.headless)
        let tree = try tasks.send(#"{"command": "tree"}"#)
        #expect(tree["ok"] as? Bool == true, "\(tree)")
        #expect(DriverProcess.element(in: tree["tree"]) { $0["type"] as? String == "tabBar" } != nil, "no tab bar: \(tree)")
        #expect(try tasks.send(#"{"command": "settle"}"#)["ok"] as? Bool == true)
        #expect(tasks.finish() == 0, "stderr: \(tasks.errors)")
    }

    @Test("An unknown OPENUIKIT_DRIVER transport stops the app, naming the known one")
    func unknownTransport() throws {
        let notes = try DriverProcess.start(
            DriverProcess.builtPath("notes-app"), environment: ["OPENUIKIT_DRIVER": "tcp", "OPENUIKIT_HEADLESS": "1"])
        let status = notes.finish()
        #expect(status != nil && status != 0)
        #expect(notes.errors.contains("OPENUIKIT_DRIVER=tcp: unknown transport (known: stdio)"), "stderr: \(notes.errors)")
    }
}
