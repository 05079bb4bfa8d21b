import Testing
@testable import OpenUIKit

/// The text engine's check, when it starts, that the system font is installed: a missing Inter
/// is said once on standard error, naming the package to install, rather than text silently
/// drawn in another family.
@Suite("System font check")
struct SystemFontCheckTests {
    @Test("Nothing is said when Inter is among the installed families, whatever its case")
    func installed() {
        #expect(PangoTextEngine.missingSystemFontMessage(families: ["DejaVu Sans", "Inter"], substitute: "Inter") == nil)
        #expect(PangoTextEngine.missingSystemFontMessage(families: ["inter"], substitute: "Inter") == nil)
    }

    @Test("A missing Inter is reported with the family drawn instead, the Debian package and the Homebrew cask")
    func missing() throws {
        let message = try #require(
            PangoTextEngine.missingSystemFontMessage(families: ["DejaVu Sans", "DejaVu Serif"], substitute: "DejaVu Serif"))
        #expect(message.hasPrefix("The system font Inter is not installed"))
        #expect(message.contains("drawn in DejaVu Serif (fontconfig's choice)"))
        #expect(message.contains("apt-get install fonts-inter"))
        #expect(message.contains("brew install --cask font-inter"))
    }

    @Test("Without a substitute the message names fontconfig's default")
    func noSubstitute() throws {
        let message = try #require(PangoTextEngine.missingSystemFontMessage(families: [], substitute: nil))
        #expect(message.contains("drawn in fontconfig's default family"))
    }
}
