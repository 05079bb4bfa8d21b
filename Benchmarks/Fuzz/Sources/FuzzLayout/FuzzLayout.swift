import Foundation
import FuzzerDriver
import OpenUIKit
import OpenUIKitTesting

/// libFuzzer entry point: the bytes are a program of constraint operations (see
/// ``LayoutProgram``) run on a small view tree split between a window and a detached
/// container. After every layout, and at the end, each hierarchy's engine must be sound and
/// agree with a solve from scratch, and every frame must be finite; anything else traps with
/// the operations so far, which libFuzzer reports as a crash with the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: min(size, 4096)))
    MainActor.assumeIsolated {
        let program = LayoutProgram(bytes: bytes)
        program.run()
    }
    return 0
}

/// The program's entry point (SwiftPM calls an executable's `main` `FuzzLayout_main`): hands
/// the command line to libFuzzer's driver with the harness above.
@_cdecl("FuzzLayout_main")
public func fuzzLayoutMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        guard let data else { return 0 }
        return fuzzLayout(data, size)
    }
}
