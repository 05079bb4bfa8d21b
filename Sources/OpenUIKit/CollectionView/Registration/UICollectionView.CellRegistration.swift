import Foundation

extension UICollectionView {
    /// How to make and configure the cells of one kind of item: the cell class, and a
    /// handler that configures a cell for an item. Pass it to
    /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``; the collection view
    /// registers the class the first time the registration is used with it, and cells are
    /// reused as with `dequeueReusableCell(withReuseIdentifier:for:)`.
    ///
    /// Make registrations once (a property, or before creating the data source), never inside
    /// the data source's cell request: such a registration stops at its first dequeue.
    /// - Note: See https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration
    // UIKit divergence: `init(cellNib:handler:)` is not offered (no nibs on Linux).
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures `cell` to show `item`, at `indexPath`.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let token: ReusableViewRegistrationToken
        let handler: Handler

        /// A registration of `Cell`, configured by `handler` each time one is dequeued.
        public init(handler: @escaping Handler) {
            token = ReusableViewRegistrationToken(kind: "CellRegistration", viewType: Cell.self)
            self.handler = handler
        }
    }

    /// A cell of the registration's class for `item` at `indexPath`: a reused one (after its
    /// `prepareForReuse()`) or a new one, given its frame and then configured by the
    /// registration's handler. Call it from the data source's cell request (or a diffable
    /// data source's cell provider).
    /// - Note: Stops when `item` is nil, as UIKit does when the handler cannot be given an item.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        registration.token.checkMadeOutsideDataSource("cell")
        let identifier = registration.token.reuseIdentifier
        if !cellPool.isRegistered(identifier) { register(Cell.self, forCellWithReuseIdentifier: identifier) }
        guard let item else {
            Fatal.stop(
                "UICollectionView.dequeueConfiguredReusableCell(using:for:item:): the item for \(indexPath) is nil; "
                    + "the registration's handler needs an item of type \(Item.self)")
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell else {
            Fatal.stop("UICollectionView: the cell dequeued for registration \(identifier) is not a \(Cell.self)")
        }
        registration.handler(cell, indexPath, item)
        return cell
    }
}
