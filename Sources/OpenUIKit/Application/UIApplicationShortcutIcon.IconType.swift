import Foundation

extension UIApplicationShortcutIcon {
    /// The system's quick-action icons.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplicationshortcuticon/icontype
    public enum IconType: Int, Sendable {
        case compose = 0
        case play = 1
        case pause = 2
        case add = 3
        case location = 4
        case search = 5
        case share = 6
        case prohibit = 7
        case contact = 8
        case home = 9
        case markLocation = 10
        case favorite = 11
        case love = 12
        case cloud = 13
        case invitation = 14
        case confirmation = 15
        case mail = 16
        case message = 17
        case date = 18
        case time = 19
        case capturePhoto = 20
        case captureVideo = 21
        case task = 22
        case taskCompleted = 23
        case alarm = 24
        case bookmark = 25
        case shuffle = 26
        case audio = 27
        case update = 28
    }
}
