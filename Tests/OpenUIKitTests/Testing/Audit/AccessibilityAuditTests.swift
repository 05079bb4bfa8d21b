import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A screen built for one audit test: a white root view filling the window, with views placed
/// by frame (or by the constraints a test adds).
@MainActor
private struct AuditScreen {
    let app = HeadlessApp()
    let root: UIView

    init() {
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        root = controller.view
        app.makeWindow(rootViewController: controller)
    }

    /// A label that does everything right: body text style that adjusts, black on white,
    /// wrapping, tall enough for the largest accessibility size.
    @discardableResult
    func goodLabel(_ text: String, frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .black
        label.numberOfLines = 0
        root.addSubview(label)
        return label
    }

    /// A system button (100 × 50 pt unless given) with a Dynamic Type title.
    @discardableResult
    func button(_ title: String?, frame: CGRect = CGRect(x: 20, y: 300, width: 100, height: 50)) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = frame
        if let title { button.setTitle(title, for: .normal) }
        button.titleLabel?.font = .preferredFont(forTextStyle: .body)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.setTitleColor(.black, for: .normal)
        root.addSubview(button)
        return button
    }

    /// The issues of `types`, collected by the handler (which ignores them all, so nothing fails).
    func issues(_ types: AccessibilityAuditType) -> [AccessibilityAuditIssue] {
        var found: [AccessibilityAuditIssue] = []
        let left = app.auditAccessibility(for: types) { issue in
            found.append(issue)
            return true
        }
        #expect(left.isEmpty)
        return found
    }
}

@MainActor @Suite struct AccessibilityAuditTests {
    @Test("A screen that does everything right has no findings in any category")
    func cleanScreen() {
        let screen = AuditScreen()
        screen.goodLabel("Good morning", frame: CGRect(x: 20, y: 60, width: 350, height: 200))
        // Room for the title at the largest accessibility size.
        screen.button("Save", frame: CGRect(x: 20, y: 300, width: 200, height: 80))
        #expect(screen.issues(.all).map(\.description) == [])
    }

    @Test("Contrast is measured on pixels: light grey body text fails, the same grey at 24 pt passes, black passes")
    func contrast() {
        let screen = AuditScreen()
        let grey = UIColor(white: 0.55, alpha: 1)
        let small = screen.goodLabel("Faint body", frame: CGRect(x: 20, y: 60, width: 300, height: 40))
        small.font = .systemFont(ofSize: 17)
        small.textColor = grey
        let large = screen.goodLabel("Faint title", frame: CGRect(x: 20, y: 120, width: 300, height: 40))
        large.font = .systemFont(ofSize: 24)
        large.textColor = grey
        let invisible = screen.goodLabel("White on white", frame: CGRect(x: 20, y: 180, width: 300, height: 40))
        invisible.textColor = .white
        screen.goodLabel("Black", frame: CGRect(x: 20, y: 240, width: 300, height: 40))
        let issues = screen.issues(.contrast)
        #expect(issues.map(\.element) == [small, invisible])
        #expect(issues.allSatisfy { $0.auditType == .contrast })
        // 0.55 grey on white is about 3.4:1 (WCAG), under 4.5 but over 3.
        let ratio = issues.first.flatMap { Double($0.detailedDescription.split(separator: ":").first?.split(separator: " ").last ?? "") }
        #expect(ratio.map { $0 > 3 && $0 < 4 } == true, "\(issues.first?.detailedDescription ?? "")")
        #expect(issues.last?.detailedDescription.hasPrefix("text contrast is 1.00:1") == true)
        #expect(issues.first?.frame == CGRect(x: 20, y: 60, width: 300, height: 40))
    }

    @Test("Contrast covers text fields: faint typed text fails, dark typed text passes, a placeholder or a field being edited is not measured")
    func textFieldContrast() {
        let screen = AuditScreen()
        @discardableResult func field(_ text: String?, y: CGFloat, color: UIColor? = nil) -> UITextField {
            let field = UITextField(frame: CGRect(x: 20, y: y, width: 300, height: 34))
            field.borderStyle = .roundedRect
            field.font = .preferredFont(forTextStyle: .body)
            field.adjustsFontForContentSizeCategory = true
            field.accessibilityLabel = "Field \(Int(y))"
            field.text = text
            if let color { field.textColor = color }
            screen.root.addSubview(field)
            return field
        }
        let faint = field("Faint text", y: 60, color: UIColor(white: 0.7, alpha: 1))
        field("Dark text", y: 120)
        field(nil, y: 180).placeholder = "Placeholder"
        let editing = field("Being edited", y: 240, color: UIColor(white: 0.7, alpha: 1))
        screen.app.runUntilIdle()
        #expect(editing.becomeFirstResponder())
        let issues = screen.issues(.contrast)
        #expect(issues.map(\.element) == [faint])
        // 0.7 grey on white is about 2.3:1.
        #expect(issues.first?.detailedDescription.hasPrefix("text contrast is 2.") == true, "\(issues.first?.detailedDescription ?? "")")
        #expect(issues.first?.frame == CGRect(x: 20, y: 60, width: 300, height: 34))
    }

