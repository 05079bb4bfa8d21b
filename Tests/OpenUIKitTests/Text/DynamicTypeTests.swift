import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Apple's Dynamic Type table (docs/DYNAMIC_TYPE.md), written out again here so the library's
/// copy is checked against an independent one.
private let publishedSizes: [(UIFont.TextStyle, [CGFloat])] = [
    (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
    (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
    (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
    (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
    (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
    (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
    (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
    (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
    (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
    (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
    (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]),
]

private let categories: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
]

@MainActor @Suite struct DynamicTypeTests {
    @Test("Every text style has Apple's published size at every content size category")
    func preferredFontSizesMatchTheTable() {
        var mismatches: [String] = []
        for (style, sizes) in publishedSizes {
            for (category, size) in zip(categories, sizes) {
                let font = UIFont.preferredFont(
                    forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
                if font.pointSize != size { mismatches.append("\(style.rawValue) \(category.rawValue): \(font.pointSize) ≠ \(size)") }
            }
        }
        #expect(mismatches == [])
    }

    @Test("The headline is semibold and every other style regular, at every size")
    func weights() {
        for (style, _) in publishedSizes {
            for category in categories {
                let font = UIFont.preferredFont(
                    forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
                #expect(font.fontName == (style == .headline ? "Inter-SemiBold" : "Inter-Regular"))
            }
        }
    }

    @Test("Without traits the preferred font follows the application's text size; with unspecified traits too")
    func preferredFontFollowsTheApplication() {
        let app = HeadlessApp()
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        app.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(app.application.preferredContentSizeCategory == .extraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 23)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: UITraitCollection()).pointSize == 17)
        UITraitCollection(preferredContentSizeCategory: .extraSmall).performAsCurrent {
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 14)
        }
        withExtendedLifetime(app) {}  // the application stays the shared one until here
    }

    @Test("Font metrics scale by the style's ratio, limit to the maximum and scale values")
    func fontMetricsScale() {
        let custom = UIFont(name: "DejaVu Sans", size: 20) ?? .systemFont(ofSize: 20)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let xs = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        let body = UIFontMetrics.default
        #expect(body.scaledFont(for: custom, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)).pointSize == 20)
        #expect(abs(body.scaledFont(for: custom, compatibleWith: ax5).pointSize - 20 * 53 / 17) < 0.001)
        #expect(body.scaledFont(for: custom, compatibleWith: ax5).familyName == custom.familyName)
        #expect(body.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: ax5).pointSize == 30)
        #expect(abs(UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: 10, compatibleWith: xs) - 10 * 31 / 34) < 0.001)
        #expect(abs(UIFontMetrics(forTextStyle: .caption2).scaledValue(for: 11, compatibleWith: ax5) - 41) < 0.001)
        let app = HeadlessApp()
        app.preferredContentSizeCategory = .extraLarge
        #expect(abs(body.scaledValue(for: 17) - 19) < 0.001)
        #expect(abs(body.scaledFont(for: custom, maximumPointSize: 30).pointSize - 20 * 19 / 17) < 0.001)
        #expect(body.scaledFont(for: custom, maximumPointSize: 21).pointSize == 21)
        withExtendedLifetime(app) {}  // the application stays the shared one until here
    }

    @Test("Categories order by size and the five largest are accessibility sizes")
    func categoryOrder() {
        #expect(categories == categories.sorted())
        #expect(categories.filter(\.isAccessibilityCategory) == Array(categories.suffix(5)))
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
    }

    @Test("A label that adjusts re-makes its font when the text size changes, and its intrinsic size follows")
    func labelAdjusts() {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 300))
        let window = app.makeWindow()
        let adjusting = UILabel()
        adjusting.text = "Dynamic"
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = UILabel()
        fixed.text = "Dynamic"
        fixed.font = .preferredFont(forTextStyle: .body)
        let scaled = UILabel()
        scaled.text = "Scaled"
        scaled.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 14, weight: .bold))
        scaled.adjustsFontForContentSizeCategory = true
        for label in [adjusting, fixed, scaled] { window.addSubview(label) }
        app.runTurn()
        let before = adjusting.intrinsicContentSize
        app.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(adjusting.font.pointSize == 17)  // the views hear of it in the next update cycle
        app.runTurn()
        #expect(adjusting.font.pointSize == 53)
        #expect(adjusting.font.fontName == "Inter-Regular")
        #expect(fixed.font.pointSize == 17)
        #expect(abs(scaled.font.pointSize - 14 * 58 / 28) < 0.001)
        #expect(scaled.font.fontName == "Inter-Bold")
        let after = adjusting.intrinsicContentSize
        #expect(after.height > before.height * 2.5 && after.width > before.width * 2.5)
        app.preferredContentSizeCategory = .extraSmall
        app.runTurn()
        #expect(adjusting.font.pointSize == 14)
    }

    @Test("Auto Layout picks up a label's new Dynamic Type size in the same update cycle")
    func layoutFollowsTheFont() {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 300))
        let window = app.makeWindow()
        let label = UILabel()
        label.text = "Hello"
        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor), label.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        app.runTurn()
        let small = label.frame.height
        app.preferredContentSizeCategory = .accessibilityLarge
        app.runTurn()
        #expect(label.frame.height == label.intrinsicContentSize.height)
        #expect(label.frame.height > small * 1.6)
    }

    @Test("Text fields and button titles adjust; a button re-measures with its title")
    func textFieldAndButtonAdjust() {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 300))
        let window = app.makeWindow()
        let field = UITextField()
        field.font = .preferredFont(forTextStyle: .callout)
        field.adjustsFontForContentSizeCategory = true
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .body)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        window.addSubview(field)
        window.addSubview(button)
        app.runTurn()
        let buttonBefore = button.intrinsicContentSize
        app.preferredContentSizeCategory = .extraExtraLarge
        app.runTurn()
        #expect(field.font?.pointSize == 20)
        #expect(button.titleLabel?.font.pointSize == 21)
        #expect(button.intrinsicContentSize.width > buttonBefore.width)
        #expect(button.intrinsicContentSize.height > buttonBefore.height)
    }

    @Test("A view that joins a window at another text size adjusts when its traits arrive")
    func adjustsOnEnteringAWindow() {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 300))
        app.preferredContentSizeCategory = .extraExtraExtraLarge
        let window = app.makeWindow()
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        label.adjustsFontForContentSizeCategory = true
        #expect(label.font.pointSize == 13)
        window.addSubview(label)
        #expect(label.font.pointSize == 19)
    }

    @Test("Changing the text size posts the notification once with the new value; the same size posts nothing")
    func notification() {
        let app = HeadlessApp()
        let received = ReceivedNames()
        let observer = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: app.application, queue: nil
        ) { note in
            let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
            received.names.append(value?.rawValue ?? "nil")
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        app.preferredContentSizeCategory = .accessibilityMedium
        app.preferredContentSizeCategory = .accessibilityMedium
        app.userInterfaceStyle = .dark
        app.preferredContentSizeCategory = .small
        #expect(received.names == ["UICTContentSizeCategoryAccessibilityM", "UICTContentSizeCategoryS"])
        #expect(UIContentSizeCategory.didChangeNotification.rawValue == "UIContentSizeCategoryDidChangeNotification")
    }
}

/// What a notification observer received (posted synchronously on the main thread).
private final class ReceivedNames: @unchecked Sendable {
    var names: [String] = []
}
