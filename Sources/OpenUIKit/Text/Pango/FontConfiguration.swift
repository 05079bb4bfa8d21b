internal import CPangoCairo
import Foundation
import OpenCoreGraphics

/// The fonts the text engine requires, verified when it starts, and a fontconfig configuration
/// built from them alone.
///
/// The configuration reads nothing of the machine's own fontconfig setup: not `/etc/fonts`, not
/// `~/.config/fontconfig`, not `FONTCONFIG_FILE`, `FONTCONFIG_PATH`, `FONTCONFIG_SYSROOT` or
/// `XDG_*`. It lists the folders holding the required files (each a folder that the file's
/// package installs), reads fontconfig's system cache when it is current, and appends a
/// fallback order itself: Inter, then Noto Sans and DejaVu Sans, the symbol fonts, colour emoji
/// and CJK, each by name; `monospace` is DejaVu Sans Mono, every other generic family Inter.
/// The engine does not install it on its font map yet (see ``install(on:)``): with it, a mixed
/// label's emoji and Arabic runs fall back differently from the system setup.
///
/// A required file that is missing is an error naming the package that installs it (see
/// ``MissingFontError``), never a fallback to whatever family is installed.
final class FontConfiguration: @unchecked Sendable {
    /// One font file the engine requires, and where it comes from.
    struct RequiredFont: Sendable, Hashable {
        /// The file's name (found anywhere under the search roots).
        let fileName: String
        /// The Debian package that installs it.
        let debianPackage: String
        /// The Homebrew cask that installs it on macOS.
        let homebrewCask: String
    }

