import Foundation

/// Helpers the benchmarks share for printing figures and giving up.
enum BenchmarkSupport {
    /// `duration` in milliseconds, with `digits` decimals.
    static func milliseconds(_ duration: Duration, digits: Int = 1) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.\(digits)f", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }

    /// Prints "`benchmark` benchmark: `message`" to standard error and exits with status 1.
    static func fail(_ benchmark: String, _ message: String) -> Never {
        FileHandle.standardError.write(Data("\(benchmark) benchmark: \(message)\n".utf8))
        exit(1)
    }
}
