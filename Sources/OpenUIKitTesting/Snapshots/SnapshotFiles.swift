import Foundation

/// The files of one snapshot: its reference and what a failed check writes beside it.
struct SnapshotFiles {
    let reference: URL
    let failed: URL
    let diff: URL
    let html: URL
    let previous: URL

    init(folder: URL, name: String) {
        reference = folder.appendingPathComponent(name + ".png")
        failed = folder.appendingPathComponent(name + ".failed.png")
        diff = folder.appendingPathComponent(name + ".diff.png")
        html = folder.appendingPathComponent(name + ".failure.html")
        previous = folder.appendingPathComponent(name + ".previous.png")
    }

    /// Removes what an earlier failure left, after a match or a recording.
    func removeArtifacts() {
        for url in [failed, diff, html, previous] { Snapshot.removeIfPresent(url) }
    }
}
