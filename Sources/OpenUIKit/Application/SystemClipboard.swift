import Foundation

/// The desktop's clipboard as a live backend exposes it: one text, read and written in place.
/// ``UIPasteboard/general`` goes through it when a backend sets one, so copy and paste reach
/// other programs.
@MainActor
package protocol SystemClipboard: AnyObject {
    /// The clipboard's text, nil when it holds none; setting nil empties it.
    var text: String? { get set }
}
