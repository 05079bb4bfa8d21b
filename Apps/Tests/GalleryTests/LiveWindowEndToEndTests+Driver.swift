import Foundation
import OpenUIKit
import Testing

/// `gallery --driver --window` under a virtual X server: the scripted session a tool sends,
/// answered from the live window's frame loop. The same script sent to `gallery --driver`
/// (headless) gives the same answers and the same screenshot pixels, and the X server's own
/// screenshot of the window shows them. Part of the serialized live-window suite.
extension LiveWindowEndToEndTests {
    /// The controls screen's button and text field (window points, below the 44-point tabs),
    /// and a pixel inside the button.
    private static let driverButtonPoint = (x: 100.0, y: 44.0 + 42)
    private static let driverFieldPoint = (x: 100.0, y: 44.0 + 203)
    private static let driverButtonPixel = (x: 30, y: 44 + 30)

    /// The innermost element of `type` whose frame holds `point`.
    private static func element(_ type: String, at point: (x: Double, y: Double), in tree: Any?) -> String? {
        var found: String?
        var stack = (tree as? [[String: Any]]) ?? []
        while let element = stack.popLast() {
            if let frame = element["frame"] as? [Double], frame.count == 4,
                point.x >= frame[0], point.x < frame[0] + frame[2], point.y >= frame[1], point.y < frame[1] + frame[3]
            {
                if element["type"] as? String == type { found = element["ref"] as? String }
                stack.append(contentsOf: element["children"] as? [[String: Any]] ?? [])
            }
        }
        return found
    }

    /// Sends the script to `gallery`, writing the screenshot to `shot`; the responses in order.
    private static func runScript(_ gallery: DriverProcess, shot: String) throws -> [[String: Any]] {
        var responses: [[String: Any]] = []
        let tree = try gallery.send(#"{"id": 1, "command": "tree"}"#, timeout: 120)
        responses.append(tree)
        let button = try #require(element("button", at: driverButtonPoint, in: tree["tree"]), "no button in \(tree)")
        let field = try #require(element("textField", at: driverFieldPoint, in: tree["tree"]), "no text field in \(tree)")
        for line in [
            #"{"id": 2, "command": "tap", "element": "\#(button)"}"#,
            #"{"id": 3, "command": "settle"}"#,
            #"{"id": 4, "command": "type", "element": "\#(field)", "text": "q"}"#,
            #"{"id": 5, "command": "settle"}"#,
            #"{"id": 6, "command": "screenshot", "path": "\#(shot)"}"#,
            #"{"id": 7, "command": "tap", "point": [1, }"#,
            #"{"id": 8, "command": "audit"}"#,
            #"{"id": 9, "command": "tree"}"#,
        ] {
            responses.append(try gallery.send(line))
        }
        return responses
    }

    /// A PNG's pixels (premultiplied RGBA) and width.
    private static func pixels(ofPNG path: String) throws -> (bytes: [UInt8], width: Int) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let image = try #require(UIImage(data: data)?.cgImage, "\(path) is not an image")
        return (Array(try #require(image.dataProvider?.data)), image.width)
    }

    @Test("The driver in the live window: the scripted session's answers and screenshot equal the headless run's, and the window shows them")
    func driverInLiveWindow() throws {
        if let missing = XvfbSession.missingTools {
            try Test.cancel("Skipped: the live-window test needs \(missing) (run make test-window to install them)")
        }
        let headlessShot = FileManager.default.temporaryDirectory.appendingPathComponent("driver-headless-\(UUID()).png").path
        let liveShot = FileManager.default.temporaryDirectory.appendingPathComponent("driver-live-\(UUID()).png").path
        let stateFile = FileManager.default.temporaryDirectory.appendingPathComponent("driver-state-\(UUID()).txt").path
        defer { for file in [headlessShot, liveShot, stateFile] { try? FileManager.default.removeItem(atPath: file) } }

        let headless = try DriverProcess.start(GalleryHeadlessTests.galleryPath, arguments: ["--driver", "--screen", "controls"])
        _ = try Self.runScript(headless, shot: headlessShot)
        #expect(headless.finish() == 0, "stderr: \(headless.errors)")

        let x = try XvfbSession()
        let live = try DriverProcess.start(
            GalleryHeadlessTests.galleryPath,
            arguments: ["--driver", "--window", "--screen", "controls", "--state-file", stateFile],
            environment: ["DISPLAY": x.display, "SDL_VIDEODRIVER": "x11", "SDL_RENDER_DRIVER": "software"])
        let answered = try Self.runScript(live, shot: liveShot)
        let state = (try? String(contentsOfFile: stateFile, encoding: .utf8)) ?? ""
        #expect(state.contains("window open"), "the live window did not open: \(state) \(live.errors)")
        #expect(state.contains("button tapped 1") && state.contains("text \"q\""), "state: \(state)")

        // Every answer but the screenshot's path is the headless one, to the byte.
        #expect(answered.map { $0["ok"] as? Bool } == [true, true, true, true, true, true, false, true, true])
        #expect(live.responseLines.count == 9 && headless.responseLines.count == 9)
        for (index, (live, headless)) in zip(live.responseLines, headless.responseLines).enumerated() where index != 5 {
            #expect(live == headless, "answer \(index + 1) differs:\nlive     \(live)\nheadless \(headless)")
        }
        let receipt = try #require(answered[1]["receipt"] as? [String: Any])
        #expect(receipt["performed"] as? Bool == true)
        #expect(answered[2]["frames"] is Int)
        #expect(answered[6]["line"] as? Int == 7 && answered[6]["column"] as? Int == 42)
        #expect(answered[5]["width"] as? Int == 400 && answered[5]["height"] as? Int == 640)

        // The window's screenshot has the headless render's pixels.
        let livePixels = try Self.pixels(ofPNG: liveShot)
        let headlessPixels = try Self.pixels(ofPNG: headlessShot)
        #expect(livePixels.width == headlessPixels.width)
        let differing = zip(livePixels.bytes, headlessPixels.bytes).filter { $0 != $1 }.count
        #expect(livePixels.bytes.count == headlessPixels.bytes.count && differing == 0, "\(differing) bytes differ")

        // The X server sees the same pixels in the window: the tapped button is orange.
        var window = ""
        #expect(XvfbSession.poll(timeout: 10) {
            window = (try? x.run("xdotool", ["search", "--name", "OpenUIKit Gallery"]))?.split(separator: "\n").first.map(String.init) ?? ""
            return !window.isEmpty
        }, "no gallery window")
        let shown = (try? x.pixel(ofWindow: window, x: Self.driverButtonPixel.x, y: Self.driverButtonPixel.y)) ?? []
        let offset = (Self.driverButtonPixel.y * livePixels.width + Self.driverButtonPixel.x) * 4
        let shot = Array(livePixels.bytes[offset..<offset + 3]).map(Int.init)
        #expect(shown == shot, "the window shows \(shown), the screenshot \(shot)")
        #expect(shown.count == 3 && shown[0] > 150 && shown[2] < 60, "the button is not orange: \(shown)")

        // The end of the requests closes the window; the application is told it terminates.
        #expect(live.finish() == 0, "stderr: \(live.errors)")
        #expect(((try? String(contentsOfFile: stateFile, encoding: .utf8)) ?? "").contains("will terminate"))
    }

