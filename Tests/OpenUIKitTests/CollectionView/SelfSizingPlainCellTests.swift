import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A plain cell (not a list cell) whose wrapping label is pinned 10 points inside its content
/// view, as chat bubbles and feed rows are written.
@MainActor
private final class WrappingCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.font = UIFont.systemFont(ofSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A chat bubble: a label pinned to the leading edge whose width is at most three quarters of
/// the content view, so nothing but the row's width limits it.
@MainActor
private final class BubbleCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.font = UIFont.systemFont(ofSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            label.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.75),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// In a compositional layout whose rows have an estimated height, UIKit's default
/// `preferredLayoutAttributesFitting(_:)` of any cell keeps the row's width (required) and fits
/// the height (fitting priority): a multi-line label wraps at the row's width.
@MainActor
@Suite struct SelfSizingPlainCellTests {
    private final class Source: NSObject, UICollectionViewDataSource {
        let texts: [String]
        init(texts: [String]) { self.texts = texts }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            (cell as? WrappingCell)?.label.text = texts[indexPath.item]
            (cell as? BubbleCell)?.label.text = texts[indexPath.item]
            return cell
        }
    }

    private static let long = Array(repeating: "Words that wrap across the row.", count: 8).joined(separator: " ")

    private func makeStage(texts: [String], cellClass: UICollectionViewCell.Type = WrappingCell.self) -> (HeadlessApp, UICollectionView, Source) {
        let app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 800), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
        let source = Source(texts: texts)
        collectionView.dataSource = source
        controller.view.addSubview(collectionView)
        app.runUntilIdle()
        return (app, collectionView, source)
    }

    @Test("A long label wraps at the row's width; the row is as tall as its lines, the cell keeps the row's width")
    func longLabelWrapsAtRowWidth() throws {
        let (_, collectionView, _) = makeStage(texts: ["Short", Self.long])
        let short = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? WrappingCell)
        let long = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? WrappingCell)
        #expect(short.frame.width == 300)
        #expect(long.frame.width == 300)
        #expect(long.label.frame.width <= 280)
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(short.frame.height == (lineHeight + 20).rounded(.up))
        #expect(long.frame.height > 3 * lineHeight + 20, "the long text takes several lines at 280 points")
        let fitted = long.label.sizeThatFits(CGSize(width: 280, height: CGFloat.greatestFiniteMagnitude))
        #expect(long.frame.height == (fitted.height + 20).rounded(.up))
        #expect(long.frame.minY == short.frame.maxY)
    }

    @Test("A label limited only by a fraction of the row's width wraps at that fraction")
    func bubbleWrapsAtFractionOfRow() throws {
        let (_, collectionView, _) = makeStage(texts: [Self.long], cellClass: BubbleCell.self)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? BubbleCell)
        #expect(cell.frame.width == 300)
        #expect(cell.label.frame.width <= 225)
        let fitted = cell.label.sizeThatFits(CGSize(width: 225, height: CGFloat.greatestFiniteMagnitude))
        #expect(fitted.height > 3 * UIFont.systemFont(ofSize: 17).lineHeight)
        #expect(cell.frame.height == (fitted.height + 20).rounded(.up), "the row is as tall as the wrapped label")
        #expect(cell.label.frame.height == fitted.height)
    }

    @Test("The cell's default preferred attributes keep the given width and fit the height")
    func preferredAttributesKeepWidth() throws {
        let (_, collectionView, _) = makeStage(texts: [Self.long])
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let attributes = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        #expect(preferred.size.width == 300)
        #expect(preferred.size.height == attributes.size.height)
    }
}
