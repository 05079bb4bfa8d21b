import Foundation

/// Required font files that are not installed: the text engine will not draw with other fonts
/// in their place.
struct MissingFontError: Error, Sendable {
    /// The files not found.
    let missing: [FontConfiguration.RequiredFont]
    /// Where they were looked for.
    let searchRoots: [URL]

    /// Names each missing file, then what installs it, package by package.
    var message: String {
        let packages = missing.reduce(into: [String: (cask: String, files: [String])]()) { packages, font in
            packages[font.debianPackage, default: (font.homebrewCask, [])].files.append(font.fileName)
        }
        var text = "Required fonts are missing (looked under \(searchRoots.map(\.path).joined(separator: ", "))); "
            + "OpenUIKit draws text only with the fonts it verifies, so nothing else is drawn in their place."
        for (package, entry) in packages.sorted(by: { $0.key < $1.key }) {
            text += "\n  \(entry.files.joined(separator: ", ")): apt-get install \(package) (Debian/Ubuntu), "
                + "brew install --cask \(entry.cask) (macOS)"
        }
        return text
    }
}
