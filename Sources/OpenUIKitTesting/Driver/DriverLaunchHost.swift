import Foundation
import OpenUIKit

/// The driver `UIApplicationMain` and `@main` start when `OPENUIKIT_DRIVER=stdio` is set: a
/// ``DriverSession`` on the launched application, answering on standard input and output
/// (``StandardIODriver``).
///
/// The launcher finds this class by its name, `OpenUIKitTesting.DriverLaunchHost`: it is in
/// the program exactly when the application links the OpenUIKitTesting product, so the core
/// library knows nothing of the test kit and nothing is registered.
@MainActor
package final class DriverLaunchHost: ApplicationDriverHost {
    private init() {}

    /// The transports `OPENUIKIT_DRIVER` may name.
    static let transports = ["stdio"]

    package static func connect(
        transport: String, application: UIApplication, clock: VirtualClock,
        windowImage: (@MainActor () -> CGImage?)?
    ) -> any ApplicationDriverConnection {
        guard transports.contains(transport) else {
            Fatal.stop(
                "OPENUIKIT_DRIVER=\(transport): unknown transport (known: \(transports.joined(separator: ", ")))")
        }
        let session = DriverSession(app: HeadlessApp(application: application, clock: clock))
        session.windowImage = windowImage
        return StandardIODriver(session: session)
    }
}
