import CSDL2
import OpenUIKit

/// The desktop clipboard through SDL, backing `UIPasteboard.general` in a live window.
@MainActor
final class SDLClipboard: SystemClipboard {
    var text: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(raw) }
            let value = String(cString: raw)
            return value.isEmpty ? nil : value
        }
        set {
            SDL_SetClipboardText(newValue ?? "")
        }
    }
}
