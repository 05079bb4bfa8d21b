import Foundation
import OpenUIKitTesting
@testable import OpenUIKit

/// The appearance catalogue's scenes: each standard component in one style, built in its own
/// application at scale 3 and cropped to the component with a 16-point margin on the
/// background it normally sits on. docs/CATALOGUE.md lists every entry and where its values
/// come from.
@MainActor
enum CatalogueScenes {
    /// The width every scene is laid out at (points).
    static let width: CGFloat = 320

    /// The entries, in the order docs/CATALOGUE.md lists them.
    nonisolated static let names: [String] = [
        "table-plain", "table-grouped", "table-insetGrouped",
        "cell-default", "cell-subtitle", "cell-value1", "cell-value2",
        "accessory-disclosureIndicator", "accessory-checkmark", "accessory-detailButton", "accessory-detailDisclosureButton",
        "swipe-actions",
        "textfield-none", "textfield-line", "textfield-bezel", "textfield-roundedRect",
        "button-system", "button-plain", "button-gray", "button-tinted", "button-filled",
        "switch-on", "switch-off", "slider", "stepper", "segmented", "pagecontrol",
        "alert", "actionsheet",
        "navigationbar", "navigationbar-large", "tabbar", "toolbar", "searchbar",
        "progress", "activity-medium", "activity-large",
    ]

