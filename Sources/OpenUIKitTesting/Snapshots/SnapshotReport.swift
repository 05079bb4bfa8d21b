import Foundation

/// The side-by-side HTML page a failed snapshot check writes beside its images.
enum SnapshotReport {
    /// A page showing the reference, the rendering and the diff (linked by file name, so the
    /// folder can be moved) above the failure's explanation.
    static func html(name: String, message: String, files: SnapshotFiles, reference: URL) -> String {
        func figure(_ title: String, _ url: URL) -> String {
            let file = escape(url.lastPathComponent)
            return "<figure><figcaption>\(title)</figcaption><a href=\"\(file)\"><img src=\"\(file)\" alt=\"\(title)\"></a></figure>"
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Snapshot \(escape(name))</title>
            <style>
            body { font: 14px system-ui, sans-serif; margin: 16px; }
            .images { display: flex; gap: 16px; align-items: flex-start; }
            figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
            img { max-width: 32vw; border: 1px solid #ccc; image-rendering: pixelated;
                  background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            pre { white-space: pre-wrap; }
            </style></head>
            <body>
            <h1>Snapshot \(escape(name))</h1>
            <div class="images">
            \(figure("Reference", reference))
            \(figure("Rendering", files.failed))
            \(figure("Difference", files.diff))
            </div>
            <pre>\(escape(message))</pre>
            </body></html>

            """
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
