import Foundation

/// A placeholder in a menu whose elements are supplied later: the provider is called when the
/// menu is shown, a loading row stands in until it calls its completion (at once or later on
/// the application clock), and the elements it gives take the placeholder's place.
///
/// A cached element (``init(_:)``) calls its provider the first time it is shown and keeps the
/// elements; an ``uncached(_:)`` one calls it every time a menu shows it.
/// - Note: See https://developer.apple.com/documentation/uikit/uideferredmenuelement
@MainActor @preconcurrency
open class UIDeferredMenuElement: UIMenuElement {
    /// Gives the elements to show, by calling the completion it is handed.
    public typealias ElementProvider = @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    private let provider: ElementProvider
    /// Whether the provider is called every time the element is shown.
    package let isUncached: Bool
    /// The elements a cached element's provider gave.
    package private(set) var cachedElements: [UIMenuElement]?
    /// Whether a cached element's provider was called and has not answered yet.
    private var isLoading = false
    /// Who waits for a cached element's elements while its provider has not answered.
    private var waiting: [@MainActor ([UIMenuElement]) -> Void] = []

    /// An element whose provider is called once, the first time it is shown.
    public convenience init(_ elementProvider: @escaping ElementProvider) {
        self.init(provider: elementProvider, isUncached: false)
    }

    /// An element whose provider is called every time a menu shows it.
    // UIKit divergence: returns UIDeferredMenuElement where UIKit returns Self.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, isUncached: true)
    }

    private init(provider: @escaping ElementProvider, isUncached: Bool) {
        self.provider = provider
        self.isUncached = isUncached
        super.init(title: "")
    }

    /// The elements known now, or nil while they load; then `loaded` is called with them when
    /// they come. A cached element that has its elements answers at once without calling the
    /// provider; one whose provider has not answered yet waits for that answer.
    package func elements(loaded: @escaping @MainActor ([UIMenuElement]) -> Void) -> [UIMenuElement]? {
        if !isUncached {
            if let cachedElements { return cachedElements }
            if isLoading {
                waiting.append(loaded)
                return nil
            }
            isLoading = true
        }
        let call = ProviderCall()
        provider { [weak self] elements in
            // A provider that answers twice is heard once.
            guard let self, !call.answered else { return }
            call.answered = true
            if !self.isUncached {
                self.isLoading = false
                self.cachedElements = elements
            }
            if call.returned {
                loaded(elements)
                let waiting = self.waiting
                self.waiting = []
                for waiter in waiting { waiter(elements) }
            } else {
                call.answeredAtOnce = elements
            }
        }
        call.returned = true
        return call.answeredAtOnce
    }
}

/// One call of a deferred element's provider: whether it has returned and answered, and what
/// it answered before returning.
@MainActor
private final class ProviderCall {
    var returned = false
    var answered = false
    var answeredAtOnce: [UIMenuElement]?
}
