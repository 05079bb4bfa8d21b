import Foundation

/// Where an element sits against the edges of the rectangle it belongs to: an edge (centred
/// along it), a corner, or nowhere.
/// - Note: See https://developer.apple.com/documentation/uikit/nsrectalignment
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Whether the alignment touches the top, bottom, leading or trailing edge.
    var touchesTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    var touchesBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
    var touchesLeading: Bool { self == .leading || self == .topLeading || self == .bottomLeading }
    var touchesTrailing: Bool { self == .trailing || self == .topTrailing || self == .bottomTrailing }
}
