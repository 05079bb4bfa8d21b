import Foundation

/// Times of the live window's frames, for pacing measurements: how long each presented
/// frame's turn took (input, layout, display, repaint, upload, present) and the interval
/// between consecutive presents.
public struct FrameStatistics: Sendable {
    /// Seconds each presented frame's run-loop turn took.
    public private(set) var frameTimes: [Double] = []
    /// Seconds between consecutive presented frames.
    public private(set) var intervals: [Double] = []
    /// Seconds of each presented frame spent uploading damage and presenting (part of its
    /// frame time).
    public private(set) var presentTimes: [Double] = []
    /// Bytes uploaded to the texture by each presented frame.
    public private(set) var uploadBytes: [Int] = []
    /// Run-loop turns that presented nothing (no damage).
    public private(set) var idleTurns = 0
    private var lastPresent: Double?

    public init() {}

    mutating func recordPresented(start: Double, end: Double, presenting: Double, uploaded: Int) {
        frameTimes.append(end - start)
        presentTimes.append(presenting)
        uploadBytes.append(uploaded)
        if let lastPresent { intervals.append(end - lastPresent) }
        lastPresent = end
    }

    mutating func recordIdle() { idleTurns += 1 }

    /// The `p`-th percentile (0…100, nearest rank) of `values`, or nil when empty.
    public static func percentile(_ p: Double, of values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank - 1, 0), sorted.count - 1)]
    }

    /// One line: count, then p50/p90/p99/max of frame times and intervals, in milliseconds.
    public var summary: String {
        func line(_ values: [Double]) -> String {
            guard !values.isEmpty else { return "none" }
            let figures = [50.0, 90, 99].map { p in
                String(format: "p%.0f %.2f", p, (Self.percentile(p, of: values) ?? 0) * 1000)
            }
            return figures.joined(separator: ", ") + String(format: ", max %.2f ms", (values.max() ?? 0) * 1000)
        }
        let meanUpload = uploadBytes.isEmpty ? 0 : uploadBytes.reduce(0, +) / uploadBytes.count
        return "\(frameTimes.count) frames presented, \(idleTurns) idle turns; frame time \(line(frameTimes)); "
            + "of which upload+present \(line(presentTimes)); interval \(line(intervals)); "
            + "mean upload \(meanUpload / 1024) KiB"
    }
}
