import OpenUIKit
import OpenUIKitTesting
import Testing

// This file imports only what the README's example imports (and Testing), so the example
// compiles here exactly as a reader's file would.

/// The README's code block, verbatim, as a test; a second test checks that the README and this
/// copy have not drifted apart.
@MainActor @Suite struct ReadmeExampleTests {
    @Test("The README's example compiles and runs")
    func readmeExample() {
        // README example begins
        final class Counter: UIView {
            var taps = 0
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { taps += 1 }
        }
        let app = HeadlessApp()                      // an application on a virtual clock
        let counter = Counter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        app.makeWindow(rootViewController: UIViewController()).rootViewController!.view.addSubview(counter)
        app.tap(at: CGPoint(x: 50, y: 50))           // travels UIApplication.sendEvent → UIWindow.sendEvent
        assert(counter.taps == 1)
        // README example ends
        #expect(counter.taps == 1)
    }

    @Test("The README's code block is the one this file runs")
    func readmeMatches() throws {
        let testFile = URL(fileURLWithPath: #filePath)
        let repository = testFile.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: testFile, encoding: .utf8)
        // The README's Swift block: its imports, then the body.
        let block = readme.components(separatedBy: "```swift\n")[1].components(separatedBy: "```")[0]
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let imports = lines.prefix { $0.hasPrefix("import ") }
        let body = lines.drop { $0.hasPrefix("import ") || $0.isEmpty }.filter { !$0.isEmpty }
        // This file's imports and the lines between the markers, without their indentation.
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let ourImports = sourceLines.prefix { $0.hasPrefix("import ") }.filter { $0 != "import Testing" }
        let start = sourceLines.firstIndex { $0.hasSuffix("// README example " + "begins") }!
        let end = sourceLines.firstIndex { $0.hasSuffix("// README example " + "ends") }!
        let ours = sourceLines[(start + 1)..<end].map { String($0.dropFirst(8)) }
        #expect(Array(imports) == ourImports)
        #expect(Array(body) == ours)
    }
}
