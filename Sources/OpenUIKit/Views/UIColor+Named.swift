import Foundation

extension UIColor {
    /// Finds a colour by name: a colour set in the folders ``UIImage/init(named:)`` searches
    /// (``ImageResourceFolders/paths``, then the main bundle's resources), as Xcode writes it: `name.colorset/Contents.json`
    /// in a folder or anywhere inside a folder's `.xcassets` catalogs. A set with a dark
    /// appearance gives a dynamic colour (light and dark); sRGB, Display P3 (taken as sRGB)
    /// and grey components are read, as fractions ("0.5"), 0–255 integers ("128") or hex
    /// ("0x80"). Nil when no set has the name (quietly, as ``UIImage/init(named:)``) or when its
    /// file cannot be read (logged).
    /// - Note: See https://developer.apple.com/documentation/uikit/uicolor/init(named:)
    // UIKit divergence: UIKit reads compiled asset catalogs in bundles; Linux builds have
    // none, so the colour sets' JSON is read from the image folders on each call.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// ``init(named:)`` looking in `bundle`'s resources (and its own folder) first; `traitCollection` is not used
    /// (the colour returned is dynamic and resolves against the traits it is drawn with).
    /// - Note: See https://developer.apple.com/documentation/uikit/uicolor/init(named:in:compatiblewith:)
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        var folders = ImageResourceFolders.searchOrder
        if let bundle {
            // A plain folder opened as a bundle has its files at its own path.
            folders.insert(contentsOf: Array(Set([bundle.resourcePath, bundle.bundlePath].compactMap { $0 })).sorted(), at: 0)
        }
        guard !name.isEmpty, let file = NamedColorSet.find(name, in: folders) else {
            return nil
        }
        guard let set = NamedColorSet.read(file) else {
            ApplicationLog.report("UIColor(named:): the colour set \(file) could not be read (expected Xcode's colorset JSON)")
            return nil
        }
        let light = set.light, dark = set.dark ?? set.light
        self.init(dynamicProvider: { traits in traits.userInterfaceStyle == .dark ? dark : light })
    }
}

/// Finding and reading Xcode colour sets for ``UIColor/init(named:)``.
enum NamedColorSet {

    /// The `Contents.json` of the colour set `name` in `folders` (in order), if any.
    static func find(_ name: String, in folders: [String]) -> String? {
        let manager = FileManager.default
        let setName = name + ".colorset"
        for folder in folders {
            let direct = (folder as NSString).appendingPathComponent(setName + "/Contents.json")
            if manager.fileExists(atPath: direct) { return direct }
            guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { continue }
            for catalog in entries.sorted() where catalog.hasSuffix(".xcassets") {
                let root = (folder as NSString).appendingPathComponent(catalog)
                guard let walker = manager.enumerator(atPath: root) else { continue }
                while let relative = walker.nextObject() as? String {
                    if (relative as NSString).lastPathComponent == setName {
                        let file = (root as NSString).appendingPathComponent(relative + "/Contents.json")
                        if manager.fileExists(atPath: file) { return file }
                    }
                }
            }
        }
        return nil
    }

    /// The light colour and, when the set has one, the dark colour of the set at `path`.
    static func read(_ path: String) -> (light: UIColor, dark: UIColor?)? {
        guard let data = FileManager.default.contents(atPath: path),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = root["colors"] as? [[String: Any]]
        else { return nil }
        var light: UIColor?
        var dark: UIColor?
        for entry in entries {
            guard let color = entry["color"] as? [String: Any], let made = Self.color(color) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
            let isOther = !isDark && !appearances.isEmpty
            if isDark {
                if dark == nil { dark = made }
            } else if !isOther, light == nil {
                light = made
            }
        }
        guard let light else { return nil }
        return (light, dark)
    }

    private static func color(_ color: [String: Any]) -> UIColor? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        let alpha = components["alpha"].flatMap(Self.component) ?? 1
        if let white = components["white"].flatMap(Self.component) {
            return UIColor(white: white, alpha: alpha)
        }
        guard let red = components["red"].flatMap(Self.component), let green = components["green"].flatMap(Self.component),
            let blue = components["blue"].flatMap(Self.component)
        else { return nil }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A component as Xcode writes it: "0.500" (a fraction), "128" (0–255), "0x80" (hex).
    private static func component(_ value: Any) -> CGFloat? {
        let text: String
        switch value {
        case let string as String: text = string.trimmingCharacters(in: .whitespaces)
        case let number as NSNumber: text = number.stringValue
        default: return nil
        }
        if text.lowercased().hasPrefix("0x") {
            return Int(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 }
        }
        guard let number = Double(text), number.isFinite, number >= 0 else { return nil }
        if text.contains(".") || number <= 1 { return CGFloat(min(number, 1)) }
        return CGFloat(min(number, 255) / 255)
    }
}
