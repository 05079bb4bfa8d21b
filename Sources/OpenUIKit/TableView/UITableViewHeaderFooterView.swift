import Foundation

/// A reusable view for a section's header or footer: a ``contentView`` for custom content and a
/// built-in ``textLabel``. The table view shows one for a section title.
/// - Note: See https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview
@MainActor @preconcurrency
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table view keeps the view's reuse queue under.
    open private(set) var reuseIdentifier: String?
    /// The view to add custom content to.
    public let contentView = UIView()
    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    private var builtInTextLabel: UILabel?
    /// The content and background configurations and their pending update.
    let configurationSlots = ConfigurationSlots()
    /// The style of the table that dequeued the view (it picks the default configurations).
    var listStyle: UITableView.Style?
    /// Whether the view shows a section footer (its title sits at the top, under the rows)
    /// rather than a header (title at the bottom, over the rows).
    var isFooter = false
    /// The handler ``configurationUpdateHandler`` stores.
    final var storedConfigurationUpdateHandler: ConfigurationUpdateHandler?

    /// The state configurations are updated for (traits). Override to add to it.
    open var configurationState: UIViewConfigurationState {
        UIViewConfigurationState(traitCollection: traitCollection)
    }

    /// Restyles the view for `state`; called before layout when an update was asked for, after
    /// the automatic configuration updates and before ``configurationUpdateHandler``. Does
    /// nothing by default.
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    /// Creates a view whose reuse queue is `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableViewConstants.plainTitleHeaderHeight))
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A view without a reuse identifier, sized `frame`.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table view makes a view of a registered class.
    // UIKit divergence: Swift instantiates class objects only through required initializers;
    // this one calls init(reuseIdentifier:) (see UITableViewCell's).
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    /// The title label, made on first use: 13-point semibold at the default text size, scaled
    /// like the footnote style as the content size category changes.
    open var textLabel: UILabel? {
        if let builtInTextLabel { return builtInTextLabel }
        let label = UILabel()
        label.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.systemFont(ofSize: 13, weight: .semibold))
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        builtInTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// Called when the table view hands the view out again.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        configurationSlots.layout(contentBounds: contentView.bounds, backgroundFrame: bounds)
        if let label = builtInTextLabel {
            // The title lines up with the rows' built-in text.
            let margin =
                listStyle == .insetGrouped ? TableViewConstants.insetGroupedTextMargin : TableViewConstants.textMargin
            let width = max(0, bounds.width - 2 * margin)
            let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            let y = isFooter ? min(6, max(0, bounds.height - height)) : max(0, bounds.height - height - 6)
            label.frame = CGRect(x: margin, y: y, width: width, height: height)
        }
    }
}
