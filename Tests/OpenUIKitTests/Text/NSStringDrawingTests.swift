import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct NSStringDrawingTests {
    @Test("NSString measures with size(withAttributes:) exactly as String does")
    func sizeMatchesString() {
        _ = HeadlessApp()
        let font = UIFont.systemFont(ofSize: 15)
        let text = "Porting corpus"
        let bridged = (text as NSString).size(withAttributes: [.font: font])
        #expect(bridged == text.size(withAttributes: [.font: font]))
        #expect(bridged.width > 50 && bridged.height > 15)
    }
}
