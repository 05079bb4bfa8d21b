import Foundation

/// The system styles of ``UIBackgroundConfiguration`` and their colours per state.
///
/// Colours are the system palette's: a plain row is `systemBackground`, a grouped row
/// `secondarySystemGroupedBackground`, and a selected or highlighted row `systemGray4`
/// (209, 209, 214 light; 58, 58, 60 dark), as iOS draws a tapped table row.
enum BackgroundStyle: Hashable, Sendable {
    case listPlainCell, listGroupedCell, listSidebarCell, listSidebarHeader
    case listPlainHeaderFooter, listGroupedHeaderFooter, clear

    var cornerRadius: CGFloat { 0 }

    func color(for appearance: BackgroundAppearance, tint: UIColor) -> UIColor {
        switch self {
        case .listPlainCell:
            return appearance == .normal ? .systemBackground : .systemGray4
        case .listGroupedCell:
            return appearance == .normal ? .secondarySystemGroupedBackground : .systemGray4
        case .listSidebarCell:
            switch appearance {
            case .normal: return .clear
            case .highlighted: return .systemGray4
            case .selected: return tint
            }
        case .listSidebarHeader, .listGroupedHeaderFooter, .clear:
            return .clear
        case .listPlainHeaderFooter:
            return .systemBackground
        }
    }
}

/// Which of a background style's colours a state shows.
enum BackgroundAppearance: Hashable, Sendable {
    case normal, highlighted, selected

    @MainActor
    init(_ state: UIConfigurationState) {
        if let cell = state as? UICellConfigurationState {
            self = cell.isSelected ? .selected : cell.isHighlighted ? .highlighted : .normal
        } else if let view = state as? UIViewConfigurationState {
            self = view.isSelected ? .selected : view.isHighlighted ? .highlighted : .normal
        } else {
            self = .normal
        }
    }
}
