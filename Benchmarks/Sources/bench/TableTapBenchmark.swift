import Foundation
import MallocCounter
import OpenUIKit
import OpenUIKitTesting

/// `bench table-tap [--taps N]`: what the context-menu interaction every table carries costs a
/// tap on a row. A full-screen table of 50 plain rows whose delegate offers no context menu;
/// each tap (finger down, 0.05 s, finger up, the selection's run-loop turn) lands on a row.
/// Measured twice in alternating rounds, with the table's interactions as they are and with
/// its context-menu interaction removed: median nanoseconds and heap allocations per tap.
@MainActor
enum TableTapBenchmark {
    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var selections = 0
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.row)"
            cell.contentConfiguration = content
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selections += 1
            tableView.deselectRow(at: indexPath, animated: false)
        }
    }

    static func run(arguments: [String]) {
        var taps = 400
        if arguments.count == 2, arguments[0] == "--taps", let value = Int(arguments[1]) { taps = value }
        let clock = ContinuousClock()
        func ns(_ d: Duration) -> Double {
            Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9
        }
        func makeTable(withMenu: Bool) -> (HeadlessApp, Source) {
            let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 3)
            let window = app.makeWindow()
            let source = Source()
            let table = UITableView(frame: window.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = source
            table.delegate = source
            window.addSubview(table)
            if !withMenu {
                for interaction in table.interactions where interaction is UIContextMenuInteraction {
                    table.removeInteraction(interaction)
                }
            }
            app.settle()
            // Warm-up: cells made, first selection done.
            for _ in 0..<20 { app.tap(at: CGPoint(x: 195, y: 110)) }
            app.settle()
            return (app, source)
        }
        let apps = [makeTable(withMenu: true), makeTable(withMenu: false)]
        var samples: [[Double]] = [[], []]
        var allocations: [Int] = [0, 0]
        let rounds = 10
        let perRound = Swift.max(1, taps / rounds)
        for _ in 0..<rounds {
            for (index, (app, _)) in apps.enumerated() {
                for tap in 0..<perRound {
                    let point = CGPoint(x: 195, y: 66 + CGFloat(tap % 10) * 44)
                    malloc_counter_reset()
                    let start = clock.now
                    app.tap(at: point)
                    samples[index].append(ns(clock.now - start))
                    allocations[index] += Int(malloc_counter_read())
                }
            }
        }
        for (index, (_, source)) in apps.enumerated() where source.selections < 20 + rounds * perRound {
            FileHandle.standardError.write(Data("error: bench table-tap: taps did not select rows (table \(index))\n".utf8))
            exit(1)
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let count = Double(rounds * perRound)
        let fields = [
            "\"benchmark\": \"table-tap\"", "\"taps\": \(rounds * perRound)",
            "\"ns_per_tap_with_menu_interaction\": \(Int(median(samples[0])))",
            "\"ns_per_tap_without\": \(Int(median(samples[1])))",
            "\"allocations_per_tap_with\": \(String(format: "%.1f", Double(allocations[0]) / count))",
            "\"allocations_per_tap_without\": \(String(format: "%.1f", Double(allocations[1]) / count))",
        ]
        print("{" + fields.joined(separator: ", ") + "}")
    }
}
