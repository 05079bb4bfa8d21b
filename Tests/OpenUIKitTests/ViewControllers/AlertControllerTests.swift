import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// UIAlertController presented and dismissed through the presentation machinery, its actions
/// tapped through the test kit as a person taps them.
@MainActor
@Suite("Alert controller")
struct AlertControllerTests {
    /// A presenter in a key window, and the history of an alert's events.
    private func presenter() -> (HeadlessApp, UIViewController) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        app.makeWindow(rootViewController: root)
        return (app, root)
    }

    private func frame(_ app: HeadlessApp, _ label: String) -> CGRect {
        app.element(label: label)?.frame ?? .null
    }

    @Test("Presenting an alert covers the window above the presenter; its completion runs once it appeared")
    func present() throws {
        let (app, root) = presenter()
        let alert = UIAlertController(title: "Delete note?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        var history: [String] = []
        root.present(alert, animated: true) { history.append("presented") }
        #expect(history.isEmpty)
        app.advance(by: 1)
        #expect(history == ["presented"])
        #expect(root.presentedViewController === alert && alert.presentingViewController === root)
        #expect(alert.view.frame == app.window?.bounds && root.view.window === app.window)
        #expect(alert.modalPresentationStyle == .overFullScreen && alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"] && alert.textFields == nil)
    }

    @Test("Tapping an action dismisses the alert, then calls its handler once; a second tap does nothing")
    func tapAction() throws {
        let (app, root) = presenter()
        let alert = UIAlertController(title: "Delete note?", message: nil, preferredStyle: .alert)
        var history: [String] = []
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in history.append("cancel") })
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { action in
                history.append("\(action.title ?? "") presented:\(root.presentedViewController != nil)")
            })
        root.present(alert, animated: true)
        app.advance(by: 1)
        let delete = try #require(app.element(label: "Delete"))
        delete.tap()
        delete.tap()
        #expect(history.isEmpty)
        app.advance(by: 1)
        #expect(history == ["Delete presented:false"])
        #expect(root.presentedViewController == nil && alert.viewIfLoaded?.window == nil)
        #expect(app.element(label: "Delete") == nil)
    }

    @Test("Cancel placement: left of two in a row, last of a column, and in its own group at the bottom of an action sheet")
    func cancelPlacement() throws {
        let (app, root) = presenter()
        let two = UIAlertController(title: "Two", message: nil, preferredStyle: .alert)
        two.addAction(UIAlertAction(title: "OK", style: .default))
        two.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(two, animated: false)
        app.advance(by: 1)
        let ok = frame(app, "OK"), cancel = frame(app, "Cancel")
        #expect(cancel.minY == ok.minY && cancel.maxX == ok.minX && cancel.width == 135 && ok.height == 44)
        #expect(cancel.minX == 60)
        two.dismiss(animated: false)
        app.advance(by: 1)

        let column = UIAlertController(title: "Three", message: nil, preferredStyle: .alert)
        column.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        column.addAction(UIAlertAction(title: "Save", style: .default))
        column.addAction(UIAlertAction(title: "Discard", style: .destructive))
        root.present(column, animated: false)
        app.advance(by: 1)
        #expect(["Save", "Discard", "Cancel"].map { frame(app, $0).minY } == [0, 44, 88].map { frame(app, "Save").minY + $0 })
        #expect(frame(app, "Save").width == 270)
        column.dismiss(animated: false)
        app.advance(by: 1)

        let sheet = UIAlertController(title: nil, message: "Delete this note?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Delete Note", style: .destructive))
        root.present(sheet, animated: false)
        app.advance(by: 1)
        let sheetCancel = frame(app, "Cancel"), delete = frame(app, "Delete Note")
        #expect(sheetCancel == CGRect(x: 8, y: 844 - 8 - 57, width: 374, height: 57))
        #expect(delete.maxY == sheetCancel.minY - 8 && delete.width == 374 && delete.height == 57)
    }

    @Test("Text fields: configured by their handler, first responder once shown, read in the action's handler")
    func textFields() throws {
        let (app, root) = presenter()
        let alert = UIAlertController(title: "New folder", message: "Enter a name.", preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }
        alert.addTextField { field in field.text = "Work" }
        var names: [String?] = []
        let save = UIAlertAction(title: "Save", style: .default) { _ in names.append(alert.textFields?.first?.text) }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        alert.preferredAction = save
        #expect(alert.preferredAction === save)
        root.present(alert, animated: true)
        app.advance(by: 1)
        let fields = try #require(alert.textFields)
        #expect(fields.count == 2 && fields[0].placeholder == "Name" && fields[1].text == "Work")
        #expect(fields[0].isFirstResponder && fields[0].window === app.window)
        let first = fields[0].convert(fields[0].bounds, to: nil), second = fields[1].convert(fields[1].bounds, to: nil)
        #expect(second.minY == first.maxY + 8 && first.width == 238 - 12 && first.height == 30)
        app.type("Trips")
        app.element(label: "Save")?.tap()
        app.advance(by: 1)
        #expect(names == ["Trips"])
    }

    @Test("The preferred action is bold; without one an alert's cancel action is; disabled actions ignore taps")
    func boldAndDisabled() throws {
        let (app, root) = presenter()
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        var chosen: [String] = []
        let signIn = UIAlertAction(title: "Sign In", style: .default) { _ in chosen.append("sign in") }
        signIn.isEnabled = false
        alert.addAction(signIn)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
        root.present(alert, animated: false)
        app.advance(by: 1)
        func font(_ label: String) -> UIFont? {
            (app.element(label: label)?.object as? UIView)?.subviews.compactMap { $0 as? UILabel }.first?.font
        }
        #expect(font("Cancel") == .systemFont(ofSize: 17, weight: .semibold))
        #expect(font("Sign In") == .systemFont(ofSize: 17))
        #expect(app.element(label: "Sign In")?.traits.contains(.notEnabled) == true)
        app.element(label: "Sign In")?.tap()
        app.advance(by: 1)
        #expect(chosen.isEmpty && root.presentedViewController === alert)
        alert.preferredAction = signIn
        app.runTurn()
        #expect(font("Sign In") == .systemFont(ofSize: 17, weight: .semibold) && font("Cancel") == .systemFont(ofSize: 17))
    }

    @Test("A tap outside an action sheet chooses its cancel action; outside an alert it does nothing")
    func tapOutside() {
        let (app, root) = presenter()
        var chosen: [String] = []
        let alert = UIAlertController(title: "Alert", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("alert cancel") })
        root.present(alert, animated: false)
        app.advance(by: 1)
        app.tap(at: CGPoint(x: 20, y: 20))
        app.advance(by: 1)
        #expect(chosen.isEmpty && root.presentedViewController === alert)
        alert.dismiss(animated: false)
        app.advance(by: 1)
        let sheet = UIAlertController(title: "Sheet", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in chosen.append("share") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("sheet cancel") })
        root.present(sheet, animated: true)
        app.advance(by: 1)
        app.tap(at: CGPoint(x: 20, y: 20))
        app.advance(by: 1)
        #expect(chosen == ["sheet cancel"] && root.presentedViewController == nil)
    }

    @Test("Misuse UIKit rejects stops: a second cancel action, a text field on an action sheet")
    func misuse() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "A", style: .cancel))
                alert.addAction(UIAlertAction(title: "B", style: .cancel))
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addTextField()
            }
        }
    }

    @Test("An alert and an action sheet render at scale 3 in light and dark: dimmed presenter, box, tinted buttons")
    func render() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            for preferredStyle in [UIAlertController.Style.alert, .actionSheet] {
                let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 3)
                app.userInterfaceStyle = style
                let root = UIViewController()
                root.view.backgroundColor = .systemBackground
                app.makeWindow(rootViewController: root)
                let alert = UIAlertController(
                    title: "Delete “Groceries”?", message: "This note will be deleted from all your devices.",
                    preferredStyle: preferredStyle)
                if preferredStyle == .alert { alert.addTextField { $0.placeholder = "Type DELETE" } }
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                root.present(alert, animated: true)
                app.advance(by: 1)
                let image = app.render()
                #expect(image.width == 1170 && image.height == 2532)
                // The presenter dimmed, the alert's padding (or the action sheet's cancel group).
                let pixels = PixelBuffer(image)
                let isDark = style == .dark
                let dimmed = isDark ? PixelBuffer.Pixel.rgb(0, 0, 0) : PixelBuffer.Pixel.rgb(0.8, 0.8, 0.8)
                let darkGroup = PixelBuffer.Pixel.rgb(0.17, 0.17, 0.18)
                let lightGroup = preferredStyle == .alert ? PixelBuffer.Pixel.rgb(0.95, 0.95, 0.95) : PixelBuffer.Pixel.rgb(1, 1, 1)
                let group = isDark ? darkGroup : lightGroup
                let groupX = preferredStyle == .alert ? 70 * 3 : 20 * 3
                let groupY = preferredStyle == .alert ? 422 * 3 : 808 * 3
                let corner = pixels[30, 30]
                let inGroup = pixels[groupX, groupY]
                #expect(corner.isClose(to: dimmed), "\(corner)")
                #expect(inGroup.isClose(to: group), "\(inGroup)")
                let png = app.renderPNG()
                let name = "alert-\(preferredStyle == .alert ? "alert" : "sheet")-\(style == .dark ? "dark" : "light").png"
                try png.write(to: FileManager.default.temporaryDirectory.appendingPathComponent(name))
                #expect(png.count > 1000)
            }
        }
    }
}