    /// Every file the engine requires, in the order the environment lists them.
    static let requiredFonts: [RequiredFont] = {
        let interStyles = [
            "Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
        ]
        var fonts: [RequiredFont] = []
        for style in interStyles {
            fonts.append(RequiredFont(fileName: "Inter-\(style).otf", debianPackage: "fonts-inter", homebrewCask: "font-inter"))
            let italic = style == "Regular" ? "Italic" : style + "Italic"
            fonts.append(RequiredFont(fileName: "Inter-\(italic).otf", debianPackage: "fonts-inter", homebrewCask: "font-inter"))
        }
        for file in ["NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf", "NotoSans-BoldItalic.ttf",
                     "NotoSansSymbols-Regular.ttf", "NotoSansSymbols2-Regular.ttf", "NotoSansArabic-Regular.ttf",
                     "NotoSansHebrew-Regular.ttf"] {
            fonts.append(RequiredFont(fileName: file, debianPackage: "fonts-noto-core", homebrewCask: "font-noto-sans"))
        }
        fonts.append(RequiredFont(fileName: "NotoSansCJK-Regular.ttc", debianPackage: "fonts-noto-cjk", homebrewCask: "font-noto-sans-cjk"))
        fonts.append(RequiredFont(fileName: "NotoColorEmoji.ttf", debianPackage: "fonts-noto-color-emoji", homebrewCask: "font-noto-color-emoji"))
        for file in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf"] {
            fonts.append(RequiredFont(fileName: file, debianPackage: "fonts-dejavu-core", homebrewCask: "font-dejavu"))
        }
        fonts.append(RequiredFont(
            fileName: "MaterialIcons-Regular.ttf", debianPackage: "fonts-material-design-icons-iconfont",
            homebrewCask: "font-material-icons"))
        return fonts
    }()

    /// The families fontconfig tries, in order, for a character the requested family lacks,
    /// bound weakly: fonts declaring the run's language (Pango asks for `und-zsye` on emoji
    /// runs, the script's language on others) come before them, as with the system setup.
    static let fallbackFamilies = [
        UIFont.systemFamily, "Noto Sans", "DejaVu Sans", "Noto Sans Symbols2", "Noto Sans Symbols", "Noto Color Emoji",
        "Noto Sans CJK JP",
    ]

    /// Where the required files are looked for (every folder below these, recursively).
    static var defaultSearchRoots: [URL] {
        #if os(Linux)
        return ["/usr/share/fonts", "/usr/local/share/fonts"].map { URL(fileURLWithPath: $0) }
        #else
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        return ["/opt/homebrew/share/fonts", "/usr/local/share/fonts", "/Library/Fonts", home + "/Library/Fonts"]
            .map { URL(fileURLWithPath: $0) }
        #endif
    }

    /// The configuration every engine of this process shares, made on first use; a missing font
    /// stops the program with the error's message.
    static let shared: FontConfiguration = {
        ignoreFreeTypeProperties()
        do throws(MissingFontError) {
            return try FontConfiguration(searchRoots: defaultSearchRoots)
        } catch {
            Fatal.stop("[OpenUIKit] " + error.message)
        }
    }()

    /// FreeType reads `FREETYPE_PROPERTIES` (stem darkening, the TrueType interpreter) when
    /// Cairo first loads a font; a value there would change glyphs on one machine only, so it is
    /// removed, and said, before any font is loaded.
    private static func ignoreFreeTypeProperties() {
        guard let value = ProcessInfo.processInfo.environment["FREETYPE_PROPERTIES"] else { return }
        unsetenv("FREETYPE_PROPERTIES")
        FileHandle.standardError.write(Data(
            "[OpenUIKit] FREETYPE_PROPERTIES=\(value) is ignored: text is rasterized with FreeType's defaults on every machine.\n".utf8))
    }

    /// The fontconfig configuration (an `FcConfig`), owned by this object.
    let config: OpaquePointer
    /// The required files, by name, where they were found.
    let files: [(font: RequiredFont, url: URL)]
    /// The folders the configuration lists, sorted.
    let directories: [String]
    /// The configuration's XML.
    let document: String

    /// Finds every required file under `searchRoots` and builds the configuration from their
    /// folders. Throws ``MissingFontError`` naming every file not found and its package.
    init(searchRoots: [URL]) throws(MissingFontError) {
        let found = Self.locate(Self.requiredFonts.map(\.fileName), under: searchRoots)
        let missing = Self.requiredFonts.filter { found[$0.fileName] == nil }
        guard missing.isEmpty else { throw MissingFontError(missing: missing, searchRoots: searchRoots) }
        let located = Self.requiredFonts.map { ($0, found[$0.fileName]!) }
        let folders = Set(located.map { $0.1.deletingLastPathComponent().path }).sorted()
        let xml = Self.document(directories: folders)
        guard let config = FcConfigCreate() else { Fatal.stop("fontconfig could not create a configuration") }
        // Ignore FONTCONFIG_SYSROOT: the folders are the ones found above.
        FcConfigSetSysRoot(config, nil)
        let parsed = xml.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, 1)
            }
        }
        Fatal.check(parsed != 0, "fontconfig rejected OpenUIKit's font configuration:\n\(xml)")
        Fatal.check(FcConfigBuildFonts(config) != 0, "fontconfig could not load the fonts in \(folders)")
        files = located.map { (font: $0.0, url: $0.1) }
        directories = folders
        document = xml
        self.config = config
    }

    deinit { FcConfigDestroy(config) }

    /// Hands the configuration to a Pango fontconfig font map (which keeps its own reference).
    func install(on fontMap: UnsafeMutableRawPointer) {
        pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
    }

    /// The first file of each name under `roots` (folders in name order, so the choice does
    /// not depend on the order the file system lists them in).
    private static func locate(_ names: [String], under roots: [URL]) -> [String: URL] {
        let wanted = Set(names)
        var found: [String: URL] = [:]
        let fileManager = FileManager.default
        for root in roots {
            guard let enumerator = fileManager.enumerator(atPath: root.path) else { continue }
            var paths: [String] = []
            while let relative = enumerator.nextObject() as? String {
                if wanted.contains((relative as NSString).lastPathComponent) { paths.append(relative) }
            }
            for relative in paths.sorted() {
                let name = (relative as NSString).lastPathComponent
                if found[name] == nil { found[name] = root.appendingPathComponent(relative) }
            }
        }
        return found
    }

    /// The configuration's XML: the folders, fontconfig's system cache, the generic families
    /// and the fallback order.
    private static func document(directories: [String]) -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        }
        func alias(_ generic: String, _ family: String) -> String {
            "  <alias binding=\"same\"><family>\(generic)</family><prefer><family>\(family)</family></prefer></alias>\n"
        }
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">\n<fontconfig>\n"
        for directory in directories { xml += "  <dir>\(escape(directory))</dir>\n" }
        xml += "  <cachedir>/var/cache/fontconfig</cachedir>\n"
        xml += alias("monospace", "DejaVu Sans Mono")
        for generic in ["sans-serif", "serif", "system-ui", "cursive", "fantasy"] {
            xml += alias(generic, UIFont.systemFamily)
        }
        xml += alias("emoji", "Noto Color Emoji")
        xml += "  <match target=\"pattern\">\n    <edit name=\"family\" mode=\"append_last\" binding=\"weak\">\n"
        for family in fallbackFamilies { xml += "      <string>\(escape(family))</string>\n" }
        xml += "    </edit>\n  </match>\n</fontconfig>\n"
        return xml
    }
}
