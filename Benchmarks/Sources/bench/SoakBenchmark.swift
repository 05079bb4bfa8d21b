import Foundation
import MallocCounter
import OpenUIKit
import OpenUIKitTesting

/// `bench soak [steps | --events N] [seeds] [changes]`: runs the soak engine
/// (OpenUIKitTesting/Soak) for `steps` steps (1,000,000 by default), or until it has sent `N`
/// touch events, with each of the seeds 1…`seeds` (1 by default), handlers changing the scene in
/// `changes` of every thousand calls (`SoakEngine.defaultMutationsPerMille` by default), over the
/// scene with its random forest (`SoakEngine.defaultForestViews` views). Prints one JSON line
/// every tenth of a run (steps, steps per second so far, violations, resident memory from
/// /proc/self/statm, and the allocator's own count of the bytes the program holds and of those
/// it keeps free, which tell a growing heap from a fragmented one) and one summary line per seed
/// (with the tree's views and recognizers as built, and the touch events sent per second).
/// A seed fails on a violation — the input that leads to the first one is written as
/// `soak-seed<N>-step<M>.jsonl` (an `InputRecording`) in the current directory — and when
/// resident memory is not flat from the first tenth to the end (see `RSSFlatness`); the program
/// exits non-zero once every seed has run.
enum SoakBenchmark {
    @MainActor
    static func run(arguments: [String]) {
        var arguments = arguments[...]
        var budget = Budget.steps(1_000_000)
        if arguments.first == "--events" {
            arguments = arguments.dropFirst()
            guard let events = arguments.first.flatMap(Int.init), events >= 10 else {
                BenchmarkSupport.fail("soak", "--events needs a count of at least 10 touch events")
            }
            budget = .events(events)
            arguments = arguments.dropFirst()
        } else if let steps = arguments.first.flatMap(Int.init) {
            budget = .steps(max(10, steps))
            arguments = arguments.dropFirst()
        }
        let seeds = max(1, arguments.first.flatMap(Int.init) ?? 1)
        let changes = max(0, arguments.dropFirst().first.flatMap(Int.init) ?? SoakEngine.defaultMutationsPerMille)
        var failed = false
        for seed in 1...UInt64(seeds) {
            if !soak(seed: seed, budget: budget, changes: changes) { failed = true }
        }
        if failed { exit(1) }
    }

    @MainActor
    private static func soak(seed: UInt64, budget: Budget, changes: Int) -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        let engine = SoakEngine(seed: seed, mutationsPerMille: changes)
        // The tree as built (the run's changes add and drop views after this).
        let views = engine.scene.viewCount
        let recognizers = engine.scene.recognizers.count
        var reported = 0
        var rssSamples: [Int] = []
        for tenth in 1...10 {
            let mark = budget.total * tenth / 10
            switch budget {
            case .steps:
                engine.run(steps: max(mark - engine.stepCount, 0))
            case .events:
                // Steps send one to five events each: go in small slices up to this tenth's count.
                while engine.touchEventCount < mark { engine.run(steps: 256) }
            }
            let seconds = (clock.now - start) / .seconds(1)
            let rss = residentKilobytes()
            rssSamples.append(rss)
            print(json([
                ("benchmark", "\"soak\""), ("seed", "\(seed)"), ("steps", "\(engine.stepCount)"),
                ("events", "\(engine.touchEventCount)"), ("seconds", format(seconds)), ("steps_per_second", format(Double(engine.stepCount) / seconds)),
                ("violations", "\(engine.violationCount)"), ("rss_kb", "\(rss)"),
                ("heap_in_use_kb", "\(malloc_counter_heap_in_use() / 1024)"), ("heap_free_kb", "\(malloc_counter_heap_free() / 1024)"),
            ]))
            fflush(nil)
            if engine.violationCount > reported {
                for violation in engine.violations.dropFirst(reported).prefix(5) {
                    FileHandle.standardError.write(Data("violation: \(violation)\n".utf8))
                }
                reported = engine.violationCount
            }
        }
        let seconds = (clock.now - start) / .seconds(1)
        print(json([
            ("benchmark", "\"soak_summary\""), ("seed", "\(seed)"), ("steps", "\(engine.stepCount)"),
            ("views", "\(views)"), ("recognizers", "\(recognizers)"), ("events", "\(engine.touchEventCount)"),
            ("settles", "\(engine.settleCount)"), ("view_calls", "\(engine.scene.ledger.callCount)"),
            ("actions", "\(engine.scene.actionCount)"), ("changes_per_mille", "\(changes)"),
            ("changes", "\(engine.scene.mutator.mutationCount)"),
            ("change_kinds", "{" + SoakMutator.Kind.allCases.map { "\"\($0)\":\(engine.scene.mutator.counts[$0] ?? 0)" }.joined(separator: ",") + "}"),
            ("seconds", format(seconds)),
            ("steps_per_second", format(Double(engine.stepCount) / seconds)),
            ("events_per_second", format(Double(engine.touchEventCount) / seconds)),
            ("violations", "\(engine.violationCount)"),
            ("rss_kb_at_10_50_100_percent", "[\(rssSamples.first ?? 0), \(rssSamples[rssSamples.count / 2 - (rssSamples.count > 1 ? 1 : 0)]), \(rssSamples.last ?? 0)]"),
        ]))
        let flatness = RSSFlatness(samples: rssSamples)
        if !flatness.isFlat {
            FileHandle.standardError.write(Data("memory not flat: \(flatness)\n".utf8))
        }
        guard let first = engine.violations.first else { return flatness.isFlat }
        let recording = SoakEngine.reproduction(of: first, mutationsPerMille: changes)
        let path = "soak-seed\(seed)-step\(first.stepIndex).jsonl"
        if FileManager.default.createFile(atPath: path, contents: Data(recording.jsonLines().utf8)) {
            FileHandle.standardError.write(Data("first violation's input written to \(path)\n".utf8))
        } else {
            FileHandle.standardError.write(Data("could not write the first violation's input to \(path)\n".utf8))
        }
        return false
    }

    /// Resident memory in kilobytes: the second field of /proc/self/statm is resident pages.
    static func residentKilobytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return -1 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return -1 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }

    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }

    private static func json(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// How long a run is: a number of engine steps, or of touch events sent.
    enum Budget {
        case steps(Int)
        case events(Int)

        var total: Int {
            switch self {
            case .steps(let count), .events(let count): count
            }
        }
    }
}
