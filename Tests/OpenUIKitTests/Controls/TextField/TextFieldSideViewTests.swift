import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct TextFieldSideViewTests {
    /// A 200 × 40 field without a border in a window, with a 20 × 20 left view and a 30 × 24
    /// right view, both in `mode`, laid out in `direction`.
    private func makeField(
        mode: UITextField.ViewMode, rightToLeft: Bool = false
    ) -> (ControlStage, UITextField, UIView, UIView) {
        let stage = ControlStage()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        if rightToLeft { field.semanticContentAttribute = .forceRightToLeft }
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let right = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 24))
        field.leftView = left
        field.rightView = right
        field.leftViewMode = mode
        field.rightViewMode = mode
        stage.root.addSubview(field)
        stage.app.runTurn()
        return (stage, field, left, right)
    }

    private static func expectedShown(_ mode: UITextField.ViewMode, editing: Bool) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: editing
        case .unlessEditing: !editing
        }
    }

    @Test(
        "Side views sit at the leading and trailing edges at their frame size, centred, shown by their mode, and the text rects leave room",
        arguments: [false, true])
    func geometryForEachMode(rightToLeft: Bool) {
        for mode in [UITextField.ViewMode.never, .whileEditing, .unlessEditing, .always] {
            for editing in [false, true] {
                let (stage, field, left, right) = makeField(mode: mode, rightToLeft: rightToLeft)
                if editing { #expect(field.becomeFirstResponder()) }
                stage.app.runTurn()
                let bounds = field.bounds
                let leftRect = field.leftViewRect(forBounds: bounds)
                let rightRect = field.rightViewRect(forBounds: bounds)
                if rightToLeft {
                    #expect(leftRect == CGRect(x: 180, y: 10, width: 20, height: 20))
                    #expect(rightRect == CGRect(x: 0, y: 8, width: 30, height: 24))
                } else {
                    #expect(leftRect == CGRect(x: 0, y: 10, width: 20, height: 20))
                    #expect(rightRect == CGRect(x: 170, y: 8, width: 30, height: 24))
                }
                let shown = Self.expectedShown(mode, editing: editing)
                #expect(field.isEditing == editing)
                #expect((left.superview === field) == shown, "left view in \(mode), editing \(editing)")
                #expect((right.superview === field) == shown, "right view in \(mode), editing \(editing)")
                if shown {
                    #expect(left.frame == leftRect)
                    #expect(right.frame == rightRect)
                }
                let leading: CGFloat = shown ? 20 : 0
                let trailing: CGFloat = shown ? 30 : 0
                let expectedText = rightToLeft
                    ? CGRect(x: trailing, y: 0, width: 200 - leading - trailing, height: 40)
                    : CGRect(x: leading, y: 0, width: 200 - leading - trailing, height: 40)
                #expect(field.textRect(forBounds: bounds) == expectedText, "\(mode), editing \(editing)")
                #expect(field.editingRect(forBounds: bounds) == expectedText)
                #expect(field.placeholderRect(forBounds: bounds) == expectedText)
            }
        }
    }

    @Test("A side view with a zero frame takes its intrinsic size")
    func zeroFrameUsesIntrinsicSize() {
        let stage = ControlStage()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        let label = UILabel()
        label.text = "kg"
        field.rightView = label
        field.rightViewMode = .always
        stage.root.addSubview(field)
        stage.app.runTurn()
        let size = label.intrinsicContentSize
        #expect(size.width > 0 && size.height > 0)
        let rect = field.rightViewRect(forBounds: field.bounds)
        #expect(rect.size == size)
        #expect(rect.maxX == 200)
        #expect(label.frame == rect)
    }

    @Test("A clear button sits just before a shown right view; the text stops before both")
    func clearButtonBeforeRightView() {
        let (stage, field, _, _) = makeField(mode: .always)
        field.clearButtonMode = .always
        field.text = "hello"
        stage.app.runTurn()
        let clear = field.clearButtonRect(forBounds: field.bounds)
        #expect(clear.maxX == 164)  // 6 points before the right view at 170
        #expect(field.textRect(forBounds: field.bounds).maxX == 139)  // 6 before the 19-point button
        // Without the right view the clear button goes back to the edge.
        field.rightViewMode = .never
        #expect(field.clearButtonRect(forBounds: field.bounds).maxX == 194)
    }

    @Test("Replacing a shown side view takes the old one out of the field")
    func replacingSideView() {
        let (stage, field, left, _) = makeField(mode: .always)
        #expect(left.superview === field)
        let glass = UIView(frame: CGRect(x: 0, y: 0, width: 16, height: 16))
        field.leftView = glass
        #expect(left.superview == nil)
        stage.app.runTurn()
        #expect(glass.superview === field)
        #expect(glass.frame == CGRect(x: 0, y: 12, width: 16, height: 16))
        field.leftView = nil
        #expect(glass.superview == nil)
        #expect(field.leftViewRect(forBounds: field.bounds) == .zero)
    }

    @Test("A tap on a right-view button reaches the button and does not begin editing; a tap on the text does")
    func rightViewButtonGetsTap() {
        let stage = ControlStage()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 240, height: 40))
        field.isSecureTextEntry = true
        field.text = "hunter2"
        let eye = UIButton(type: .custom)
        eye.frame = CGRect(x: 0, y: 0, width: 36, height: 36)
        var taps = 0
        eye.addAction(UIAction { _ in
            taps += 1
            field.isSecureTextEntry.toggle()
        }, for: .touchUpInside)
        field.rightView = eye
        field.rightViewMode = .always
        let glass = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftView = glass
        field.leftViewMode = .always
        stage.root.addSubview(field)
        stage.app.runTurn()

        stage.app.tap(at: centre(of: eye))
        #expect(taps == 1)
        #expect(!field.isSecureTextEntry)
        #expect(!field.isEditing)
        #expect(!field.isFirstResponder)

        // An image view takes no touches: a tap on it reaches the field, which begins editing.
        stage.app.tap(at: centre(of: glass))
        #expect(field.isEditing)
        #expect(taps == 1)

        // While editing, the eye still toggles without ending the session.
        stage.app.tap(at: centre(of: eye))
        #expect(taps == 2)
        #expect(field.isSecureTextEntry)
        #expect(field.isEditing)
    }

    @Test("A tap on a plain padding view on the left goes up the responder chain to the field, which begins editing")
    func paddingViewTapBeginsEditing() {
        let stage = ControlStage()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 240, height: 40))
        let padding = UIView(frame: CGRect(x: 0, y: 0, width: 16, height: 40))
        field.leftView = padding
        field.leftViewMode = .always
        stage.root.addSubview(field)
        stage.app.runTurn()
        #expect(padding.superview === field)
        stage.app.tap(at: centre(of: padding))
        #expect(field.isEditing)
    }

    @Test("A shown side view adds its width to the field's intrinsic width")
    func intrinsicSizeIncludesSideViews() {
        let field = UITextField(frame: .zero)
        field.placeholder = "Search"
        let plain = field.intrinsicContentSize
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 50))
        field.leftViewMode = .always
        let withLeft = field.intrinsicContentSize
        #expect(withLeft.width == plain.width + 24)
        #expect(withLeft.height == 50)
        field.leftViewMode = .whileEditing
        #expect(field.intrinsicContentSize == plain)
    }
}
