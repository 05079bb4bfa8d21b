import Foundation
import OpenUIKit

/// Compares renderings with reference PNGs stored beside the tests.
///
/// References live in a `__Snapshots__` folder next to the test file (found through the
/// caller's `#filePath`), one `NAME.png` each — names must be unique within that folder. On a
/// mismatch `NAME.failed.png` (the new rendering) and `NAME.diff.png` (the reference faded,
/// differing pixels in red) are written beside the reference; a later match removes them.
///
/// Record mode — the `record` argument, or `OPENUIKIT_RECORD_SNAPSHOTS=1` in the environment
/// when the argument is nil — writes the rendering as the reference and fails, saying so, so
/// that a recording run never passes. A missing reference is recorded the same way and fails
/// with the same explanation.
///
/// Both sides are compared as decoded from PNG, so a reference recorded from a rendering
/// matches that rendering exactly.
public enum Snapshot {
    /// The environment variable that turns record mode on ("1", "true" or "yes").
    public static let recordEnvironmentVariable = "OPENUIKIT_RECORD_SNAPSHOTS"

    /// Whether the environment asks for record mode.
    public static var isRecordingFromEnvironment: Bool {
        guard let value = ProcessInfo.processInfo.environment[recordEnvironmentVariable] else { return false }
        return ["1", "true", "yes"].contains(value.lowercased())
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
        _ image: CGImage, named name: String, tolerance: SnapshotTolerance = .exact, record: Bool? = nil,
        directory: URL? = nil, filePath: String = #filePath
    ) -> SnapshotFailure? {
        Fatal.check(
            !name.isEmpty && !name.contains("/") && name != "." && name != "..",
            "Snapshot: '\(name)' cannot name a file; use a non-empty name without '/'")
        let folder = directory ?? Self.directory(besideFileAt: filePath)
        let reference = folder.appendingPathComponent(name + ".png")
        let failed = folder.appendingPathComponent(name + ".failed.png")
        let diff = folder.appendingPathComponent(name + ".diff.png")
        guard let png = image.pngData(), let rendered = decode(png) else {
            Fatal.stop("Snapshot '\(name)': the rendering (\(image.width)x\(image.height)) cannot be encoded as PNG")
        }
        let recording = record ?? isRecordingFromEnvironment
        let fileManager = FileManager.default
        if recording || !fileManager.fileExists(atPath: reference.path) {
            write(png, to: reference, creating: folder)
            removeIfPresent(failed)
            removeIfPresent(diff)
            let message =
                recording
                ? "Recorded snapshot '\(name)' (\(rendered.width)x\(rendered.height) pixels) at \(reference.path) because record mode is on (record: true or \(recordEnvironmentVariable)=1). Turn record mode off and run again to compare against it."
                : "No reference for snapshot '\(name)' existed; recorded the rendering (\(rendered.width)x\(rendered.height) pixels) at \(reference.path). Check it, then run again to compare against it."
            return SnapshotFailure(
                reason: recording ? .recorded : .missingReference, name: name, referenceURL: reference,
                failedURL: nil, diffURL: nil, message: message)
        }
        guard let stored = fileManager.contents(atPath: reference.path), let expected = decode(stored) else {
            write(png, to: failed, creating: folder)
            removeIfPresent(diff)
            return SnapshotFailure(
                reason: .unreadableReference, name: name, referenceURL: reference, failedURL: failed, diffURL: nil,
                message:
                    "Snapshot '\(name)': the reference \(reference.path) is not a readable PNG. The rendering is at \(failed.path); record again (\(recordEnvironmentVariable)=1) to replace the reference."
            )
        }
        let comparison = SnapshotComparison(reference: expected, actual: rendered, perChannel: tolerance.perChannel)
        if comparison.matches(within: tolerance) {
            removeIfPresent(failed)
            removeIfPresent(diff)
            return nil
        }
        write(png, to: failed, creating: folder)
        if let diffPNG = comparison.diff.makeImage()?.pngData() {
            write(diffPNG, to: diff, creating: folder)
        }
        return SnapshotFailure(
            reason: .mismatch(comparison), name: name, referenceURL: reference, failedURL: failed, diffURL: diff,
            message: mismatchMessage(name, comparison, tolerance, reference: reference, failed: failed, diff: diff))
    }

    private static func mismatchMessage(
        _ name: String, _ comparison: SnapshotComparison, _ tolerance: SnapshotTolerance,
        reference: URL, failed: URL, diff: URL
    ) -> String {
        var message = "Snapshot '\(name)' does not match its reference: "
        if !comparison.sizesMatch {
            let (rw, rh) = comparison.referenceSize
            let (aw, ah) = comparison.actualSize
            message += "the rendering is \(aw)x\(ah) pixels, the reference \(rw)x\(rh); "
        }
        let count = comparison.differingPixels
        message +=
            "\(count) pixel\(count == 1 ? "" : "s") differ\(count == 1 ? "s" : "") (tolerance: \(tolerance)), the largest channel difference is \(comparison.largestChannelDifference).\n"
        message += "  reference: \(reference.path)\n  rendering: \(failed.path)\n  diff:      \(diff.path)"
        return message
    }

    private static func decode(_ png: Data) -> PixelBuffer? {
        guard let provider = CGDataProvider(data: png),
            let image = CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
        else { return nil }
        return PixelBuffer(image)
    }

    private static func write(_ data: Data, to url: URL, creating folder: URL) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            Fatal.stop("Snapshot: cannot write \(url.path): \(error)")
        }
    }

    private static func removeIfPresent(_ url: URL) {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            Fatal.stop("Snapshot: cannot remove the stale \(url.path): \(error)")
        }
    }
}
