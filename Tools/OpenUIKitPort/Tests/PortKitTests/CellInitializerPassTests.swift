import Testing
@testable import PortKit

@Suite("Registered cell initializer")
struct CellInitializerPassTests {
    @Test("A cell with only init?(coder:) gets an initializer that stops as iOS does")
    func coderOnly() {
        let result = port("""
            final class NoteCell: UITableViewCell {
                let title = UILabel()
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }
            }
            """)
        #expect(result.ported.contains("""
                // Added by openuikit-port: OpenUIKit makes registered cells with this initializer.
                required convenience init(registeredReuseIdentifier identifier: String) {
                    fatalError("Use of unimplemented initializer 'init(style:reuseIdentifier:)' for class 'NoteCell': it can only be loaded from a storyboard or nib, as on iOS")
                }
            }
            """))
        #expect(result.rewrites.count == 1)
    }

    @Test("Cells overriding every designated initializer, or none, are left alone")
    func inherits() {
        let result = port("""
            class A: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class B: UICollectionViewCell {
                var x = 1
            }
            class C: A {
                let y = 2
            }
            """)
        #expect(result.ported == result.original)
    }

    @Test("A collection cell subclass with its own designated initializer gets one that stops")
    func ownInitializer() {
        let result = port("""
            class Base: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            public class Tile: Base {
                init(color: UIColor) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(result.ported.contains("public required convenience init(registeredReuseIdentifier identifier: String) {\n        fatalError(\"Use of unimplemented initializer 'init(frame:)' for class 'Tile'"))
        #expect(result.rewrites.count == 1)
    }
}
