import Foundation
import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting

/// The test kit's recording view, also recording its update-cycle callbacks: `.layoutSubviews`
/// with its bounds (after `super`, as the kit's view records it), `.updateConstraints` on entry
/// and `.draw` with the rect it was asked to draw.
@MainActor
final class CycleRecordingView: RecordingView {
    var drawnRects: [CGRect] = []
    var contextDuringDraw: CGContext?
    var onUpdateConstraints: (() -> Void)?
    var onDraw: ((CGContext?) -> Void)?

    init(_ name: String, _ recorder: EventRecorder, frame: CGRect = .zero) {
        super.init(name, recorder: recorder, frame: frame)
        recordsLayout = true
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func updateConstraints() {
        recorder.record(.updateConstraints(name))
        onUpdateConstraints?()
        super.updateConstraints()
    }

    override func draw(_ rect: CGRect) {
        recorder.record(.draw(name, rect: rect))
        drawnRects.append(rect)
        contextDuringDraw = UIGraphicsGetCurrentContext()
        onDraw?(UIGraphicsGetCurrentContext())
    }
}
