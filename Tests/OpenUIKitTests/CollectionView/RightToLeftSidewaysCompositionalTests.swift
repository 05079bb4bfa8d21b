import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A source of coloured columns (by item) and headers for sideways compositional layouts.
@MainActor
final class SidewaysSource: NSObject, UICollectionViewDataSource {
    let counts: [Int]

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        cell.backgroundColor = CardSource.colors[indexPath.item % CardSource.colors.count]
        cell.layer.cornerRadius = 10
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        view.backgroundColor = .systemGray
        view.tag = indexPath.section
        return view
    }
}

/// What a visible-items handler was told: the offset and each shown item's frame.
@MainActor
final class VisibleItemsRecord {
    var calls: [(offset: CGPoint, frames: [IndexPath: CGRect])] = []
}

/// A compositional layout that scrolls sideways as a whole, right to left: the layout still
/// works left to right, so its pinned headers stay at the layout's leading (left) edge, which
/// the mirror puts at the right edge of the screen, and its visible-items handler is told the
/// left-to-right offset and frames. Set `OPENUIKIT_RENDER_DIR` to keep the PNGs.
@MainActor
@Suite struct RightToLeftSidewaysCompositionalTests {
    /// An application of `direction` with a 390 × 300 collection view using `layout` over `counts`.
    @MainActor
    private struct Stage {
        let app: HeadlessApp
        let collectionView: UICollectionView
        let source: SidewaysSource

        init(_ direction: UIUserInterfaceLayoutDirection, layout: UICollectionViewLayout, counts: [Int]) {
            app = HeadlessApp(device: .bareScreen, layoutDirection: direction)
            let window = app.makeWindow()
            source = SidewaysSource(counts: counts)
            collectionView = makeSidewaysView(layout: layout, source: source)
            window.addSubview(collectionView)
            app.runTurn()
        }

        /// The frame of the shown header of `section`, in the content (nil when not shown).
        func header(_ section: Int) -> CGRect? {
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
        }

        func scroll(to x: CGFloat) {
            collectionView.contentOffset = CGPoint(x: x, y: 0)
            app.runTurn()
        }
    }

