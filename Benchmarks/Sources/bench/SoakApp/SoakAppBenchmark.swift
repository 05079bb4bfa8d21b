import Foundation
import MallocCounter
import OpenUIKit
import OpenUIKitTesting

/// `bench soak-app [steps] [seeds] [first]`: the app-level soak (`make soak-app`). A
/// ``SoakAppMonkey`` runs `steps` steps (1,000,000 by default) with each of `seeds` seeds (3 by
/// default) from `first` on (1 by default), so one seed can be run again alone.
/// Prints one JSON line every tenth of a run: steps, steps per second so far, violations,
/// controllers leaked; memory where the monkey left the app, then after
/// ``SoakAppMonkey/rest()`` brought it back to the state it started in — resident memory
/// (/proc/self/statm) before and after the allocator gave its free pages back
/// (`malloc_trim(0)`), the heap in use and free (mallinfo2), resident memory by kind
/// (``ResidentMemoryBreakdown``; after the trim: `anon_kb_trimmed`, what the memory check
/// judges, and `file_kb_trimmed`), the text layout cache's counts, the live views the monkey
/// has seen and the controllers and text views it made still alive outside every window
/// (``SoakLifetimes``). Then a summary per seed (actions, renders, settles, controllers freed
/// and leaked, memory at every tenth). A seed fails on any violation, leaked controller, view
/// the monkey saw in a window or object it watches still alive outside every window at the
/// end (in the starting state), and when anonymous memory grows after the warm-up faster than
/// ``SoakAppMemoryCheck`` allows (a run too short to have two samples after the warm-up is not
/// judged on memory, and says so); the program exits non-zero once every seed has run.
/// The first violations are printed to standard error with the actions before the first one;
/// the seed and step reproduce it (the run is deterministic). `SOAK_APP_LOG=1` prints every
/// action; `SOAK_APP_STOP_AT=N` runs the first seed's path to step N, lets the app settle, prints
/// how many presentation containers stayed behind and the last actions, and exits (non-zero when
/// one did): run it for several N to find the step that leaves one. `SOAK_APP_CENSUS=1` adds
/// a line at every tenth with what the app and the monkey hold (``SoakAppMonkey/census()``).
enum SoakAppBenchmark {
    @MainActor
    static func run(arguments: [String]) {
        let steps = max(10, arguments.first.flatMap(Int.init) ?? 1_000_000)
        let seeds = max(1, arguments.dropFirst().first.flatMap(Int.init) ?? 3)
        let first = max(1, arguments.dropFirst(2).first.flatMap(Int.init) ?? 1)
        if let stop = ProcessInfo.processInfo.environment["SOAK_APP_STOP_AT"].flatMap(Int.init) {
            // Bisecting a stray presentation container: the path to step `stop` is the one a
            // run of `steps` steps takes (the same rests at its tenths); settling there changes
            // what would come after, not what came before.
            let monkey = SoakAppMonkey(seed: UInt64(first))
            for tenth in 1...10 where monkey.stepCount < stop {
                monkey.run(steps: max(min(steps * tenth / 10, stop) - monkey.stepCount, 0))
                if monkey.stepCount < stop { monkey.rest() }
            }
            print("at \(monkey.stepCount): \(monkey.describePresentations())")
            let stray = monkey.strayContainersAfterSettling()
            print("settled: \(monkey.describePresentations())")
            print("stop at \(stop): \(stray) stray presentation containers after settling")
            for action in monkey.recentActions { print("  \(action)") }
            for violation in monkey.violations { FileHandle.standardError.write(Data("violation: \(violation)\n".utf8)) }
            exit(stray > 0 ? 1 : 0)
        }
        var failed = false
        for seed in UInt64(first)..<UInt64(first + seeds) {
            if !soak(seed: seed, steps: steps) { failed = true }
        }
        if failed { exit(1) }
    }

