import Testing
@testable import PortKit

@Suite("Import rewriting")
struct ImportPassTests {
    @Test("UIKit, QuartzCore, CoreGraphics and the gesture subclass module become one import OpenUIKit")
    func collapses() {
        let result = port("""
            import UIKit
            import QuartzCore
            import Foundation
            import CoreGraphics
            import UIKit.UIGestureRecognizerSubclass

            let x = 1
            """)
        #expect(result.ported == """
            import OpenUIKit
            import Foundation

            let x = 1
            """)
        #expect(result.rewrites.count == 4)
        #expect(result.unportable.isEmpty)
    }

    @Test("An existing import OpenUIKit wins and testable imports are left alone")
    func keepsExisting() {
        let result = port("""
            // Header
            @testable import UIKit
            import OpenUIKit
            import UIKit
            """)
        #expect(result.ported == """
            // Header
            @testable import UIKit
            import OpenUIKit
            """)
    }
}
