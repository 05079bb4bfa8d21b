import Foundation
import Testing
@testable import OpenUIKit

/// The engine's constraint lists (a view's constraints, the constraints naming a view, an
/// engine's installed ones): a short list is searched in place, a long one builds its position
/// index once; either way it keeps insertion order, holds each constraint once and answers
/// membership the same.
@MainActor @Suite struct ConstraintListTests {
    /// Constraints on one view, distinct objects.
    static func constraints(_ count: Int) -> [NSLayoutConstraint] {
        let view = UIView()
        return (0..<count).map { view.widthAnchor.constraint(equalToConstant: CGFloat($0)) }
    }

    @Test("Appends, repeated appends and removals across the index threshold keep the list equal to a plain ordered model")
    func matchesModelAcrossThreshold() {
        let pool = Self.constraints(3 * ConstraintList.indexThreshold)
        var list = ConstraintList()
        var model: [NSLayoutConstraint] = []
        // A fixed pseudo-random walk (a linear congruential generator), so every run is the same.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var sawShort = false
        var sawIndexed = false
        for step in 0..<4_000 {
            let constraint = pool[next(pool.count)]
            // Grow for the first half, then mostly shrink, so the list is long and short in turn.
            let adds = step % 2_000 < 1_200 ? 3 : 1
            if next(4) < adds {
                list.append(constraint)
                if !model.contains(where: { $0 === constraint }) { model.append(constraint) }
            } else {
                list.remove(constraint)
                model.removeAll { $0 === constraint }
            }
            if list.isIndexed { sawIndexed = true } else if list.count > 0 { sawShort = true }
            #expect(list.count == model.count)
            #expect(list.elements.map(ObjectIdentifier.init) == model.map(ObjectIdentifier.init))
            for candidate in pool.prefix(8) {
                #expect(list.contains(candidate) == model.contains { $0 === candidate })
            }
            if list.count != model.count { break }
        }
        #expect(sawShort && sawIndexed)
    }

    @Test("A short list is searched in place; the index is built when the slots reach the threshold and the order survives")
    func indexBuiltAtThreshold() {
        let pool = Self.constraints(ConstraintList.indexThreshold + 4)
        var list = ConstraintList()
        for constraint in pool.prefix(ConstraintList.indexThreshold - 1) {
            list.append(constraint)
            list.append(constraint)
        }
        list.append(pool[ConstraintList.indexThreshold - 1])
        #expect(!list.isIndexed)
        #expect(list.count == ConstraintList.indexThreshold)
        // The removal leaves a hole; the next append finds the slots full and builds the index.
        list.remove(pool[3])
        #expect(!list.isIndexed && !list.contains(pool[3]))
        list.append(pool[3])
        #expect(list.isIndexed)
        list.append(pool[ConstraintList.indexThreshold])
        let expected = Array(pool.prefix(3)) + Array(pool[4..<ConstraintList.indexThreshold]) + [pool[3], pool[ConstraintList.indexThreshold]]
        #expect(list.elements.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
        #expect(list.contains(pool[3]) && !list.contains(pool[ConstraintList.indexThreshold + 1]))
        for constraint in pool { list.remove(constraint) }
        #expect(list.isEmpty && !list.isIndexed && list.elements.isEmpty)
    }
}
