// Lets the unported corpus's `import UIKit` resolve, so count_errors.py sees the errors behind the
// import instead of one "no such module". Only the unported build has this module; openuikit-port
// rewrites the import for real.
@_exported import OpenUIKit