    @Test("Contrast reaches text inside a rasterized layer: black passes, faint grey fails, and the layer's cached bitmap stays")
    func rasterizedContrast() {
        let screen = AuditScreen()
        let card = UIView(frame: CGRect(x: 20, y: 60, width: 350, height: 200))
        card.backgroundColor = .white
        card.layer.shouldRasterize = true
        card.layer.rasterizationScale = 3
        screen.root.addSubview(card)
        let black = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 40))
        black.text = "Black"
        black.textColor = .black
        card.addSubview(black)
        let faint = UILabel(frame: CGRect(x: 10, y: 80, width: 300, height: 40))
        faint.text = "Faint grey"
        faint.textColor = UIColor(white: 0.7, alpha: 1)
        card.addSubview(faint)
        screen.app.runUntilIdle()
        _ = screen.app.renderPNG()
        let cached = card.layer.renderRecord.rasterizations
        let issues = screen.issues(.contrast)
        // Before the fix the omitted label was painted from the card's cached bitmap, so both
        // read 1.00:1.
        #expect(issues.map(\.element) == [faint], "\(issues.map(\.description))")
        #expect(issues.first?.detailedDescription.hasPrefix("text contrast is 2.") == true, "\(issues.first?.detailedDescription ?? "")")
        _ = screen.app.renderPNG()
        #expect(card.layer.renderRecord.rasterizations == cached)
    }

    @Test("Dynamic Type: a fixed-size font is reported, and text truncated at the largest accessibility size; the size is restored")
    func dynamicType() {
        let screen = AuditScreen()
        let fixed = screen.goodLabel("Fixed", frame: CGRect(x: 20, y: 60, width: 300, height: 200))
        fixed.font = .systemFont(ofSize: 17)
        let noAdjust = screen.goodLabel("Stays", frame: CGRect(x: 20, y: 280, width: 300, height: 200))
        noAdjust.adjustsFontForContentSizeCategory = false
        let tight = screen.goodLabel("Subscribe now", frame: CGRect(x: 20, y: 500, width: 200, height: 30))
        tight.numberOfLines = 1
        let issues = screen.issues(.dynamicType)
        #expect(issues.map(\.element) == [fixed, noAdjust, tight])
        #expect(issues[0].detailedDescription.contains("fixed size"))
        #expect(issues[1].detailedDescription.contains("adjustsFontForContentSizeCategory is off"))
        #expect(issues[2].detailedDescription.hasPrefix("at UICTContentSizeCategoryAccessibilityXXXL, its text needs"))
        #expect(screen.app.preferredContentSizeCategory == .large)
        #expect(tight.font.pointSize == UIFont.preferredFont(forTextStyle: .body).pointSize)
    }

    @Test("Element detection: text and tap targets VoiceOver cannot reach are reported; hidden-on-purpose ones are not")
    func elementDetection() {
        let screen = AuditScreen()
        let text = screen.goodLabel("Unreachable", frame: CGRect(x: 20, y: 60, width: 300, height: 200))
        text.isAccessibilityElement = false
        let tappable = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 100))
        tappable.addGestureRecognizer(UITapGestureRecognizer())
        screen.root.addSubview(tappable)
        let hiddenOnPurpose = screen.goodLabel("Decoration", frame: CGRect(x: 20, y: 420, width: 300, height: 200))
        hiddenOnPurpose.isAccessibilityElement = false
        hiddenOnPurpose.accessibilityElementsHidden = true
        let issues = screen.issues(.elementDetection)
        #expect(issues.map(\.element) == [text, tappable])
        #expect(issues[1].detailedDescription.hasPrefix("it has a tap or long-press recognizer but VoiceOver cannot reach it"))
    }

    @Test("Hit region: a 30 pt button is too small, a covered one is unreachable, one whose hitTest reaches 44 pt passes")
    func hitRegion() {
        final class Padded: UIButton {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -7, dy: -7).contains(point)
            }
        }
        let screen = AuditScreen()
        let small = screen.button("A", frame: CGRect(x: 20, y: 100, width: 30, height: 30))
        let covered = screen.button("B", frame: CGRect(x: 20, y: 200, width: 100, height: 50))
        let cover = UIView(frame: CGRect(x: 10, y: 190, width: 200, height: 80))
        screen.root.addSubview(cover)
        let padded = Padded(type: .system)
        padded.frame = CGRect(x: 200, y: 100, width: 30, height: 30)
        padded.setTitle("C", for: .normal)
        screen.root.addSubview(padded)
        let issues = screen.issues(.hitRegion)
        #expect(issues.map(\.element) == [small, covered])
        #expect(issues[0].detailedDescription.hasPrefix("hitTest reaches it over 30 × 30 pt (frame 30 × 30 pt)"))
        #expect(issues[1].detailedDescription.hasPrefix("hitTest never reaches it: touches on it go to UIView"))
    }

    @Test("Sufficient description: a drawn-image-only button, an asset-name label and a \"+\" title are reported; a symbol image button is described")
    func sufficientDescription() {
        let screen = AuditScreen()
        let imageOnly = screen.button(nil, frame: CGRect(x: 20, y: 100, width: 50, height: 50))
        imageOnly.setImage(UIImage(size: CGSize(width: 20, height: 20)) { _ in }, for: .normal)
        // A symbol speaks its own name ("Delete"), so a symbol-only button is described.
        let symbolOnly = screen.button(nil, frame: CGRect(x: 20, y: 200, width: 50, height: 50))
        symbolOnly.setImage(UIImage(systemName: "trash"), for: .normal)
        let assetName = screen.button("Close", frame: CGRect(x: 100, y: 100, width: 80, height: 50))
        assetName.accessibilityLabel = "btn_close"
        let symbol = screen.button("+", frame: CGRect(x: 200, y: 100, width: 50, height: 50))
        let issues = screen.issues(.sufficientElementDescription)
        #expect(issues.map(\.element) == [imageOnly, assetName, symbol])
        #expect(symbolOnly.accessibilityLabel == "Delete")
        #expect(issues[0].detailedDescription.hasPrefix("it is interactive but has no accessibilityLabel"))
    }

    @Test("Text clipped: a single line wider than its label, and lines taller than it, at the current size")
    func textClipped() {
        let screen = AuditScreen()
        let narrow = screen.goodLabel("A rather long sentence", frame: CGRect(x: 20, y: 60, width: 80, height: 40))
        narrow.numberOfLines = 1
        let short = screen.goodLabel("Two\nlines", frame: CGRect(x: 20, y: 120, width: 200, height: 20))
        screen.goodLabel("Fits", frame: CGRect(x: 20, y: 200, width: 200, height: 40))
        let issues = screen.issues(.textClipped)
        #expect(issues.map(\.element) == [narrow, short])
        #expect(issues[0].detailedDescription.hasSuffix("but the label is 80 pt wide, so it is truncated"))
        #expect(issues[1].detailedDescription.hasSuffix("but the label is 20 pt tall, so lines are cut off"))
    }

    @Test("Trait: a button stripped of .button, a tappable view with no trait, a control whose .notEnabled lies")
    func traits() {
        let screen = AuditScreen()
        let plain = screen.button("Plain", frame: CGRect(x: 20, y: 100, width: 100, height: 50))
        plain.accessibilityTraits = .none
        let card = UIView(frame: CGRect(x: 20, y: 200, width: 200, height: 100))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        card.addGestureRecognizer(UITapGestureRecognizer())
        screen.root.addSubview(card)
        let lying = screen.button("Send", frame: CGRect(x: 20, y: 350, width: 100, height: 50))
        lying.accessibilityTraits = [.button, .notEnabled]
        let issues = screen.issues(.trait)
        #expect(issues.map(\.element) == [plain, card, lying])
        #expect(issues[2].detailedDescription == "its traits say .notEnabled but the control is enabled")
    }

    @Test("Parent/child: a button inside an element, and a listed element whose container is another view")
    func parentChild() {
        let screen = AuditScreen()
        let row = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 60))
        row.isAccessibilityElement = true
        row.accessibilityLabel = "Row"
        screen.root.addSubview(row)
        let inner = UIButton(type: .system)
        inner.frame = CGRect(x: 300, y: 5, width: 80, height: 50)
        inner.setTitle("Edit", for: .normal)
        row.addSubview(inner)
        let container = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 100))
        let stranger = UIView()
        let orphan = UIAccessibilityElement(accessibilityContainer: stranger)
        orphan.accessibilityLabel = "Orphan"
        orphan.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 100, height: 50)
        container.accessibilityElements = [orphan]
        screen.root.addSubview(container)
        let issues = screen.issues(.parentChild)
        #expect(issues.map(\.element) == [inner, orphan])
        #expect(issues[0].detailedDescription.contains("inside the element UIView \"Row\""))
    }

    @Test("Reading order: a container listing the lower element first is reported; position order is not")
    func readingOrder() {
        let screen = AuditScreen()
        let container = UIView(frame: CGRect(x: 0, y: 60, width: 390, height: 400))
        screen.root.addSubview(container)
        let top = UILabel(frame: CGRect(x: 20, y: 0, width: 300, height: 40))
        top.text = "Title"
        let bottom = UILabel(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
        bottom.text = "Details"
        container.addSubview(top)
        container.addSubview(bottom)
        container.accessibilityElements = [bottom, top]
        let issues = screen.issues(.readingOrder)
        #expect(issues.map(\.element) == [top])
        #expect(issues.first?.detailedDescription.hasPrefix("it is read after UILabel \"Details\" but is wholly above it") == true)
        container.accessibilityElements = [top, bottom]
        #expect(screen.issues(.readingOrder).isEmpty)
    }

    @Test("Duplicate labels: two sibling buttons called Delete are reported once; a third in another row is not")
    func duplicateLabels() {
        let screen = AuditScreen()
        screen.button("Delete", frame: CGRect(x: 20, y: 100, width: 100, height: 50))
        let second = screen.button("Delete", frame: CGRect(x: 150, y: 100, width: 100, height: 50))
        let row = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 60))
        screen.root.addSubview(row)
        let other = UIButton(type: .system)
        other.setTitle("Delete", for: .normal)
        other.frame = CGRect(x: 20, y: 5, width: 100, height: 50)
        row.addSubview(other)
        let issues = screen.issues(.duplicateLabels)
        #expect(issues.map(\.element) == [second])
    }

    @Test("Redundant description: \"Close button\" on a .button, \"Logo image\" on an .image")
    func redundantDescription() {
        let screen = AuditScreen()
        let close = screen.button("Close button", frame: CGRect(x: 20, y: 100, width: 200, height: 50))
        let logo = UIImageView(frame: CGRect(x: 20, y: 200, width: 60, height: 60))
        logo.isAccessibilityElement = true
        logo.accessibilityLabel = "Logo image"
        screen.root.addSubview(logo)
        let issues = screen.issues(.redundantDescription)
        #expect(issues.map(\.element) == [close, logo])
        #expect(issues[0].detailedDescription == "its label \"Close button\" says \"button\", which the .button trait already announces")
    }

    @Test("Issues not ignored are reported as failures naming the element, its frame and the reason")
    func reporting() {
        let screen = AuditScreen()
        screen.button("A", frame: CGRect(x: 20, y: 100, width: 30, height: 30))
        let collected = CollectedFailures()
        let left = screen.app.auditAccessibility(for: .hitRegion, reporter: collected.reporter)
        #expect(left.count == 1)
        #expect(
            collected.messages == [
                "Accessibility audit: [.hitRegion] UIButton \"A\" at (20, 100, 30 × 30): hitTest reaches it over 30 × 30 pt (frame 30 × 30 pt); a touch target needs at least 44 × 44 pt"
            ])
        #expect(screen.app.auditAccessibility(for: .hitRegion, reporter: collected.reporter) { _ in true }.isEmpty)
        #expect(collected.failures.count == 1)
    }

    @Test("Auditing a view covers only its part of the window")
    func auditingAView() {
        let screen = AuditScreen()
        let left = UIView(frame: CGRect(x: 0, y: 60, width: 195, height: 300))
        let right = UIView(frame: CGRect(x: 195, y: 60, width: 195, height: 300))
        screen.root.addSubview(left)
        screen.root.addSubview(right)
        let small = UIButton(type: .system)
        small.setTitle("X", for: .normal)
        small.frame = CGRect(x: 20, y: 20, width: 20, height: 20)
        right.addSubview(small)
        #expect(left.auditAccessibility(for: .hitRegion).isEmpty)
        #expect(right.auditAccessibility(for: .hitRegion).map(\.element) == [small])
    }

    @Test("With auditsAfterEachAction the audit runs when the last finger lifts, not while it is down")
    func afterEachAction() {
        let screen = AuditScreen()
        let collected = CollectedFailures()
        screen.app.failureReporter = collected.reporter
        screen.app.auditsAfterEachAction = true
        screen.button("A", frame: CGRect(x: 20, y: 100, width: 30, height: 30))
        screen.app.touchDown(at: CGPoint(x: 200, y: 600))
        #expect(collected.failures.isEmpty)
        screen.app.touchUp()
        #expect(collected.messages.count == 1)
        #expect(collected.messages.first?.hasPrefix("Accessibility audit after a touch sequence at ") == true)
        screen.app.afterActionIssueHandler = { $0.auditType == .hitRegion }
        screen.app.tap(at: CGPoint(x: 200, y: 600))
        #expect(collected.messages.count == 1)
    }
}
