import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Table rows and list rows in a right-to-left application: everything a row places is the
/// left-to-right placement reflected, and swipes reveal their actions from the mirrored edges.
@MainActor
@Suite struct RightToLeftRowTests {
    /// A table of three rows in an application of `direction`, row 0 with a disclosure
    /// indicator, an image and the built-in `.default` label, laid out.
    private func stage(_ direction: UIUserInterfaceLayoutDirection) -> (TableStage, UITableViewCell) {
        let stage = TableStage(counts: [3], layoutDirection: direction)
        let cell = stage.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        cell.accessoryType = .disclosureIndicator
        cell.imageView?.image = UIImage(systemName: "star.fill")
        cell.textLabel?.text = "Favourites"
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        return (stage, cell)
    }

    private func mirrored(_ rect: CGRect, in width: CGFloat) -> CGRect {
        CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    @Test("A table row's content, accessory, built-in image and label and separator are the left-to-right frames reflected")
    func tableRowMirrored() throws {
        // The stages are kept: a cell outside a living application reads left to right.
        let (ltrStage, ltr) = stage(.leftToRight)
        let (rtlStage, rtl) = stage(.rightToLeft)
        defer { withExtendedLifetime((ltrStage, rtlStage)) {} }
        #expect(rtl.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let width = rtl.bounds.width
        #expect(rtl.contentView.frame == mirrored(ltr.contentView.frame, in: width))
        // The content view ends at the right edge; the accessory is left of it.
        #expect(rtl.contentView.frame.maxX == width)
        let ltrAccessory = try #require(ltr.subviews.first { $0 is TableAccessoryView })
        let rtlAccessory = try #require(rtl.subviews.first { $0 is TableAccessoryView })
        #expect(rtlAccessory.frame == mirrored(ltrAccessory.frame, in: width))
        #expect(rtlAccessory.frame.maxX <= rtl.contentView.frame.minX)
        let contentWidth = rtl.contentView.bounds.width
        let rtlText = try #require(rtl.textLabel), ltrText = try #require(ltr.textLabel)
        #expect(rtlText.frame == mirrored(ltrText.frame, in: contentWidth))
        let rtlImage = try #require(rtl.imageView), ltrImage = try #require(ltr.imageView)
        #expect(rtlImage.frame == mirrored(ltrImage.frame, in: contentWidth))
        #expect(rtlImage.frame.minX > rtlText.frame.maxX - 1)
        // The separator starts at the text's leading edge (an image comes before the text, so
        // the inset follows the text) and runs to the left edge.
        #expect(rtl.separatorView.frame == mirrored(ltr.separatorView.frame, in: width))
        #expect(rtl.separatorView.frame.minX == rtl.separatorInset.right)
        #expect(rtl.separatorView.frame.maxX == rtl.contentView.convert(rtlText.frame, to: rtl).maxX)
        // A second pass moves nothing (nothing is reflected twice).
        let frames = [rtl.contentView.frame, rtlAccessory.frame, rtlText.frame, rtlImage.frame]
        rtl.setNeedsLayout()
        rtl.layoutIfNeeded()
        #expect([rtl.contentView.frame, rtlAccessory.frame, rtlText.frame, rtlImage.frame] == frames)
    }

    @Test("Right to left, a left drag reveals a row's leading actions at the right edge, the first nearest it")
    func leadingSwipeFromTheRight() throws {
        let stage = TableStage(counts: [10], layoutDirection: .rightToLeft)
        stage.source.leadingSwipeActions = { _ in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "Pin") { _, _, completion in completion(true) },
                UIContextualAction(style: .normal, title: "Read") { _, _, completion in completion(true) },
            ])
        }
        let cell = try #require(stage.table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let y = stage.center(of: IndexPath(row: 2, section: 0)).y
        stage.app.drag(from: CGPoint(x: 330, y: y), to: CGPoint(x: 180, y: y), steps: 10, duration: 0.3)
        stage.app.runTurn()
        // Two 74-point actions: the content moved 148 points to the left.
        #expect(cell.swipeOffset == 148)
        #expect(abs(cell.contentView.frame.maxX - (390 - 148)) < 0.001)
        let actionsView = try #require(cell.subviews.compactMap { $0 as? TableSwipeActionsView }.first)
        #expect(actionsView.frame == CGRect(x: 390 - 148, y: 0, width: 148, height: 44))
        let pin = try #require(actionsView.buttons.first { $0.currentTitle == "Pin" })
        #expect(pin.convert(pin.bounds, to: nil) == CGRect(x: 390 - 74, y: 88, width: 74, height: 44))
    }

    @Test("Right to left, a right drag reveals a row's trailing actions at the left edge")
    func trailingSwipeFromTheLeft() throws {
        let stage = TableStage(counts: [10], layoutDirection: .rightToLeft)
        stage.source.swipeActions = { _ in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(true) }
            ])
        }
        let cell = try #require(stage.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let y = stage.center(of: IndexPath(row: 1, section: 0)).y
        stage.app.drag(from: CGPoint(x: 60, y: y), to: CGPoint(x: 180, y: y), steps: 10, duration: 0.3)
        stage.app.runTurn()
        let actionsView = try #require(cell.subviews.compactMap { $0 as? TableSwipeActionsView }.first)
        #expect(actionsView.frame.minX == 0 && actionsView.frame.width > 0)
        #expect(cell.contentView.frame.minX == actionsView.frame.width)
    }

    @Test("A list cell's accessories and content are the left-to-right placement reflected; its chevron turns the other way")
    func listCellMirrored() throws {
        func make(_ direction: UIUserInterfaceLayoutDirection) -> (HeadlessApp, UICollectionViewListCell) {
            let app = HeadlessApp(device: .bareScreen, layoutDirection: direction)
            let window = app.makeWindow()
            let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
            var content = cell.defaultContentConfiguration()
            content.text = "Inbox"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .label(text: "12")]
            window.addSubview(cell)
            cell.layoutIfNeeded()
            return (app, cell)
        }
        let (ltrApp, ltr) = make(.leftToRight)
        let (rtlApp, rtl) = make(.rightToLeft)
        #expect(ltrApp.application !== rtlApp.application)
        #expect(rtl.contentView.frame == mirrored(ltr.contentView.frame, in: 390))
        let ltrAccessories = ltr.subviews.compactMap { $0 as? CellAccessoryView }.map(\.frame)
        let rtlAccessories = rtl.subviews.compactMap { $0 as? CellAccessoryView }.map(\.frame)
        #expect(ltrAccessories.count == 2)
        #expect(rtlAccessories == ltrAccessories.map { mirrored($0, in: 390) })
        #expect(rtlAccessories.allSatisfy { $0.maxX <= rtl.contentView.frame.minX + 1 })
    }
}
