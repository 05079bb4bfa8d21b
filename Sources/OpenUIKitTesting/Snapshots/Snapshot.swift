import Foundation
import OpenUIKit

/// Compares renderings with reference PNGs stored beside the tests.
///
/// References live in a `__Snapshots__` folder next to the test file (found through the
/// caller's `#filePath`), one `NAME.png` each — names must be unique within that folder. On a
/// mismatch the check writes, beside the reference:
///
/// - `NAME.failed.png`: the new rendering;
/// - `NAME.diff.png`: the reference faded, differing pixels in red;
/// - `NAME.failure.html`: reference, rendering and diff side by side with the explanation;
///
/// and its message names every path, the largest differing region's bounds and pixel count.
/// A later match removes them.
///
/// When a check writes its rendering as the reference is the ``SnapshotRecordMode``: the
/// `record` argument, else ``withRecordMode(_:operation:)``'s, else the
/// ``recordEnvironmentVariable`` (`OPENUIKIT_RECORD_SNAPSHOTS=never|missing|failed|all`), else
/// ``SnapshotRecordMode/missing``. A check that records fails, saying so.
///
/// Both sides are compared as decoded from PNG, so a reference recorded from a rendering
/// matches that rendering exactly; see ``SnapshotTolerance`` for what a tolerance may allow.
public enum Snapshot {
    /// The environment variable that chooses the record mode when no argument or
    /// ``withRecordMode(_:operation:)`` does: `never`, `missing`, `failed` or `all` (`1`,
    /// `true` and `yes` mean `all`).
    public static let recordEnvironmentVariable = "OPENUIKIT_RECORD_SNAPSHOTS"

    /// The record mode of the enclosing ``withRecordMode(_:operation:)``, if any.
    @TaskLocal public static var recordMode: SnapshotRecordMode?

    /// Runs `operation` with `mode` as the record mode of every check inside it that passes
    /// no `record` argument (tasks it starts included).
    public static func withRecordMode<Result>(
        _ mode: SnapshotRecordMode, operation: () throws -> Result
    ) rethrows -> Result {
        try $recordMode.withValue(mode, operation: operation)
    }

    /// The record mode the environment chooses, if any (see ``recordEnvironmentVariable``).
    public static var recordModeFromEnvironment: SnapshotRecordMode? {
        guard let value = ProcessInfo.processInfo.environment[recordEnvironmentVariable] else { return nil }
        return SnapshotRecordMode.parse(environmentValue: value)
    }

    /// Whether the environment asks to record every snapshot (``SnapshotRecordMode/all``).
    public static var isRecordingFromEnvironment: Bool { recordModeFromEnvironment == .all }

    /// The record mode a check uses when its argument is `argument`.
    public static func effectiveRecordMode(_ argument: SnapshotRecordMode?) -> SnapshotRecordMode {
        argument ?? recordMode ?? recordModeFromEnvironment ?? .missing
    }

    /// The `__Snapshots__` folder beside the file at `filePath`.
    public static func directory(besideFileAt filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    }

    /// Compares `image` with the reference named `name` (in `directory`, else the
    /// `__Snapshots__` folder beside `filePath`) and returns the failure, or nil when it
    /// matches within `tolerance`. Writes the files described in ``Snapshot``; reports nothing.
    @MainActor
    public static func verify(
        _ image: CGImage, named name: String, tolerance: SnapshotTolerance = .exact, record: SnapshotRecordMode? = nil,
        directory: URL? = nil, filePath: String = #filePath
    ) -> SnapshotFailure? {
        verify(image, named: name, tolerance: tolerance, record: record, directory: directory, filePath: filePath, scale: nil, traits: nil)
    }

