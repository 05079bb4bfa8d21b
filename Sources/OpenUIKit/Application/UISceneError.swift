import Foundation

/// An error about scenes: a request to activate a scene or change its geometry that the
/// system could not carry out.
/// - Note: See https://developer.apple.com/documentation/uikit/uisceneerror
@available(iOS 13.0, *)
public struct UISceneError: CustomNSError, Hashable, Sendable, CustomStringConvertible {
    /// The ways a scene request fails.
    public enum Code: Int, Sendable, Equatable, Hashable {
        /// The application does not support more than one scene.
        case multipleScenesNotSupported = 0
        /// The system refused the request.
        case requestDenied = 1
        /// The geometry asked for is invalid or unsupported.
        case geometryRequestUnsupported = 100
        /// The geometry asked for is valid but the system refused it.
        case geometryRequestDenied = 101
    }

    /// The domain of scene errors.
    public static var errorDomain: String { "UISceneErrorDomain" }

    /// Which failure this is.
    public let code: Code
    /// What went wrong, for a log.
    public let reason: String

    /// An error of `code` explained by `reason`.
    package init(_ code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// The code as a number.
    public var errorCode: Int { code.rawValue }

    /// The reason under `NSLocalizedDescriptionKey`.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: reason] }

    /// The error's domain, code and reason.
    public var description: String { "\(Self.errorDomain) \(code.rawValue) (\(code)): \(reason)" }

    /// The application does not support more than one scene.
    public static var multipleScenesNotSupported: Code { .multipleScenesNotSupported }
    /// The system refused the request.
    public static var requestDenied: Code { .requestDenied }
    /// The geometry asked for is invalid or unsupported.
    public static var geometryRequestUnsupported: Code { .geometryRequestUnsupported }
    /// The geometry asked for is valid but the system refused it.
    public static var geometryRequestDenied: Code { .geometryRequestDenied }
}
