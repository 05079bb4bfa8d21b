/// How painted colour combines with what is already in the context.
///
/// Each mode maps to one compositing operator of the rasterizer; `normal`, `multiply`,
/// `copy` and `clear` match Core Graphics exactly, the separable and non-separable modes use
/// the PDF formulas both libraries follow.
public enum CGBlendMode: Int32, Sendable, CaseIterable {
    case normal = 0
    case multiply
    case screen
    case overlay
    case darken
    case lighten
    case colorDodge
    case colorBurn
    case softLight
    case hardLight
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    case clear
    case copy
    case sourceIn
    case sourceOut
    case sourceAtop
    case destinationOver
    case destinationIn
    case destinationOut
    case destinationAtop
    case xor
    case plusDarker
    case plusLighter
}
