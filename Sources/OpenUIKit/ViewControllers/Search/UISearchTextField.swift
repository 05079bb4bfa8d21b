import Foundation

/// The text field inside a ``UISearchBar``: a rounded, lightly filled field with a magnifying
/// glass at its leading edge and a clear button while editing.
///
/// It edits like any ``UITextField`` (the same key handling, selection, edit commands and
/// notifications); its search bar listens to it and reports to the search bar's delegate.
/// - Note: See https://developer.apple.com/documentation/uikit/uisearchtextfield
// Limitation: search tokens (`tokens`, `UISearchToken`) are not modelled.
@MainActor @preconcurrency
open class UISearchTextField: UITextField {
    /// The field's height in a search bar (UIKit's 36 points since iOS 13).
    package static let fieldHeight: CGFloat = 36
    /// The corner radius of the field's fill (UIKit's 10 points).
    package static let cornerRadius: CGFloat = 10
    /// The magnifying glass's side, in points [CHOSEN: matches the 17-point symbol iOS draws].
    package static let glassSize: CGFloat = 18
    /// Space before the glass and between the glass and the text [CHOSEN: measured from iOS].
    package static let glassInset: CGFloat = 7
    package static let glassGap: CGFloat = 5

    /// The magnifying glass at the leading edge.
    package let glassView = UIImageView(image: UIImage(systemName: "magnifyingglass"))

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchField()
    }

    private func setUpSearchField() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Self.cornerRadius
        clipsToBounds = true
        clearButtonMode = .whileEditing
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
        glassView.tintColor = .secondaryLabel
        glassView.contentMode = .scaleAspectFit
        glassView.isUserInteractionEnabled = false
        glassView.isAccessibilityElement = false
        addSubview(glassView)
    }

    package override var defaultAccessibilityTraits: UIAccessibilityTraits {
        super.defaultAccessibilityTraits.union(.searchField)
    }

    /// The text sits after the glass.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds)
        let lead = Self.glassInset + Self.glassSize + Self.glassGap
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            rect.size.width = max(0, bounds.maxX - lead - rect.minX)
        } else {
            let right = rect.maxX
            rect.origin.x = bounds.minX + lead
            rect.size.width = max(0, right - rect.minX)
        }
        if !isClearButtonShown {
            // Without the clear button the text still stops short of the trailing edge.
            if effectiveUserInterfaceLayoutDirection == .rightToLeft {
                // The far end moves in; the end next to the glass stays.
                let minX = max(rect.minX, bounds.minX + Self.glassInset)
                rect.size.width = max(0, rect.maxX - minX)
                rect.origin.x = minX
            } else {
                rect.size.width = max(0, min(rect.maxX, bounds.maxX - Self.glassInset) - rect.minX)
            }
        }
        return rect
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = Self.glassSize
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? bounds.maxX - Self.glassInset - size : bounds.minX + Self.glassInset
        glassView.frame = CGRect(x: x, y: ((bounds.height - size) / 2).rounded(), width: size, height: size)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: super.intrinsicContentSize.width + Self.glassSize + Self.glassGap, height: Self.fieldHeight)
    }
}
