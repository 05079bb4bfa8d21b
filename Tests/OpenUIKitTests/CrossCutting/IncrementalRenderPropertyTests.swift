import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The damage-tracked frame equals a full repaint, always: random changes to a small tree of
/// views — frames, hiding, opacity, colours, corners, clipping, shadows (also cast by a sublayer
/// outside the view), masks, transforms, order — each followed by an incremental render and a
/// full repaint of the same state, compared pixel for pixel.
@MainActor @Suite struct IncrementalRenderPropertyTests {
    /// The soak's seeded generator, with the two draws the changes use.
    struct SeededRandom {
        var generator: SoakGenerator
        init(state: UInt64) { generator = SoakGenerator(seed: state) }
        mutating func number(_ range: ClosedRange<Int>) -> Int { range.lowerBound + generator.below(range.count) }
        mutating func chance(_ percent: Int) -> Bool { generator.chance(percent) }
    }

    static let colors: [UIColor] = [.systemRed, .systemBlue, .systemGreen, .white, .black, UIColor(white: 0.5, alpha: 0.5)]

    /// One change to one of the views (by index), as data: drawn from the generator against
    /// the tree as it is, then applied; a failing run prints its steps, and a test can replay
    /// any of them.
    enum Step: CustomStringConvertible, Sendable {
        case frame(Int, CGRect)
        case hidden(Int, Bool)
        case alpha(Int, CGFloat)
        case background(Int, Int?)
        case cornerRadius(Int, CGFloat)
        case clips(Int, Bool)
        case shadow(Int, opacity: Float, radius: CGFloat, offset: CGSize)
        /// A 30-point black circle masking the view at `origin`, or no mask.
        case mask(Int, CGPoint?)
        case transform(Int, CGAffineTransform)
        case toFront(Int)
        /// Into another view (by index), or into the root for nil.
        case move(Int, into: Int?)
        case border(Int, CGFloat, color: Int)
        /// A 25-point orange sublayer at `origin`, made the first time.
        case outside(Int, CGPoint)

        var description: String {
            switch self {
            case .frame(let v, let frame): "v\(v).frame = \(frame)"
            case .hidden(let v, let hidden): "v\(v).isHidden = \(hidden)"
            case .alpha(let v, let alpha): "v\(v).alpha = \(alpha)"
            case .background(let v, let color): "v\(v).backgroundColor = \(color.map { "colors[\($0)]" } ?? "nil")"
            case .cornerRadius(let v, let radius): "v\(v).cornerRadius = \(radius)"
            case .clips(let v, let clips): "v\(v).clipsToBounds = \(clips)"
            case .shadow(let v, let opacity, let radius, let offset): "v\(v) shadow \(opacity) r\(radius) \(offset)"
            case .mask(let v, let origin): "v\(v).mask = \(origin.map { "circle at \($0)" } ?? "nil")"
            case .transform(let v, let transform): "v\(v).transform = \(transform)"
            case .toFront(let v): "v\(v) to front"
            case .move(let v, let parent): "v\(v) into \(parent.map { "v\($0)" } ?? "root")"
            case .border(let v, let width, let color): "v\(v).borderWidth = \(width), colors[\(color)]"
            case .outside(let v, let origin): "v\(v) outside sublayer at \(origin)"
            }
        }

        /// One random step for `views` (all inside `root`) as they are now.
        @MainActor static func random(_ views: [UIView], in root: UIView, with random: inout SeededRandom) -> Step {
            let index = random.number(0...(views.count - 1))
            let view = views[index]
            switch random.number(0...13) {
            case 0, 1:
                return .frame(index, CGRect(
                    x: random.number(-20...150), y: random.number(-20...150), width: random.number(0...90),
                    height: random.number(0...90)))
            case 2: return .hidden(index, !view.isHidden)
            case 3: return .alpha(index, CGFloat(random.number(0...4)) / 4)
            case 4: return .background(index, random.chance(20) ? nil : random.number(0...(colors.count - 1)))
            case 5: return .cornerRadius(index, CGFloat(random.number(0...20)))
            case 6: return .clips(index, !view.clipsToBounds)
            case 7:
                let opacity: Float = random.chance(30) ? 0 : 0.8
                let radius = CGFloat(random.number(0...8))
                return .shadow(
                    index, opacity: opacity, radius: radius,
                    offset: CGSize(width: random.number(-10...10), height: random.number(-10...10)))
            case 8:
                if view.mask != nil { return .mask(index, nil) }
                return .mask(index, CGPoint(x: random.number(0...20), y: random.number(0...20)))
            case 9:
                let transform = random.chance(30)
                    ? .identity
                    : CGAffineTransform(rotationAngle: CGFloat(random.number(-3...3)) / 4)
                        .scaledBy(x: CGFloat(random.number(2...6)) / 4, y: CGFloat(random.number(2...6)) / 4)
                return .transform(index, transform)
            case 10: return .toFront(index)
            case 11:
                let parents: [UIView?] = [nil] + views.filter { $0 !== view && !$0.isDescendant(of: view) }
                let parent = parents[random.number(0...(parents.count - 1))]
                return .move(index, into: parent.flatMap { parent in views.firstIndex { $0 === parent } })
            case 12:
                let width = CGFloat(random.number(0...3))
                return .border(index, width, color: random.number(0...(colors.count - 1)))
            default:
                return .outside(index, CGPoint(x: random.number(-30...60), y: random.number(-30...60)))
            }
        }

