import Testing
@testable import PortKit

@Suite("Delegate initializer")
struct DelegateInitializerPassTests {
    @Test("A non-final application or scene delegate declaring no initializer gets a required init()")
    func adds() {
        let result = port("""
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            }

            class Plain: UIApplicationDelegate {
                var count = 0
            }
            """)
        #expect(result.ported == """
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                // Added by openuikit-port: OpenUIKit makes this delegate with init().
                override required init() { super.init() }
            }

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                // Added by openuikit-port: OpenUIKit makes this delegate with init().
                override required init() { super.init() }
            }

            class Plain: UIApplicationDelegate {
                var count = 0

                // Added by openuikit-port: OpenUIKit makes this delegate with init().
                required init() {}
            }
            """)
        #expect(result.rewrites.count == 3)
    }

    @Test("Final delegates, delegates with an initializer and subclasses of a conforming class are left alone; a second run changes nothing")
    func leavesAlone() {
        let source = """
            final class A: UIResponder, UIApplicationDelegate {}
            class B: UIResponder, UISceneDelegate {
                init(model: Int) { super.init() }
            }
            class C: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
            }
            class D: C {}
            class E: UIViewController, UITableViewDelegate {}
            """
        let once = port(source)
        #expect(once.rewrites.count == 1)
        #expect(once.ported.components(separatedBy: "required init()").count == 2)
        let twice = port(once.ported)
        #expect(twice.ported == once.ported)
        #expect(twice.rewrites.isEmpty)
    }
}
