@testable import PortKit

/// Ports `source` with every pass and returns the new text and the report.
func port(_ source: String, _ extraFiles: [(path: String, text: String)] = []) -> Porter.FileResult {
    Porter().port([("Input.swift", source)] + extraFiles)[0]
}

extension Porter.FileResult {
    var rewrites: [PortNote] { notes.filter { $0.kind == .rewrote } }
    var unportable: [PortNote] { notes.filter { $0.kind == .unportable } }
}
