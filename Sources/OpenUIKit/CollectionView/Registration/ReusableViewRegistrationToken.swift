import Foundation

/// What a cell or supplementary registration shares between its copies: the reuse identifier
/// made for it, under which each collection view registers the view class the first time the
/// registration is used with it, and whether it was made while a collection view was asking
/// its data source for a view (a registration made there would be new at every dequeue, so
/// nothing would ever be reused).
@MainActor
final class ReusableViewRegistrationToken {
    /// How many registrations were made; numbers each one's reuse identifier.
    private static var madeCount = 0

    let reuseIdentifier: String
    let madeInsideDataSource: Bool

    init(kind: String, viewType: Any.Type) {
        Self.madeCount += 1
        reuseIdentifier = "\(kind)-\(Self.madeCount)-\(String(describing: viewType))"
        madeInsideDataSource = UICollectionView.dataSourceRequestDepth > 0
    }

    /// Stops when the registration was made inside a data source's cell or supplementary
    /// request, as UIKit raises there.
    func checkMadeOutsideDataSource(_ what: String) {
        Fatal.check(
            !madeInsideDataSource,
            "NSInternalInconsistencyException: attempted to dequeue a \(what) using a registration that was created "
                + "inside collectionView(_:cellForItemAt:), collectionView(_:viewForSupplementaryElementOfKind:at:) "
                + "or a UICollectionViewDiffableDataSource provider. A new registration for every request prevents "
                + "reuse: create registrations once, before they are used (registration \(reuseIdentifier))")
    }
}
