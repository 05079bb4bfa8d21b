import Foundation
import OpenUIKit
import OpenUIKitTesting

extension TallyTests {
    /// What the article's XCTest blocks start from (scripts/doctests.sh puts this call before
    /// them): the article's application with the tally tapped three times, as the
    /// `tally-three` reference shows it.
    static func xctestFixture() -> (HeadlessApp, TallyView) {
        let (app, tally) = TallyTests().makeApp()
        for _ in 0..<3 { app.tap(tally.button) }
        return (app, tally)
    }
}
