import Foundation
import Testing
@testable import PortKit

/// docs/PORTING.md shows each rewrite as an iOS block (```swift ios) and the ported block after
/// it (```swift, compiled by the library's DocTests). The command must produce exactly that.
@Suite("Porting guide")
struct PortingGuideTests {
    /// The guide's (iOS, ported) block pairs, in order.
    static func pairs() throws -> [(ios: String, ported: String)] {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/PORTING.md"), encoding: .utf8)
        var blocks: [(language: String, body: String)] = []
        var current: (language: String, lines: [String])?
        for line in text.components(separatedBy: "\n") {
            if let open = current {
                if line.hasPrefix("```") {
                    blocks.append((open.language, open.lines.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    current?.lines.append(line)
                }
            } else if line.hasPrefix("```") {
                current = (String(line.dropFirst(3)), [])
            }
        }
        var pairs: [(String, String)] = []
        for (index, block) in blocks.enumerated() where block.language == "swift ios" {
            guard index + 1 < blocks.count, blocks[index + 1].language == "swift" else { continue }
            pairs.append((block.body, blocks[index + 1].body))
        }
        return pairs
    }

    @Test("Every iOS block of the guide ports to the block shown after it, with nothing left over")
    func guideBlocks() throws {
        let pairs = try Self.pairs()
        #expect(pairs.count >= 6)
        let files = pairs.enumerated().map { (path: "Block\($0.offset).swift", text: $0.element.ios) }
        let results = Porter().port(files)
        for (result, pair) in zip(results, pairs) {
            #expect(result.ported == pair.ported, "\(result.path)")
            #expect(result.unportable.isEmpty, "\(result.unportable)")
        }
    }
}
