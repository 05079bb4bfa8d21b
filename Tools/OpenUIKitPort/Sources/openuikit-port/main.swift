import ArgumentParser
import Foundation
import PortKit

/// `openuikit-port`: rewrites an iOS UIKit source tree so it compiles against OpenUIKit.
struct OpenUIKitPortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "openuikit-port",
        abstract: "Rewrites iOS UIKit sources so they compile against OpenUIKit.",
        discussion: """
            Rewrites imports (UIKit, QuartzCore, CoreGraphics → OpenUIKit), #selector in \
            target-action calls (→ method references), removes @objc, @IBOutlet, @IBAction, \
            @IBInspectable, @IBDesignable, @objcMembers, @nonobjc and dynamic, turns @objc optional \
            protocol requirements into requirements with default implementations and fixes \
            their call sites, and adds the initializer registered cells need. Prints each change \
            as file:line, then what it could not port and why. Running it again changes nothing.

            Exit status: 0 when everything was ported, 1 when something was listed as not \
            ported (the files are still rewritten), 2 for bad arguments or a file it cannot \
            read or write. See docs/PORTING.md.
            """
    )

    @Argument(help: "Swift files or folders to port (folders are searched for .swift files).")
    var paths: [String]

    @Option(help: "Write the ported tree into this folder (a copy, with the non-Swift files) instead of editing in place.")
    var output: String?

    @Flag(help: "Print what would change without writing anything.")
    var dryRun = false

    @Flag(help: "Print only what could not be ported.")
    var quiet = false

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one file or folder to port") }
    }

    func runPort() throws -> Int32 {
        try PortRun(paths: paths, output: output, dryRun: dryRun, quiet: quiet).run().exitCode
    }
}

// Exit codes are the command's own (0, 1, 2), not ArgumentParser's (64 for usage errors).
do {
    let command = try OpenUIKitPortCommand.parse()
    do {
        exit(try command.runPort())
    } catch {
        FileHandle.standardError.write(Data("openuikit-port: \(error)\n".utf8))
        exit(2)
    }
} catch {
    // --help prints and succeeds; anything else is a usage error.
    if OpenUIKitPortCommand.exitCode(for: error) == .success {
        print(OpenUIKitPortCommand.fullMessage(for: error))
        exit(0)
    }
    FileHandle.standardError.write(Data((OpenUIKitPortCommand.fullMessage(for: error) + "\n").utf8))
    exit(2)
}
