import Foundation
import Synchronization

/// The folders ``UIImage/init(named:)`` searches before the main bundle's resources.
///
/// An app or a test points this at its image folder (`ImageResourceFolders.paths =
/// ["/opt/app/images"]`); the folders are searched in order, then `Bundle.main.resourcePath`.
/// Safe to read and set from any thread.
// UIKit divergence: UIKit finds named images in the app bundle and asset catalogs; Linux
// programs have no bundle layout, so the folders are a setting.
public enum ImageResourceFolders {
    private static let storage = Mutex<[String]>([])

    /// Folders searched first, in order; empty unless set.
    public static var paths: [String] {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    /// Every folder searched, in order: ``paths``, then the main bundle's resource folder.
    static var searchOrder: [String] {
        var folders = paths
        if let resources = Bundle.main.resourcePath { folders.append(resources) }
        return folders
    }
}
