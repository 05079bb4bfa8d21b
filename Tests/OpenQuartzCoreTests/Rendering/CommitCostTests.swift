import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

/// The commit walk's work follows what changed: a layer whose placement on the target stayed
/// the same is not re-committed because its parent moved or resized, and layers inside an
/// ancestor that damages its whole subtree add no damage of their own (the pixels stay right).
@MainActor @Suite struct CommitCostTests {
    /// Keeps the (weakly held) host alive for the test.
    private let host = BitmapHost()

    /// A 100 × 400 white root holding a blue 100 × 300 container with 10 red rows of 5 green
    /// cells, committed once at scale 2.
    private func scene() -> (root: CALayer, container: CALayer, rows: [CALayer], compositor: LayerCompositor) {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 400), white)
        let container = layer(CGRect(x: 0, y: 0, width: 100, height: 300), blue)
        var rows: [CALayer] = []
        for index in 0..<10 {
            let row = layer(CGRect(x: 5, y: 5 + CGFloat(index) * 25, width: 90, height: 20), red)
            for cell in 0..<5 {
                row.addSublayer(layer(CGRect(x: 2 + CGFloat(cell) * 18, y: 2, width: 14, height: 16), green))
            }
            container.addSublayer(row)
            rows.append(row)
        }
        root.addSublayer(container)
        root.host = host
        let compositor = LayerCompositor(size: CGSize(width: 100, height: 400), scale: 2)!
        frame(root, compositor)
        return (root, container, rows, compositor)
    }

    /// A window's commit: the layers' pending layout (new layers ask for one), then the
    /// compositor's commit and repaint.
    @discardableResult
    private func frame(_ root: CALayer, _ compositor: LayerCompositor) -> DamageRegion {
        LayerTreeWalker().layout(root)
        return compositor.renderFrame(root)
    }

    @Test("A container that changes only its height re-commits itself, not its 60 sublayers")
    func heightOnly() {
        let (root, container, _, compositor) = scene()
        let before = compositor.statistics.committedLayers
        let placedBefore = compositor.statistics.placedLayers
        instantly { container.frame.size.height = 350 }
        let damage = frame(root, compositor)
        // The root (on the changed path) and the container; every row kept its placement,
        // and none was placed again to find that out.
        #expect(compositor.statistics.committedLayers - before == 2)
        #expect(compositor.statistics.placedLayers - placedBefore == 2)
        #expect(damage.rects == [CGRect(x: 0, y: 0, width: 200, height: 700)])
        let pixels = Pixels(compositor.makeImage()!)
        #expect(pixels[100, 650] == rgba(0, 0, 1))  // the container's new part
        #expect(pixels[20, 20] == rgba(0, 1, 0))  // a cell, still in place
    }

    @Test("Moving a container re-commits every sublayer and damages only its old and new place")
    func movedContainer() {
        let (root, container, _, compositor) = scene()
        let before = compositor.statistics.committedLayers
        instantly { container.position.y += 50 }
        let damage = frame(root, compositor)
        #expect(compositor.statistics.committedLayers - before == 2 + 10 + 50)
        #expect(damage.rects == [CGRect(x: 0, y: 0, width: 200, height: 700)])
        let pixels = Pixels(compositor.makeImage()!)
        #expect(pixels[20, 20] == rgba(1, 1, 1))  // uncovered: the root shows
        #expect(pixels[20, 120] == rgba(0, 1, 0))  // the first cell, 50 points lower
    }

    @Test("A sublayer that leaves a moving container is repainted at both places")
    func sublayerLeavesMovingContainer() {
        let (root, container, rows, compositor) = scene()
        instantly {
            container.position.x += 1
            // Below the container: outside its old extent, inside its new subtree extent.
            rows[0].position.y = 360
        }
        let damage = frame(root, compositor)
        #expect(damage.bounds.contains(CGRect(x: 12, y: 10, width: 180, height: 40)))
        #expect(damage.bounds.contains(CGRect(x: 12, y: 700, width: 180, height: 40)))
        let pixels = Pixels(compositor.makeImage()!)
        #expect(pixels[20, 20] == rgba(0, 0, 1))  // where the first row was: the container
        #expect(pixels[48, 720] == rgba(1, 0, 0))  // the row, now below the container
        #expect(pixels[100, 720] == rgba(0, 1, 0))  // and one of its cells
    }

    @Test("A height-only change of a container of 100 rows of 9 cells places 2 layers, however many rows it holds")
    func heightOnlyOfManyRows() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 400), white)
        let container = layer(CGRect(x: 0, y: 0, width: 100, height: 300), blue)
        for index in 0..<100 {
            let row = layer(CGRect(x: 5, y: 5 + CGFloat(index) * 3, width: 90, height: 2), red)
            for cell in 0..<9 {
                row.addSublayer(layer(CGRect(x: 1 + CGFloat(cell) * 10, y: 0, width: 8, height: 2), green))
            }
            container.addSublayer(row)
        }
        root.addSublayer(container)
        root.host = host
        let compositor = LayerCompositor(size: CGSize(width: 100, height: 400), scale: 2)!
        frame(root, compositor)
        #expect(compositor.statistics.placedLayers == 1 + 1 + 100 + 900)
        for height in [310.0, 320, 305] {
            let placed = compositor.statistics.placedLayers
            let committed = compositor.statistics.committedLayers
            instantly { container.frame.size.height = height }
            frame(root, compositor)
            #expect(compositor.statistics.placedLayers - placed == 2)
            #expect(compositor.statistics.committedLayers - committed == 2)
        }
        // The recorded extents kept: the last row's cells are still drawn, and the grown
        // container below them.
        let pixels = Pixels(compositor.makeImage()!)
        #expect(pixels[20, 2 * (5 + 99 * 3) + 1] == rgba(0, 1, 0))
        #expect(pixels[100, 2 * 304] == rgba(0, 0, 1))
        // A row moved afterwards is placed again with its cells, and only those.
        let placed = compositor.statistics.placedLayers
        let rows = container.sublayers!
        instantly { rows[0].position.x += 1 }
        frame(root, compositor)
        #expect(compositor.statistics.placedLayers - placed == 1 + 1 + 100 + 9)
    }

    @Test("A container whose sublayer transform changes places its rows again")
    func sublayerTransformPlacesRows() {
        let (root, container, rows, compositor) = scene()
        let placed = compositor.statistics.placedLayers
        instantly { container.sublayerTransform = CATransform3DMakeTranslation(0, 20, 0) }
        frame(root, compositor)
        #expect(compositor.statistics.placedLayers - placed > 10)
        let pixels = Pixels(compositor.makeImage()!)
        #expect(pixels[20, 60] == rgba(0, 1, 0))  // the first cell, 20 points lower
        // Then a height-only change while the sublayer transform is set still places the
        // rows (its pivot moves with the bounds); a translation leaves them where they were.
        let placedAgain = compositor.statistics.placedLayers
        instantly { container.frame.size.height = 350 }
        frame(root, compositor)
        #expect(compositor.statistics.placedLayers - placedAgain == 2 + rows.count)
    }
}
