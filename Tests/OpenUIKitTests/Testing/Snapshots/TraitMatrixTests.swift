import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A screen whose title reads the traits it was laid out with, for the matrix tests.
@MainActor
private final class TraitProbeScreen: UIViewController {
    let heading = UILabel()
    var laidOutTraits: UITraitCollection?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        heading.text = "Title"
        heading.font = .preferredFont(forTextStyle: .body)
        heading.adjustsFontForContentSizeCategory = true
        heading.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(heading)
        NSLayoutConstraint.activate([
            heading.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
            heading.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        laidOutTraits = traitCollection
    }
}

@MainActor @Suite("Trait matrices")
struct TraitMatrixTests {
    private static let device = HeadlessDevice(
        name: "small", screenSize: CGSize(width: 120, height: 80), scale: 1, safeAreaInsets: .zero)

    @Test("The phone matrix is 96 variants with distinct names, light and dark, twelve sizes, both directions, two size-class pairs")
    func phoneMatrix() {
        let variants = TraitMatrix.phone.variants
        #expect(variants.count == 96)
        #expect(Set(variants.map(\.name)).count == 96)
        #expect(Set(variants.map(\.preferredContentSizeCategory)).count == 12)
        #expect(variants.first?.name == "light-XS-ltr-wC-hR")
        #expect(variants.last?.name == "dark-AccessibilityXXXL-rtl-wC-hC")
    }

    @Test("Each variant reaches a fresh screen through trait propagation and layout")
    func propagation() throws {
        let matrix = TraitMatrix(
            contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge],
            sizeClasses: [(.compact, .regular), (.regular, .compact)])
        var screens: [TraitProbeScreen] = []
        let images = matrix.render(named: "probe", device: Self.device) {
            let screen = TraitProbeScreen()
            screens.append(screen)
            return screen
        }
        #expect(images.count == 16)
        #expect(screens.count == 16)
        for (image, screen) in zip(images, screens) {
            let variant = image.variant
            let seen = try #require(screen.laidOutTraits)
            #expect(seen.userInterfaceStyle == variant.userInterfaceStyle)
            #expect(seen.preferredContentSizeCategory == variant.preferredContentSizeCategory)
            #expect(seen.horizontalSizeClass == variant.horizontalSizeClass)
            #expect(seen.verticalSizeClass == variant.verticalSizeClass)
            #expect(seen.layoutDirection == (variant.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight))
            #expect(image.name == "probe." + variant.name)
            #expect(image.image.width == 120 && image.image.height == 80)
            // Leading is the right edge in right-to-left.
            let titleFrame = screen.heading.frame
            if variant.layoutDirection == .rightToLeft {
                #expect(titleFrame.maxX == 110)
            } else {
                #expect(titleFrame.minX == 10)
            }
            // The larger text size makes a taller title.
            let bodyHeight = UIFont.preferredFont(forTextStyle: .body).lineHeight
            if variant.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge {
                #expect(titleFrame.height > bodyHeight * 2)
            }
            // The background is the system background of the variant's appearance.
            let corner = PixelBuffer(image.image)[119, 79]
            #expect(corner == (variant.userInterfaceStyle == .dark ? .rgb(0, 0, 0) : .rgb(1, 1, 1)))
        }
    }

    @Test("Matrix snapshots record a reference per variant, then match them")
    func snapshots() {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let collected = CollectedFailures()
        let matrix = TraitMatrix(layoutDirections: [.leftToRight, .rightToLeft])
        let first = matrix.assertSnapshots(
            named: "probe", device: Self.device, directory: folder.url, reporter: collected.reporter) { TraitProbeScreen() }
        #expect(first.map(\.reason) == Array(repeating: .missingReference, count: 4))
        #expect(collected.failures.count == 4)
        #expect(folder.contents() == [
            "probe.dark-L-ltr-wC-hR.png", "probe.dark-L-rtl-wC-hR.png", "probe.light-L-ltr-wC-hR.png",
            "probe.light-L-rtl-wC-hR.png",
        ])
        let second = matrix.assertSnapshots(
            named: "probe", device: Self.device, directory: folder.url, reporter: collected.reporter) { TraitProbeScreen() }
        #expect(second.isEmpty)
        #expect(collected.failures.count == 4)
        let recorded = try? Data(contentsOf: folder.file("probe.dark-L-rtl-wC-hR.png"))
        #expect(recorded.flatMap { SnapshotEnvironment(png: $0) }?["traits"]?.contains("style=dark") == true)
        #expect(recorded.flatMap { SnapshotEnvironment(png: $0) }?["traits"]?.contains("direction=rightToLeft") == true)
    }

    @Test("The application current before a matrix is current after it")
    func restoresApplication() {
        let app = HeadlessApp()
        _ = TraitMatrix(userInterfaceStyles: [.dark]).render(device: Self.device) { TraitProbeScreen() }
        #expect(UIApplication.shared === app.application)
    }
}
