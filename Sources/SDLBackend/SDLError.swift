import CSDL2

/// An SDL call failed; carries SDL's own explanation.
public struct SDLError: Error, CustomStringConvertible {
    public let description: String

    init(_ what: String) {
        description = "\(what): \(String(cString: SDL_GetError()))"
    }
}
