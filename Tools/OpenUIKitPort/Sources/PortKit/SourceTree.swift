import Foundation

/// Finds the Swift files under the paths given on the command line and writes results.
public enum SourceTree {
    /// Folders never entered: build products and version control.
    static let skipped: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData"]

    public struct Entry: Sendable {
        /// The path as found (the argument, or the argument joined with the file's relative path).
        public var path: String
        /// The root argument it was found under and the path relative to it.
        public var root: String
        public var relative: String
    }

    /// Every `.swift` file under `paths` (files given directly are taken as they are), sorted
    /// so the report is the same on every machine. Throws for a path that does not exist.
    public static func swiftFiles(under paths: [String]) throws -> [Entry] {
        let manager = FileManager.default
        var entries: [Entry] = []
        for root in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw SourceTreeError.missing(root)
            }
            if !isDirectory.boolValue {
                entries.append(Entry(path: root, root: (root as NSString).deletingLastPathComponent, relative: (root as NSString).lastPathComponent))
                continue
            }
            var found: [String] = []
            collect(root, relative: "", into: &found, manager: manager)
            for relative in found.sorted() {
                entries.append(Entry(path: (root as NSString).appendingPathComponent(relative), root: root, relative: relative))
            }
        }
        return entries
    }

    private static func collect(_ root: String, relative: String, into found: inout [String], manager: FileManager) {
        let directory = relative.isEmpty ? root : (root as NSString).appendingPathComponent(relative)
        guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return }
        for name in names.sorted() where !skipped.contains(name) {
            let child = relative.isEmpty ? name : (relative as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            _ = manager.fileExists(atPath: (root as NSString).appendingPathComponent(child), isDirectory: &isDirectory)
            if isDirectory.boolValue {
                collect(root, relative: child, into: &found, manager: manager)
            } else if name.hasSuffix(".swift") {
                found.append(child)
            }
        }
    }
}

public enum SourceTreeError: Error, CustomStringConvertible {
    case missing(String)
    public var description: String {
        switch self {
        case .missing(let path): "no such file or folder: \(path)"
        }
    }
}