    @Test("The notes app (@main) driven in its live window with OPENUIKIT_DRIVER=stdio: + by reference, typing, settle, a screenshot of the window")
    func notesAppDrivenLive() throws {
        if let missing = XvfbSession.missingTools {
            try Test.cancel("Skipped: the live-window test needs \(missing) (run make test-window to install them)")
        }
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("notes-live-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let x = try XvfbSession(width: 1000, height: 1000)
        let notes = try DriverProcess.start(
            DriverProcess.builtPath("notes-app"),
            environment: ["OPENUIKIT_DRIVER": "stdio", "DISPLAY": x.display, "SDL_VIDEODRIVER": "x11", "SDL_RENDER_DRIVER": "software"])
        let tree = try notes.send(#"{"command": "tree"}"#, timeout: 120)
        let add = try #require(
            DriverProcess.element(in: tree["tree"]) { $0["type"] as? String == "button" && $0["label"] as? String == "New Note" },
            "no New Note button: \(tree) \(notes.errors)")
        let tap = try notes.send(#"{"command": "tap", "element": "\#(add["ref"] as? String ?? "")"}"#)
        #expect((tap["receipt"] as? [String: Any])?["performed"] as? Bool == true, "\(tap)")
        #expect((try notes.send(#"{"command": "settle"}"#)["frames"] as? Int ?? 0) > 0, "the push took no frames")
        #expect(try notes.send(#"{"command": "type", "text": "Live note"}"#)["ok"] as? Bool == true)
        let edited = try notes.send(#"{"command": "tree"}"#)
        let body = DriverProcess.element(in: edited["tree"]) { $0["identifier"] as? String == "NoteBody" }
        #expect(body?["value"] as? String == "Live note", "body: \(String(describing: body))")
        let screenshot = try notes.send(#"{"command": "screenshot", "path": "\#(shot)"}"#)
        let size = DriverProcess.pngSize(try Data(contentsOf: URL(fileURLWithPath: shot)))
        #expect(size?.width == 390 && size?.height == 844, "\(screenshot)")
        // The window is there while the requests go on; their end closes it and ends the app.
        #expect((try? x.run("xdotool", ["search", "--name", "notes-app"]))?.isEmpty == false, "no notes-app window")
        #expect(notes.finish() == 0, "stderr: \(notes.errors)")
    }
}
