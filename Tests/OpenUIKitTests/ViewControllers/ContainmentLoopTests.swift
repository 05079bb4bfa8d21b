import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Adding a view controller's ancestor as its child stops with a message naming both,
/// instead of accepting the loop and overflowing the stack later.
@MainActor @Suite struct ContainmentLoopTests {
    @Test("Adding a controller's parent as its child stops with a message naming the loop")
    func parentAsChild() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let outer = UIViewController()
                let middle = UIViewController()
                let inner = UIViewController()
                outer.addChild(middle)
                middle.addChild(inner)
                inner.addChild(outer)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("as a child of"), "\(message)")
        #expect(message.contains("the containment hierarchy would become a loop"), "\(message)")
    }

    @Test("Moving a child between unrelated containers is not a loop")
    func legalMove() {
        let first = UIViewController()
        let second = UIViewController()
        let child = UIViewController()
        first.addChild(child)
        second.addChild(child)
        #expect(child.parent === second && first.children.isEmpty && second.children.count == 1)
    }
}
