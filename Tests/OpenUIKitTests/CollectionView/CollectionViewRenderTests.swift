import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A photo-grid screen drawn to pixels: section headers with titles, coloured tiles, a selected
/// tile showing its selected background.
@MainActor
@Suite struct CollectionViewRenderTests {
    final class TileCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.textAlignment = .center
            label.textColor = .white
            label.font = UIFont.boldSystemFont(ofSize: 20)
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(label)
            let selected = UIView()
            selected.backgroundColor = .systemYellow
            selectedBackgroundView = selected
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) is not used")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = contentView.bounds
        }
    }

    final class HeaderView: UICollectionReusableView {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .secondarySystemBackground
            label.font = UIFont.boldSystemFont(ofSize: 17)
            addSubview(label)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) is not used")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = bounds.insetBy(dx: 16, dy: 0)
        }
    }

    @Test("Tiles and headers land where the flow layout puts them; the selected tile shows yellow")
    func renderGrid() throws {
        let app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 116, height: 116)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 16, right: 8)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.backgroundColor = .systemBackground
        cv.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        cv.register(
            HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        let colours: [UIColor] = [.systemRed, .systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemTeal]
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: cv) { cv, indexPath, item in
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
            cell.contentView.backgroundColor = colours[item % colours.count]
            cell.label.text = "\(item)"
            return cell
        }
        dataSource.supplementaryViewProvider = { cv, kind, indexPath in
            let header = cv.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! HeaderView
            header.label.text = indexPath.section == 0 ? "Recents" : "Favourites"
            return header
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["recents", "favourites"])
        snapshot.appendItems(Array(0..<8), toSection: "recents")
        snapshot.appendItems(Array(100..<107), toSection: "favourites")
        dataSource.apply(snapshot)
        controller.view.addSubview(cv)
        app.runTurn()
        // Selected tiles show their selected background over the content's colour only where
        // the content is clear: this one gets a clear content view.
        cv.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        cv.cellForItem(at: IndexPath(item: 4, section: 0))?.contentView.backgroundColor = nil
        app.runTurn()
        let png = app.renderPNG()
        try png.write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "openuikit-collection.png"))
        // 3 tiles of 116 across 374 points (8 inset each side): gaps of 13.
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
            == CGRect(x: 137, y: 52, width: 116, height: 116))
        let pixels = PixelBuffer(app.render())
        let scale = 3
        // Tile 0 (8…124, 52…168) is red, tile 1 blue, the selected tile 4 (137…253, 176…292)
        // yellow, the header's background at the top left grey.
        #expect(pixels[60 * scale, 100 * scale].isClose(to: .rgb(1, 59 / 255, 48 / 255)))
        #expect(pixels[150 * scale, 60 * scale].isClose(to: .rgb(0, 122 / 255, 1)))
        #expect(pixels[200 * scale, 280 * scale].isClose(to: .rgb(1, 204 / 255, 0)))
        #expect(pixels[4 * scale, 4 * scale].isClose(to: .rgb(242 / 255, 242 / 255, 247 / 255)))
    }
}
