import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A cell that records its configuration updates ("update selected", "handler selected"…).
final class ConfigurationRecordingCell: UITableViewCell {
    var log: [String] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        log.append("update " + ConfigurationRecordingCell.describe(state))
    }

    static func describe(_ state: UICellConfigurationState) -> String {
        var flags: [String] = []
        if state.isHighlighted { flags.append("highlighted") }
        if state.isSelected { flags.append("selected") }
        if state.isEditing { flags.append("editing") }
        return flags.isEmpty ? "normal" : flags.joined(separator: "+")
    }
}

/// Rows with list content configurations: (style, text, secondary text) per row.
@MainActor
final class ConfiguredRowsSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[(UIListContentConfiguration, String, String?)]]
    var usesBackgroundConfiguration = true

    init(sections: [[(UIListContentConfiguration, String, String?)]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        let (style, text, secondary) = sections[indexPath.section][indexPath.row]
        var content = style
        content.text = text
        content.secondaryText = secondary
        cell.contentConfiguration = content
        if usesBackgroundConfiguration { cell.backgroundConfiguration = cell.defaultBackgroundConfiguration() }
        if let recording = cell as? ConfigurationRecordingCell {
            cell.configurationUpdateHandler = { [unowned recording] _, state in
                recording.log.append("handler " + ConfigurationRecordingCell.describe(state))
            }
        }
        return cell
    }
}

/// Content and background configurations on table, collection and header cells, updated
/// for highlight and selection.
@MainActor
@Suite struct CellConfigurationTests {
    @MainActor
    struct Stage {
        let app = HeadlessApp()
        let table: UITableView
        let source: ConfiguredRowsSource

