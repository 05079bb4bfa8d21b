import Foundation

extension NSLayoutConstraint {
    /// The part of a view or layout guide a constraint relates.
    /// - Note: See https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute
    public enum Attribute: Int, Sendable, CaseIterable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        /// No attribute: the second attribute of a constraint without a second item.
        case notAnAttribute = 0

        /// The attributes on the horizontal axis (sizes excluded).
        package var isHorizontalLocation: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin,
                .leadingMargin, .trailingMargin, .centerXWithinMargins:
                return true
            default: return false
            }
        }

        /// The attributes on the vertical axis (sizes excluded).
        package var isVerticalLocation: Bool {
            switch self {
            case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                .centerYWithinMargins:
                return true
            default: return false
            }
        }

        /// Width or height.
        package var isDimension: Bool { self == .width || self == .height }

        /// Leading or trailing, with or without margin: resolved by layout direction.
        package var isLeadingOrTrailing: Bool {
            switch self {
            case .leading, .trailing, .leadingMargin, .trailingMargin: return true
            default: return false
            }
        }

        /// Left or right, with or without margin: fixed whatever the layout direction.
        package var isLeftOrRight: Bool {
            switch self {
            case .left, .right, .leftMargin, .rightMargin: return true
            default: return false
            }
        }

        /// The attribute without its margin, and whether it had one.
        package var withoutMargin: (attribute: Attribute, isMargin: Bool) {
            switch self {
            case .leftMargin: return (.left, true)
            case .rightMargin: return (.right, true)
            case .topMargin: return (.top, true)
            case .bottomMargin: return (.bottom, true)
            case .leadingMargin: return (.leading, true)
            case .trailingMargin: return (.trailing, true)
            case .centerXWithinMargins: return (.centerX, true)
            case .centerYWithinMargins: return (.centerY, true)
            default: return (self, false)
            }
        }

        /// The name UIKit prints in constraint descriptions.
        package var name: String {
            switch self {
            case .left: return "left"
            case .right: return "right"
            case .top: return "top"
            case .bottom: return "bottom"
            case .leading: return "leading"
            case .trailing: return "trailing"
            case .width: return "width"
            case .height: return "height"
            case .centerX: return "centerX"
            case .centerY: return "centerY"
            case .lastBaseline: return "lastBaseline"
            case .firstBaseline: return "firstBaseline"
            case .leftMargin: return "leftMargin"
            case .rightMargin: return "rightMargin"
            case .topMargin: return "topMargin"
            case .bottomMargin: return "bottomMargin"
            case .leadingMargin: return "leadingMargin"
            case .trailingMargin: return "trailingMargin"
            case .centerXWithinMargins: return "centerXWithinMargins"
            case .centerYWithinMargins: return "centerYWithinMargins"
            case .notAnAttribute: return "notAnAttribute"
            }
        }
    }
}
