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
/// Only the required files are accepted from those folders, and the rules of the usual system
/// setup that decide fallback and size (bitmap emoji scaled, colour emoji first for emoji runs,
/// the CJK face of a run's language, synthetic italic and bold) are repeated, so text draws as
/// with the system setup. The text engine installs it on its font map (see ``install(on:)``).
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
                     "NotoSansHebrew-Regular.ttf", "NotoSansDevanagari-Regular.ttf", "NotoSansThai-Regular.ttf"] {
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
        let paths = located.map(\.1.path)
        for path in paths {
            // fontconfig's globs treat these as wildcards; no required file's path has them.
            Fatal.check(!path.contains("*") && !path.contains("?"), "a font file's path has a wildcard character: \(path)")
        }
        let xml = Self.document(files: paths, directories: folders)
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

    /// The configuration's XML: the folders, fontconfig's system cache, the required files as
    /// the only fonts accepted from those folders, the generic families and the fallback order.
    ///
    /// Besides the fallback list, four rules of the usual system setup are kept, because the
    /// fonts a run falls back to, and their sizes, depend on them:
    /// - a bitmap font is scaled to the size asked for: Noto Color Emoji has 109-pixel strikes
    ///   only, and unscaled its emoji were that tall (a mixed label truncated at its emoji);
    /// - an emoji run (Pango asks for language `und-zsye`) prefers a colour font and adds the
    ///   `emoji` family strongly, so Noto Color Emoji comes before the requested family and
    ///   shapes the whole run, spaces included;
    /// - a font without the italic or bold asked for is slanted (a 0.2 shear) or emboldened, as
    ///   the system setup does for fallback fonts that have one style only (Noto Sans Arabic);
    /// - a Han, Hangul or kana run picks the CJK face of its language (Pango gives a Han run
    ///   the language `zh-cn` unless told otherwise): Noto Sans CJK SC for simplified Chinese,
    ///   TC and HK for traditional, JP for Japanese and KR for Korean, all in one file.
    static func document(files: [String], directories: [String]) -> String {
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
        // A bitmap font (Noto Color Emoji's 109-pixel strikes) is scaled to the size asked for.
        xml += """
              <match target="font">
                <test name="outline" compare="eq"><bool>false</bool></test>
                <edit name="pixelsizefixupfactor" mode="assign">
                  <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
                </edit>
              </match>
              <match target="font">
                <test name="outline" compare="eq"><bool>false</bool></test>
                <test name="scalable" compare="eq"><bool>false</bool></test>
                <test name="hinting" compare="eq"><bool>true</bool></test>
                <edit name="scalingnotneeded" mode="assign">
                  <and>
                    <less><name>pixelsizefixupfactor</name><double>1.2</double></less>
                    <more><name>pixelsizefixupfactor</name><double>0.8</double></more>
                  </and>
                </edit>
              </match>
              <match target="font">
                <test name="scalingnotneeded" compare="eq"><bool>true</bool></test>
                <edit name="pixelsizefixupfactor" mode="assign"><double>1.0</double></edit>
              </match>
              <match target="font">
                <test name="outline" compare="eq"><bool>false</bool></test>
                <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
                <edit name="matrix" mode="assign">
                  <times>
                    <name>matrix</name>
                    <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
                  </times>
                </edit>
                <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
              </match>

            """
        // Only the verified files: every other font in the same folders is rejected.
        xml += "  <selectfont>\n    <acceptfont>\n"
        for file in files { xml += "      <glob>\(escape(file))</glob>\n" }
        xml += "    </acceptfont>\n    <rejectfont><glob>*</glob></rejectfont>\n  </selectfont>\n"
        xml += alias("monospace", "DejaVu Sans Mono")
        for generic in ["sans-serif", "serif", "system-ui", "cursive", "fantasy"] {
            xml += alias(generic, UIFont.systemFamily)
        }
        xml += alias("emoji", "Noto Color Emoji")
        xml += """
              <match target="pattern">
                <test name="lang"><string>und-zsye</string></test>
                <test qual="all" name="family" compare="not_eq"><string>emoji</string></test>
                <edit name="family" mode="append" binding="strong"><string>emoji</string></edit>
              </match>
              <match target="pattern">
                <test name="lang"><string>und-zsye</string></test>
                <test qual="all" name="color" compare="not_eq"><bool>true</bool></test>
                <test qual="all" name="color" compare="not_eq"><bool>false</bool></test>
                <edit name="color" mode="append"><bool>true</bool></edit>
              </match>
              <match target="font">
                <test name="slant"><const>roman</const></test>
                <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
                <edit name="matrix" mode="assign">
                  <times><name>matrix</name><matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix></times>
                </edit>
                <edit name="slant" mode="assign"><const>oblique</const></edit>
                <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
              </match>
              <match target="font">
                <test name="weight" compare="less_eq"><const>medium</const></test>
                <test target="pattern" name="weight" compare="more_eq"><const>bold</const></test>
                <edit name="embolden" mode="assign"><bool>true</bool></edit>
                <edit name="weight" mode="assign"><const>bold</const></edit>
              </match>

            """
        for (language, face) in cjkFaces {
            xml += "  <match target=\"pattern\">\n    <test name=\"lang\"><string>\(language)</string></test>\n"
            xml += "    <edit name=\"family\" mode=\"append_last\" binding=\"weak\"><string>\(face)</string></edit>\n  </match>\n"
        }
        xml += "  <match target=\"pattern\">\n    <edit name=\"family\" mode=\"append_last\" binding=\"weak\">\n"
        for family in fallbackFamilies { xml += "      <string>\(escape(family))</string>\n" }
        xml += "    </edit>\n  </match>\n</fontconfig>\n"
        return xml
    }

    /// The face of Noto Sans CJK each CJK language falls back to.
    static let cjkFaces: [(language: String, face: String)] = [
        ("ja", "Noto Sans CJK JP"), ("ko", "Noto Sans CJK KR"), ("zh-cn", "Noto Sans CJK SC"), ("zh-sg", "Noto Sans CJK SC"),
        ("zh-tw", "Noto Sans CJK TC"), ("zh-hk", "Noto Sans CJK HK"), ("zh-mo", "Noto Sans CJK HK"),
    ]
}
