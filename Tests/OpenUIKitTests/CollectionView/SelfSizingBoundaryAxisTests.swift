import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A boundary view holding a label 12 points inside its edges.
@MainActor
private final class LabelBand: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = UIFont.systemFont(ofSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A boundary view filled by a box half as wide as it is tall: its preferred width follows
/// the height the layout gives it.
@MainActor
private final class HalfWidthBand: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: topAnchor),
            box.bottomAnchor.constraint(equalTo: bottomAnchor),
            box.leadingAnchor.constraint(equalTo: leadingAnchor),
            box.trailingAnchor.constraint(equalTo: trailingAnchor),
            box.widthAnchor.constraint(equalTo: box.heightAnchor, multiplier: 0.5),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// Boundary supplementary items size themselves along the scroll direction in both
/// directions: a horizontal layout's estimated-width items fit their width at the layout's
/// height, and the layout's own boundary items (the configuration's) self-size as a
/// section's do.
@MainActor
@Suite struct SelfSizingBoundaryAxisTests {
    private final class Source: NSObject, UICollectionViewDataSource {
        let sections: Int
        /// Whether the labels wrap onto as many lines as they need (else they keep one line).
        let wraps: Bool
        /// The label text of each boundary view, by kind and index path.
        let text: (String, IndexPath) -> String
        init(sections: Int, wraps: Bool, text: @escaping (String, IndexPath) -> String) {
            self.sections = sections
            self.wraps = wraps
            self.text = text
        }
        func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            (view as? LabelBand)?.label.text = text(kind, indexPath)
            (view as? LabelBand)?.label.numberOfLines = wraps ? 0 : 1
            return view
        }
    }

    private static let header = UICollectionView.elementKindSectionHeader
    private static let footer = UICollectionView.elementKindSectionFooter
    private static let long = "A long note about this section that cannot fit on one line of a narrow collection view."

    /// A collection view of `size` with `layout`, two items per section, and `bandClass` views
    /// registered for headers and footers.
    private func makeStage(
        layout: UICollectionViewLayout, size: CGSize, sections: Int, bandClass: UICollectionReusableView.Type = LabelBand.self,
        wraps: Bool = false, text: @escaping (String, IndexPath) -> String
    ) -> (HeadlessApp, UICollectionView, Source) {
        let app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [Self.header, Self.footer] {
            collectionView.register(bandClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        let source = Source(sections: sections, wraps: wraps, text: text)
        collectionView.dataSource = source
        controller.view.addSubview(collectionView)
        app.runUntilIdle()
        return (app, collectionView, source)
    }

    /// A section of `itemSize` items, one per group, laid along the scroll direction.
    private func section(horizontal: Bool) -> NSCollectionLayoutSection {
        let size =
            horizontal
            ? NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1))
            : NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group =
            horizontal
            ? NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
            : NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    private func horizontalConfiguration() -> UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        return configuration
    }

    /// A leading boundary item with an estimated width, as tall as the layout.
    private func leadingBand(kind: String) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(44), heightDimension: .fractionalHeight(1)),
            elementKind: kind, alignment: .leading)
    }

    private func frame(_ collectionView: UICollectionView, _ kind: String, _ indexPath: IndexPath) -> CGRect {
        collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)?.frame ?? .null
    }

    private func itemFrame(_ collectionView: UICollectionView, _ item: Int, _ section: Int) -> CGRect {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    }

    /// The width a one-line label band of `text` fits: the label's width plus its margins.
    private func fittedWidth(of text: String) -> CGFloat {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 17)
        label.text = text
        return (label.intrinsicContentSize.width + 24).rounded(.up)
    }

    @Test("A horizontal layout's estimated-width header takes its label's width at the layout's height; the items follow")
    func horizontalSectionHeader() throws {
        let section = section(horizontal: true)
        section.boundarySupplementaryItems = [leadingBand(kind: Self.header)]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: horizontalConfiguration())
        let texts = ["A header wider than its estimate", "Hi"]
        let (_, collectionView, source) = makeStage(
            layout: layout, size: CGSize(width: 390, height: 300), sections: 2, text: { _, path in texts[path.section] })
        let first = frame(collectionView, Self.header, IndexPath(item: 0, section: 0))
        let wide = fittedWidth(of: texts[0])
        #expect(wide > 100, "the label is far wider than the 44-point estimate: \(wide)")
        #expect(abs(first.width - wide) <= 1, "the header fits its label: \(first.width) against \(wide)")
        #expect(first.minX == 0 && first.minY == 0 && first.height == 300, "as tall as the layout: \(first)")
        let view = try #require(
            collectionView.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: 0)) as? LabelBand)
        #expect(view.frame == first, "the view got the measured frame")
        #expect(itemFrame(collectionView, 0, 0).minX == first.maxX, "the section's items start after the grown header")
        let second = frame(collectionView, Self.header, IndexPath(item: 0, section: 1))
        #expect(second.minX == first.width + 200, "the next section moves right by the header's growth")
        #expect(abs(second.width - fittedWidth(of: texts[1])) <= 1, "a short header shrinks below its estimate: \(second.width)")
        #expect(second.width < 44)
        #expect(collectionView.contentSize.width == first.width + second.width + 400)
        withExtendedLifetime(source) {}
    }

    @Test("A vertical layout's own header and footer with estimated heights fit their text at the layout's width")
    func verticalLayoutItems() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: Self.header, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(80)),
                elementKind: Self.footer, alignment: .bottom),
        ]
        let layout = UICollectionViewCompositionalLayout(section: section(horizontal: false), configuration: configuration)
        let (_, collectionView, source) = makeStage(
            layout: layout, size: CGSize(width: 240, height: 800), sections: 2, wraps: true,
            text: { kind, _ in kind == Self.header ? Self.long : "End" })
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        let header = frame(collectionView, Self.header, IndexPath(index: 0))
        #expect(header.minY == 0 && header.width == 240)
        #expect(header.height >= 3 * lineHeight + 24 - 1, "three or more lines plus the margins: \(header.height)")
        #expect(itemFrame(collectionView, 0, 0).minY == header.maxY, "the first section starts under the grown header")
        let footer = frame(collectionView, Self.footer, IndexPath(index: 0))
        #expect(footer.minY == itemFrame(collectionView, 1, 1).maxY, "the footer follows the last section")
        #expect(abs(footer.height - (lineHeight.rounded(.up) + 24)) <= 1, "a one-line footer shrinks from 80: \(footer.height)")
        #expect(collectionView.contentSize.height == footer.maxY)
        withExtendedLifetime(source) {}
    }

    @Test("A horizontal layout's own leading header with an estimated width fits its label; the sections follow it")
    func horizontalLayoutItem() {
        let configuration = horizontalConfiguration()
        configuration.boundarySupplementaryItems = [leadingBand(kind: Self.header)]
        let layout = UICollectionViewCompositionalLayout(section: section(horizontal: true), configuration: configuration)
        let text = "The whole layout's heading"
        let (_, collectionView, source) = makeStage(
            layout: layout, size: CGSize(width: 390, height: 300), sections: 2, text: { _, _ in text })
        let header = frame(collectionView, Self.header, IndexPath(index: 0))
        #expect(abs(header.width - fittedWidth(of: text)) <= 1, "fits the label: \(header.width)")
        #expect(header.height == 300)
        #expect(itemFrame(collectionView, 0, 0).minX == header.maxX)
        #expect(collectionView.contentSize.width == header.width + 400)
        withExtendedLifetime(source) {}
    }

    @Test("A new breadth measures a horizontal layout's estimated-width header again")
    func breadthChange() {
        let section = section(horizontal: true)
        section.boundarySupplementaryItems = [leadingBand(kind: Self.header)]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: horizontalConfiguration())
        let (app, collectionView, source) = makeStage(
            layout: layout, size: CGSize(width: 390, height: 300), sections: 2, bandClass: HalfWidthBand.self,
            text: { _, _ in "" })
        let tall = frame(collectionView, Self.header, IndexPath(item: 0, section: 0))
        #expect(tall.size == CGSize(width: 150, height: 300), "half as wide as the layout is tall: \(tall)")
        collectionView.frame.size.height = 200
        app.runUntilIdle()
        let short = frame(collectionView, Self.header, IndexPath(item: 0, section: 0))
        #expect(short.size == CGSize(width: 100, height: 200), "measured again at the new height: \(short)")
        #expect(itemFrame(collectionView, 0, 0).minX == 100)
        #expect(frame(collectionView, Self.header, IndexPath(item: 0, section: 1)).minX == 300)
        withExtendedLifetime(source) {}
    }

    /// A vertical layout whose own header (estimated 44 points tall) wraps `Self.long`.
    private func layoutHeaderStage(
        width: CGFloat, text: @escaping (String, IndexPath) -> String = { _, _ in Self.long }
    ) -> (HeadlessApp, UICollectionView, Source) {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: Self.header, alignment: .top)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section(horizontal: false), configuration: configuration)
        return makeStage(
            layout: layout, size: CGSize(width: width, height: 800), sections: 1, wraps: true, text: text)
    }

    @Test("A new width measures the layout's own header again, to the height it has when first laid out at that width")
    func layoutHeaderWidthChange() {
        let (app, collectionView, source) = layoutHeaderStage(width: 240)
        let narrow = frame(collectionView, Self.header, IndexPath(index: 0))
        collectionView.frame.size.width = 390
        app.runUntilIdle()
        let wide = frame(collectionView, Self.header, IndexPath(index: 0))
        let (_, fresh, freshSource) = layoutHeaderStage(width: 390)
        let expected = frame(fresh, Self.header, IndexPath(index: 0))
        #expect(expected.height < narrow.height && expected.height != 44, "fewer lines at 390 points than at 240")
        #expect(wide == expected, "\(wide) against \(expected)")
        #expect(itemFrame(collectionView, 0, 0).minY == wide.maxY)
        withExtendedLifetime((source, freshSource)) {}
    }

    @Test("After a batch update the layout header is measured again, with what the data source now says")
    func layoutHeaderAfterBatchUpdate() throws {
        final class Note { var text = "" }
        let note = Note()
        note.text = Self.long
        let (app, collectionView, source) = layoutHeaderStage(width: 240, text: { _, _ in note.text })
        let tall = frame(collectionView, Self.header, IndexPath(index: 0))
        note.text = "Short"
        collectionView.performBatchUpdates({ collectionView.reloadItems(at: [IndexPath(item: 0, section: 0)]) })
        app.runUntilIdle()
        let short = frame(collectionView, Self.header, IndexPath(index: 0))
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(short.height < tall.height)
        #expect(abs(short.height - (lineHeight.rounded(.up) + 24)) <= 1, "one line now: \(short.height)")
        #expect(itemFrame(collectionView, 0, 0).minY == short.maxY)
        withExtendedLifetime(source) {}
    }
}
