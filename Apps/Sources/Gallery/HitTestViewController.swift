import OpenUIKit

/// Seed 001's views A–E: A fills the screen, B and C are its subviews, D and E are C's.
/// Touching shows the hit-test result: the view `hitTest(_:with:)` returned gets a thick
/// yellow border and each view on its superview chain a thin one.
final class HitTestViewController: UIViewController {
    private let log: GalleryLog

    init(log: GalleryLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() {
        let a = HighlightingView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), name: "A", log: log)
        a.backgroundColor = UIColor(white: 0.9, alpha: 1)
        let b = HighlightingView(frame: CGRect(x: 20, y: 20, width: 160, height: 200), name: "B", log: log)
        b.backgroundColor = UIColor(red: 0.55, green: 0.7, blue: 0.95, alpha: 1)
        let c = HighlightingView(frame: CGRect(x: 200, y: 20, width: 170, height: 400), name: "C", log: log)
        c.backgroundColor = UIColor(red: 0.95, green: 0.75, blue: 0.55, alpha: 1)
        let d = HighlightingView(frame: CGRect(x: 10, y: 10, width: 150, height: 150), name: "D", log: log)
        d.backgroundColor = UIColor(red: 0.6, green: 0.85, blue: 0.6, alpha: 1)
        let e = HighlightingView(frame: CGRect(x: 10, y: 200, width: 150, height: 150), name: "E", log: log)
        e.backgroundColor = UIColor(red: 0.85, green: 0.6, blue: 0.85, alpha: 1)
        a.addSubview(b)
        a.addSubview(c)
        c.addSubview(d)
        c.addSubview(e)
        view = a
    }
}

/// A view named after seed 001's letters; as the hit-test root (A) it marks the path of each
/// touch's hit-test view.
final class HighlightingView: UIView {
    let name: String
    private let log: GalleryLog

    init(frame: CGRect, name: String, log: GalleryLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let result = super.hitTest(point, with: event)
        // Only the root marks the path, once per hit-test.
        guard name == "A", event != nil else { return result }
        clearHighlights(in: self)
        var path: [String] = []
        var view = result
        while let current = view as? HighlightingView {
            current.layer.borderColor = UIColor(red: 1, green: 0.85, blue: 0, alpha: 1).cgColor
            current.layer.borderWidth = current === result ? 6 : 2
            path.append(current.name)
            view = current.superview
        }
        log.note("hit-test \(path.joined(separator: " <- "))")
        return result
    }

    private func clearHighlights(in view: UIView) {
        view.layer.borderWidth = 0
        for subview in view.subviews { clearHighlights(in: subview) }
    }
}