    private func mirrored(_ rect: CGRect?, in width: CGFloat) -> CGRect? {
        rect.map { CGRect(x: width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
    }

    @Test("A pinned leading header stays at the right edge while a sideways compositional layout scrolls right to left")
    func pinnedHeaderAtRightEdge() throws {
        let ltr = Stage(.leftToRight, layout: pinnedHeaderLayout(), counts: [10, 10])
        let rtl = Stage(.rightToLeft, layout: pinnedHeaderLayout(), counts: [10, 10])
        // Section 0: header 0…40, inset to 60, five 100-point columns 10 apart to 600, inset to
        // 620; section 1 from 620: 1,240 points in all.
        let width: CGFloat = 1_240
        #expect(ltr.collectionView.contentSize.width == width && rtl.collectionView.contentSize.width == width)
        // Right to left the view starts at the content's right end, where section 0 begins.
        #expect(rtl.collectionView.contentOffset.x == width - 390)
        #expect(ltr.header(0) == CGRect(x: 0, y: 0, width: 40, height: 300))
        #expect(rtl.header(0) == CGRect(x: width - 40, y: 0, width: 40, height: 300))
        // Scrolled 250 into the content (250 from the right end right to left): the header
        // follows the leading edge of what is shown.
        for (ltrOffset, expectedLTR) in [(250, 250), (400, 400), (600, 580)] as [(CGFloat, CGFloat)] {
            ltr.scroll(to: ltrOffset)
            rtl.scroll(to: width - 390 - ltrOffset)
            #expect(ltr.header(0)?.minX == expectedLTR)
            #expect(rtl.header(0) == mirrored(ltr.header(0), in: width))
            if ltrOffset < 580 {
                // Pinned: at the right edge of the visible bounds.
                #expect(rtl.header(0)?.maxX == rtl.collectionView.bounds.maxX)
            }
        }
        // Past section 0 its header has been pushed out (to the left right to left) by
        // section 1's, which meets it.
        #expect(rtl.header(1) == mirrored(ltr.header(1), in: width))
        #expect(try #require(rtl.header(1)).maxX == (try #require(rtl.header(0))).minX)
        let query = rtl.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(query?.frame == rtl.header(0))
    }

    @Test("A horizontal flow layout's pinned headers stay at the right edge right to left as well")
    func flowPinnedHeaderAtRightEdge() {
        func layout() -> UICollectionViewFlowLayout {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.headerReferenceSize = CGSize(width: 40, height: 300)
            layout.sectionHeadersPinToVisibleBounds = true
            return layout
        }
        let ltr = Stage(.leftToRight, layout: layout(), counts: [12, 12])
        let rtl = Stage(.rightToLeft, layout: layout(), counts: [12, 12])
        let width = ltr.collectionView.contentSize.width
        #expect(rtl.collectionView.contentSize.width == width)
        for offset: CGFloat in [0, 120, 300] {
            ltr.scroll(to: offset)
            rtl.scroll(to: width - 390 - offset)
            #expect(ltr.header(0)?.minX == offset)
            #expect(rtl.header(0) == mirrored(ltr.header(0), in: width))
            #expect(rtl.header(0)?.maxX == rtl.collectionView.bounds.maxX)
        }
    }

    @Test("The visible-items handler of a sideways layout is told the left-to-right offset and frames right to left")
    func visibleItemsHandlerInLayoutCoordinates() throws {
        let ltrRecord = VisibleItemsRecord(), rtlRecord = VisibleItemsRecord()
        let ltr = Stage(.leftToRight, layout: scalingCarouselLayout(record: ltrRecord), counts: [12])
        let rtl = Stage(.rightToLeft, layout: scalingCarouselLayout(record: rtlRecord), counts: [12])
        let width = ltr.collectionView.contentSize.width
        // 120 + 12 × 150 + 11 × 20 + 120.
        #expect(width == 2_260)
        for offset: CGFloat in [0, 85, 170, 400] {
            ltr.scroll(to: offset)
            rtl.scroll(to: width - 390 - offset)
            let left = try #require(ltrRecord.calls.last)
            let right = try #require(rtlRecord.calls.last)
            #expect(left.offset == CGPoint(x: offset, y: 0))
            #expect(right.offset == left.offset)
            #expect(right.frames == left.frames)
            #expect(!right.frames.isEmpty)
            // What the handler set (a scale, its own mirror image) reaches the cells at the mirrored places.
            for indexPath in left.frames.keys {
                let ltrCell = ltr.collectionView.cellForItem(at: indexPath)
                let rtlCell = rtl.collectionView.cellForItem(at: indexPath)
                #expect(rtlCell?.transform == ltrCell?.transform)
                #expect(mirrored(ltrCell?.frame, in: width) == rtlCell?.frame)
            }
        }
        // At the start the first card is in the middle of the screen at full size, its
        // neighbours smaller.
        rtl.scroll(to: width - 390)
        #expect(rtl.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.transform == .identity)
        let neighbour = try #require(rtl.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.transform)
        #expect(neighbour.a < 1 && neighbour.a == neighbour.d)
    }

    @Test("Sideways compositional carousels right to left are the left-to-right ones mirrored, light and dark, at 3x")
    func sidewaysRendersMirrored() throws {
        for (name, offset) in [("sideways-pinned-header", 250), ("sideways-scaling-carousel", 85)] as [(String, CGFloat)] {
            for style in [UIUserInterfaceStyle.light, .dark] {
                var renders: [UIUserInterfaceLayoutDirection: PixelBuffer] = [:]
                for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
                    let layout = name == "sideways-pinned-header" ? pinnedHeaderLayout() : scalingCarouselLayout(record: VisibleItemsRecord())
                    let stage = Stage(direction, layout: layout, counts: name == "sideways-pinned-header" ? [10, 10] : [12])
                    stage.app.updateSystemTraits { $0.userInterfaceStyle = style }
                    stage.app.runTurn()
                    let width = stage.collectionView.contentSize.width
                    stage.scroll(to: direction == .rightToLeft ? width - 390 - offset : offset)
                    let image = stage.app.render(stage.collectionView)
                    keepRender(image, named: "\(name).\(style == .dark ? "dark" : "light").\(direction == .rightToLeft ? "rtl" : "ltr")")
                    renders[direction] = PixelBuffer(image)
                }
                let left = try #require(renders[.leftToRight]), right = try #require(renders[.rightToLeft])
                #expect(left.width == 1_170 && left.height == 900)
                #expect(isMirrorImage(left, right), "\(name) \(style.rawValue): \(mirrorComparison(left, right))")
                #expect(mirrorComparison(left, left).differing > 10_000)
                guard name == "sideways-pinned-header" else { continue }
                // The pinned header of section 0 is at the left edge left to right, at the
                // right edge right to left; section 1's is at the other edge.
                let background = left[600, 5], header = left[30, 450]
                #expect(header != background)
                #expect(right[1_169 - 30, 450] == header && right[1_169 - 600, 5] == background)
                #expect(left[1_160, 450] == header && right[9, 450] == header)
            }
        }
    }
}

/// A 390 × 300 collection view over `source` using `layout`, cells and headers registered,
/// no content inset adjustment, in the system background colour.
@MainActor
private func makeSidewaysView(layout: UICollectionViewLayout, source: SidewaysSource) -> UICollectionView {
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.backgroundColor = .systemBackground
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
    collectionView.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
    collectionView.dataSource = source
    return collectionView
}

/// A compositional layout scrolling sideways: sections of 100-point columns (two items each),
/// 10 apart and 20 in from each end, after a pinned 40-point leading header.
@MainActor
private func pinnedHeaderLayout() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .leading)
    header.pinToVisibleBounds = true
    header.zIndex = 2
    section.boundarySupplementaryItems = [header]
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
}

/// A sideways compositional carousel of 150-point cards 20 apart, 120 in from each end (the
/// first card in the middle of a 390-point view), whose visible-items handler scales each card
/// by its distance from the middle of the view (down to 0.7) and records what it was told.
@MainActor
private func scalingCarouselLayout(record: VisibleItemsRecord) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(220)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 20
    section.contentInsets = NSDirectionalEdgeInsets(top: 40, leading: 120, bottom: 40, trailing: 120)
    section.visibleItemsInvalidationHandler = { items, offset, environment in
        var frames: [IndexPath: CGRect] = [:]
        for item in items { frames[item.indexPath] = item.frame }
        record.calls.append((offset, frames))
        let middle = offset.x + environment.container.contentSize.width / 2
        for item in items {
            let scale = max(0.7, 1 - abs(item.frame.midX - middle) / 600)
            item.transform = CGAffineTransform(scaleX: scale, y: scale)
        }
    }
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
}
