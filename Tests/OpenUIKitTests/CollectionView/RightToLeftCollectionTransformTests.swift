import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A card carousel: a sideways flow layout whose cards lean, each its own way (a turn and a
/// small shift up and sideways), set by a `layoutAttributesForElements(in:)` override, as a
/// carousel written left to right does. Its cards size themselves at their estimate, and it
/// records the transforms of the attributes it is handed back.
@MainActor
final class LeaningCardLayout: UICollectionViewFlowLayout {
    /// The transforms of the original and preferred attributes handed to
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    var handedBack: [(original: CGAffineTransform, preferred: CGAffineTransform)] = []

    init(selfSizing: Bool = false) {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 90, height: 130)
        if selfSizing { estimatedItemSize = itemSize }
        minimumLineSpacing = 30
        sectionInset = UIEdgeInsets(top: 35, left: 30, bottom: 35, right: 30)
    }

    required init?(coder: NSCoder) { fatalError("not decoded") }

    /// The lean of `item`'s card in the layout's own (left-to-right) coordinates: even cards
    /// turn clockwise by 0.2 radians, odd ones back by 0.12, all shifted 6 right and 4 up.
    static func lean(of item: Int) -> CGAffineTransform {
        CGAffineTransform(translationX: 6, y: -4).rotated(by: item.isMultiple(of: 2) ? 0.2 : -0.12)
    }

    private func leaning(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        // swiftlint:disable:next force_cast
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        if copy.representedElementCategory == .cell { copy.transform = Self.lean(of: copy.indexPath.item) }
        return copy
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(leaning)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(leaning)
    }

    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        handedBack.append((originalAttributes.transform, preferredAttributes.transform))
        return super.shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }
}

/// A card that keeps the size it is given when asked what it prefers.
@MainActor
final class FixedSizeCard: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

/// Cards in solid colours that differ light and dark (the card's colour by its item).
@MainActor
final class CardSource: NSObject, UICollectionViewDataSource {
    let count: Int
    static let colors: [UIColor] = [.systemRed, .systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemTeal]

    init(count: Int) {
        self.count = count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        cell.backgroundColor = Self.colors[indexPath.item % Self.colors.count]
        cell.layer.cornerRadius = 12
        return cell
    }
}

/// The transform as it looks in a mirror: a turn by the opposite angle, a sideways shift the
/// other way, scales kept.
func horizontallyMirrored(_ transform: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(a: transform.a, b: -transform.b, c: -transform.c, d: transform.d, tx: -transform.tx, ty: transform.ty)
}

/// Whether two transforms agree to within rounding.
func nearlyEqual(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
    let pairs = [(a.a, b.a), (a.b, b.b), (a.c, b.c), (a.d, b.d), (a.tx, b.tx), (a.ty, b.ty)]
    return pairs.allSatisfy { abs($0.0 - $0.1) < 1e-9 }
}

/// `b` compared with `a` seen in a mirror (both of one size): how many pixels of `b` differ by
/// more than 2 in a channel from `a`'s pixel at the mirrored column, and the largest difference.
func mirrorComparison(_ a: PixelBuffer, _ b: PixelBuffer) -> (differing: Int, largest: Int) {
    var differing = 0, largest = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = b[x, y], q = a[a.width - 1 - x, y]
            let difference = max(
                abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)),
                abs(Int(p.alpha) - Int(q.alpha)))
            if difference > 2 { differing += 1 }
            largest = max(largest, difference)
        }
    }
    return (differing, largest)
}

/// Whether `b` is `a` seen in a mirror, but for antialiasing: the rasterizer's coverage of a
/// slanted or rounded edge is not exactly symmetric, so edge pixels may differ a little (no
/// pixel by more than 24 of 255, fewer than 0.5% of the pixels by more than 2).
func isMirrorImage(_ a: PixelBuffer, _ b: PixelBuffer) -> Bool {
    guard a.width == b.width, a.height == b.height else { return false }
    let comparison = mirrorComparison(a, b)
    return comparison.largest <= 24 && comparison.differing * 200 < a.width * a.height
}

/// Writes `image` as `name`.png into `OPENUIKIT_RENDER_DIR` when it is set.
func keepRender(_ image: CGImage, named name: String) {
    guard let directory = ProcessInfo.processInfo.environment["OPENUIKIT_RENDER_DIR"], let data = image.pngData() else { return }
    try? data.write(to: URL(fileURLWithPath: directory).appendingPathComponent(name + ".png"))
}

/// Transforms of layout attributes in a mirrored (right-to-left) collection view: the screen is
/// the left-to-right one seen in a mirror, so a card that leans one way left to right leans the
/// other way right to left. Set `OPENUIKIT_RENDER_DIR` to keep the PNGs.
@MainActor
@Suite struct RightToLeftCollectionTransformTests {
    /// An application of `direction` showing a 390 × 200 carousel of `count` leaning cards.
    @MainActor
    private struct Carousel {
        let app: HeadlessApp
        let layout: LeaningCardLayout
        let collectionView: UICollectionView
        let source: CardSource

