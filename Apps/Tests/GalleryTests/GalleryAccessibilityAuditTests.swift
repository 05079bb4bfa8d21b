import Foundation
import Testing

/// `gallery --audit` audits every screen of the gallery headless, light and dark, with the
/// test kit's accessibility audit (every category): the gallery has no findings.
@Suite("Gallery accessibility audit")
struct GalleryAccessibilityAuditTests {
    @Test("Every gallery screen passes every accessibility audit category, in light and dark")
    func auditEveryScreen() throws {
        let run = try GalleryHeadlessTests.runGallery(["--audit"])
        let lines = run.stdout.split(separator: "\n").filter { $0.hasPrefix("gallery audit: ") && $0.hasSuffix(" issues") }
        // Nine screens, light and dark.
        #expect(lines.count == 2 * 9, "\(run.stdout)\n\(run.stderr)")
        for line in lines {
            #expect(line.hasSuffix(": 0 issues"), "\(line)\n\(run.stdout)")
        }
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
    }
}
