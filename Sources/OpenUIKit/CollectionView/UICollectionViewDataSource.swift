import Foundation

/// Supplies a collection view's sections, items, cells and supplementary views.
/// - Note: See https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
@MainActor @preconcurrency
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, dequeued with
    /// `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` at `indexPath` the layout places, dequeued with
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. A layout that
    /// places supplementary views needs it: the default stops.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        Fatal.stop(
            "NSInternalInconsistencyException: the layout placed a supplementary view of kind \(kind) at \(indexPath), "
                + "but the data source does not implement "
                + "collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }
}
