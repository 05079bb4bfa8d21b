import Foundation

extension UIImage.SymbolWeight {
    /// The symbol weight of the same name as a font's CSS weight (100 ultra light … 900
    /// black, rounded to the nearest hundred).
    init(cssWeight: Int) {
        let step = (Double(cssWeight) / 100).rounded()
        self = Self(rawValue: Int(min(max(step, 1), 9))) ?? .regular
    }

    /// How thick this weight's strokes are, as a multiple of the regular weight's.
    ///
    /// [CHOSEN] Apple does not publish SF Symbols' stroke widths; these follow the spread of
    /// a text face's stems from ultra light to black (about 0.4× to 2× regular), with
    /// medium-to-black steps a little smaller than the light ones (docs/DIVERGENCES.md).
    var strokeFactor: CGFloat {
        switch self {
        case .ultraLight: return 0.4
        case .thin: return 0.55
        case .light: return 0.75
        case .unspecified, .regular: return 1
        case .medium: return 1.12
        case .semibold: return 1.25
        case .bold: return 1.45
        case .heavy: return 1.7
        case .black: return 1.95
        }
    }
}
