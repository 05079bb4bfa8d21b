import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting

/// The test kit's ``CycleRecordingView`` (touches, `.updateConstraints`, `.layoutSubviews` and
/// `.draw` into the recorder), also keeping the rects and context of its draws and running a
/// hook from inside `draw(_:)`.
@MainActor
final class DrawProbeView: CycleRecordingView {
    var drawnRects: [CGRect] = []
    var contextDuringDraw: CGContext?
    var onDraw: ((CGContext?) -> Void)?

    init(_ name: String, _ recorder: EventRecorder, frame: CGRect = .zero) {
        super.init(name, recorder: recorder, frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func draw(_ rect: CGRect) {
        super.draw(rect)
        drawnRects.append(rect)
        contextDuringDraw = UIGraphicsGetCurrentContext()
        onDraw?(UIGraphicsGetCurrentContext())
    }
}
