import Foundation
import MallocCounter
import OpenUIKit
import OpenUIKitTesting

/// `bench testkit [tests]`: what one UI test costs with the test kit. Each test builds a
/// 20-view screen (a stack of labels, a switch, a text field and buttons under a navigation
/// controller) in a fresh `HeadlessApp`, taps a button, settles and asserts the tap's effect.
/// Prints one JSON object:
/// - `firstTestMs`: the first test, which starts the text engine (its font configuration);
/// - `medianTestUs`: the median of the tests after it (thread CPU and wall time);
/// - `totalMs`: all `tests` tests (1,000 by default) back to back, from the first;
/// - `processMs`: from the process's start (as the kernel records it) to the last test's end;
/// - `allocationsPerTest`: the median count of heap allocations (`malloc`, `calloc`, `realloc`)
///   of 20 more tests after those.
/// The budgets are a median of 200 µs and 1,000 tests in 5 s including start-up. With `--check`
/// (`make bench-check`) it exits with status 1 when a test makes more than
/// ``allocationCeiling`` allocations, so a change that adds work to every test is caught.
enum TestKitBenchmark {
    /// The most heap allocations one test may make before `--check` fails: 3,570 measured
    /// after the test kit's sixth pass (docs/PERFORMANCE.md) plus about a fifth.
    static let allocationCeiling: UInt64 = 4_300

    @MainActor
    static func run(arguments: [String]) {
        let checks = arguments.contains("--check")
        let tests = arguments.first.flatMap(Int.init) ?? 1000
        let clock = ContinuousClock()
        let start = clock.now
        let firstCPU = BenchmarkSupport.threadCPUMilliseconds()
        runOneTest()
        let firstMs = BenchmarkSupport.threadCPUMilliseconds() - firstCPU
        var cpu: [Double] = []
        var wall: [Double] = []
        for _ in 1..<max(tests, 2) {
            let testStart = clock.now
            let cpuStart = BenchmarkSupport.threadCPUMilliseconds()
            runOneTest()
            cpu.append(BenchmarkSupport.threadCPUMilliseconds() - cpuStart)
            let (seconds, attoseconds) = (clock.now - testStart).components
            wall.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
        }
        let totalMs = Double(BenchmarkSupport.milliseconds(clock.now - start, digits: 3)) ?? 0
        let processMs = millisecondsSinceProcessStart()
        var allocations: [UInt64] = []
        for _ in 0..<20 {
            malloc_counter_reset()
            runOneTest()
            allocations.append(malloc_counter_read())
        }
        allocations.sort()
        let allocationsPerTest = allocations[allocations.count / 2]
        cpu.sort()
        wall.sort()
        print(
            "{\"benchmark\":\"testkit\",\"tests\":\(tests),\"firstTestMs\":\(String(format: "%.1f", firstMs)),"
                + "\"medianTestCpuUs\":\(String(format: "%.1f", cpu[cpu.count / 2] * 1000)),"
                + "\"medianTestWallUs\":\(String(format: "%.1f", wall[wall.count / 2] * 1000)),"
                + "\"totalMs\":\(String(format: "%.1f", totalMs)),\"processMs\":\(String(format: "%.1f", processMs)),"
                + "\"allocationsPerTest\":\(allocationsPerTest),\"budgetMedianUs\":200,\"budgetTotalMs\":5000}")
        if checks, allocationsPerTest > allocationCeiling {
            BenchmarkSupport.fail(
                "testkit",
                "one test made \(allocationsPerTest) heap allocations, more than the \(allocationCeiling) allowed; "
                    + "something now runs in every test (see docs/PERFORMANCE.md, the test kit)")
        }
    }

    /// One test: build, tap, settle, assert.
    @MainActor
    static func runOneTest() {
        let app = HeadlessApp()
        let screen = UIViewController()
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        var taps = 0
        let counter = UILabel()
        counter.text = "0 taps"
        for index in 0..<12 {
            let label = UILabel()
            label.text = "Row \(index)"
            stack.addArrangedSubview(label)
        }
        stack.addArrangedSubview(counter)
        stack.addArrangedSubview(UISwitch())
        let field = UITextField()
        field.placeholder = "Name"
        stack.addArrangedSubview(field)
        let button = UIButton(type: .system)
        button.setTitle("Add", for: .normal)
        button.addAction(UIAction { _ in
            taps += 1
            counter.text = "\(taps) tap\(taps == 1 ? "" : "s")"
        }, for: .touchUpInside)
        stack.addArrangedSubview(button)
        stack.addArrangedSubview(UIButton(type: .system))
        screen.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: screen.view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: screen.view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: screen.view.layoutMarginsGuide.trailingAnchor),
        ])
        _ = app.makeWindow(rootViewController: UINavigationController(rootViewController: screen))
        app.tap(button)
        app.settle()
        if taps != 1 || counter.text != "1 tap" {
            BenchmarkSupport.fail("testkit", "the tap did not reach the button (\(taps) taps, \(counter.text ?? "nil"))")
        }
    }

    /// Milliseconds since the kernel started this process (Linux: /proc/self/stat's start time).
    static func millisecondsSinceProcessStart() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let uptime = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return -1 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Field 22 (start time, in clock ticks since boot) is the 20th after the command name.
        guard fields.count > 19, let ticks = Double(fields[19]),
            let now = uptime.split(separator: " ").first.flatMap({ Double($0) })
        else { return -1 }
        return (now - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))) * 1000
    }
}
