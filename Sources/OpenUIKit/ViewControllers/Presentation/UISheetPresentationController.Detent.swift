import Foundation

extension UISheetPresentationController {
    /// A height a sheet rests at.
    /// - Note: See https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent
    @MainActor @preconcurrency
    public final class Detent {
        /// Names a detent.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }

            /// The system's half-height detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's full-height detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier
        private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(
            identifier: Identifier,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the container's height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                (context.maximumDetentValue * SheetMetrics.mediumFraction).rounded()
            }
        }

        /// The full height a sheet may take.
        public static func large() -> Detent {
            Detent(identifier: .large) { context in context.maximumDetentValue }
        }

        /// A detent whose height `resolver` computes (nil: the detent is not available now).
        /// The height excludes the bottom safe area, which the sheet adds below it.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The detent's height in `context` (nil: not available).
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context) else { return nil }
            return min(max(0, value), context.maximumDetentValue)
        }
    }
}
