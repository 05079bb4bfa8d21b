// `import UIKit` brings in Foundation (CGRect, CGPoint, CGFloat, TimeInterval, NSCoder…);
// `import OpenUIKit` does the same, so UIKit code compiles with its one import.
@_exported import Foundation
