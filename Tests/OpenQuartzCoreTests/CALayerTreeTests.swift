import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

@MainActor @Suite struct CALayerTreeTests {
    private func names(_ layer: CALayer) -> [String] { (layer.sublayers ?? []).map { $0.name ?? "?" } }

    @Test("add, insert at, above, below, replace and remove keep the order and the superlayer")
    func treeOperations() {
        let root = makeLayer("root")
        let a = makeLayer("a")
        let b = makeLayer("b")
        let c = makeLayer("c")
        let d = makeLayer("d")
        root.addSublayer(a)
        root.addSublayer(c)
        root.insertSublayer(b, at: 1)
        #expect(names(root) == ["a", "b", "c"])
        root.insertSublayer(d, below: a)
        #expect(names(root) == ["d", "a", "b", "c"])
        root.insertSublayer(d, above: c)
        #expect(names(root) == ["a", "b", "c", "d"])
        root.insertSublayer(a, above: b)
        #expect(names(root) == ["b", "a", "c", "d"])
        root.insertSublayer(c, at: 99)
        #expect(names(root) == ["b", "a", "d", "c"])
        let e = makeLayer("e")
        root.replaceSublayer(a, with: e)
        #expect(names(root) == ["b", "e", "d", "c"] && a.superlayer == nil && e.superlayer === root)
        d.removeFromSuperlayer()
        #expect(names(root) == ["b", "e", "c"] && d.superlayer == nil)
        root.insertSublayer(d, below: nil)
        root.insertSublayer(a, above: nil)
        #expect(names(root) == ["d", "b", "e", "c", "a"])
    }

    @Test("Adding a layer elsewhere moves it out of its old superlayer")
    func moving() {
        let first = makeLayer("first")
        let second = makeLayer("second")
        let child = makeLayer("child")
        first.addSublayer(child)
        second.addSublayer(child)
        #expect(first.sublayers == nil && names(second) == ["child"] && child.superlayer === second)
    }

    @Test("Setting sublayers replaces the list; nil empties it")
    func settingSublayers() {
        let root = makeLayer("root")
        let a = makeLayer("a")
        let b = makeLayer("b")
        root.sublayers = [a]
        root.sublayers = [b, a]
        #expect(names(root) == ["b", "a"] && a.superlayer === root)
        root.sublayers = nil
        #expect(root.sublayers == nil && a.superlayer == nil && b.superlayer == nil)
    }

    @Test("A mask has no superlayer; removing it from its superlayer unsets the mask")
    func masks() {
        let layer = makeLayer("layer", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let mask = makeLayer("mask", frame: CGRect(x: 2, y: 2, width: 4, height: 4))
        layer.mask = mask
        #expect(layer.mask === mask && mask.superlayer == nil && layer.sublayers == nil)
        #expect(mask.convert(CGPoint.zero, to: layer) == CGPoint(x: 2, y: 2))
        mask.removeFromSuperlayer()
        #expect(layer.mask == nil)
    }

    @Test("Adding a layer to itself stops with a clear message")
    func addToItself() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let layer = CALayer()
                layer.addSublayer(layer)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Can't add a layer as a sublayer of itself"))
    }

    @Test("Adding a layer to its own descendant stops with a clear message")
    func addToDescendant() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = CALayer()
                let child = CALayer()
                parent.addSublayer(child)
                child.addSublayer(parent)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("which would make a loop"))
    }

    @Test("Inserting relative to a layer that is not a sublayer stops with a clear message")
    func foreignSibling() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = CALayer()
                parent.insertSublayer(CALayer(), above: CALayer())
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("insertSublayer(_:above:)") && message.contains("is not a sublayer of"))
    }
}
