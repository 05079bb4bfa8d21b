import Foundation

/// One item of a collection view: a ``contentView`` for the item's views, an optional
/// ``backgroundView`` behind it and a ``selectedBackgroundView`` shown while the cell is
/// selected or highlighted. Transparent by default.
/// - Note: See https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the item's content to; it fills the cell.
    public let contentView = UIView()

    /// The selected look; the collection view sets it as the selection changes.
    open var isSelected = false {
        didSet {
            if oldValue != isSelected {
                updateSelectionLook()
                setNeedsUpdateConfiguration()
            }
        }
    }
    /// The touched look; the collection view sets it while a finger is on the cell.
    open var isHighlighted = false {
        didSet {
            if oldValue != isHighlighted {
                updateSelectionLook()
                setNeedsUpdateConfiguration()
            }
        }
    }
    /// The content and background configurations and their pending update.
    let configurationSlots = ConfigurationSlots()
    /// The handler ``configurationUpdateHandler`` stores.
    final var storedConfigurationUpdateHandler: ConfigurationUpdateHandler?

    /// The state configurations are updated for: traits, selected and highlighted. Override to
    /// add to it.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Restyles the cell for `state`; called before layout when an update was asked for, after
    /// the automatic configuration updates and before ``configurationUpdateHandler``. Does
    /// nothing by default.
    open func updateConfiguration(using state: UICellConfigurationState) {}
    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView {
                backgroundView.frame = bounds
                insertSubview(backgroundView, at: 0)
            }
        }
    }
    /// A view behind the content (above the background view) while the cell is selected or
    /// highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectionLook()
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpCell()
    }

    private func setUpCell() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The configured content view when it alone fills the content view, else the content view.
    override var sizingView: UIView {
        if let configured = configurationSlots.contentView, contentView.constraints.isEmpty { return configured }
        return contentView
    }

    /// Called before the cell is handed out again; subclasses reset their content (the
    /// collection view sets the selected and highlighted looks for the new item).
    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    /// The background views fill the cell; the content view fills it too.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        if contentView.frame != bounds { contentView.frame = bounds }
        configurationSlots.layout(contentBounds: contentView.bounds, backgroundFrame: bounds)
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    private func updateSelectionLook() {
        guard let selectedBackgroundView, configurationSlots.background == nil else { return }
        if isSelected || isHighlighted {
            selectedBackgroundView.frame = bounds
            if selectedBackgroundView.superview !== self {
                if let backgroundView, backgroundView.superview === self {
                    insertSubview(selectedBackgroundView, aboveSubview: backgroundView)
                } else {
                    insertSubview(selectedBackgroundView, at: 0)
                }
            }
        } else {
            selectedBackgroundView.removeFromSuperview()
        }
    }
}
