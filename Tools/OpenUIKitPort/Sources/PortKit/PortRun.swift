import Foundation

/// One run of the command: finds the files, ports them, writes them (in place or into a
/// copy) and prints the report. The command-line target only parses arguments.
public struct PortRun {
    public var paths: [String]
    public var output: String?
    public var dryRun: Bool
    public var quiet: Bool

    public init(paths: [String], output: String? = nil, dryRun: Bool = false, quiet: Bool = false) {
        self.paths = paths
        self.output = output
        self.dryRun = dryRun
        self.quiet = quiet
    }

    /// What a run did.
    public struct Summary: Sendable {
        public var files: Int
        public var changedFiles: Int
        public var changes: Int
        public var unportable: [PortNote]
        /// The exit status: 0 when everything ported, 1 when something was listed.
        public var exitCode: Int32 { unportable.isEmpty ? 0 : 1 }
    }

    /// Runs, printing through `print`. Throws for a missing path or a file it cannot read or write.
    public func run(print: (String) -> Void = { Swift.print($0) }) throws -> Summary {
        let entries = try SourceTree.swiftFiles(under: paths)
        var inputs: [(path: String, text: String)] = []
        for entry in entries {
            let data = try Data(contentsOf: URL(fileURLWithPath: entry.path))
            inputs.append((entry.path, String(decoding: data, as: UTF8.self)))
        }
        if let output, !dryRun { try copyTrees(to: output) }
        let results = Porter().port(inputs)
        var changes = 0
        var changedFiles = 0
        var unportable: [PortNote] = []
        for (entry, result) in zip(entries, results) {
            for note in result.notes where note.kind == .rewrote {
                changes += 1
                if !quiet { print("\(note.file):\(note.line): \(note.message)") }
            }
            unportable += result.notes.filter { $0.kind == .unportable }
            guard result.changed else { continue }
            changedFiles += 1
            if dryRun { continue }
            let destination = output.map { destinationPath(for: entry, in: $0) } ?? entry.path
            try Data(result.ported.utf8).write(to: URL(fileURLWithPath: destination))
        }
        if !unportable.isEmpty {
            print("Could not port (\(unportable.count)):")
            for note in unportable { print(note.description) }
        }
        if !quiet {
            let verb = dryRun ? "would change" : "changed"
            print("\(entries.count) files, \(verb) \(changedFiles) (\(changes) rewrites), \(unportable.count) not ported")
        }
        return Summary(files: entries.count, changedFiles: changedFiles, changes: changes, unportable: unportable)
    }

    /// With several paths each goes into its own folder of the output, named after it.
    private func destinationPath(for entry: SourceTree.Entry, in output: String) -> String {
        var base = output
        if paths.count > 1 { base = (base as NSString).appendingPathComponent((entry.root as NSString).lastPathComponent) }
        return (base as NSString).appendingPathComponent(entry.relative)
    }

    /// Copies every argument (whole folders, with their non-Swift files) into `output`.
    private func copyTrees(to output: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: output, withIntermediateDirectories: true)
        for path in paths {
            var isDirectory: ObjCBool = false
            _ = manager.fileExists(atPath: path, isDirectory: &isDirectory)
            let name = (path as NSString).lastPathComponent
            if isDirectory.boolValue {
                let destination = paths.count > 1 ? (output as NSString).appendingPathComponent(name) : output
                try copyContents(of: path, to: destination, manager: manager)
            } else {
                let destination = (output as NSString).appendingPathComponent(name)
                if manager.fileExists(atPath: destination) { try manager.removeItem(atPath: destination) }
                try manager.copyItem(atPath: path, toPath: destination)
            }
        }
    }

    private func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    private func copyContents(of source: String, to destination: String, manager: FileManager) throws {
        try manager.createDirectory(atPath: destination, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: source) where !SourceTree.skipped.contains(name) {
            let from = (source as NSString).appendingPathComponent(name)
            let to = (destination as NSString).appendingPathComponent(name)
            // An output folder inside the ported folder is not copied into itself.
            if let output, standardized(from) == standardized(output) { continue }
            var isDirectory: ObjCBool = false
            _ = manager.fileExists(atPath: from, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                try copyContents(of: from, to: to, manager: manager)
            } else {
                if manager.fileExists(atPath: to) { try manager.removeItem(atPath: to) }
                try manager.copyItem(atPath: from, toPath: to)
            }
        }
    }
}