    /// ``verify(_:named:tolerance:record:directory:filePath:)`` recording the rendering's
    /// `scale` and `traits` in the environment a new reference carries.
    @MainActor
    package static func verify(
        _ image: CGImage, named name: String, tolerance: SnapshotTolerance, record: SnapshotRecordMode?,
        directory: URL?, filePath: String, scale: CGFloat?, traits: UITraitCollection?
    ) -> SnapshotFailure? {
        guard let png = image.pngData() else {
            Fatal.stop("Snapshot '\(name)': the rendering (\(image.width)x\(image.height)) cannot be encoded as PNG")
        }
        return verify(
            png: png, named: name, tolerance: tolerance, differingPixelLimit: nil, record: record, directory: directory,
            filePath: filePath, scale: scale, traits: traits)
    }

    /// Compares the rendering encoded as `png` with the reference named `name`, as
    /// ``verify(_:named:tolerance:record:directory:filePath:)`` does.
    @MainActor
    public static func verify(
        png: Data, named name: String, tolerance: SnapshotTolerance = .exact, record: SnapshotRecordMode? = nil,
        directory: URL? = nil, filePath: String = #filePath
    ) -> SnapshotFailure? {
        verify(
            png: png, named: name, tolerance: tolerance, differingPixelLimit: nil, record: record, directory: directory,
            filePath: filePath)
    }

    /// ``verify(png:named:tolerance:record:directory:filePath:)`` that also fails when more
    /// than `differingPixelLimit` pixels differ in total (the SnapshotTesting module's
    /// `precision`).
    @MainActor
    package static func verify(
        png: Data, named name: String, tolerance: SnapshotTolerance, differingPixelLimit: Int?,
        record: SnapshotRecordMode?, directory: URL?, filePath: String, scale: CGFloat? = nil,
        traits: UITraitCollection? = nil
    ) -> SnapshotFailure? {
        Fatal.check(
            !name.isEmpty && !name.contains("/") && name != "." && name != "..",
            "Snapshot: '\(name)' cannot name a file; use a non-empty name without '/'")
        let folder = directory ?? Self.directory(besideFileAt: filePath)
        let files = SnapshotFiles(folder: folder, name: name)
        guard let rendered = decode(png) else {
            Fatal.stop("Snapshot '\(name)': the rendering cannot be decoded from its PNG")
        }
        // The rendering as written to disk: with the environment it was made in (computed only
        // when something is written).
        var stampedPNG: Data?
        func stamped() -> Data {
            if let stampedPNG { return stampedPNG }
            let made = SnapshotEnvironment.current(scale: scale, traits: traits).stamp(png)
            stampedPNG = made
            return made
        }
        let mode = effectiveRecordMode(record)
        let fileManager = FileManager.default
        let exists = fileManager.fileExists(atPath: files.reference.path)
        if mode == .all || (!exists && mode != .never) {
            write(stamped(), to: files.reference, creating: folder)
            files.removeArtifacts()
            let message =
                mode == .all
                ? "Recorded snapshot '\(name)' (\(rendered.width)x\(rendered.height) pixels) at \(files.reference.path) because the record mode is all (record: .all, or \(recordEnvironmentVariable)=all). Turn recording off and run again to compare against it."
                : "No reference for snapshot '\(name)' existed; recorded the rendering (\(rendered.width)x\(rendered.height) pixels) at \(files.reference.path). Check it, then run again to compare against it."
            return SnapshotFailure(
                reason: mode == .all ? .recorded : .missingReference, name: name, referenceURL: files.reference,
                failedURL: nil, diffURL: nil, message: message)
        }
        if !exists {
            write(stamped(), to: files.failed, creating: folder)
            return SnapshotFailure(
                reason: .missingReference, name: name, referenceURL: files.reference, failedURL: files.failed,
                diffURL: nil,
                message:
                    "No reference for snapshot '\(name)' at \(files.reference.path), and the record mode is never, so none was recorded. The rendering is at \(files.failed.path); record with \(recordEnvironmentVariable)=missing."
            )
        }
        guard let stored = fileManager.contents(atPath: files.reference.path), let expected = decode(stored) else {
            write(stamped(), to: files.failed, creating: folder)
            removeIfPresent(files.diff)
            removeIfPresent(files.html)
            return SnapshotFailure(
                reason: .unreadableReference, name: name, referenceURL: files.reference, failedURL: files.failed,
                diffURL: nil,
                message:
                    "Snapshot '\(name)': the reference \(files.reference.path) is not a readable PNG. The rendering is at \(files.failed.path); record again (\(recordEnvironmentVariable)=all) to replace the reference."
            )
        }
        let comparison = SnapshotComparison(reference: expected, actual: rendered, perChannel: tolerance.perChannel)
        let withinLimit = differingPixelLimit.map { comparison.differingPixels <= $0 } ?? true
        if comparison.matches(within: tolerance) && withinLimit {
            files.removeArtifacts()
            return nil
        }
        var shown = files.reference
        if mode == .failed {
            write(stored, to: files.previous, creating: folder)
            write(stamped(), to: files.reference, creating: folder)
            shown = files.previous
        }
        write(stamped(), to: files.failed, creating: folder)
        if let diffPNG = comparison.diff.makeImage()?.pngData() {
            write(diffPNG, to: files.diff, creating: folder)
        }
        var message = ""
        if let recorded = SnapshotEnvironment(png: stored) {
            let differences = SnapshotEnvironment.current(scale: scale, traits: traits).differences(from: recorded)
            if !differences.isEmpty {
                message = "Snapshot '\(name)': the reference was recorded in a different environment, which alone can change pixels:\n  "
                    + differences.joined(separator: "\n  ") + "\n"
            }
        }
        message += mismatchMessage(name, comparison, tolerance, files: files, reference: shown)
        if let differingPixelLimit, !withinLimit {
            message += "\nMore pixels differ than the \(differingPixelLimit) the precision allows in total."
        }
        if mode == .failed {
            message += "\nThe record mode is failed: the rendering replaced the reference; the old one is at \(files.previous.path)."
        }
        write(Data(SnapshotReport.html(name: name, message: message, files: files, reference: shown).utf8), to: files.html, creating: folder)
        return SnapshotFailure(
            reason: mode == .failed ? .rerecorded(comparison) : .mismatch(comparison), name: name,
            referenceURL: files.reference, failedURL: files.failed, diffURL: files.diff, htmlURL: files.html,
            message: message)
    }

