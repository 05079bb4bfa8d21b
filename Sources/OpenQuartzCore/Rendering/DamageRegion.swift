import Foundation
import OpenCoreGraphics

/// The part of a render target that a frame must repaint: a short list of whole-pixel
/// rectangles.
///
/// Rectangles that touch or overlap are joined as they are added, and the list never grows
/// past ``maximumRects``: past that, the two rectangles whose union wastes the least area are
/// joined. Few rectangles keep the repaint walk cheap (the layer tree is walked once per
/// rectangle); joining only touching ones keeps the repainted area close to what changed.
package struct DamageRegion: Equatable, Sendable, CustomStringConvertible {
    /// How many separate rectangles a region keeps before joining the closest pair.
    package static let maximumRects = 8

    /// The rectangles, in target pixels, with whole-number edges; they do not overlap.
    package private(set) var rects: [CGRect] = []

    package init() {}

    /// Whether nothing is damaged.
    package var isEmpty: Bool { rects.isEmpty }

    /// The smallest rectangle holding every damaged one (null when empty).
    package var bounds: CGRect { rects.reduce(CGRect.null) { $0.union($1) } }

    /// The number of pixels the rectangles cover.
    package var area: CGFloat { rects.reduce(0) { $0 + $1.width * $1.height } }

    /// Adds `rect` (target pixels), grown outwards to whole pixels.
    package mutating func add(_ rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty, rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return
        }
        var merged = rect.integral
        // Joining may make the union touch rectangles it did not touch before: repeat.
        var joined = true
        while joined {
            joined = false
            for index in rects.indices.reversed() where Self.touches(rects[index], merged) {
                merged = merged.union(rects[index])
                rects.remove(at: index)
                joined = true
            }
        }
        rects.append(merged)
        while rects.count > Self.maximumRects { joinCheapestPair() }
    }

    /// Adds every rectangle of `other`.
    package mutating func formUnion(_ other: DamageRegion) {
        for rect in other.rects { add(rect) }
    }

    /// Keeps only what lies inside `limit` (the target's pixels).
    /// Clips in place: a region whose storage is not shared allocates nothing.
    package mutating func clip(to limit: CGRect) {
        var kept = 0
        for index in rects.indices {
            let clipped = rects[index].intersection(limit)
            guard !clipped.isNull, !clipped.isEmpty else { continue }
            rects[kept] = clipped
            kept += 1
        }
        rects.removeLast(rects.count - kept)
    }

    /// Forgets every rectangle; with `keepingCapacity`, the storage stays for reuse.
    package mutating func removeAll(keepingCapacity: Bool = false) {
        rects.removeAll(keepingCapacity: keepingCapacity)
    }

    /// Makes this region hold exactly the rectangles of `other`, reusing this region's storage.
    package mutating func replace(with other: DamageRegion) {
        rects.removeAll(keepingCapacity: true)
        rects.append(contentsOf: other.rects)
    }

    package var description: String { Self.describe(rects) }

    /// Rectangles as traces print them: `(x,y wxh)` in whole pixels, space-separated, or "none".
    package static func describe(_ rects: [CGRect]) -> String {
        guard !rects.isEmpty else { return "none" }
        return rects.map { "(\(Int($0.minX)),\(Int($0.minY)) \(Int($0.width))x\(Int($0.height)))" }
            .joined(separator: " ")
    }

    private static func touches(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }

    private mutating func joinCheapestPair() {
        var best = (i: 0, j: 1, waste: CGFloat.infinity)
        for i in rects.indices {
            for j in rects.indices where j > i {
                let union = rects[i].union(rects[j])
                let waste =
                    union.width * union.height - rects[i].width * rects[i].height - rects[j].width
                    * rects[j].height
                if waste < best.waste { best = (i, j, waste) }
            }
        }
        let union = rects[best.i].union(rects[best.j])
        rects.remove(at: best.j)
        rects.remove(at: best.i)
        add(union)
    }
}
