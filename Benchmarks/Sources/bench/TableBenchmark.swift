import Foundation
import MallocCounter
import OpenUIKit
import OpenUIKitTesting

/// `bench table [rows]`: a full-screen (390 × 844) table of 100,000 self-sizing rows (a
/// multi-line label pinned by constraints; seven texts of one to four lines, so rows differ in
/// height and text layouts come from the cache) flicked from top to bottom. Each flick is
/// 40,000 pt/s for 1/64 s, followed by one second of glide, so a frame brings about 15 rows
/// into view (each asked of the data source and, the first time, measured through Auto
/// Layout). Reports:
/// 1. `table.flick`: time and heap allocations per frame (a run-loop turn: a finger event or a
///    glide step, tiling, layout, display, commit; nothing asks for pixels) over the whole run,
///    and time per row shown;
/// 2. `table.steadyState`: in the middle of the table, after warm-up, 60 glide frames at a
///    gentle 1,500 pt/s: heap allocations per frame and new cells made (target 0).
@MainActor
enum TableBenchmark {
    static let texts = [
        "Short row",
        "A row with a little more to say, enough to wrap once on a phone.",
        "Three lines: this text keeps going past the edge of the row, wraps, keeps going again and wraps a second time.",
        "Tiny",
        "Two lines of text here, because this sentence is just long enough to wrap.",
        "Four lines: a long paragraph of text that goes on for quite a while, past the edge of the row again and again, so that the label has to wrap it three times before it ends.",
        "One more short one",
    ]

    final class BenchCell: UITableViewCell {
        let label = UILabel()
        var configured = false

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            ])
        }

        required init?(coder: NSCoder) { fatalError("unused") }
    }

    final class Source: UITableViewDataSource {
        let rows: Int
        var cellForRowCalls = 0
        var cellsMade = 0

        init(rows: Int) { self.rows = rows }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            cellForRowCalls += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! BenchCell
            if !cell.configured {
                cell.configured = true
                cellsMade += 1
            }
            cell.label.text = TableBenchmark.texts[indexPath.row % TableBenchmark.texts.count]
            return cell
        }
    }

    static func run(arguments: [String]) {
        let rows = arguments.first.flatMap(Int.init) ?? 100_000
        let app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        let source = Source(rows: rows)
        table.register(BenchCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        controller.view.addSubview(table)
        app.runTurn()

        let clock = ContinuousClock()
        var frames = 0
        var maximumLive = 0
        let start = clock.now
        malloc_counter_reset()
        var flicks = 0
        while table.contentOffset.y < table.contentSize.height - table.bounds.height {
            app.flick(from: CGPoint(x: 195, y: 750), velocity: CGPoint(x: 0, y: -40_000), duration: 1.0 / 64, steps: 4)
            frames += 6
            flicks += 1
            for _ in 0..<60 {
                app.advance(by: 1.0 / 60)
                frames += 1
                maximumLive = max(maximumLive, table.visibleCells.count)
                if !table.isDecelerating { break }
            }
            if flicks > 100_000 { break }
        }
        let elapsed = clock.now - start
        let flickAllocations = malloc_counter_read()
        report([
            "benchmark": "table.flick", "rows": rows, "flicks": flicks, "frames": frames,
            "nsPerFrame": nanoseconds(elapsed) / Double(frames),
            "allocationsPerFrame": Double(flickAllocations) / Double(frames),
            "nsPerRowShown": nanoseconds(elapsed) / Double(source.cellForRowCalls),
            "cellForRowCalls": source.cellForRowCalls, "cellsMade": source.cellsMade,
            "maximumVisibleCells": maximumLive, "contentHeight": Double(table.contentSize.height),
        ])

        // Steady state: back to the middle, warm up, then a slow glide counted by MallocCounter.
        table.scrollToRow(at: IndexPath(row: rows / 2, section: 0), at: .top, animated: false)
        app.runTurn()
        func gentleFlick() {
            app.flick(from: CGPoint(x: 195, y: 600), velocity: CGPoint(x: 0, y: -1_500), duration: 0.125, steps: 8)
        }
        gentleFlick()
        app.stepFrames(30)
        gentleFlick()
        app.stepFrames(5)
        let cellsBefore = source.cellsMade
        let callsBefore = source.cellForRowCalls
        malloc_counter_reset()
        app.stepFrames(60)
        let allocations = malloc_counter_read()
        report([
            "benchmark": "table.steadyState", "frames": 60,
            "allocationsPerFrame": Double(allocations) / 60,
            "newCells": source.cellsMade - cellsBefore,
            "rowsShown": source.cellForRowCalls - callsBefore,
            "decelerating": table.isDecelerating,
        ])
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }

    static func report(_ fields: [String: Any]) {
        let data = try! JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }
}
