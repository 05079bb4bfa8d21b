import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A header view whose label is pinned 12 points inside it, wrapping onto as many lines as it needs.
@MainActor
private final class NoteHeader: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
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

/// Boundary supplementary items with an estimated height in a vertical compositional layout
/// take the height their view prefers at the layout's width, and the sections below move.
@MainActor
@Suite struct SelfSizingBoundaryItemTests {
    private final class Source: NSObject, UICollectionViewDataSource {
        let texts: [String]
        init(texts: [String]) { self.texts = texts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { texts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            (view as? NoteHeader)?.label.text = texts[indexPath.section]
            return view
        }
    }

    private func makeStage(texts: [String], width: CGFloat) -> (HeadlessApp, UICollectionView, Source) {
        let app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 800), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            NoteHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let source = Source(texts: texts)
        collectionView.dataSource = source
        controller.view.addSubview(collectionView)
        app.runUntilIdle()
        return (app, collectionView, source)
    }

    private func headerFrame(_ collectionView: UICollectionView, _ section: Int) -> CGRect {
        collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame ?? .null
    }

    @Test("An estimated header grows to hold its wrapped text at the layout's width; the items and next section follow")
    func headerGrows() throws {
        let long = "A long note about this section that cannot fit on one line of a narrow collection view."
        let (_, collectionView, source) = makeStage(texts: [long, "Short"], width: 240)
        let first = headerFrame(collectionView, 0)
        let header = try #require(
            collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? NoteHeader)
        let lineHeight = header.label.font.lineHeight
        #expect(first.width == 240)
        #expect(first.height >= 3 * lineHeight + 24 - 1, "three or more lines plus the 12-point margins: \(first.height)")
        #expect(header.frame.height == first.height)
        #expect(header.label.frame.maxY <= header.bounds.height + 0.5)
        let item = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame ?? .null
        #expect(item.minY == first.maxY, "the section's items start under the grown header")
        let second = headerFrame(collectionView, 1)
        #expect(abs(second.height - (lineHeight.rounded(.up) + 24)) <= 1, "a one-line header shrinks below its estimate: \(second.height)")
        #expect(second.minY == first.height + 100)
        withExtendedLifetime(source) {}
    }

    @Test("A new width measures the header again")
    func widthChange() {
        let long = "A long note about this section that cannot fit on one line of a narrow collection view."
        let (app, collectionView, source) = makeStage(texts: [long], width: 240)
        let narrow = headerFrame(collectionView, 0).height
        collectionView.frame.size.width = 390
        app.runUntilIdle()
        let wide = headerFrame(collectionView, 0).height
        #expect(wide < narrow, "fewer lines at 390 points: \(wide) against \(narrow)")
        // Measured, not left at its estimate: as tall as when first laid out at 390 points.
        let (_, fresh, freshSource) = makeStage(texts: [long], width: 390)
        #expect(wide == headerFrame(fresh, 0).height && wide != 44)
        withExtendedLifetime((source, freshSource)) {}
    }
}
