// Lets the unported corpus's `import QuartzCore` resolve (see Shims/UIKit/UIKit.swift).
@_exported import OpenUIKit
