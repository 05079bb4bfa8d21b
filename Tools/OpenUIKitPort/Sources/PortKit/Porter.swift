import Foundation

/// Ports a set of Swift files together: indexes them all (call sites and conformances cross
/// files), runs every pass on each, and returns the new texts with the report.
public struct Porter {
    /// A file's result: its new text (equal to the old one when nothing changed) and notes.
    public struct FileResult: Sendable {
        public var path: String
        public var original: String
        public var ported: String
        public var notes: [PortNote]
        public var changed: Bool { original != ported }
    }

    public var passes: [any PortPass]

    public init(passes: [any PortPass] = allPasses) {
        self.passes = passes
    }

    /// Ports `files` (path and text).
    public func port(_ files: [(path: String, text: String)]) -> [FileResult] {
        let sources = files.map { SourceFile(path: $0.path, text: $0.text) }
        var index = ProjectIndex()
        for source in sources { index.collect(source) }
        return sources.map { source in
            for pass in passes { pass.run(on: source, index: index) }
            let ported = source.rewrittenText()
            let notes = source.notes.enumerated().sorted {
                ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
            }.map(\.element)
            return FileResult(path: source.path, original: source.text, ported: ported, notes: notes)
        }
    }

    /// Ports one file's text on its own (what the tests use).
    public func port(_ text: String, path: String = "Input.swift") -> FileResult {
        port([(path, text)])[0]
    }
}