        init(style: UITableView.Style = .plain, rows: [[(UIListContentConfiguration, String, String?)]]) {
            let controller = UIViewController()
            app.makeWindow(rootViewController: controller)
            table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 700), style: style)
            table.register(ConfigurationRecordingCell.self, forCellReuseIdentifier: "row")
            source = ConfiguredRowsSource(sections: rows)
            table.dataSource = source
            table.delegate = source
            controller.view.addSubview(table)
            app.runTurn()
        }

        func cell(_ row: Int, _ section: Int = 0) -> ConfigurationRecordingCell {
            table.cellForRow(at: IndexPath(row: row, section: section)) as! ConfigurationRecordingCell
        }

        func center(_ row: Int, _ section: Int = 0) -> CGPoint {
            let rect = table.rectForRow(at: IndexPath(row: row, section: section))
            return CGPoint(x: rect.midX, y: rect.midY - table.contentOffset.y)
        }
    }

    static let fiveRows: [[(UIListContentConfiguration, String, String?)]] = [
        (0..<5).map { (UIListContentConfiguration.cell(), "Row \($0)", nil) }
    ]

    @Test("A new cell is configured once before its first layout: updateConfiguration(using:), then the handler")
    func firstUpdate() {
        let stage = Stage(rows: Self.fiveRows)
        #expect(stage.cell(0).log == ["update normal", "handler normal"])
    }

    @Test("Touch-down highlights and lift selects: each change updates the configuration once, method then handler")
    func highlightThenSelect() {
        let stage = Stage(rows: Self.fiveRows)
        let cell = stage.cell(1)
        cell.log.removeAll()
        stage.app.touchDown(at: stage.center(1))
        stage.app.advance(by: 0.2)
        #expect(cell.isHighlighted)
        #expect(cell.log == ["update highlighted", "handler highlighted"])
        #expect(cell.configurationState.isHighlighted)
        stage.app.touchUp()
        stage.app.runTurn()
        #expect(cell.log == ["update highlighted", "handler highlighted", "update selected", "handler selected"])
        stage.table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        stage.app.runTurn()
        #expect(cell.log.suffix(2) == ["update normal", "handler normal"])
    }

    @Test("Several state changes in one turn make one update; setNeedsUpdateConfiguration asks for another")
    func coalescing() {
        let stage = Stage(rows: Self.fiveRows)
        let cell = stage.cell(2)
        cell.log.removeAll()
        cell.setHighlighted(true, animated: false)
        cell.setSelected(true, animated: false)
        cell.setEditing(true, animated: false)
        stage.app.runTurn()
        #expect(cell.log == ["update highlighted+selected+editing", "handler highlighted+selected+editing"])
        cell.setNeedsUpdateConfiguration()
        stage.app.runTurn()
        #expect(cell.log.count == 4)
    }

    @Test("The background configuration resolves to the row colour, and to systemGray4 when selected")
    func backgroundUpdates() {
        let stage = Stage(rows: Self.fiveRows)
        let cell = stage.cell(0)
        #expect(cell.backgroundConfiguration == .listPlainCell())
        #expect(cell.backgroundColor == nil)
        let tint = UIColor.systemBlue
        #expect(cell.backgroundConfiguration?.resolvedBackgroundColor(for: tint) == .systemBackground)
        cell.setSelected(true, animated: false)
        let selected = cell.backgroundConfiguration!.updated(for: cell.configurationState)
        #expect(selected.resolvedBackgroundColor(for: tint) == .systemGray4)
        var grouped = UIBackgroundConfiguration.listGroupedCell()
        #expect(grouped.resolvedBackgroundColor(for: tint) == .secondarySystemGroupedBackground)
        grouped.backgroundColor = .systemRed
        #expect(grouped.updated(for: cell.configurationState).resolvedBackgroundColor(for: tint) == .systemRed)
        grouped.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        var alpha: CGFloat = 0
        var red: CGFloat = 0
        _ = grouped.resolvedBackgroundColor(for: tint).getRed(&red, green: nil, blue: nil, alpha: &alpha)
        #expect(alpha == 0.5)
        #expect(red == 1)
        #expect(UIBackgroundConfiguration.listSidebarCell().updated(for: cell.configurationState)
            .resolvedBackgroundColor(for: tint) == tint)
        #expect(UIBackgroundConfiguration.clear().resolvedBackgroundColor(for: tint) == .clear)
    }

    @Test("Default configurations follow the table's style: cell content, plain or grouped backgrounds and headers")
    func defaultsFollowStyle() {
        let plain = Stage(rows: Self.fiveRows)
        #expect(plain.cell(0).defaultContentConfiguration() == .cell())
        #expect(plain.cell(0).defaultBackgroundConfiguration() == .listPlainCell())
        let inset = Stage(style: .insetGrouped, rows: Self.fiveRows)
        #expect(inset.cell(0).defaultBackgroundConfiguration() == .listGroupedCell())
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        #expect(header.defaultContentConfiguration() == .plainHeader())
        #expect(header.defaultBackgroundConfiguration() == .listPlainHeaderFooter())
    }

    @Test("With automatic updates off the shown configuration is the one set; the handler still runs")
    func automaticUpdatesOff() {
        let cell = ConfigurationRecordingCell(style: .default, reuseIdentifier: nil)
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.backgroundConfiguration = .listPlainCell()
        cell.configurationUpdateHandler = { cell, state in
            (cell as? ConfigurationRecordingCell)?.log.append("handler " + ConfigurationRecordingCell.describe(state))
        }
        cell.layoutIfNeeded()
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.log == ["update normal", "handler normal", "update selected", "handler selected"])
        #expect(cell.automaticallyUpdatesContentConfiguration)
        #expect(!cell.automaticallyUpdatesBackgroundConfiguration)
    }

    @Test("A collection cell updates its configuration when selected and shows a list content view")
    func collectionCell() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        var states: [Bool] = []
        cell.configurationUpdateHandler = { _, state in states.append(state.isSelected) }
        var content = UIListContentConfiguration.cell()
        content.text = "Item"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(states == [false, true])
        #expect(cell.contentView.subviews.contains { $0 is UIListContentView })
        #expect(cell.defaultBackgroundConfiguration() == .clear())
        // A new configuration of the same kind is shown by the same view.
        let shown = cell.contentView.subviews.first { $0 is UIListContentView }
        content.text = "Changed"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.first { $0 is UIListContentView } === shown)
    }

    @Test("Self-sizing rows take the content configuration's height at the row's width, plus the separator")
    func selfSizingRows() {
        var multiline = UIListContentConfiguration.subtitleCell()
        multiline.secondaryTextProperties.numberOfLines = 0
        let long = String(repeating: "A secondary text long enough to wrap. ", count: 6)
        let stage = Stage(rows: [[
            (UIListContentConfiguration.cell(), "One line", nil),
            (multiline, "Title", long),
            (UIListContentConfiguration.valueCell(), "Version", "17.2"),
        ]])
        let separator: CGFloat = 1.0 / 3
        #expect(stage.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44 + separator)
        var expected = multiline
        expected.text = "Title"
        expected.secondaryText = long
        let measured = UIListContentView(configuration: expected).sizeThatFits(CGSize(width: 390, height: 0)).height
        #expect(measured > 88)
        #expect(stage.table.rectForRow(at: IndexPath(row: 1, section: 0)).height == measured + separator)
        #expect(stage.table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 44 + separator)
        #expect(abs(stage.table.rectForRow(at: IndexPath(row: 2, section: 0)).minY - (44 + 2 * separator + measured)) < 1e-9)
    }

    @Test("A header view shows its content configuration and updates it before layout")
    func headerView() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.frame = CGRect(x: 0, y: 0, width: 390, height: 40)
        var calls = 0
        header.configurationUpdateHandler = { _, _ in calls += 1 }
        var content = header.defaultContentConfiguration()
        content.text = "Section"
        header.contentConfiguration = content
        header.backgroundConfiguration = header.defaultBackgroundConfiguration()
        header.layoutIfNeeded()
        #expect(calls == 1)
        let view = header.contentView.subviews.compactMap { $0 as? UIListContentView }.first
        #expect(view?.frame == header.contentView.bounds)
        #expect(view?.textLabel.text == "Section")
    }
}