    @MainActor
    private static func soak(seed: UInt64, steps: Int) -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        let monkey = SoakAppMonkey(seed: seed)
        var reported = 0
        var rssSamples: [Int] = []
        var trimmedSamples: [Int] = []
        var anonymousSamples: [Int] = []
        var sampleSteps: [Int] = []
        var outside: [(key: String, value: Int)] = []
        for tenth in 1...10 {
            monkey.run(steps: max(steps * tenth / 10 - monkey.stepCount, 0))
            let seconds = (clock.now - start) / .seconds(1)
            // Memory where the monkey left the app (any window size and screen), then in the
            // state the run started in, which is what the flatness check compares.
            let rssWhereLeft = SoakBenchmark.residentKilobytes()
            let heapWhereLeft = malloc_counter_heap_in_use() / 1024
            monkey.rest()
            let rss = SoakBenchmark.residentKilobytes()
            rssSamples.append(rss)
            let heap = malloc_counter_heap_in_use() / 1024, heapFree = malloc_counter_heap_free() / 1024
            let parts = ResidentMemoryBreakdown.current()
            let views = monkey.liveSeenViews()
            outside = SoakLifetimes.aliveOutsideWindows().sorted { $0.key < $1.key }
            malloc_counter_trim()
            let rssTrimmed = SoakBenchmark.residentKilobytes()
            let trimmedParts = ResidentMemoryBreakdown.current()
            anonymousSamples.append(trimmedParts.anonymousPagesKilobytes)
            sampleSteps.append(monkey.stepCount)
            trimmedSamples.append(rssTrimmed)
            print(json([
                ("benchmark", "\"soak_app\""), ("seed", "\(seed)"), ("steps", "\(monkey.stepCount)"),
                ("seconds", format(seconds)), ("steps_per_second", format(Double(monkey.stepCount) / seconds)),
                ("violations", "\(monkey.violationCount)"), ("controllers_leaked", "\(monkey.leakedControllers)"),
                ("rss_kb", "\(rss)"), ("heap_in_use_kb", "\(heap)"), ("heap_free_kb", "\(heapFree)"),
                ("rss_heap_kb", "\(parts.heapKilobytes)"), ("rss_anonymous_kb", "\(parts.anonymousKilobytes)"),
                ("rss_file_kb", "\(parts.fileKilobytes)"), ("rss_kb_trimmed", "\(rssTrimmed)"),
                ("anon_kb_trimmed", "\(trimmedParts.anonymousPagesKilobytes)"), ("file_kb_trimmed", "\(trimmedParts.fileKilobytes)"),
                ("text_layouts", "\(HeadlessApp.cachedTextLayoutCount)"),
                ("text_drawables", "\(HeadlessApp.cachedDrawableTextLayoutCount)"),
                ("views_alive", "\(views.alive)"), ("views_in_windows", "\(views.inWindow)"),
                ("rss_kb_where_left", "\(rssWhereLeft)"), ("heap_in_use_kb_where_left", "\(heapWhereLeft)"),
                ("watched_alive_outside_windows", "{\(outside.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ","))}"),
                ("large_anonymous_kb", "[\(parts.largeAnonymous.map(String.init).joined(separator: ","))]"),
            ]))
            if Self.printsCensus {
                print(json([("benchmark", "\"soak_app_census\""), ("seed", "\(seed)"), ("steps", "\(monkey.stepCount)")] + monkey.census()))
            }
            fflush(nil)
            if monkey.violations.count > reported {
                for violation in monkey.violations.dropFirst(reported) {
                    FileHandle.standardError.write(Data("violation: \(violation)\n".utf8))
                }
                reported = monkey.violations.count
            }
        }
        let seconds = (clock.now - start) / .seconds(1)
        let actions = SoakAppAction.allCases.map { "\"\($0.rawValue)\":\(monkey.counts[$0] ?? 0)" }.joined(separator: ",")
        print(json([
            ("benchmark", "\"soak_app_summary\""), ("seed", "\(seed)"), ("steps", "\(monkey.stepCount)"),
            ("seconds", format(seconds)), ("steps_per_second", format(Double(monkey.stepCount) / seconds)),
            ("violations", "\(monkey.violationCount)"), ("controllers_leaked", "\(monkey.leakedControllers)"),
            ("controllers_freed", "\(monkey.controllersFreed)"),
            ("controllers_kept_by_presentation", "\(monkey.controllersKeptByPresentation)"), ("touches", "\(monkey.touchesBegun)"),
            ("renders", "\(monkey.renders)"), ("settles", "\(monkey.settles)"), ("actions", "{\(actions)}"),
            ("rss_kb_at_each_tenth", "[\(rssSamples.map(String.init).joined(separator: ","))]"),
            ("rss_kb_trimmed_at_each_tenth", "[\(trimmedSamples.map(String.init).joined(separator: ","))]"),
            ("anon_kb_trimmed_at_each_tenth", "[\(anonymousSamples.map(String.init).joined(separator: ","))]"),
        ]))
        fflush(nil)
        let viewsOutside = monkey.liveSeenViewsOutsideWindows()
        let types = viewsOutside.prefix(12).map { "\"\($0.type)\":\($0.count)" }
        print(json([("benchmark", "\"soak_app_views_outside_windows\""), ("seed", "\(seed)"), ("types", "{\(types.joined(separator: ","))}")]))
        fflush(nil)
        // In the starting state nothing the monkey saw in a window, or made and watched, has a
        // reason to be alive outside every window: the old screens' views and controllers are
        // gone unless something (a retain cycle, a registry) still holds them.
        let strayViews = viewsOutside.reduce(0) { $0 + $1.count }
        if strayViews > 0 {
            FileHandle.standardError.write(Data("views alive outside every window at the end: {\(types.joined(separator: ","))}\n".utf8))
        }
        let strayWatched = outside.reduce(0) { $0 + $1.value }
        if strayWatched > 0 {
            FileHandle.standardError.write(Data("watched objects alive outside every window at the end: \(outside)\n".utf8))
        }
        let memory = SoakAppMemoryCheck(steps: sampleSteps, kilobytes: anonymousSamples)
        FileHandle.standardError.write(Data("seed \(seed): \(memory.passes ? "" : "memory grows: ")\(memory)\n".utf8))
        return memory.passes && monkey.violationCount == 0 && monkey.leakedControllers == 0 && strayViews == 0
            && strayWatched == 0
    }

    /// Whether each tenth also prints what the app and the monkey hold (`SOAK_APP_CENSUS=1`):
    /// ``SoakAppMonkey/census()``.
    private static let printsCensus = ProcessInfo.processInfo.environment["SOAK_APP_CENSUS"] != nil

    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }

    private static func json(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }
}
