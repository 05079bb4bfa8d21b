import Foundation
import OpenCoreGraphics
import OpenUIKit

/// A shared list of what the recording views did, compared whole in one assertion.
@MainActor
final class LayoutHistory {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    /// Returns the entries so far and forgets them.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A view that records its update-cycle callbacks as "name.method".
@MainActor
final class CycleRecordingView: UIView {
    let name: String
    let history: LayoutHistory
    var drawnRects: [CGRect] = []
    var contextDuringDraw: CGContext?
    var onUpdateConstraints: (() -> Void)?
    var onDraw: ((CGContext?) -> Void)?

    init(_ name: String, _ history: LayoutHistory, frame: CGRect = .zero) {
        self.name = name
        self.history = history
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutSubviews() {
        history.add("\(name).layoutSubviews")
        super.layoutSubviews()
    }

    override func updateConstraints() {
        history.add("\(name).updateConstraints")
        onUpdateConstraints?()
        super.updateConstraints()
    }

    override func draw(_ rect: CGRect) {
        history.add("\(name).draw")
        drawnRects.append(rect)
        contextDuringDraw = UIGraphicsGetCurrentContext()
        onDraw?(UIGraphicsGetCurrentContext())
    }
}
