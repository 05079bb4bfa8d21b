import Foundation
import OpenUIKit
import OpenUIKitTesting
import XCTest

/// The one XCTest case of the project: it proves the test kit is usable from XCTest, where no
/// Swift Testing test is running (so the automatic reporter would stop the program).
///
/// swift-corelibs-xctest cannot discover methods of a `@MainActor` class; it runs tests on the
/// main thread, so the body asserts that isolation instead.
final class XCTestUsageTests: XCTestCase {
    func testReporterAndVerifyFormsWorkUnderXCTest() {
        MainActor.assumeIsolated { Self.checkReporterAndVerifyForms() }
    }

    @MainActor
    private static func checkReporterAndVerifyForms() {
        let app = HeadlessApp(screenSize: CGSize(width: 40, height: 40), scale: 1)
        let window = app.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        window.addSubview(view)

        // A reporter that collects; a real suite would call XCTFail(failure.description).
        var reported: [TestFailure] = []
        app.failureReporter = TestFailureReporter { failure in reported.append(failure) }
        view.isHidden = true
        XCTAssertFalse(app.tap(view).wasPerformed)
        XCTAssertEqual(reported.map(\.message), ["Cannot tap UIView: it is hidden"])
        XCTAssertEqual(reported.first?.location.line, #line - 2)

        // The verify form returns the failure for XCTAssertNil to show.
        view.isHidden = false
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-xctest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(app.verifySnapshot(of: view, named: "red", record: false, directory: folder)?.reason, .missingReference)
        XCTAssertNil(app.verifySnapshot(of: view, named: "red", record: false, directory: folder))
    }
}
