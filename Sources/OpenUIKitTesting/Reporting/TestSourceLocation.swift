import Foundation

#if canImport(Testing)
    import Testing
#endif

/// Where a check was written in a test: the file and line a failure points at.
///
/// The test kit's checks take `fileID`, `filePath`, `line` and `column` defaulting to the
/// caller's, the way `#expect` and `XCTAssert` do, and carry them in this value to the
/// ``TestFailureReporter``.
public struct TestSourceLocation: Sendable, Equatable, CustomStringConvertible {
    /// The file's `#fileID` ("Module/File.swift").
    public var fileID: String
    /// The file's full path.
    public var filePath: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    public init(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// "path:line:column", the form compilers and editors link to.
    public var description: String { "\(filePath):\(line):\(column)" }
}

extension TestSourceLocation {
    /// The running Swift Testing test's declaration, for a failure found where no call site
    /// was captured (a property such as `query.element.label`); outside a test, line 0 of an
    /// unknown file.
    static func runningTest() -> TestSourceLocation {
        #if canImport(Testing)
            if let location = Test.current?.sourceLocation {
                return TestSourceLocation(
                    fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
            }
        #endif
        return TestSourceLocation(fileID: "unknown/unknown.swift", filePath: "unknown", line: 0, column: 0)
    }
}
