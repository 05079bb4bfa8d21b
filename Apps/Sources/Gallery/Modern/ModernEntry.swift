import OpenUIKit

/// One row of the Modern tab: its title, the SF Symbols name of its icon, and how to make the
/// screen it pushes.
struct ModernEntry {
    let title: String
    let symbolName: String
    let make: @MainActor () -> UIViewController

    /// The rows, in the order the list shows them.
    @MainActor static var all: [ModernEntry] {
        [
            ModernEntry(title: "Lists", symbolName: "list.bullet") { ListsScreenViewController() },
            ModernEntry(title: "Menus", symbolName: "ellipsis.circle") { MenusScreenViewController() },
            ModernEntry(title: "Buttons", symbolName: "hand.thumbsup") { ButtonsScreenViewController() },
            ModernEntry(title: "Text Effects", symbolName: "italic") { TextEffectsScreenViewController() },
            ModernEntry(title: "Button Menus", symbolName: "ellipsis.circle") { MenusButtonsScreenViewController() },
            ModernEntry(title: "Symbols", symbolName: "star.fill") { SymbolsScreenViewController() },
            ModernEntry(title: "Dynamic Type", symbolName: "doc.text") { DynamicTypeScreenViewController() },
            ModernEntry(title: "Indicators", symbolName: "clock") { IndicatorsScreenViewController() },
            ModernEntry(title: "Pickers", symbolName: "calendar") { PickersScreenViewController() },
            ModernEntry(title: "Effects", symbolName: "photo") { EffectsScreenViewController() },
            ModernEntry(title: "Sharing", symbolName: "square.and.arrow.up") { SharingScreenViewController() },
        ]
    }
}