    private static func mismatchMessage(
        _ name: String, _ comparison: SnapshotComparison, _ tolerance: SnapshotTolerance, files: SnapshotFiles,
        reference: URL
    ) -> String {
        var message = "Snapshot '\(name)' does not match its reference: "
        if !comparison.sizesMatch {
            let (rw, rh) = comparison.referenceSize
            let (aw, ah) = comparison.actualSize
            message += "the rendering is \(aw)x\(ah) pixels, the reference \(rw)x\(rh); "
        }
        let count = comparison.differingPixels
        message +=
            "\(count) pixel\(count == 1 ? "" : "s") differ\(count == 1 ? "s" : "") (tolerance: \(tolerance)), the largest channel difference is \(comparison.largestChannelDifference)."
        if let region = comparison.largestRegion {
            message += " Largest differing region: \(region)"
            message += comparison.regionCount == 1 ? "." : ", one of \(comparison.regionCount) regions."
        }
        message += "\n  reference: \(reference.path)\n  rendering: \(files.failed.path)\n  diff:      \(files.diff.path)"
        message += "\n  report:    \(files.html.path)"
        return message
    }

    private static func decode(_ png: Data) -> PixelBuffer? {
        guard let provider = CGDataProvider(data: png),
            let image = CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
        else { return nil }
        return PixelBuffer(image)
    }

    static func write(_ data: Data, to url: URL, creating folder: URL) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            Fatal.stop("Snapshot: cannot write \(url.path): \(error)")
        }
    }

    static func removeIfPresent(_ url: URL) {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            Fatal.stop("Snapshot: cannot remove the stale \(url.path): \(error)")
        }
    }
}
