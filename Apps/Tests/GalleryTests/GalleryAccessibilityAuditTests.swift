import Foundation
import Testing

/// `gallery --audit` audits every screen of the gallery headless, and the Modern tab's pages it
/// lists, light and dark, with the test kit's accessibility audit (every category): the
/// gallery has no findings.
@Suite("Gallery accessibility audit")
struct GalleryAccessibilityAuditTests {
    @Test("Every gallery screen passes every accessibility audit category, in light and dark")
    func auditEveryScreen() throws {
        let run = try GalleryHeadlessTests.runGallery(["--audit"])
        let lines = run.stdout.split(separator: "\n").filter { $0.hasPrefix("gallery audit: ") && $0.hasSuffix(" issues") }
        // Nine screens and the Modern tab's eight audited pages, light and dark.
        #expect(lines.count == 2 * 17, "\(run.stdout)\n\(run.stderr)")
        for page in ["menus", "buttons", "text-effects", "symbols", "dynamic-type", "indicators", "effects", "sharing"] {
            #expect(lines.contains("gallery audit: modern/\(page) (light): 0 issues"), "\(run.stdout)")
            #expect(lines.contains("gallery audit: modern/\(page) (dark): 0 issues"), "\(run.stdout)")
        }
        for line in lines {
            #expect(line.hasSuffix(": 0 issues"), "\(line)\n\(run.stdout)")
        }
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
    }
}
