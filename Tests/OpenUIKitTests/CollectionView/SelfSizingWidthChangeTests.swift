import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Counts the measurements of self-sizing cells, across the cells of one test.
@MainActor
private final class MeasureCounter {
    var calls = 0
}

/// A list cell holding a multi-line label pinned 11 points inside its content view, which
/// counts the times it is measured.
@MainActor
private final class WrappingListCell: UICollectionViewListCell {
    let label = UILabel()
    var counter: MeasureCounter?

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.font = UIFont.systemFont(ofSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        counter?.calls += 1
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}

/// A plain cell holding a multi-line label pinned 11 points inside its content view, fitting
/// its height at the width the layout gives it (the usual override for full-width rows in a
/// flow layout), and counting the times it is measured.
@MainActor
private final class WrappingFlowCell: UICollectionViewCell {
    let label = UILabel()
    var counter: MeasureCounter?

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.font = UIFont.systemFont(ofSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        counter?.calls += 1
        let attributes = (layoutAttributes.copy() as? UICollectionViewLayoutAttributes) ?? layoutAttributes
        let fitted = contentView.systemLayoutSizeFitting(
            CGSize(width: layoutAttributes.size.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        attributes.size = CGSize(width: layoutAttributes.size.width, height: fitted.height.rounded(.up))
        return attributes
    }
}

/// Self-sizing cells already on screen are measured again when the collection view's width
/// changes (a rotation, a resize), once each: a multi-line label's row grows when the width
/// shrinks and shrinks back when it grows. Tables re-measure their rows too.
@MainActor
@Suite struct SelfSizingWidthChangeTests {
    private final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let texts: [String]
        let counter: MeasureCounter
        init(texts: [String], counter: MeasureCounter) {
            self.texts = texts
            self.counter = counter
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            texts.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            (cell as? WrappingListCell)?.label.text = texts[indexPath.item]
            (cell as? WrappingListCell)?.counter = counter
            (cell as? WrappingFlowCell)?.label.text = texts[indexPath.item]
            (cell as? WrappingFlowCell)?.counter = counter
            return cell
        }
        /// Full-width rows, 44 points high until measured.
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            CGSize(width: collectionView.bounds.width, height: 44)
        }
    }

    private static let texts = [
        "One line",
        "Two lines at a narrow width: this sentence wraps there.",
        "A longer sentence that fits on two lines at the full width of a phone and on many more when narrow.",
        "Short",
    ]

    /// A collection view of 390 × 844 with `layout` showing the four texts in cells of
    /// `cellClass`; every cell fits on screen at both widths tried.
    private func makeStage(
        layout: UICollectionViewLayout, cellClass: UICollectionViewCell.Type
    ) -> (HeadlessApp, UICollectionView, MeasureCounter, Source) {
        let app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
        let counter = MeasureCounter()
        let source = Source(texts: Self.texts, counter: counter)
        collectionView.dataSource = source
        collectionView.delegate = source
        controller.view.addSubview(collectionView)
        app.runUntilIdle()
        return (app, collectionView, counter, source)
    }

    /// The height a 17-point multi-line label needs at `width`.
    private func labelHeight(_ text: String, width: CGFloat) -> CGFloat {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = UIFont.systemFont(ofSize: 17)
        label.text = text
        return label.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)).height
    }

    private func heights(_ collectionView: UICollectionView) -> [CGFloat] {
        (0..<Self.texts.count).map {
            collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.size.height ?? -1
        }
    }

    /// Changes the width, then checks that every cell was measured exactly once, that the
    /// shown cells took the layout's frames, and that another pass measures nothing.
    private func resize(
        _ collectionView: UICollectionView, to width: CGFloat, app: HeadlessApp, counter: MeasureCounter
    ) {
        counter.calls = 0
        collectionView.frame.size.width = width
        app.runUntilIdle()
        #expect(counter.calls == Self.texts.count)
        #expect(collectionView.indexPathsForVisibleItems.count == Self.texts.count)
        for item in 0..<Self.texts.count {
            let indexPath = IndexPath(item: item, section: 0)
            let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame
            #expect(frame?.width == width)
            #expect(collectionView.cellForItem(at: indexPath)?.frame == frame)
        }
        // Later passes keep the measurements.
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        app.runUntilIdle()
        #expect(counter.calls == Self.texts.count)
    }

    /// Checks rows at 390, then 200, then 390 again, against the label's own heights.
    private func checkWidthChanges(_ collectionView: UICollectionView, app: HeadlessApp, counter: MeasureCounter) {
        let wide = heights(collectionView)
        for (item, text) in Self.texts.enumerated() {
            #expect(abs(wide[item] - (labelHeight(text, width: 358) + 22).rounded(.up)) < 1.0 / 3 + 1e-9)
        }
        resize(collectionView, to: 200, app: app, counter: counter)
        let narrow = heights(collectionView)
        for (item, text) in Self.texts.enumerated() {
            #expect(abs(narrow[item] - (labelHeight(text, width: 168) + 22).rounded(.up)) < 1.0 / 3 + 1e-9)
        }
        // The wrapping texts grow; the one-line ones keep their height.
        #expect(narrow[1] > wide[1] && narrow[2] > wide[2])
        #expect(narrow[0] == wide[0] && narrow[3] == wide[3])
        let cell = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        #expect(cell?.frame.height == narrow[2])
        resize(collectionView, to: 390, app: app, counter: counter)
        #expect(heights(collectionView) == wide)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.height == wide[2])
    }

    @Test("A list's shown rows are measured again, once each, when the width changes")
    func listRows() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let (app, collectionView, counter, source) = makeStage(layout: layout, cellClass: WrappingListCell.self)
        #expect(counter.calls == Self.texts.count)
        checkWidthChanges(collectionView, app: app, counter: counter)
        withExtendedLifetime(source) {}
    }

    @Test("A flow layout's automatic-size cells on screen are measured again, once each, when the width changes")
    func flowCells() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let (app, collectionView, counter, source) = makeStage(layout: layout, cellClass: WrappingFlowCell.self)
        #expect(counter.calls == Self.texts.count)
        checkWidthChanges(collectionView, app: app, counter: counter)
        // The rows stack without gaps at their measured heights.
        let frames = (0..<Self.texts.count).map {
            collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame
        }
        for item in 1..<frames.count { #expect(frames[item].minY == frames[item - 1].maxY) }
        // The source is the layout's delegate (held weakly): it lives to the end.
        withExtendedLifetime(source) {}
    }

    @Test("A table's automatic-dimension rows on screen are measured again when the width changes")
    func tableRows() {
        let stage = TableStage(counts: [4], rowHeight: nil, cellClass: MultilineCell.self, texts: [Self.texts])
        let table = stage.table
        let separator: CGFloat = 1.0 / 3
        func rowHeights() -> [CGFloat] { (0..<4).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height } }
        let wide = rowHeights()
        for (row, text) in Self.texts.enumerated() {
            #expect(abs(wide[row] - (labelHeight(text, width: 358) + 22 + separator)) < 1e-9)
        }
        table.frame.size.width = 200
        stage.app.runTurn()
        let narrow = rowHeights()
        for (row, text) in Self.texts.enumerated() {
            #expect(abs(narrow[row] - (labelHeight(text, width: 168) + 22 + separator)) < 1e-9)
            #expect(table.cellForRow(at: IndexPath(row: row, section: 0))?.frame.height == narrow[row])
        }
        #expect(narrow[1] > wide[1] && narrow[2] > wide[2])
        table.frame.size.width = 390
        stage.app.runTurn()
        #expect(rowHeights() == wide)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.height == wide[2])
    }
}
