import Foundation

extension UICollectionView {
    /// How to make and configure the supplementary views of one element kind (a header or a
    /// footer kind, say): the view class, the kind, and a handler that configures a view for an
    /// index path. Pass it to ``UICollectionView/dequeueConfiguredReusableSupplementary(using:for:)``;
    /// the collection view registers the class for the kind the first time the registration
    /// is used with it, and views are reused as with
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    /// - Note: See https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration
    // UIKit divergence: `init(supplementaryNib:elementKind:handler:)` is not offered (no nibs on
    // Linux).
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures `supplementaryView` of `elementKind` for `indexPath`.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        /// The kind of supplementary view the registration makes.
        public let elementKind: String
        let token: ReusableViewRegistrationToken
        let handler: Handler

        /// A registration of `Supplementary` views of `elementKind`, configured by `handler`
        /// each time one is dequeued.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            token = ReusableViewRegistrationToken(kind: "SupplementaryRegistration", viewType: Supplementary.self)
            self.handler = handler
        }
    }

    /// A supplementary view of the registration's class and kind for `indexPath`: reused or
    /// new, given its frame, then configured by the registration's handler. Call it from the
    /// data source's supplementary request (or a diffable data source's
    /// `supplementaryViewProvider`).
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        registration.token.checkMadeOutsideDataSource("supplementary view")
        let kind = registration.elementKind
        let identifier = registration.token.reuseIdentifier
        if supplementaryPools[kind]?.isRegistered(identifier) != true {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        guard let view = dequeued as? Supplementary else {
            Fatal.stop("UICollectionView: the view dequeued for registration \(identifier) is not a \(Supplementary.self)")
        }
        registration.handler(view, kind, indexPath)
        return view
    }
}
