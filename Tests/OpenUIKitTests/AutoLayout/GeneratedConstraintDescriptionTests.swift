import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The engine writes the conflict-log text of the constraints it generates only when a log asks
/// for it, and names solver variables only for messages; these pin that text to what it was
/// when it was written up front.
@Suite("Generated constraint descriptions")
@MainActor
struct GeneratedConstraintDescriptionTests {
    private final class Plain: UIView {}
    private enum Outer { final class Nested: UIView {} }
    private final class Box<Value>: UIView {}

    @Test("A conflict with a margins guide names the guide's generated constraint as before")
    func marginsGuideInConflictLog() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        container.accessibilityIdentifier = "container"
        window.addSubview(container)
        app.runTurn()
        app.log.clear()
        container.layoutMarginsGuide.widthAnchor.constraint(equalToConstant: 10).isActive = true
        app.runTurn()
        let message = app.log.messages.first ?? ""
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(
            message.contains(
                "\"<NSLayoutConstraint:'UIViewLayoutMarginsGuide-width' container.'UIViewLayoutMarginsGuide'.width   (active)>\""
            ))
        #expect(message.contains("\"<NSAutoresizingMaskLayoutConstraint h=--& v=--& container.width == 400   (active)>\""))
    }

    @Test("Each kind of generated constraint reads as UIKit prints it")
    func texts() {
        #expect(
            GeneratedConstraintDescription.contentSize(
                name: "title", label: "width", value: 42, priority: .defaultLow, isHugging: true
            ).text == "<NSContentSizeLayoutConstraint title.width == 42 Hug:250>")
        #expect(
            GeneratedConstraintDescription.contentSize(
                name: "UILabel", label: "height", value: 20.5, priority: UILayoutPriority(749.5), isHugging: false
            ).text == "<NSContentSizeLayoutConstraint UILabel.height == 20.5 CompressionResistance:749.5>")
        #expect(
            GeneratedConstraintDescription.frame(
                mask: [.flexibleWidth, .flexibleBottomMargin], name: "banner", label: "minY", value: -3
            ).text == "<NSAutoresizingMaskLayoutConstraint h=-&- v=--& banner.minY == -3   (active)>")
        #expect(
            GeneratedConstraintDescription.guide(identifier: "UIViewSafeAreaLayoutGuide", owner: nil, label: "top").text
                == "<NSLayoutConstraint:'UIViewSafeAreaLayoutGuide-top' 'UIViewSafeAreaLayoutGuide'.top   (active)>")
        #expect(
            GeneratedConstraintDescription.fittingWish(value: 320, priority: .fittingSizeLevel).text
                == "<fitting size wish 320.0 @50>")
    }

    @Test("An engine names a variable by its item and which of the four it is")
    func variableNames() throws {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let label = UILabel()
        label.text = "Hello"
        label.accessibilityIdentifier = "greeting"
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8).isActive = true
        label.topAnchor.constraint(equalTo: window.topAnchor, constant: 8).isActive = true
        app.runTurn()
        let engine = try #require(window.layoutSettings.engine)
        let item = try #require(label.engineItem)
        #expect(engine.name(of: item.minX) == "greeting.minX")
        #expect(engine.name(of: item.minY) == "greeting.minY")
        #expect(engine.name(of: item.width) == "greeting.width")
        #expect(engine.name(of: item.height) == "greeting.height")
        #expect(engine.invariantViolations(comparingFreshSolve: true).isEmpty)
    }

    @Test("Class names in traces read as String(describing:) spells them")
    func runtimeTypeNames() {
        func spelled(_ view: UIView) -> String { String(describing: type(of: view)) }
        for view in [UIView(), UILabel(), Plain(), Outer.Nested(), Box<Int>(), Box<Outer.Nested>()] as [UIView] {
            #expect(runtimeTypeName(of: view) == spelled(view))
            #expect(view.traceName == spelled(view))
        }
        #expect(runtimeTypeName(of: Box<Int>()) == "Box<Int>")
    }
}
