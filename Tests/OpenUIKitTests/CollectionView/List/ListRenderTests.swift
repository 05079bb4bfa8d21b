import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Lists drawn at scale 3 in light and dark, one per appearance, with accessories and an
/// expanded outline (the PNGs are written to the temporary folder to look at).
@MainActor
@Suite struct ListRenderTests {
    static func bytes(_ red: Int, _ green: Int, _ blue: Int) -> PixelBuffer.Pixel {
        PixelBuffer.Pixel(red: UInt8(red), green: UInt8(green), blue: UInt8(blue), alpha: 255)
    }

    static func pixel(_ pixels: PixelBuffer, _ x: CGFloat, _ y: CGFloat) -> PixelBuffer.Pixel {
        pixels[Int(x * 3), Int(y * 3)]
    }

    /// A list of `appearance`: a settings-like section with accessories and an outline
    /// section with one expanded parent.
    static func render(_ appearance: UICollectionLayoutListConfiguration.Appearance, dark: Bool) throws -> (ListStage, PixelBuffer) {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        if !appearance.isSidebarAppearance { configuration.headerMode = .supplementary }
        let stage = ListStage(configuration, frame: CGRect(x: 0, y: 0, width: 390, height: 520), dark: dark)
        stage.accessories["Wi-Fi"] = [.label(text: "Home"), .disclosureIndicator()]
        stage.accessories["Bluetooth"] = [.checkmark()]
        stage.accessories["Files"] = [.detail(), .disclosureIndicator()]
        stage.accessories["Documents"] = [.outlineDisclosure()]
        stage.accessories["Photos"] = [.outlineDisclosure()]
        stage.secondary["Bluetooth"] = "Connected"
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["settings"])
        snapshot.appendItems(["Wi-Fi", "Bluetooth", "Files"])
        stage.dataSource.apply(snapshot, animatingDifferences: false)
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Documents", "Photos"])
        outline.append(["Letters", "Invoices"], to: "Documents")
        outline.append(["Holidays"], to: "Photos")
        outline.expand(["Documents"])
        stage.dataSource.apply(outline, to: "outline", animatingDifferences: false)
        stage.collectionView.selectItem(at: IndexPath(item: 1, section: 1), animated: false, scrollPosition: [])
        stage.app.runTurn()
        let name = "openuikit-list-\(appearance.name)-\(dark ? "dark" : "light").png"
        try stage.app.renderPNG().write(to: URL(fileURLWithPath: NSTemporaryDirectory() + name))
        return (stage, PixelBuffer(stage.app.render()))
    }

    @Test("Inset-grouped: grey page, white rounded sections (dark: black page, grey sections), hairlines between rows",
        arguments: [false, true])
    func insetGrouped(dark: Bool) throws {
        let (stage, pixels) = try Self.render(.insetGrouped, dark: dark)
        let page = dark ? Self.bytes(0, 0, 0) : Self.bytes(242, 242, 247)
        let row = dark ? Self.bytes(28, 28, 30) : Self.bytes(255, 255, 255)
        let first = stage.frame(0)
        #expect(first.minX == 20)
        #expect(Self.pixel(pixels, 10, first.midY).isClose(to: page))
        #expect(Self.pixel(pixels, 200, first.midY).isClose(to: row))
        // The outer corner is rounded: the page shows through at the row's very corner.
        #expect(Self.pixel(pixels, first.minX + 0.5, first.minY + 0.5).isClose(to: page))
        // A hairline between the first two rows, differing from the row fill.
        let line = Self.pixel(pixels, 200, first.maxY - 0.2)
        #expect(!line.isClose(to: row))
        // The chevron is drawn (tertiary grey ink in its slot).
        let chevron = stage.cell(0)!.subviews.first { $0 is UIControl && $0.bounds.width == 9 }!
        let frame = chevron.convert(chevron.bounds, to: nil)
        // The stroke's point is at the chevron's trailing side, halfway down.
        #expect(!Self.pixel(pixels, frame.minX + 7, frame.midY).isClose(to: row))
    }

    @Test("Plain and grouped: plain rows on the page colour, grouped rows in their own fill", arguments: [false, true])
    func plainAndGrouped(dark: Bool) throws {
        let (plain, plainPixels) = try Self.render(.plain, dark: dark)
        let page = dark ? Self.bytes(0, 0, 0) : Self.bytes(255, 255, 255)
        #expect(Self.pixel(plainPixels, 200, plain.frame(0).midY).isClose(to: page))
        let (grouped, groupedPixels) = try Self.render(.grouped, dark: dark)
        let groupedPage = dark ? Self.bytes(0, 0, 0) : Self.bytes(242, 242, 247)
        let groupedRow = dark ? Self.bytes(28, 28, 30) : Self.bytes(255, 255, 255)
        #expect(Self.pixel(groupedPixels, 5, grouped.frame(0).midY).isClose(to: groupedRow))
        // The header sits on the page colour.
        #expect(Self.pixel(groupedPixels, 380, 5).isClose(to: groupedPage))
    }

    @Test("Sidebars: no separators, the selected row a rounded fill inset 10 points", arguments: [false, true])
    func sidebars(dark: Bool) throws {
        let (sidebar, pixels) = try Self.render(.sidebar, dark: dark)
        let selected = sidebar.frame(1, 1)
        #expect(selected.minX == 10)
        let fill = Self.pixel(pixels, 200, selected.midY)
        let page = Self.pixel(pixels, 5, selected.midY)
        #expect(!fill.isClose(to: page))
        // Outside the rounded corner, the page colour.
        #expect(Self.pixel(pixels, selected.minX + 0.5, selected.minY + 0.5).isClose(to: page))
        // No line between two unselected rows.
        let row = sidebar.frame(0)
        #expect(Self.pixel(pixels, 200, row.maxY - 0.2).isClose(to: Self.pixel(pixels, 200, row.midY + 10)))
        _ = try Self.render(.sidebarPlain, dark: dark)
    }
}

extension UICollectionLayoutListConfiguration.Appearance {
    var isSidebarAppearance: Bool { self == .sidebar || self == .sidebarPlain }
    var name: String {
        switch self {
        case .plain: return "plain"
        case .grouped: return "grouped"
        case .insetGrouped: return "insetGrouped"
        case .sidebar: return "sidebar"
        case .sidebarPlain: return "sidebarPlain"
        }
    }
}
