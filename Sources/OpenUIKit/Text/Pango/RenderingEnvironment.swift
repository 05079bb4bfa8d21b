internal import CPangoCairo
import Foundation
import OpenCoreGraphics

/// What a rendering depends on besides the views drawn: the versions of the libraries that
/// rasterize and shape, the pinned text options, and each font file with its SHA-256.
///
/// Two machines whose environments are equal draw the same pixels; the test kit writes this
/// into the reference PNGs it records and, when a rendering differs from a reference recorded
/// elsewhere, names what differs before the pixels.
package enum RenderingEnvironment {
    /// The entries, as `(key, value)` in a fixed order; computed once per process (the font
    /// hashes read every required file once, tens of milliseconds).
    package static var entries: [(key: String, value: String)] { computed.entries }

    private static let computed = Computed()

    private final class Computed: Sendable {
        let entries: [(key: String, value: String)]

        init() {
            let configuration = FontConfiguration.shared
            var entries: [(key: String, value: String)] = []
            entries.append(("cairo", String(cString: cairo_version_string())))
            entries.append(("pango", String(cString: pango_version_string())))
            entries.append(("harfbuzz", String(cString: hb_version_string())))
            let fc = Int(FcGetVersion())
            entries.append(("fontconfig", "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)"))
            entries.append(("text.language", PangoTextEngine.language))
            entries.append(("text.options", "antialias=gray hintstyle=none hintmetrics=off subpixel=rgb roundglyphpositions=off"))
            entries.append(("fontconfig.document", RenderingEnvironment.sha256(Data(configuration.document.utf8))))
            for (font, url) in configuration.files {
                let digest: String
                do {
                    digest = RenderingEnvironment.sha256(try Data(contentsOf: url, options: .alwaysMapped))
                } catch {
                    Fatal.stop("[OpenUIKit] cannot read the font \(url.path): \(error)")
                }
                entries.append(("font." + font.fileName, "sha256:" + digest))
            }
            self.entries = entries
        }
    }

    /// The SHA-256 of `data` in lowercase hexadecimal (GLib's, which the text engine links).
    package static func sha256(_ data: Data) -> String {
        guard let checksum = g_checksum_new(G_CHECKSUM_SHA256) else { Fatal.stop("GLib could not compute a SHA-256") }
        defer { g_checksum_free(checksum) }
        data.withUnsafeBytes { bytes in
            if let base = bytes.baseAddress {
                g_checksum_update(checksum, base.assumingMemoryBound(to: guchar.self), bytes.count)
            }
        }
        return String(cString: g_checksum_get_string(checksum))
    }
}
