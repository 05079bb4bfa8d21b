import Foundation

/// Finds web addresses, e-mail addresses and telephone numbers in text, for a text view's
/// ``UITextView/dataDetectorTypes``. Foundation on Linux has no `NSDataDetector`, so this
/// small matcher stands in for it, with these rules:
///
/// - a web address starts with `http://`, `https://` or `www.` (given `http://`) and runs to
///   the next space, angle bracket or quote; a closing `.`, `,`, `;`, `:`, `!`, `?`, quote or
///   unmatched bracket is sentence punctuation and left out;
/// - an e-mail address is `name@domain.tld` and becomes a `mailto:` URL;
/// - a telephone number is 7 to 15 digits, perhaps after `+`, in groups separated by single
///   spaces, dots or hyphens (or none), with the area code perhaps in brackets; an ISO date
///   (`2026-11-30`) or an IPv4 address (`192.168.1.1`) is not one. It becomes a `tel:` URL of its digits (and `+`).
///
/// Ranges are UTF-16 offsets, as `NSRange`s are. Matches do not overlap: web addresses win
/// over e-mail addresses, which win over telephone numbers.
@MainActor
enum TextDataDetector {
    /// One thing found: where it is and the URL a tap opens.
    struct Match: Equatable {
        var range: NSRange
        var url: URL
    }

    private static let webPattern = regex("(?<![\\w@.])(?:https?://|www\\.)[^\\s<>\"]+")
    private static let mailPattern = regex("(?<![\\w.%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}(?![\\w@])")
    private static let phonePattern = regex(
        "(?<![\\w+])(?:\\+\\d{1,3}[ .-]?)?(?:\\(\\d{1,4}\\)[ .-]?)?\\d{1,4}(?:[ .-]?\\d{1,4}){0,5}(?![\\w])")
    private static let notPhone = regex("^(?:\\d{4}-\\d{2}-\\d{2}|\\d{1,3}(?:\\.\\d{1,3}){3})$")

    private static func regex(_ pattern: String) -> NSRegularExpression {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else {
            Fatal.stop("TextDataDetector: the pattern \(pattern) does not compile")
        }
        return expression
    }

    /// What `types` finds in `text`, in order.
    static func matches(in text: String, types: UIDataDetectorTypes) -> [Match] {
        let string = text as NSString
        let whole = NSRange(location: 0, length: string.length)
        var found: [Match] = []
        func free(_ range: NSRange) -> Bool { !found.contains { NSIntersectionRange($0.range, range).length > 0 } }
        if types.contains(.link) {
            for result in webPattern.matches(in: text, range: whole) {
                let range = trimmedWebRange(result.range, in: string)
                let spelled = string.substring(with: range)
                let address = spelled.lowercased().hasPrefix("www.") ? "http://" + spelled : spelled
                guard range.length > 0, let url = URL(string: address), url.host != nil else { continue }
                found.append(Match(range: range, url: url))
            }
            for result in mailPattern.matches(in: text, range: whole) where free(result.range) {
                guard let url = URL(string: "mailto:" + string.substring(with: result.range)) else { continue }
                found.append(Match(range: result.range, url: url))
            }
        }
        if types.contains(.phoneNumber) {
            for result in phonePattern.matches(in: text, range: whole) where free(result.range) {
                let spelled = string.substring(with: result.range)
                let digits = spelled.filter(\.isASCIIDigit)
                guard (7...15).contains(digits.count),
                    notPhone.firstMatch(in: spelled, range: NSRange(location: 0, length: (spelled as NSString).length)) == nil,
                    let url = URL(string: "tel:" + (spelled.hasPrefix("+") ? "+" : "") + digits)
                else { continue }
                found.append(Match(range: result.range, url: url))
            }
        }
        return found.sorted { $0.range.location < $1.range.location }
    }

    /// `range` without the sentence punctuation that may close it.
    private static func trimmedWebRange(_ range: NSRange, in string: NSString) -> NSRange {
        var range = range
        let closing: Set<unichar> = Set(".,;:!?'\")]}".utf16)
        let pairs: [unichar: unichar] = [41: 40, 93: 91, 125: 123]  // ) ( ] [ } {
        while range.length > 0 {
            let last = string.character(at: range.location + range.length - 1)
            guard closing.contains(last) else { break }
            if let opening = pairs[last] {
                // A bracket the address opened itself (a Wikipedia page's) stays.
                let body = string.substring(with: range).utf16
                if body.filter({ $0 == opening }).count >= body.filter({ $0 == last }).count { break }
            }
            range.length -= 1
        }
        return range
    }
}

extension Character {
    /// Whether the character is one of 0–9.
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
