import Foundation

/// Resident memory split by what holds it, read from `/proc/self/smaps`: the allocator's main
/// heap (`[heap]`), anonymous mappings (the allocator's large blocks and extra arenas, the
/// library's mapped bitmaps, thread stacks) and file-backed pages (the program, its libraries,
/// and the font files the text engine maps, whose pages become resident as glyphs are first
/// drawn). The soak prints it at every sample so growth can be told apart: a heap that grows
/// is held by the program; file pages that grow are fonts being read for the first time.
struct ResidentMemoryBreakdown {
    var heapKilobytes = 0
    var anonymousKilobytes = 0
    var fileKilobytes = 0
    /// Anonymous pages wherever they are mapped (the kernel's `Anonymous:` lines summed, as
    /// `/proc/self/smaps_rollup` gives them): the heap, anonymous mappings and the private pages
    /// written in a library's data. What the program holds and the kernel cannot drop, unlike
    /// file pages.
    var anonymousPagesKilobytes = 0
    /// Anonymous mappings of at least 256 KB resident (the library's mapped bitmaps and the
    /// allocator's large blocks): the resident kilobytes of each, largest first.
    var largeAnonymous: [Int] = []

    /// The figures now; all zero when `/proc/self/smaps` cannot be read.
    static func current() -> ResidentMemoryBreakdown {
        var breakdown = ResidentMemoryBreakdown()
        // Read to the end: /proc files report a size of 0, so a read sized by it stops early.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/smaps") else { return breakdown }
        defer { try? handle.close() }
        let text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        var kind = 0  // 0 heap, 1 anonymous, 2 file
        var path = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if let first = line.first, first.isHexDigit, line.contains("-") {
                // A mapping's header: address range, permissions, offset, device, inode, path.
                let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
                let name = fields.count > 5 ? fields[5].trimmingCharacters(in: .whitespaces) : ""
                path = name
                if name == "[heap]" {
                    kind = 0
                } else if name.isEmpty || name.hasPrefix("[") {
                    kind = 1
                } else {
                    kind = 2
                }
            } else if line.hasPrefix("Anonymous:") {
                breakdown.anonymousPagesKilobytes += Int(line.dropFirst(10).split(separator: " ").first ?? "") ?? 0
            } else if line.hasPrefix("Rss:") {
                let value = Int(line.dropFirst(4).split(separator: " ").first ?? "") ?? 0
                switch kind {
                case 0: breakdown.heapKilobytes += value
                case 1:
                    breakdown.anonymousKilobytes += value
                    if value >= 256, path.isEmpty { breakdown.largeAnonymous.append(value) }
                default: breakdown.fileKilobytes += value
                }
            }
        }
        breakdown.largeAnonymous.sort(by: >)
        return breakdown
    }
}
