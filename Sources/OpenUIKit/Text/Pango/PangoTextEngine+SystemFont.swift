internal import CPangoCairo
import Foundation

extension PangoTextEngine {
    /// What the engine says when the system font's family is not installed, or nil when it is:
    /// fontconfig would otherwise draw every system-font text in some other family (DejaVu on a
    /// bare Debian) without a word. `families` are the installed families; `substitute` is the
    /// family fontconfig picks instead.
    static func missingSystemFontMessage(families: [String], substitute: String?) -> String? {
        let wanted = UIFont.systemFamily
        guard !families.contains(where: { $0.caseInsensitiveCompare(wanted) == .orderedSame }) else { return nil }
        let instead = substitute.map { "\($0) (fontconfig's choice)" } ?? "fontconfig's default family"
        return "The system font \(wanted) is not installed: text set in the system font is drawn in \(instead), "
            + "so sizes and line breaks differ from a machine that has it. Install it: "
            + "apt-get install fonts-inter (Debian/Ubuntu) or brew install --cask font-inter (macOS)."
    }

    /// Writes ``missingSystemFontMessage(families:substitute:)`` to standard error when the system
    /// font is missing. The engine runs this once, when it starts.
    func reportMissingSystemFont() {
        guard let message = Self.missingSystemFontMessage(families: familyNames(), substitute: substituteFamily())
        else { return }
        FileHandle.standardError.write(Data(("[OpenUIKit] " + message + "\n").utf8))
    }

    /// The family fontconfig loads for the system font's family.
    private func substituteFamily() -> String? {
        lock.withLock {
            guard let description = pango_font_description_from_string(UIFont.systemFamily + " 17") else { return nil }
            defer { pango_font_description_free(description) }
            guard let font = pango_font_map_load_font(
                fontMap.raw.assumingMemoryBound(to: PangoFontMap.self), leftToRight.opaque, description)
            else { return nil }
            defer { g_object_unref(font) }
            guard let loaded = pango_font_describe(font) else { return nil }
            defer { pango_font_description_free(loaded) }
            return pango_font_description_get_family(loaded).map { String(cString: $0) }
        }
    }
}
