import Testing
@testable import PortKit

@Suite("Optional protocol requirements")
struct OptionalRequirementTests {
    static let source = """
        @objc protocol RatingDelegate {
            func ratingDidChange(_ rating: Int)
            @objc optional func ratingWillBegin(_ rating: Int)
            @objc optional func titleForRating(_ rating: Int) -> String?
            @objc optional func ratingShouldBegin() -> Bool
        }

        final class Rating {
            weak var delegate: RatingDelegate?
            func go() {
                delegate?.ratingWillBegin?(1)
                let title = delegate?.titleForRating!(2)
                if delegate?.ratingShouldBegin?() ?? true {}
                if delegate?.responds(to: #selector(RatingDelegate.ratingWillBegin(_:))) == true {}
            }
        }
        """

    @Test("Requirements lose optional, a default extension follows, the protocol stays class-bound")
    func declarations() {
        let result = port(Self.source)
        #expect(result.ported.hasPrefix("""
            protocol RatingDelegate: AnyObject {
                func ratingDidChange(_ rating: Int)
                func ratingWillBegin(_ rating: Int)
                func titleForRating(_ rating: Int) -> String?
                func ratingShouldBegin() -> Bool
            }

            // Default implementations of the optional requirements (added by openuikit-port).
            extension RatingDelegate {
                func ratingWillBegin(_ rating: Int) {}
                func titleForRating(_ rating: Int) -> String? { nil }
                func ratingShouldBegin() -> Bool { true }
            }
            """))
        #expect(result.unportable.isEmpty)
    }

    @Test("Call sites lose the optional call and responds(to:) becomes the conformance test")
    func callSites() {
        let result = port(Self.source)
        #expect(result.ported.contains("delegate?.ratingWillBegin(1)"))
        #expect(result.ported.contains("delegate?.titleForRating(2)"))
        #expect(result.ported.contains("delegate?.ratingShouldBegin() ?? true"))
        #expect(result.ported.contains("if delegate.map({ ($0 as AnyObject) is RatingDelegate }) == true {}"))
    }

    @Test("Comparing the optional call with false or true gives the default a missing method stood for")
    func comparisonDefaults() {
        let result = port("""
            @objc protocol Card {
                @objc optional func shouldSwipe() -> Bool
                @objc optional func isPinned() -> Bool
            }
            func check(_ card: Card?) {
                if card?.shouldSwipe?() == false { return }
                if card?.isPinned?() == true { return }
            }
            """)
        #expect(result.ported.contains("func shouldSwipe() -> Bool { true }"))
        #expect(result.ported.contains("func isPinned() -> Bool { false }"))
        #expect(result.ported.contains("if card?.shouldSwipe() == false { return }"))
        #expect(result.unportable.isEmpty)
    }

    @Test("A non-optional return with no call site default is listed and left as it was")
    func noDefault() {
        let result = port("""
            @objc protocol Source {
                @objc optional func count() -> Int
            }
            """)
        #expect(result.ported.contains("optional func count() -> Int"))
        #expect(result.unportable.count == 1)
        #expect(result.unportable[0].line == 2)
    }
}
