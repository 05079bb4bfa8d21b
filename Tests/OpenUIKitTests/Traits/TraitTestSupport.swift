import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A view that records every trait notification it gets: `traitCollectionDidChange(_:)` and a
/// registration for the user-interface style, with the traits current at the time.
@MainActor final class TraitRecordingView: UIView {
    /// (previous style, new style) per `traitCollectionDidChange(_:)` call.
    var didChange: [(UIUserInterfaceStyle, UIUserInterfaceStyle)] = []
    /// Style handler calls: (previous style, new style).
    var styleHandlerCalls: [(UIUserInterfaceStyle, UIUserInterfaceStyle)] = []
    /// Whether `UITraitCollection.current` was the view's collection in each notification.
    var currentMatched: [Bool] = []
    /// Styles seen in `layoutSubviews()`.
    var stylesInLayout: [UIUserInterfaceStyle] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: TraitRecordingView, previous: UITraitCollection) in
            view.styleHandlerCalls.append((previous.userInterfaceStyle, view.traitCollection.userInterfaceStyle))
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        didChange.append((previousTraitCollection?.userInterfaceStyle ?? .unspecified, traitCollection.userInterfaceStyle))
        currentMatched.append(UITraitCollection.current == traitCollection)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        stylesInLayout.append(traitCollection.userInterfaceStyle)
    }

    func reset() {
        didChange = []
        styleHandlerCalls = []
        currentMatched = []
        stylesInLayout = []
    }
}

/// A custom trait, as apps define them.
enum ContainedInSidebarTrait: UITraitDefinition {
    static let defaultValue = false
}