        /// Applies the step; a move into the view's own subtree (possible when replaying part
        /// of a run) is left out.
        @MainActor func apply(to views: [UIView], in root: UIView) {
            switch self {
            case .frame(let v, let frame): views[v].frame = frame
            case .hidden(let v, let hidden): views[v].isHidden = hidden
            case .alpha(let v, let alpha): views[v].alpha = alpha
            case .background(let v, let color): views[v].backgroundColor = color.map { colors[$0] }
            case .cornerRadius(let v, let radius): views[v].layer.cornerRadius = radius
            case .clips(let v, let clips): views[v].clipsToBounds = clips
            case .shadow(let v, let opacity, let radius, let offset):
                views[v].layer.shadowOpacity = opacity
                views[v].layer.shadowRadius = radius
                views[v].layer.shadowOffset = offset
            case .mask(let v, let origin):
                guard let origin else {
                    views[v].mask = nil
                    return
                }
                let mask = UIView(frame: CGRect(origin: origin, size: CGSize(width: 30, height: 30)))
                mask.backgroundColor = .black
                mask.layer.cornerRadius = 15
                views[v].mask = mask
            case .transform(let v, let transform): views[v].transform = transform
            case .toFront(let v): views[v].superview?.bringSubviewToFront(views[v])
            case .move(let v, let parent):
                let parent = parent.map { views[$0] } ?? root
                guard parent !== views[v], !parent.isDescendant(of: views[v]) else { return }
                parent.addSubview(views[v])
            case .border(let v, let width, let color):
                views[v].layer.borderWidth = width
                views[v].layer.borderColor = colors[color].cgColor
            case .outside(let v, let origin):
                let frame = CGRect(origin: origin, size: CGSize(width: 25, height: 25))
                if let sublayer = views[v].layer.sublayers?.first(where: { $0.name == "outside" }) {
                    sublayer.frame = frame
                    return
                }
                // A sublayer reaching outside the view, which casts part of the view's shadow.
                let sublayer = CALayer()
                sublayer.name = "outside"
                sublayer.backgroundColor = UIColor.systemOrange.cgColor
                sublayer.frame = frame
                views[v].layer.addSublayer(sublayer)
            }
        }
    }

    /// The six views every run starts from (three in the root, one inside each of those),
    /// in a 160-point screen at scale 2 with a white root.
    static func makeScene() -> (app: HeadlessApp, root: UIView, views: [UIView]) {
        let app = HeadlessApp(screenSize: CGSize(width: 160, height: 160), scale: 2)
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let root = controller.view!
        root.backgroundColor = .white
        var views: [UIView] = []
        for index in 0..<6 {
            let view = UIView(frame: CGRect(x: 10 + 20 * index, y: 10 + 15 * index, width: 40, height: 40))
            view.backgroundColor = colors[index % colors.count]
            view.accessibilityIdentifier = "v\(index)"
            (index < 3 ? root : views[index - 3]).addSubview(view)
            views.append(view)
        }
        return (app, root, views)
    }

