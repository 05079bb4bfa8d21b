import Foundation
import OpenUIKit

/// What a snapshot's pixels depend on besides the views: the rasterizing and shaping
/// libraries' versions, the pinned text options, every font file the text engine uses with its
/// SHA-256, and the scale and traits of the rendering.
///
/// A reference PNG records the environment it was made in as a `tEXt` chunk (keyword
/// ``keyword``, one `key=value` line per entry); decoders ignore it, so the pixels are
/// unchanged. When a rendering does not match a reference whose environment differs from the
/// current one, the failure says which entries differ before it reports pixels: a different
/// Pango or a different Inter file explains a mismatch that no code change caused.
public struct SnapshotEnvironment: Sendable, Equatable, CustomStringConvertible {
    /// The PNG `tEXt` keyword the environment is stored under.
    public static let keyword = "OpenUIKit environment"

    /// The entries, in a fixed order (libraries, text options, fonts, then the rendering's own).
    public var entries: [Entry]

    /// One thing the pixels depend on.
    public struct Entry: Sendable, Equatable {
        /// What it is: `pango`, `font.Inter-Regular.otf`, `scale`, `traits`…
        public var key: String
        /// Its value here.
        public var value: String

        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }

    public init(entries: [Entry]) { self.entries = entries }

    /// The environment of this process (libraries, text options and font hashes, computed once
    /// per process), with the rendering's `scale` and `traits` when given.
    public static func current(scale: CGFloat? = nil, traits: UITraitCollection? = nil) -> SnapshotEnvironment {
        var entries = RenderingEnvironment.entries.map { Entry(key: $0.key, value: $0.value) }
        if let scale { entries.append(Entry(key: "scale", value: "\(scale)")) }
        if let traits { entries.append(Entry(key: "traits", value: describe(traits))) }
        return SnapshotEnvironment(entries: entries)
    }

    /// The value of `key`, if recorded.
    public subscript(key: String) -> String? { entries.first { $0.key == key }?.value }

    /// One `key=value` line per entry.
    public var description: String { entries.map { "\($0.key)=\($0.value)" }.joined(separator: "\n") }

    /// The environment recorded in `png`, or nil when it has none (a reference recorded before
    /// environments were, or by another tool).
    public init?(png: Data) {
        guard let text = PNGTextChunks.read(png).first(where: { $0.keyword == Self.keyword })?.text else { return nil }
        entries = text.split(separator: "\n").compactMap { line in
            guard let equals = line.firstIndex(of: "=") else { return nil }
            return Entry(key: String(line[..<equals]), value: String(line[line.index(after: equals)...]))
        }
    }

    /// `png` with this environment recorded in it (the pixels unchanged).
    public func stamp(_ png: Data) -> Data {
        guard let stamped = PNGTextChunks.inserting([(Self.keyword, description)], into: png) else {
            Fatal.stop("SnapshotEnvironment.stamp(_:): the data is not a PNG file")
        }
        return stamped
    }

    /// Each entry that differs between `reference` (recorded with a reference image) and this
    /// environment, as "KEY: VALUE in the reference, VALUE here"; empty when they agree.
    public func differences(from reference: SnapshotEnvironment) -> [String] {
        var lines: [String] = []
        var keys = reference.entries.map(\.key)
        for entry in entries where !keys.contains(entry.key) { keys.append(entry.key) }
        for key in keys {
            let there = reference[key]
            let here = self[key]
            guard there != here else { continue }
            lines.append("\(key): \(there ?? "absent") in the reference, \(here ?? "absent") here")
        }
        return lines
    }

    /// The traits a rendering depends on, in one line.
    static func describe(_ traits: UITraitCollection) -> String {
        "style=\(traits.userInterfaceStyle) contentSize=\(traits.preferredContentSizeCategory.rawValue) "
            + "direction=\(traits.layoutDirection) horizontal=\(traits.horizontalSizeClass) vertical=\(traits.verticalSizeClass) "
            + "contrast=\(traits.accessibilityContrast) legibility=\(traits.legibilityWeight)"
    }
}
