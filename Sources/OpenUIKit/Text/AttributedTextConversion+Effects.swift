import Foundation

extension AttributedTextConversion {
    /// Reads the shadow, stroke, skew, stretch, tracking and ligature attributes into
    /// `style` (a shadow the attributes do not set stays the base's: a label's own shadow).
    static func applyDrawingAttributes(_ attributes: [NSAttributedString.Key: Any], to style: inout TextStyle) {
        if let shadow = attributes[.shadow] as? NSShadow { style.shadow = shadow.textShadow }
        style.strokeWidth = TextValueLimits.clamped(number(attributes[.strokeWidth]) ?? 0)
        style.strokeColor = color(attributes[.strokeColor])
        style.obliqueness = TextValueLimits.clamped(number(attributes[.obliqueness]) ?? 0)
        style.expansion = TextValueLimits.clamped(number(attributes[.expansion]) ?? 0)
        style.tracking = TextValueLimits.clamped(number(attributes[.tracking]) ?? 0)
        style.ligature = integer(attributes[.ligature])
    }
}

extension TextStyle {
    /// Whether the glyphs are drawn other than plainly filled: stroked or skewed.
    var hasGlyphEffects: Bool { strokeWidth != 0 || obliqueness != 0 }

    /// The OpenType features the run is shaped with ("tnum" for monospaced digits, ligatures
    /// off for `.ligature` 0 or for nonzero tracking), nil for none.
    // UIKit divergence: under nonzero tracking (or kern) `.ligature` 1 does not keep the
    // optional ligatures: Pango's letter spacing turns them off whatever the features say
    // (docs/DIVERGENCES.md).
    var fontFeatures: String? {
        var features: [String] = []
        if font.monospacedDigits { features.append("tnum 1") }
        if ligature == 0 || tracking != 0 { features.append("liga 0, clig 0") }
        return features.isEmpty ? nil : features.joined(separator: ", ")
    }

    /// The space after each character: the tracking when nonzero (it takes the kern's
    /// place, as UIKit's text does), else the kern.
    var letterSpacing: CGFloat { tracking != 0 ? tracking : kern }
}

extension TextLayoutRequest {
    /// Whether a run casts a shadow.
    var castsShadow: Bool { runs.contains { $0.style.shadow != nil } }

    /// Whether a run's glyphs are stroked or skewed.
    var hasGlyphEffects: Bool { runs.contains { $0.style.hasGlyphEffects } }

    /// The distinct shadows the runs cast, in the order of the runs.
    var shadows: [TextShadow] {
        var found: [TextShadow] = []
        for run in runs {
            if let shadow = run.style.shadow, !found.contains(shadow) { found.append(shadow) }
        }
        return found
    }
}
