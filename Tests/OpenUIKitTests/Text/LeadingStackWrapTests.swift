import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A screen whose view pins a vertical stack aligned to the leading edge (to the layout margins)
/// holding Dynamic Type labels that wrap (`numberOfLines = 0`): a short text, a long one, and
/// optionally the same with an explicit `preferredMaxLayoutWidth`.
final class LeadingStackLabelsController: UIViewController {
    static let texts = ["Engraved label", "A longer caption that needs more than one line at every text size we try here"]
    let preferredWidth: CGFloat
    let stack = UIStackView()
    private(set) var labels: [UILabel] = []

    init(preferredWidth: CGFloat = 0) {
        self.preferredWidth = preferredWidth
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { Fatal.stop("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
        for text in Self.texts {
            let label = UILabel()
            label.text = text
            label.numberOfLines = 0
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.preferredMaxLayoutWidth = preferredWidth
            stack.addArrangedSubview(label)
            labels.append(label)
        }
    }
}

/// A wrapping label in a leading-aligned stack takes, after a text-size change, the frame a
/// screen built fresh at the new size gives it: its new natural width up to the stack's width,
/// not the width it had at the old size (which left "Engraved label" broken mid-word at an
/// accessibility size and on two lines after the way back).
@MainActor @Suite struct LeadingStackWrapTests {
    /// The labels' frames on a screen built fresh at `category`.
    func freshFrames(at category: UIContentSizeCategory, preferredWidth: CGFloat) -> [CGRect] {
        let app = HeadlessApp()
        app.preferredContentSizeCategory = category
        let controller = LeadingStackLabelsController(preferredWidth: preferredWidth)
        let window = app.makeWindow(rootViewController: controller)
        app.runUntilIdle()
        withExtendedLifetime(window) {}
        return controller.labels.map(\.frame)
    }

    @Test("Wrapping labels in a leading stack match a fresh screen after a text-size round trip", arguments: [0, 300] as [CGFloat])
    func roundTrip(preferredWidth: CGFloat) throws {
        let app = HeadlessApp()
        let controller = LeadingStackLabelsController(preferredWidth: preferredWidth)
        let window = app.makeWindow(rootViewController: controller)
        app.runUntilIdle()
        let short = controller.labels[0]
        let oneLine = short.font.lineHeight.rounded(.up)
        #expect(controller.labels.map(\.frame) == freshFrames(at: .large, preferredWidth: preferredWidth))
        #expect(short.frame.height == oneLine, "the short text fits on one line")

        for category in [UIContentSizeCategory.accessibilityExtraExtraExtraLarge, .large] {
            app.preferredContentSizeCategory = category
            app.runUntilIdle()
            let expected = freshFrames(at: category, preferredWidth: preferredWidth)
            #expect(controller.labels.map(\.frame) == expected, "at \(category.rawValue)")
            let natural = short.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
            let limit = preferredWidth > 0 ? min(preferredWidth, controller.stack.bounds.width) : controller.stack.bounds.width
            if natural.width <= limit {
                #expect(short.frame.width == natural.width, "at \(category.rawValue): as wide as its text")
                #expect(short.frame.height == short.font.lineHeight.rounded(.up), "at \(category.rawValue): one line, unbroken")
            } else {
                #expect(short.frame.width <= limit, "at \(category.rawValue): wrapped within the wrap width")
            }
            // The long text wraps at the stack's width, never narrower than it needs.
            let long = controller.labels[1]
            #expect(long.frame.width <= controller.stack.bounds.width)
            #expect(long.frame.height == long.sizeThatFits(CGSize(width: long.frame.width, height: .greatestFiniteMagnitude)).height)
        }
        #expect(short.frame.height == oneLine, "back at large, the short text is on one line again")
        withExtendedLifetime(window) {}
    }
}
