import Testing
@testable import PortKit

@Suite("Objective-C attribute removal")
struct ObjCAttributePassTests {
    @Test("Interface Builder and Objective-C attributes and dynamic go; weak, var and other attributes stay")
    func removes() {
        let result = port("""
            @objcMembers
            @IBDesignable
            final class Rating: UIView {
                @IBOutlet weak var label: UILabel!
                @IBInspectable var stars: Int = 5
                @objc dynamic var value: Double = 0
                @objc(tapWithSender:)
                func tap(_ sender: Any) {}
                @IBAction private func reset(_ sender: UIButton) {}
                @nonobjc @discardableResult func count() -> Int { 0 }
            }
            """)
        #expect(result.ported == """
            final class Rating: UIView {
                weak var label: UILabel!
                var stars: Int = 5
                var value: Double = 0
                func tap(_ sender: Any) {}
                private func reset(_ sender: UIButton) {}
                @discardableResult func count() -> Int { 0 }
            }
            """)
        #expect(result.rewrites.count == 9)
    }

    @Test("A comment between the attribute and the declaration is kept")
    func keepsComments() {
        let result = port("""
            class A {
                @objc
                // Called by the button.
                func go() {}
            }
            """)
        #expect(result.ported.contains("// Called by the button.\n    func go() {}"))
        #expect(!result.ported.contains("@objc"))
    }
}
