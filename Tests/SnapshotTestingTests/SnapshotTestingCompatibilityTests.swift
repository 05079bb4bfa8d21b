import Foundation
import OpenUIKit
import OpenUIKitTesting
import SnapshotTesting
import Testing

@MainActor @Suite struct SnapshotTestingCompatibilityTests {
    /// A fresh folder under the temporary directory.
    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-testing-\(UUID().uuidString)")
    }

    private func square(_ color: UIColor) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        view.backgroundColor = color
        return view
    }

    @Test("References are named <testName>.<n>.png, counted per test, or by name")
    func naming() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let view = square(.red)
        _ = verifySnapshot(of: view, as: .image(traits: .init(displayScale: 1)), snapshotDirectory: folder.path)
        _ = verifySnapshot(of: view, as: .image(traits: .init(displayScale: 1)), snapshotDirectory: folder.path)
        _ = verifySnapshot(of: view, as: .recursiveDescription, named: "tree view", snapshotDirectory: folder.path)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["naming.1.png", "naming.2.png", "naming.tree-view.txt"])
    }

    @Test("Without a directory the references go to __Snapshots__/<TestFile>/ beside the test file")
    func defaultDirectory() throws {
        let root = URL(fileURLWithPath: "/tmp/openuikit-snapshottesting-default-directory")
        try? FileManager.default.removeItem(at: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let message = try #require(
            verifySnapshot(
                of: square(.red), as: .image(traits: .init(displayScale: 1)),
                file: "/tmp/openuikit-snapshottesting-default-directory/CardTests.swift", testName: "testCard()"))
        let reference = root.appendingPathComponent("__Snapshots__/CardTests/testCard.1.png")
        #expect(message.contains("recorded the rendering (30x30 pixels) at \(reference.path)"))
        #expect(FileManager.default.fileExists(atPath: reference.path))
    }

    @Test("A mismatch fails naming the reference, the rendering, the diff and the region")
    func mismatchMessage() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let view = square(.red)
        _ = verifySnapshot(of: view, as: .image(traits: .init(displayScale: 1)), named: "box", snapshotDirectory: folder.path)
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        inner.backgroundColor = .blue
        view.addSubview(inner)
        let message = try #require(
            verifySnapshot(
                of: view, as: .image(precision: 0.9, perceptualPrecision: 0.9, traits: .init(displayScale: 1)), named: "box",
                snapshotDirectory: folder.path))
        #expect(message.contains("Largest differing region: 400 pixels in x 5…24, y 5…24 (20 × 20)."))
        #expect(message.contains(folder.appendingPathComponent("mismatchMessage.box.png").path))
        #expect(message.contains(folder.appendingPathComponent("mismatchMessage.box.failed.png").path))
        #expect(message.contains(folder.appendingPathComponent("mismatchMessage.box.diff.png").path))
        #expect(message.contains(folder.appendingPathComponent("mismatchMessage.box.failure.html").path))
    }

    @Test("precision and perceptualPrecision map onto the capped tolerance")
    func precisionMapping() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let view = square(UIColor(white: 0.5, alpha: 1))
        _ = verifySnapshot(
            of: view, as: .image(traits: .init(displayScale: 1)), named: "grey", snapshotDirectory: folder.path,
            testName: "precisionMapping()")
        // Every pixel 4 lighter: within 0.98's allowance, ⌊0.02 × 255⌋ = 5; beyond 0.99's, 2.
        view.backgroundColor = UIColor(red: 132 / 255, green: 132 / 255, blue: 132 / 255, alpha: 1)
        func check(_ precision: Float, _ perceptual: Float) -> String? {
            verifySnapshot(
                of: view, as: .image(precision: precision, perceptualPrecision: perceptual, traits: .init(displayScale: 1)),
                named: "grey", snapshotDirectory: folder.path, testName: "precisionMapping()")
        }
        #expect(check(1, 0.98) == nil)
        let tight = try #require(check(1, 0.99))
        #expect(tight.contains("tolerance: 2 per channel"))
        // A precision of 0 would let every pixel differ; the region cap still fails all 900.
        let loose = try #require(check(0, 0.99))
        #expect(loose.contains("regions of at most 64 pixels"))
    }

    @Test("withSnapshotTesting(record: .never) fails a missing reference without recording")
    func recordNever() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = withSnapshotTesting(record: .never) {
            verifySnapshot(of: square(.red), as: .image(traits: .init(displayScale: 1)), snapshotDirectory: folder.path)
        }
        #expect(message?.contains("the record mode is never") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("recordNever.1.png").path))
    }

    @Test("Text snapshots fail with the differing lines")
    func textDiff() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verifySnapshot(of: "one\ntwo\nthree", as: .lines, named: "text", snapshotDirectory: folder.path)
        #expect(verifySnapshot(of: "one\ntwo\nthree", as: .lines, named: "text", snapshotDirectory: folder.path) == nil)
        let message = try #require(
            verifySnapshot(of: "one\n2\nthree", as: .lines, named: "text", snapshotDirectory: folder.path))
        #expect(message.contains("−2: two\n+2: 2"))
    }

    @Test("The phones have their screens' sizes, safe areas and scales")
    func devices() {
        #expect(ViewImageConfig.iPhone13.size == CGSize(width: 390, height: 844))
        #expect(ViewImageConfig.iPhone13.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(ViewImageConfig.iPhone13(.landscape).size == CGSize(width: 844, height: 390))
        #expect(ViewImageConfig.iPhone15Pro.size == CGSize(width: 393, height: 852))
        #expect(ViewImageConfig.iPhone15Pro.safeArea.top == 59)
        #expect(ViewImageConfig.iPhone14Plus.size == CGSize(width: 428, height: 926))
        #expect(ViewImageConfig.iPhone15ProMax.traits.displayScale == 3)
        #expect(ViewImageConfig.iPhone13ProMax(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhone13(.landscape).traits.verticalSizeClass == .compact)
    }

    @Test("A snapshot inside a test leaves the test's own application current")
    func applicationStaysCurrent() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = HeadlessApp()
        _ = verifySnapshot(of: square(.red), as: .image(traits: .init(displayScale: 1)), snapshotDirectory: folder.path)
        #expect(UIApplication.shared === app.application)
    }
}
