import CCairo
import Foundation

/// Owns one Cairo drawing context (`cairo_t*`) and destroys it on deinit.
final class CairoContext {
    let handle: OpaquePointer
    /// Keeps the target alive as long as the context draws into it.
    let target: CairoSurface

    init(target: CairoSurface) {
        self.target = target
        handle = cairo_create(target.handle)
    }

    deinit { cairo_destroy(handle) }
}

/// Owns one Cairo pattern (`cairo_pattern_t*`) and destroys it on deinit.
final class CairoPattern {
    let handle: OpaquePointer

    init(adopting handle: OpaquePointer) { self.handle = handle }

    deinit { cairo_pattern_destroy(handle) }
}

extension CGAffineTransform {
    /// The same matrix in Cairo's layout.
    var cairoMatrix: cairo_matrix_t { cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty) }

    /// Whether Cairo can take this matrix without entering its invalid-matrix error state:
    /// every entry finite, the determinant finite and non-zero, and the inverse finite (a
    /// scale of 1e-200 has a determinant that underflows to 0; a tiny non-zero one has an
    /// infinite inverse). Such a matrix maps everything onto a line or a point, or out of
    /// reach, so nothing it would draw is visible.
    var isCairoUsable: Bool {
        guard a.isFinite, b.isFinite, c.isFinite, d.isFinite, tx.isFinite, ty.isFinite else { return false }
        let determinant = a * d - b * c
        guard determinant.isFinite, determinant != 0 else { return false }
        let inverse = 1 / determinant
        return inverse.isFinite && (a * inverse).isFinite && (b * inverse).isFinite && (c * inverse).isFinite
            && (d * inverse).isFinite && ((c * ty - d * tx) * inverse).isFinite && ((b * tx - a * ty) * inverse).isFinite
    }
}

extension CGBlendMode {
    /// The Cairo operator that composites like this blend mode.
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        // UIKit divergence: Cairo has no plus-darker operator; saturating addition of the
        // darkness is approximated with multiply.
        case .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}

extension CGInterpolationQuality {
    /// The Cairo filter for this quality.
    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}