    /// How many pixels the incremental frame differs by from a full repaint of the same state.
    static func differingPixels(_ app: HeadlessApp) -> Int {
        let incremental = app.render()
        app.repaintAll()
        let full = app.render()
        // Nearly every frame is equal byte for byte: the bytes are compared at once, and the
        // pixels counted (with the pixel buffer's tolerance) only when they are not.
        if let a = incremental.dataProvider?.data, let b = full.dataProvider?.data, a.count == b.count {
            let equal = a.withUnsafeBytes { a in b.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
            if equal { return 0 }
        }
        return PixelBuffer(incremental).differingPixels(from: PixelBuffer(full))
    }

    /// Replays `steps` from the start scene, comparing after each; returns the first step
    /// that differs and by how many pixels, or nil.
    static func replay(_ steps: [Step]) -> (step: Int, pixels: Int)? {
        let (app, root, views) = makeScene()
        _ = app.render()
        for (index, step) in steps.enumerated() {
            step.apply(to: views, in: root)
            let differing = differingPixels(app)
            if differing > 0 { return (index, differing) }
        }
        return nil
    }

    /// Runs `steps` random changes from `seed`, comparing the incremental frame with a full
    /// repaint after each; records the first difference.
    static func run(seed: UInt64, steps: Int) {
        let (app, root, views) = makeScene()
        var random = SeededRandom(state: seed)
        _ = app.render()
        var history: [Step] = []
        for step in 0..<steps {
            let change = Step.random(views, in: root, with: &random)
            history.append(change)
            change.apply(to: views, in: root)
            let differing = differingPixels(app)
            if differing > 0 {
                Issue.record(
                    "seed \(seed), step \(step): \(differing) pixels differ from a full repaint after: \(history.suffix(4).map(\.description).joined(separator: " | "))"
                )
                return
            }
        }
    }

    // The seeds whose runs once found a bug (4, 5, 7: antialiased edges cut by the damage;
    // 12, 15, 17, 27: a view moved into another superview) each keep a reduced test below.
    // 250 steps a seed, each compared pixel for pixel, mostly blurring shadows. Only
    // `make test-long` (OPENUIKIT_LONG_TESTS=1, in CI after `make test`) runs it: all 40 seeds,
    // 10,000 random changes (docs/PERFORMANCE.md, "Test time"). `make test` runs the reduced
    // test each seed that failed once keeps below.
    @Test(
        "Incremental frames equal full repaints over random changes", LongRuns.only,
        arguments: Array(0..<40) as [UInt64])
    func randomChanges(seed: UInt64) {
        Self.run(seed: seed, steps: 250)
    }

    /// Renders after each of `changes` both ways (incremental, then a full repaint) and
    /// returns, per change, how many pixels differ.
    static func differences(_ app: HeadlessApp, after changes: [() -> Void]) -> [Int] {
        _ = app.render()
        return changes.map { change in
            change()
            let incremental = PixelBuffer(app.render())
            app.repaintAll()
            return incremental.differingPixels(from: PixelBuffer(app.render()))
        }
    }

    /// A white root at scale 2 in a 160-point screen, and a small square whose colour each
    /// change flips while it moves along `positions`: its damage cuts through whatever lies
    /// around it.
    static func probeSweep(
        _ setUp: (UIView) -> Void, positions: [CGPoint]
    ) -> [Int] {
        let app = HeadlessApp(screenSize: CGSize(width: 160, height: 160), scale: 2)
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        controller.view.backgroundColor = .white
        setUp(controller.view)
        let probe = UIView(frame: CGRect(x: 0, y: 0, width: 7, height: 7))
        probe.backgroundColor = .systemRed
        controller.view.addSubview(probe)
        return differences(app, after: positions.map { point in
            {
                probe.frame.origin = point
                probe.backgroundColor = probe.backgroundColor == .systemRed ? .systemBlue : .systemRed
            }
        })
    }

    /// Points inside the square (20, 20)–(100, 100), every 9.5 points.
    static let sweep: [CGPoint] = stride(from: 20.0, through: 100, by: 9.5).flatMap { y in
        stride(from: 20.0, through: 100, by: 9.5).map { CGPoint(x: $0, y: y) }
    }

    // Seeds 12, 15, 17 and 27: a view moved into another superview keeps its frame, so it
    // lands elsewhere on screen with no change of its own; its layer's recorded extent stayed
    // where it was, so what came next (its mask, its frame, a sibling's clipping) damaged the
    // old place and left the new one stale.
    @Test("A view moved into another superview, then masked, is repainted where it landed (seed 12)")
    func movedThenMasked() {
        let differing = Self.replay([.move(1, into: 0), .mask(0, CGPoint(x: 13, y: 3))])
        #expect(differing == nil, "\(String(describing: differing))")
    }

    @Test("A view moved into the root, then moved, leaves nothing where it was (seed 15)")
    func movedThenFramed() {
        let differing = Self.replay([.move(4, into: nil), .frame(4, CGRect(x: 133, y: 90, width: 64, height: 17))])
        #expect(differing == nil, "\(String(describing: differing))")
    }

    @Test("A view moved into the root is repainted when a view it overlaps starts clipping (seed 17)")
    func movedThenClipped() {
        let differing = Self.replay([
            .frame(4, CGRect(x: 105, y: 91, width: 60, height: 9)), .move(4, into: nil), .clips(3, true),
        ])
        #expect(differing == nil, "\(String(describing: differing))")
    }

    @Test("A view moved into a sibling, then a view beside it moves, leaves no stale pixels (seed 27)")
    func movedThenSiblingFramed() {
        let differing = Self.replay([
            .frame(3, CGRect(x: 39, y: 76, width: 57, height: 33)), .background(3, 4), .move(3, into: 2),
            .frame(4, CGRect(x: 148, y: 11, width: 64, height: 16)),
        ])
        #expect(differing == nil, "\(String(describing: differing))")
    }

    // Seed 7 (a rotated, scaled container): the damaged rectangle cut through the rotated
    // layer's sides, which Cairo antialiases differently under a clip that cuts the shape.
    @Test("A rotated layer next to a change is repainted whole (seed 7)")
    func rotatedLayerCrossed() {
        let differing = Self.probeSweep({ root in
            let turned = UIView(frame: CGRect(x: 30, y: 40, width: 60, height: 40))
            turned.backgroundColor = .systemGreen
            turned.transform = CGAffineTransform(rotationAngle: 0.3)
            root.addSubview(turned)
        }, positions: Self.sweep)
        #expect(differing.allSatisfy { $0 == 0 }, "\(differing)")
    }

    // Seed 5 (a rounded, bordered view beside a view shown again): the damage cut through a
    // rounded corner.
    @Test("A rounded corner next to a change is repainted whole (seed 5)")
    func roundedCornerCrossed() {
        let differing = Self.probeSweep({ root in
            let card = UIView(frame: CGRect(x: 25.3, y: 30, width: 70, height: 55))
            card.backgroundColor = .systemGreen
            card.layer.cornerRadius = 16
            card.layer.borderWidth = 3
            card.layer.borderColor = UIColor.black.cgColor
            root.addSubview(card)
        }, positions: Self.sweep)
        #expect(differing.allSatisfy { $0 == 0 }, "\(differing)")
    }

    // Seed 4 (a sublayer moving inside a view masked by a circle): the damage cut through the
    // mask's outline.
    @Test("A mask's outline next to a change is repainted whole (seed 4)")
    func maskOutlineCrossed() {
        let differing = Self.probeSweep({ root in
            let masked = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
            masked.backgroundColor = .systemGreen
            let circle = UIView(frame: CGRect(x: 5, y: 8, width: 66, height: 66))
            circle.backgroundColor = .black
            circle.layer.cornerRadius = 33
            masked.mask = circle
            root.addSubview(masked)
        }, positions: Self.sweep)
        #expect(differing.allSatisfy { $0 == 0 }, "\(differing)")
    }

    @Test("A shadow cast by a sublayer outside the view follows the sublayer as it moves and hides")
    func shadowCastBySublayerOutside() {
        let app = HeadlessApp(screenSize: CGSize(width: 160, height: 160), scale: 2)
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        controller.view.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 40, y: 40, width: 40, height: 40))
        card.backgroundColor = .systemBlue
        card.layer.shadowOpacity = 0.8
        card.layer.shadowRadius = 2
        card.layer.shadowOffset = CGSize(width: 10, height: 4)
        controller.view.addSubview(card)
        let tab = CALayer()
        tab.backgroundColor = UIColor.systemOrange.cgColor
        tab.frame = CGRect(x: 50, y: -20, width: 25, height: 25)
        card.layer.addSublayer(tab)
        let child = UIView(frame: CGRect(x: -30, y: 20, width: 20, height: 20))
        child.backgroundColor = .systemGreen
        card.addSubview(child)
        _ = app.render()
        let steps: [() -> Void] = [
            { tab.frame.origin = CGPoint(x: 10, y: 45) },
            { child.isHidden = true },
            { child.isHidden = false },
            { card.layer.shadowOffset = CGSize(width: -8, height: 6) },
            { child.frame.origin = CGPoint(x: 45, y: 45) },
            { tab.removeFromSuperlayer() },
        ]
        for (index, step) in steps.enumerated() {
            step()
            let incremental = PixelBuffer(app.render())
            app.repaintAll()
            let full = PixelBuffer(app.render())
            #expect(incremental.differingPixels(from: full) == 0, "step \(index)")
        }
    }
}