    /// Renders entry `name` with `style` at `category`: the component's pixels at scale 3.
    static func render(_ name: String, style: UIUserInterfaceStyle, category: UIContentSizeCategory) -> CGImage {
        let app = HeadlessApp(screenSize: CGSize(width: width, height: 700), scale: 3)
        app.userInterfaceStyle = style
        app.preferredContentSizeCategory = category
        let image: CGImage
        switch name {
        case "table-plain": image = table(app, .plain, rows: standardRows)
        case "table-grouped": image = table(app, .grouped, rows: standardRows)
        case "table-insetGrouped": image = table(app, .insetGrouped, rows: standardRows)
        case "cell-default": image = table(app, .insetGrouped, rows: [Row(.default, "Wi-Fi", nil, .none)], sections: 1)
        case "cell-subtitle": image = table(app, .insetGrouped, rows: [Row(.subtitle, "Notifications", "Banners, sounds", .none)], sections: 1)
        case "cell-value1": image = table(app, .insetGrouped, rows: [Row(.value1, "Bluetooth", "On", .none)], sections: 1)
        case "cell-value2": image = table(app, .insetGrouped, rows: [Row(.value2, "Name", "iPhone", .none)], sections: 1)
        case "accessory-disclosureIndicator": image = table(app, .insetGrouped, rows: [Row(.default, "General", nil, .disclosureIndicator)], sections: 1)
        case "accessory-checkmark": image = table(app, .insetGrouped, rows: [Row(.default, "Automatic", nil, .checkmark)], sections: 1)
        case "accessory-detailButton": image = table(app, .insetGrouped, rows: [Row(.default, "Home", nil, .detailButton)], sections: 1)
        case "accessory-detailDisclosureButton": image = table(app, .insetGrouped, rows: [Row(.default, "Work", nil, .detailDisclosureButton)], sections: 1)
        case "swipe-actions": image = swipedTable(app)
        case "textfield-none": image = field(app, .none)
        case "textfield-line": image = field(app, .line)
        case "textfield-bezel": image = field(app, .bezel)
        case "textfield-roundedRect": image = field(app, .roundedRect)
        case "button-system":
            let button = UIButton(type: .system)
            button.setTitle("Button", for: .normal)
            image = control(app, button)
        case "button-plain": image = control(app, UIButton(configuration: titled(.plain())))
        case "button-gray": image = control(app, UIButton(configuration: titled(.gray())))
        case "button-tinted": image = control(app, UIButton(configuration: titled(.tinted())))
        case "button-filled": image = control(app, UIButton(configuration: titled(.filled())))
        case "switch-on":
            let toggle = UISwitch()
            toggle.isOn = true
            image = control(app, toggle)
        case "switch-off": image = control(app, UISwitch())
        case "slider":
            let slider = UISlider()
            slider.value = 0.4
            image = control(app, slider, width: width - 32)
        case "stepper": image = control(app, UIStepper())
        case "segmented":
            let segmented = UISegmentedControl(items: ["First", "Second", "Third"])
            segmented.selectedSegmentIndex = 0
            image = control(app, segmented)
        case "pagecontrol":
            let pages = UIPageControl()
            pages.numberOfPages = 5
            pages.currentPage = 1
            image = control(app, pages)
        case "alert": image = alert(app, .alert)
        case "actionsheet": image = alert(app, .actionSheet)
        case "navigationbar": image = navigationBar(app, large: false)
        case "navigationbar-large": image = navigationBar(app, large: true)
        case "tabbar": image = tabBar(app)
        case "toolbar":
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: width, height: 44))
            toolbar.items = [
                UIBarButtonItem(barButtonSystemItem: .action),
                UIBarButtonItem(barButtonSystemItem: .flexibleSpace),
                UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil),
            ]
            image = bar(app, toolbar, height: 44)
        case "searchbar":
            let search = UISearchBar()
            search.placeholder = "Search"
            image = bar(app, search, height: 56)
        case "progress":
            let progress = UIProgressView(progressViewStyle: .default)
            progress.progress = 0.4
            image = control(app, progress, width: width - 32)
        case "activity-medium": image = control(app, stoppedIndicator(.medium))
        case "activity-large": image = control(app, stoppedIndicator(.large))
        default: Fatal.stop("CatalogueScenes: no entry named \(name)")
        }
        return image
    }

    // MARK: Tables

    struct Row {
        let style: UITableViewCell.CellStyle
        let text: String
        let detail: String?
        let accessory: UITableViewCell.AccessoryType
        init(_ style: UITableViewCell.CellStyle, _ text: String, _ detail: String?, _ accessory: UITableViewCell.AccessoryType) {
            self.style = style
            self.text = text
            self.detail = detail
            self.accessory = accessory
        }
    }

    static let standardRows = [
        Row(.default, "Wi-Fi", nil, .disclosureIndicator), Row(.value1, "Bluetooth", "On", .disclosureIndicator),
    ]

    final class List: UITableViewController {
        let rows: [Row]
        let sections: Int
        var swipeable = false

        init(style: UITableView.Style, rows: [Row], sections: Int) {
            self.rows = rows
            self.sections = sections
            super.init(style: style)
        }

        required init?(coder: NSCoder) { Fatal.stop("not decoded") }

        override func numberOfSections(in tableView: UITableView) -> Int { sections }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sections > 1 ? "Section \(section + 1)" : nil
        }
        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            sections > 1 && section == sections - 1 ? "A footer under the last section." : nil
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let row = rows[indexPath.row]
            let cell = UITableViewCell(style: row.style, reuseIdentifier: nil)
            cell.textLabel?.text = row.text
            cell.detailTextLabel?.text = row.detail
            cell.accessoryType = row.accessory
            return cell
        }
        override func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            guard swipeable else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
            flag.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
    }

    /// The table drawn whole: the window shrinks to the table's content.
    static func table(_ app: HeadlessApp, _ style: UITableView.Style, rows: [Row], sections: Int = 2, swipe: Bool = false) -> CGImage {
        let list = List(style: style, rows: rows, sections: sections)
        list.swipeable = swipe
        let window = app.makeWindow(rootViewController: list, frame: CGRect(x: 0, y: 0, width: width, height: 700))
        app.runUntilIdle()
        let height = min(700, list.tableView.contentSize.height + (sections == 1 ? 0 : 16)).rounded(.up)
        window.frame = CGRect(x: 0, y: 0, width: width, height: max(44, height))
        app.runUntilIdle()
        return withExtendedLifetime(window) { app.render(window) }
    }

    /// One row dragged open to show its Delete and Flag actions.
    static func swipedTable(_ app: HeadlessApp) -> CGImage {
        let list = List(style: .plain, rows: [Row(.default, "Swipe me", nil, .none), Row(.default, "Another row", nil, .none)], sections: 1)
        list.swipeable = true
        let window = app.makeWindow(rootViewController: list, frame: CGRect(x: 0, y: 0, width: width, height: 700))
        app.runUntilIdle()
        let row = list.tableView.rectForRow(at: IndexPath(row: 0, section: 0))
        let y = list.tableView.convert(row, to: window).midY
        // 180 points: past half the actions' width, short of a full swipe (which would delete).
        app.drag(from: CGPoint(x: width - 20, y: y), to: CGPoint(x: width - 200, y: y), steps: 10, duration: 0.3)
        app.runFrames(for: 0.5)
        window.frame = CGRect(x: 0, y: 0, width: width, height: list.tableView.contentSize.height.rounded(.up))
        app.runUntilIdle()
        return withExtendedLifetime(window) { app.render(window) }
    }

    // MARK: Controls

    static func titled(_ configuration: UIButton.Configuration) -> UIButton.Configuration {
        var configuration = configuration
        configuration.title = "Button"
        return configuration
    }

    static func stoppedIndicator(_ style: UIActivityIndicatorView.Style) -> UIActivityIndicatorView {
        let indicator = UIActivityIndicatorView(style: style)
        indicator.hidesWhenStopped = false
        return indicator
    }

    /// A text field showing "Text" with the border style, 288 points wide.
    static func field(_ app: HeadlessApp, _ border: UITextField.BorderStyle) -> CGImage {
        let field = UITextField()
        field.borderStyle = border
        field.text = "Text"
        return control(app, field, width: width - 32)
    }

    /// `view` at its fitting size (or `width`), 16 points from each edge of a system
    /// background host sized to it.
    static func control(_ app: HeadlessApp, _ view: UIView, width fixedWidth: CGFloat? = nil) -> CGImage {
        let window = app.makeWindow(frame: CGRect(x: 0, y: 0, width: width, height: 700))
        let host = UIView()
        host.backgroundColor = .systemBackground
        window.addSubview(host)
        host.addSubview(view)
        app.runUntilIdle()
        let fitting = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let intrinsic = view.intrinsicContentSize
        var size = CGSize(
            width: intrinsic.width > 0 ? intrinsic.width : fitting.width,
            height: intrinsic.height > 0 ? intrinsic.height : fitting.height)
        if let fixedWidth { size.width = fixedWidth }
        if size.height <= 0 { size.height = 34 }
        view.frame = CGRect(x: 16, y: 16, width: size.width.rounded(.up), height: size.height.rounded(.up))
        host.frame = CGRect(x: 0, y: 0, width: (view.frame.maxX + 16).rounded(.up), height: (view.frame.maxY + 16).rounded(.up))
        app.runUntilIdle()
        return withExtendedLifetime(window) { app.render(host) }
    }

    /// A bar at the full width, over a system background host with 16 points above and below.
    static func bar(_ app: HeadlessApp, _ view: UIView, height: CGFloat) -> CGImage {
        let window = app.makeWindow(frame: CGRect(x: 0, y: 0, width: width, height: 700))
        let host = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height + 32))
        host.backgroundColor = .systemBackground
        window.addSubview(host)
        view.frame = CGRect(x: 0, y: 16, width: width, height: height)
        host.addSubview(view)
        app.runUntilIdle()
        return withExtendedLifetime(window) { app.render(host) }
    }

    // MARK: Controllers

    static func navigationBar(_ app: HeadlessApp, large: Bool) -> CGImage {
        let root = UIViewController()
        root.title = "Title"
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        root.view.backgroundColor = .systemBackground
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = large
        let window = app.makeWindow(rootViewController: nav, frame: CGRect(x: 0, y: 0, width: width, height: 700))
        app.runUntilIdle()
        let barFrame = nav.navigationBar.frame
        return withExtendedLifetime(window) {
            crop(app.render(window), to: CGRect(x: 0, y: 0, width: width, height: barFrame.maxY + 16))
        }
    }

    static func tabBar(_ app: HeadlessApp) -> CGImage {
        let names = [("Home", "house.fill", nil), ("Search", "magnifyingglass", "3"), ("Profile", "person.fill", nil)] as [(String, String, String?)]
        let controllers = names.map { title, symbol, badge in
            let controller = UIViewController()
            controller.view.backgroundColor = .systemBackground
            controller.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: 0)
            controller.tabBarItem.badgeValue = badge
            return controller
        }
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        // A portrait window: a wider-than-tall one would be compact height, with its 32-point bar.
        let window = app.makeWindow(rootViewController: tabs, frame: CGRect(x: 0, y: 0, width: width, height: 700))
        app.runUntilIdle()
        let barFrame = tabs.tabBar.frame
        return withExtendedLifetime(window) {
            crop(app.render(window), to: CGRect(x: 0, y: barFrame.minY - 16, width: width, height: barFrame.height + 16))
        }
    }

    static func alert(_ app: HeadlessApp, _ style: UIAlertController.Style) -> CGImage {
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let window = app.makeWindow(rootViewController: root, frame: CGRect(x: 0, y: 0, width: width, height: 520))
        let alert = UIAlertController(title: "Title", message: "A message explaining the choice.", preferredStyle: style)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in })
        alert.addAction(UIAlertAction(title: "Keep", style: .default) { _ in })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in })
        root.present(alert, animated: false)
        app.runUntilIdle()
        // Cropped to the platters (the alert's box, the sheet's box and its Cancel box) with
        // 16 points of the dimmed screen around them.
        guard let alertView = alert.viewIfLoaded else { Fatal.stop("CatalogueScenes: the alert has no view") }
        let platters = alertView.subviews.filter { !$0.isHidden && $0.frame.size != alertView.bounds.size }
        let union = platters.map { alertView.convert($0.frame, to: window) }.reduce(CGRect.null) { $0.union($1) }
        let band = CGRect(x: 0, y: union.minY - 16, width: width, height: union.height + 32)
            .intersection(window.bounds).integral
        return withExtendedLifetime(window) { crop(app.render(window), to: band) }
    }

    /// `image` (at scale 3) cut to `rect` in points.
    static func crop(_ image: CGImage, to rect: CGRect) -> CGImage {
        let pixels = CGRect(x: rect.minX * 3, y: rect.minY * 3, width: rect.width * 3, height: rect.height * 3).integral
        guard let cropped = image.cropping(to: pixels) else { Fatal.stop("CatalogueScenes.crop: \(rect) is outside the image") }
        return cropped
    }
}
