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

    /// The median time of `body` over `iterations` runs, in milliseconds, after one warm-up run:
    /// this thread's CPU time (what the work costs, whatever else shares the cores) and the wall
    /// time beside it.
    static func medianMilliseconds(_ iterations: Int, _ body: () -> Void) -> (cpu: Double, wall: Double) {
        let clock = ContinuousClock()
        body()
        var cpu: [Double] = []
        var wall: [Double] = []
        for _ in 0..<max(iterations, 1) {
            let start = clock.now
            let cpuStart = threadCPUMilliseconds()
            body()
            cpu.append(threadCPUMilliseconds() - cpuStart)
            let (seconds, attoseconds) = (clock.now - start).components
            wall.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
        }
        cpu.sort()
        wall.sort()
        return (cpu[cpu.count / 2], wall[wall.count / 2])
    }

    /// This thread's CPU time so far, in milliseconds.
    static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }
}
