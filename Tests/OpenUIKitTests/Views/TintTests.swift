import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view that appends its name to a shared list when its tint changes.
@MainActor
private final class TintRecordingView: UIView {
    let name: String
    let log: TintLog

    init(_ name: String, log: TintLog) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        log.names.append(name)
    }
}

@MainActor
private final class TintLog {
    var names: [String] = []
}

/// A view whose tint is fixed by overriding the property, as components do.
@MainActor
private final class FixedTintView: UIView {
    override var tintColor: UIColor! {
        get { .green }
        set { super.tintColor = newValue }
    }
}

@MainActor @Suite struct TintTests {
    /// root > child > grandchild, and root > tinted (its own tint) > tintedChild.
    private func tree(_ log: TintLog) -> (root: TintRecordingView, child: TintRecordingView, tinted: TintRecordingView) {
        let root = TintRecordingView("root", log: log)
        let child = TintRecordingView("child", log: log)
        let grandchild = TintRecordingView("grandchild", log: log)
        let tinted = TintRecordingView("tinted", log: log)
        let tintedChild = TintRecordingView("tintedChild", log: log)
        root.addSubview(child)
        child.addSubview(grandchild)
        root.addSubview(tinted)
        tinted.addSubview(tintedChild)
        tinted.tintColor = .orange
        log.names.removeAll()
        return (root, child, tinted)
    }

    @Test("Setting a tint calls tintColorDidChange on the view and the views that inherit it, parents first")
    func setOnAncestor() {
        let app = HeadlessApp()
        let log = TintLog()
        let (root, child, tinted) = tree(log)
        app.makeWindow().addSubview(root)
        log.names.removeAll()
        root.tintColor = .red
        #expect(log.names == ["root", "child", "grandchild"])
        #expect(child.subviews[0].tintColor == .red)
        #expect(tinted.subviews[0].tintColor == .orange)
        log.names.removeAll()
        root.tintColor = .red
        #expect(log.names == [])
    }

    @Test("tintAdjustmentMode is inherited: dimmed greys the tint below until a view says .normal")
    func adjustmentMode() {
        let log = TintLog()
        let (root, child, _) = tree(log)
        let grandchild = child.subviews[0]
        #expect(root.tintAdjustmentMode == .normal)
        root.tintAdjustmentMode = .dimmed
        #expect(log.names == ["root", "child", "grandchild", "tinted", "tintedChild"])
        #expect(grandchild.tintAdjustmentMode == .dimmed)
        #expect(grandchild.tintColor != .systemBlue)
        #expect(grandchild.tintColor == root.tintColor)
        log.names.removeAll()
        child.tintAdjustmentMode = .normal
        #expect(log.names == ["child", "grandchild"])
        #expect(grandchild.tintColor == .systemBlue)
        #expect(grandchild.tintAdjustmentMode == .normal)
        log.names.removeAll()
        root.tintAdjustmentMode = .automatic
        #expect(log.names == ["root", "tinted", "tintedChild"])
        #expect(root.tintAdjustmentMode == .normal)
    }

    @Test("tintColor can be overridden by a subclass")
    func overriddenProperty() {
        let view = FixedTintView()
        view.tintColor = .red
        #expect(view.tintColor == .green)
    }

    @Test("A view moved under a differently tinted superview, or removed from it, is told; a move that keeps its tint is not")
    func moves() {
        let log = TintLog()
        let orange = UIView()
        orange.tintColor = .orange
        let alsoOrange = UIView()
        alsoOrange.tintColor = .orange
        let plain = UIView()
        let mover = TintRecordingView("mover", log: log)
        let inner = TintRecordingView("inner", log: log)
        let ownTint = TintRecordingView("ownTint", log: log)
        mover.addSubview(inner)
        mover.addSubview(ownTint)
        ownTint.tintColor = .green
        log.names.removeAll()

        orange.addSubview(mover)
        #expect(log.names == ["mover", "inner"])
        #expect(inner.tintColor == .orange)

        log.names.removeAll()
        alsoOrange.addSubview(mover)
        #expect(log.names.isEmpty)

        log.names.removeAll()
        plain.insertSubview(mover, at: 0)
        #expect(log.names == ["mover", "inner"])
        #expect(inner.tintColor == .systemBlue)

        alsoOrange.addSubview(mover)
        log.names.removeAll()
        mover.removeFromSuperview()
        #expect(log.names == ["mover", "inner"])

        log.names.removeAll()
        let dimmed = UIView()
        dimmed.tintAdjustmentMode = .dimmed
        dimmed.addSubview(mover)
        #expect(log.names == ["mover", "inner", "ownTint"])
    }
}
