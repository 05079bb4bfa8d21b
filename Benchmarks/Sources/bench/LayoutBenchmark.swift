import Foundation
import OpenUIKit
import OpenUIKitTesting

/// `bench layout [rows] [columns]`: a screen of rows × columns constraint-driven views (1,000
/// by default: 100 rows of a row view holding 9 equal-width cells) built with anchors. Prints
/// one JSON object with the time to the first layout, to re-layout after a container width
/// change and after a height-only change, and the layoutSubviews calls each made.
enum LayoutBenchmark {
    @MainActor
    static func run(arguments: [String]) {
        let rows = arguments.first.flatMap(Int.init) ?? 100
        let columns = arguments.dropFirst().first.flatMap(Int.init) ?? 9
        let app = HeadlessApp(screenSize: CGSize(width: 1000, height: 4000))
        let window = app.makeWindow()
        let statistics = { app.application.framePipeline.statistics.layoutSubviewsCalls }
        let clock = ContinuousClock()

        let start = clock.now
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 3000))
        window.addSubview(container)
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        var cells: [UIView] = []
        for _ in 0..<rows {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(row)
            constraints += [
                row.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? container.topAnchor, constant: 4),
                row.heightAnchor.constraint(equalToConstant: 24),
            ]
            var left: UIView?
            for _ in 0..<columns {
                let cell = UIView()
                cell.translatesAutoresizingMaskIntoConstraints = false
                row.addSubview(cell)
                cells.append(cell)
                constraints += [
                    cell.leadingAnchor.constraint(equalTo: left?.trailingAnchor ?? row.leadingAnchor, constant: 4),
                    cell.topAnchor.constraint(equalTo: row.topAnchor, constant: 2),
                    cell.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -2),
                ]
                if let left { constraints.append(cell.widthAnchor.constraint(equalTo: left.widthAnchor)) }
                left = cell
            }
            if let left { constraints.append(row.trailingAnchor.constraint(equalTo: left.trailingAnchor, constant: 4)) }
            previous = row
        }
        NSLayoutConstraint.activate(constraints)
        let callsBefore = statistics()
        app.runTurn()
        let firstLayout = clock.now - start
        let firstCalls = statistics() - callsBefore

        let expectedWidth = (784 - CGFloat(columns + 1) * 4) / CGFloat(columns)
        check(cells, width: expectedWidth, "first layout")

        let resizeStart = clock.now
        let resizeCallsBefore = statistics()
        container.frame.size.width = 600
        app.runTurn()
        let relayout = clock.now - resizeStart
        let relayoutCalls = statistics() - resizeCallsBefore
        check(cells, width: (584 - CGFloat(columns + 1) * 4) / CGFloat(columns), "width change")

        let heightStart = clock.now
        let heightCallsBefore = statistics()
        container.frame.size.height = 3500
        app.runTurn()
        let heightOnly = clock.now - heightStart
        let heightCalls = statistics() - heightCallsBefore
        // The guard `make bench-check` relies on: which views each pass lays out is exact. The
        // first layout and a width change lay out every row and cell (all change size), the
        // container and the window; a height-only change lays out only the container and the
        // window, whose sizes changed (every row keeps its frame).
        let everyView = rows * (columns + 1) + 2
        if firstCalls != everyView || relayoutCalls != everyView || heightCalls != 2 {
            FileHandle.standardError.write(
                Data(
                    ("layout benchmark: layoutSubviews calls \(firstCalls) / \(relayoutCalls) / \(heightCalls) "
                        + "(first layout / width change / height change); expected \(everyView) / \(everyView) / 2\n").utf8))
            exit(1)
        }

        let views = rows * (columns + 1)
        print(
            "{\"benchmark\":\"layout\",\"views\":\(views),\"constraints\":\(constraints.count),"
                + "\"first_layout_ms\":\(BenchmarkSupport.milliseconds(firstLayout, digits: 3)),\"first_layout_calls\":\(firstCalls),"
                + "\"relayout_width_ms\":\(BenchmarkSupport.milliseconds(relayout, digits: 3)),\"relayout_width_calls\":\(relayoutCalls),"
                + "\"relayout_height_ms\":\(BenchmarkSupport.milliseconds(heightOnly, digits: 3)),\"relayout_height_calls\":\(heightCalls)}")
    }

    @MainActor
    private static func check(_ cells: [UIView], width: CGFloat, _ stage: String) {
        for cell in cells where abs(cell.frame.width - width) > 1e-6 || cell.frame.height != 20 {
            FileHandle.standardError.write(Data("layout benchmark: wrong frame \(cell.frame) after \(stage)\n".utf8))
            exit(1)
        }
    }
}
