import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct WindowOrderTests {
    @Test("forEachWindow visits the windows in the order of `windows`: by level, then by creation")
    func forEachWindowOrder() {
        let app = HeadlessApp()
        let levels: [UIWindow.Level] = [.normal, .statusBar, .alert, .normal, UIWindow.Level(-5), .statusBar]
        var made: [UIWindow] = []
        for level in levels {
            let window = app.makeWindow()
            window.windowLevel = level
            made.append(window)
        }
        var visited: [UIWindow] = []
        app.application.forEachWindow { visited.append($0) }
        #expect(visited.map(ObjectIdentifier.init) == app.application.windows.map(ObjectIdentifier.init))
        #expect(visited.map(\.windowLevel.rawValue) == [-5, 0, 0, 1000, 1000, 2000])
        #expect(visited.first === made[4] && visited[1] === made[0] && visited[2] === made[3])
        #expect(visited[3] === made[1] && visited[4] === made[5] && visited.last === made[2])
    }
}
