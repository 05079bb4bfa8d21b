import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// List layouts: the frames of rows, headers and footers in each appearance, self-sizing rows,
/// the list's background and the cells' default configurations.
@MainActor
@Suite struct ListLayoutTests {
    @Test("A plain list stacks full-width 44-point rows from the top on the system background")
    func plainRows() {
        let stage = ListStage(.init(appearance: .plain), sections: [("s", ["A", "B", "C"])])
        #expect(stage.frame(0) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(stage.frame(1) == CGRect(x: 0, y: 44, width: 390, height: 44))
        #expect(stage.frame(2) == CGRect(x: 0, y: 88, width: 390, height: 44))
        #expect(stage.collectionView.contentSize == CGSize(width: 390, height: 132))
        #expect(stage.collectionView.backgroundColor == .systemBackground)
        #expect(stage.configured == ["A", "B", "C"])
    }

    @Test("An inset-grouped list insets its sections 20 points and keeps 18 points above and below each")
    func insetGroupedRows() {
        let stage = ListStage(.init(appearance: .insetGrouped), sections: [("one", ["A", "B"]), ("two", ["C"])])
        #expect(stage.frame(0) == CGRect(x: 20, y: 18, width: 350, height: 44))
        #expect(stage.frame(1) == CGRect(x: 20, y: 62, width: 350, height: 44))
        // Section one ends at 18 + 88 + 18 = 124; section two's row starts 18 below.
        #expect(stage.frame(0, 1) == CGRect(x: 20, y: 142, width: 350, height: 44))
        #expect(stage.collectionView.backgroundColor == .systemGroupedBackground)
        // The first and last rows of a section round their outer corners.
        let first = stage.cell(0)!
        #expect(first.layer.cornerRadius == 10)
        #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(stage.cell(0, 1)!.layer.maskedCorners == [
            .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ])
    }

    @Test("A grouped list spans the width; supplementary headers and footers size themselves to their content, the header padded")
    func groupedHeadersAndFooters() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        configuration.headerTopPadding = 10
        let stage = ListStage(configuration, sections: [("one", ["A", "B"]), ("two", ["C"])])
        let header = UICollectionView.elementKindSectionHeader
        let footer = UICollectionView.elementKindSectionFooter
        // Estimated at 38, measured at 39: a 16-point footnote line inside the grouped header's
        // 17 + 6 margins (the footer's 6 + 17).
        #expect(stage.supplementaryFrame(header, 0) == CGRect(x: 0, y: 10, width: 390, height: 39))
        #expect(stage.frame(0) == CGRect(x: 0, y: 49, width: 390, height: 44))
        #expect(stage.supplementaryFrame(footer, 0) == CGRect(x: 0, y: 137, width: 390, height: 39))
        #expect(stage.supplementaryFrame(header, 1) == CGRect(x: 0, y: 186, width: 390, height: 39))
        #expect(stage.frame(0, 1) == CGRect(x: 0, y: 225, width: 390, height: 44))
        #expect(stage.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) != nil)
    }

    @Test("A plain list's supplementary headers size themselves (estimated at 28 points) and stay at the top while their section scrolls")
    func plainPinnedHeaders() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let items = (0..<30).map { "row \($0)" }
        let stage = ListStage(configuration, sections: [("one", items), ("two", ["last"])], frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let header = UICollectionView.elementKindSectionHeader
        // The stage's headers use the grouped header configuration: 39 points measured.
        #expect(stage.supplementaryFrame(header, 0) == CGRect(x: 0, y: 0, width: 390, height: 39))
        #expect(stage.frame(0) == CGRect(x: 0, y: 39, width: 390, height: 44))
        stage.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        stage.app.runTurn()
        #expect(stage.supplementaryFrame(header, 0).minY == 300)
    }

    @Test("A sidebar insets its rows 10 points, shows no separators by default and uses sidebar content")
    func sidebar() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        #expect(!configuration.showsSeparators)
        #expect(UICollectionLayoutListConfiguration(appearance: .plain).showsSeparators)
        let stage = ListStage(configuration, sections: [("s", ["Inbox", "Sent"])])
        #expect(stage.frame(0) == CGRect(x: 10, y: 0, width: 370, height: 44))
        let content = stage.cell(0)!.defaultContentConfiguration()
        #expect(content == UIListContentConfiguration.sidebarCell())
        #expect(stage.cell(0)!.backgroundConfiguration?.cornerRadius == 10)
    }

    @Test("Rows size themselves: a row with secondary text is taller than 44 and the rows below move down")
    func selfSizing() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        let stage = ListStage(configuration)
        stage.secondary["B"] = "A second line of text"
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["A", "B", "C"])
        stage.dataSource.apply(snapshot, animatingDifferences: false)
        stage.app.runTurn()
        let tall = stage.frame(1)
        #expect(tall.height > 44 + 10)
        #expect(stage.frame(2).minY == tall.maxY)
        #expect(stage.cell(1)!.frame == tall)
        #expect(stage.collectionView.contentSize.height == 88 + tall.height)
    }

    @Test("firstItemInSection makes the first row a header: header content and no separator under it")
    func firstItemHeader() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .firstItemInSection
        let stage = ListStage(configuration, sections: [("s", ["Header", "A"])])
        #expect(stage.cell(0)!.defaultContentConfiguration() == UIListContentConfiguration.groupedHeader())
        var row = UIListContentConfiguration.cell()
        row.directionalLayoutMargins.leading = 20
        row.directionalLayoutMargins.trailing = 20
        #expect(stage.cell(1)!.defaultContentConfiguration() == row)
        #expect(stage.cell(0)!.backgroundConfiguration == UIBackgroundConfiguration.listGroupedHeaderFooter())
        #expect(stage.cell(1)!.backgroundConfiguration?.backgroundColor == nil)
    }

    @Test("A list cell's default content follows the appearance; outside a list it is a plain row")
    func defaultContentPerAppearance() {
        #expect(UICollectionViewListCell().defaultContentConfiguration() == .cell())
        let plain = ListStage(.init(appearance: .plain), sections: [("s", ["A"])])
        #expect(plain.cell(0)!.defaultContentConfiguration() == .cell())
        #expect(plain.cell(0)!.backgroundConfiguration == UIBackgroundConfiguration.listPlainCell())
        let grouped = ListStage(.init(appearance: .grouped), sections: [("s", ["A"])])
        #expect(grouped.cell(0)!.backgroundConfiguration == UIBackgroundConfiguration.listGroupedCell())
        let sidebarPlain = ListStage(.init(appearance: .sidebarPlain), sections: [("s", ["A"])])
        #expect(sidebarPlain.cell(0)!.defaultContentConfiguration() == .sidebarCell())
        #expect(sidebarPlain.collectionView.backgroundColor == .systemBackground)
    }

    @Test("The configuration's background colour is the list's; an app's own colour is kept")
    func backgroundColour() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.backgroundColor = .systemTeal
        let stage = ListStage(configuration, sections: [("s", ["A"])])
        #expect(stage.collectionView.backgroundColor == .systemTeal)
        stage.collectionView.backgroundColor = .systemPink
        stage.collectionView.collectionViewLayout.invalidateLayout()
        stage.app.runTurn()
        #expect(stage.collectionView.backgroundColor == .systemPink)
    }
}
