import Foundation
import OpenUIKit

/// A seeded random forest of instrumented views grown inside a ``SoakScene``'s plain views, so
/// a soak runs over a tree of a couple of hundred views rather than the scene's score.
///
/// Each view is a ``SoakView`` at a depth of 1 to 6 below the scene view it grows in, with a
/// random frame inside its parent and up to two recognizers drawn from tap (one or two taps,
/// one or two touches), pan, pinch and long press (a random minimum press duration), some of
/// them not cancelling touches in their view or delaying touches began. The views and
/// recognizers are added through the scene (``SoakScene/add(_:to:)`` and
/// ``SoakScene/attach(_:to:)``), so the ledger records their touches, the quiescent checks
/// cover their recognizers, and the ``SoakMutator`` may detach, reattach and toggle them like
/// the scene's own.
///
/// A forest's top views go behind their parent's other subviews: the scene's buttons, sliders
/// and controls stay on top and still take the touches that land on them. The forest depends on
/// its seed alone (its own ``SoakGenerator``), so one seed builds one tree.
@MainActor
enum SoakForest {
    /// The deepest a forest view sits below the scene view it grows in.
    static let maximumDepth = 6

    /// Grows `count` views in `scene`, inside `parents` (the scene's plain views), from `seed`.
    static func grow(_ count: Int, in scene: SoakScene, parents: [UIView], seed: UInt64) {
        Fatal.check(!parents.isEmpty, "SoakForest: no scene view to grow the forest in")
        var random = SoakGenerator(seed: seed ^ 0x666F_7265_7374)
        // The forest's views by depth (index 0 holds depth 1).
        var levels: [[UIView]] = Array(repeating: [], count: maximumDepth)
        for index in 0..<count {
            var depth = 1 + random.below(maximumDepth)
            while depth > 1, levels[depth - 2].isEmpty { depth -= 1 }
            let parent = depth == 1 ? parents[random.below(parents.count)] : levels[depth - 2][random.below(levels[depth - 2].count)]
            let view = SoakView(frame: frame(in: parent.bounds, random: &random), ledger: scene.ledger, identifier: "forest\(index)")
            view.isMultipleTouchEnabled = random.chance(50)
            scene.add(view, to: parent)
            if depth == 1 { parent.sendSubviewToBack(view) }
            for _ in 0..<random.below(3) {
                scene.attach(recognizer(random: &random), to: view)
            }
            levels[depth - 1].append(view)
        }
    }

    /// A frame inside `bounds`: 30 to 90 % of its width and height (at least 12 points), at a
    /// random place.
    private static func frame(in bounds: CGRect, random: inout SoakGenerator) -> CGRect {
        func side(_ length: CGFloat) -> CGFloat {
            max(12, (length * CGFloat(30 + random.below(61)) / 100).rounded())
        }
        let width = side(bounds.width)
        let height = side(bounds.height)
        let x = CGFloat(random.below(max(Int(bounds.width - width), 0) + 1))
        let y = CGFloat(random.below(max(Int(bounds.height - height), 0) + 1))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    private static func recognizer(random: inout SoakGenerator) -> UIGestureRecognizer {
        let recognizer: UIGestureRecognizer
        switch random.below(4) {
        case 0:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 1 + random.below(2)
            tap.numberOfTouchesRequired = 1 + random.below(2)
            recognizer = tap
        case 1:
            recognizer = UIPanGestureRecognizer()
        case 2:
            recognizer = UIPinchGestureRecognizer()
        default:
            let press = UILongPressGestureRecognizer()
            press.minimumPressDuration = [0.1, 0.2, 0.3, 0.5, 0.8, 1.2][random.below(6)]
            recognizer = press
        }
        recognizer.cancelsTouchesInView = !random.chance(20)
        recognizer.delaysTouchesBegan = random.chance(15)
        return recognizer
    }
}