        init(_ direction: UIUserInterfaceLayoutDirection, count: Int = 12, selfSizing: Bool = false) {
            app = HeadlessApp(device: .bareScreen, layoutDirection: direction)
            let window = app.makeWindow()
            layout = LeaningCardLayout(selfSizing: selfSizing)
            source = CardSource(count: count)
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 200), collectionViewLayout: layout)
            collectionView.contentInsetAdjustmentBehavior = .never
            collectionView.register(FixedSizeCard.self, forCellWithReuseIdentifier: "card")
            collectionView.dataSource = source
            window.addSubview(collectionView)
            app.runTurn()
        }

        func cell(_ item: Int) -> UICollectionViewCell? { collectionView.cellForItem(at: IndexPath(item: item, section: 0)) }
    }

    @Test("A leaning card's transform is mirrored right to left: the opposite turn, the shift to the left")
    func transformsMirrored() throws {
        let ltr = Carousel(.leftToRight)
        let rtl = Carousel(.rightToLeft)
        for item in 0..<3 {
            let lean = LeaningCardLayout.lean(of: item)
            #expect(ltr.cell(item)?.transform == lean)
            #expect(ltr.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.transform == lean)
            let shown = try #require(rtl.cell(item)?.transform)
            #expect(nearlyEqual(shown, horizontallyMirrored(lean)))
            // The mirror image of "shift 6 right and 4 up, then turn by a" is "shift 6 left and 4 up, then turn by −a".
            let angle: CGFloat = item.isMultiple(of: 2) ? 0.2 : -0.12
            #expect(nearlyEqual(shown, CGAffineTransform(translationX: -6, y: -4).rotated(by: -angle)))
            #expect(nearlyEqual(
                try #require(rtl.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.transform),
                horizontallyMirrored(lean)))
        }
        // Only the copies are mirrored: the layout's answers are its own.
        #expect(rtl.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.transform == LeaningCardLayout.lean(of: 0))
        // The first card is at the right end, its frame (which includes the turn) the mirror image.
        let ltrFrame = try #require(ltr.cell(0)?.frame)
        let rtlFrame = try #require(rtl.cell(0)?.frame)
        let width = rtl.collectionView.contentSize.width
        #expect(width == ltr.collectionView.contentSize.width)
        #expect(abs(rtlFrame.minX - (width - ltrFrame.maxX)) < 1e-6)
        #expect(abs(rtlFrame.width - ltrFrame.width) < 1e-6 && abs(rtlFrame.minY - ltrFrame.minY) < 1e-6)
    }

    @Test("Self-sizing cards hand the layout their attributes with its own (unmirrored) transform")
    func transformsHandedBackUnmirrored() {
        let rtl = Carousel(.rightToLeft, selfSizing: true)
        #expect(!rtl.layout.handedBack.isEmpty)
        for (original, preferred) in rtl.layout.handedBack {
            #expect(original == LeaningCardLayout.lean(of: 0) || original == LeaningCardLayout.lean(of: 1))
            #expect(nearlyEqual(preferred, original))
        }
        // The cards still show the mirrored lean.
        #expect(rtl.cell(0).map { nearlyEqual($0.transform, horizontallyMirrored(LeaningCardLayout.lean(of: 0))) } == true)
    }

    @Test("The leaning carousel right to left is the left-to-right one mirrored pixel for pixel (but for edge antialiasing), light and dark, at 3x")
    func carouselRenderMirrored() throws {
        var sources: [CardSource] = []
        let matrix = TraitMatrix(userInterfaceStyles: [.light, .dark], layoutDirections: [.leftToRight, .rightToLeft])
        let images = matrix.render(named: "leaning-carousel", device: .bareScreen) {
            let source = CardSource(count: 12)
            sources.append(source)
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: LeaningCardLayout())
            collectionView.contentInsetAdjustmentBehavior = .never
            collectionView.backgroundColor = .systemBackground
            collectionView.register(FixedSizeCard.self, forCellWithReuseIdentifier: "card")
            collectionView.dataSource = source
            return collectionView
        }
        #expect(images.count == 4)
        for image in images { keepRender(image.image, named: image.name) }
        for style in [UIUserInterfaceStyle.light, .dark] {
            let ltr = try #require(images.first { $0.variant.userInterfaceStyle == style && $0.variant.layoutDirection == .leftToRight })
            let rtl = try #require(images.first { $0.variant.userInterfaceStyle == style && $0.variant.layoutDirection == .rightToLeft })
            let left = PixelBuffer(ltr.image), right = PixelBuffer(rtl.image)
            #expect(left.width == 1_170 && left.height == 600)
            #expect(isMirrorImage(left, right), "\(mirrorComparison(left, right))")
            // Not trivially so: the render is not its own mirror image (the cards lean).
            #expect(mirrorComparison(left, left).differing > 10_000)
        }
    }
}
