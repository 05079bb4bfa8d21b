import Foundation

// `bench <name> [arguments…]`: each benchmark prints one JSON object per line.
let benchmarks: [(name: String, run: @MainActor ([String]) -> Void)] = [
    ("events", EventBenchmark.run(arguments:)),
    ("gestures", GestureBenchmark.run(arguments:)),
    ("solver", SolverBenchmark.run(arguments:)),
    ("layout", LayoutBenchmark.run(arguments:)),
    ("render", RenderBenchmark.run(arguments:)),
    ("blur", BlurBenchmark.run(arguments:)),
    ("animation", AnimationBenchmark.run(arguments:)),
    ("text", TextBenchmark.run(arguments:)),
    ("text-cache-memory", TextCacheMemoryBenchmark.run(arguments:)),
    ("text-edit-memory", TextEditMemoryBenchmark.run(arguments:)),
    ("text-font-memory", TextFontMemoryBenchmark.run(arguments:)),
    ("table", TableBenchmark.run(arguments:)),
    ("table-tap", TableTapBenchmark.run(arguments:)),
    ("deep", DeepTreeBenchmark.run(arguments:)),
    ("wide", WideTreeBenchmark.run(arguments:)),
    ("soak", SoakBenchmark.run(arguments:)),
    ("soak-app", SoakAppBenchmark.run(arguments:)),
    ("snapshot", SnapshotComparisonBenchmark.run(arguments:)),
    ("audit", AccessibilityAuditBenchmark.run(arguments:)),
    ("driver", DriverBenchmark.run(arguments:)),
    ("testkit", TestKitBenchmark.run(arguments:)),
    ("traitmatrix", TraitMatrixBenchmark.run(arguments:)),
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let benchmark = benchmarks.first(where: { $0.name == name }) else {
    let names = benchmarks.map(\.name).joined(separator: " | ")
    FileHandle.standardError.write(Data("usage: bench <\(names)> [arguments…]\n".utf8))
    exit(2)
}
MainActor.assumeIsolated {
    benchmark.run(Array(arguments.dropFirst()))
}
